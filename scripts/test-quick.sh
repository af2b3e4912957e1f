#!/usr/bin/env bash
# `npm run test:quick`: the everyday loop (docs/testing.md): typecheck and lint beside the unit and SQLite
# integration tests of the whole project, on the machine's Node, in about three minutes. No build, no
# browser, no services: `npm test` runs those.
set -euo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$(date +%s)

# Typecheck and lint wait on nothing the tests use: they run beside them, their output kept until they end.
npm run --silent typecheck >"$logs/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$logs/lint" 2>&1 &
lint=$!

status=0
npx vitest run --project unit --project integration "$@" || status=$?
for check in typecheck lint; do
	if wait "${!check}"; then
		echo "==> $check: passed"
	else
		status=1
		echo "==> $check: FAILED"
		cat "$logs/$check"
	fi
done
echo "==> test:quick took $(($(date +%s) - started)) s"
exit "$status"
