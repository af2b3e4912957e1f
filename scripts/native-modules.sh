#!/usr/bin/env bash
# `scripts/native-modules.sh`: makes the native modules fit the `node` first in PATH. better-sqlite3 is
# the only one built for one Node ABI (sharp, esbuild, rolldown, lightningcss and Tailwind's oxide ship
# prebuilt N-API or plain binaries that any Node loads): its build for each ABI is kept in
# node_modules/.cache/native/, so switching Node back and forth is a copy (well under a second); the
# first time on an ABI it is built by `npm rebuild better-sqlite3` against $npm_config_nodedir's headers
# (about a minute on 2 cores; npm test sets it for Node 24, npm's config for the machine's Node).
set -euo pipefail
cd "$(dirname "$0")/.."

node_version=$(node -p process.versions.node)
abi=$(node -p process.versions.modules)
module=node_modules/better-sqlite3
binary=$module/build/Release/better_sqlite3.node
kept_dir=node_modules/.cache/native
kept="$kept_dir/better-sqlite3-$(node -p "require('./$module/package.json').version")-abi$abi.node"

loads() {
	node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" 2>/dev/null
}
install_binary() {
	# A new file renamed into place: a process that has the old one loaded keeps its copy.
	cp "$1" "$binary.tmp"
	mv -f "$binary.tmp" "$binary"
}

if [ -f "$kept" ] && ! cmp -s "$kept" "$binary"; then
	install_binary "$kept"
fi
if ! loads; then
	echo "==> Building better-sqlite3 for Node $node_version (ABI $abi)${npm_config_nodedir:+ against $npm_config_nodedir}" >&2
	started=$(date +%s)
	npm rebuild better-sqlite3 --loglevel=error >&2
	echo "    built in $(($(date +%s) - started)) s" >&2
	loads || {
		echo "scripts/native-modules.sh: better-sqlite3 still does not load on Node $node_version:" >&2
		node -e "require('better-sqlite3')" >&2
		exit 1
	}
fi
if [ ! -f "$kept" ] || ! cmp -s "$kept" "$binary"; then
	mkdir -p "$kept_dir"
	cp "$binary" "$kept.tmp"
	mv -f "$kept.tmp" "$kept"
fi
echo "better-sqlite3 ready for Node $node_version (ABI $abi)" >&2
