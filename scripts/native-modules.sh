#!/usr/bin/env bash
# `scripts/native-modules.sh`: makes the native modules fit the `node` first in PATH. Only better-sqlite3
# 12.x is built for one Node ABI, and only Node 20 loads it (server/db/better-sqlite3.ts: Node 22 and later
# load 13.x, `better-sqlite3-napi`, a Node-API binary shipped in its package, as sharp, esbuild, rolldown,
# lightningcss and Tailwind's oxide ship theirs). So on Node 22+ there is nothing to do; on Node 20 a
# build of 12.x for this ABI kept in node_modules/.cache/native/ is renamed into place (well under a
# second), or, when none loads, `npm rebuild better-sqlite3` builds one (about a minute on 2 cores) and
# it is kept: an `npm install` or `npm rebuild` run under Node 24 leaves a 12.x for the wrong ABI.
set -euo pipefail
cd "$(dirname "$0")/.."

node_version=$(node -p process.versions.node)
if [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 22 ]; then
	echo "Node $node_version loads better-sqlite3 13 (Node-API, prebuilt): nothing to build" >&2
	exit 0
fi
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
