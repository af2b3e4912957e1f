#!/usr/bin/env bash
# `npm run test:quick`: the everyday loop (docs/testing.md): typecheck and lint beside the unit and SQLite
# integration tests of the whole project, on the machine's Node, in under three minutes. No build, no
# browser, no services: `npm test` runs those.
set -euo pipefail
cd "$(dirname "$0")/.."
checks_log=$(mktemp)
trap 'rm -f "$checks_log"' EXIT
started=$(date +%s)

# The typecheck and lint wait on nothing the tests use: they run beside them, their output kept until the end.
scripts/static-checks.sh >"$checks_log" 2>&1 &
checks=$!

status=0
npx vitest run --project unit --project integration "$@" || status=$?
wait "$checks" || status=1
cat "$checks_log"
echo "==> test:quick took $(($(date +%s) - started)) s"
exit "$status"
