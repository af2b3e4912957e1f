#!/usr/bin/env bash
# `scripts/static-checks.sh`: `npm run typecheck` and `npm run lint` side by side (each is one process on one core), each
# one's output printed whole once it ends; fails if either does. npm test runs it as a step, test:quick
# beside the tests.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# The route types first: the lint reads them too (tsconfig.json includes .react-router/types).
npx react-router typegen >"$logs/typegen" 2>&1 || {
	cat "$logs/typegen"
	exit 1
}
npx tsc >"$logs/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$logs/lint" 2>&1 &
lint=$!

status=0
for check in typecheck lint; do
	if wait "${!check}"; then
		echo "==> $check: passed"
	else
		status=1
		echo "==> $check: FAILED"
		cat "$logs/$check"
	fi
done
exit "$status"
