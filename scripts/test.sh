#!/usr/bin/env bash
# `npm test`: every check, on a fresh machine too. Installs Debian's chromium, postgresql and haproxy when
# missing (and scripts/with-rgw.sh Debian's Ceph).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pg_virtualenv >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/sbin/haproxy ] || command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
if [ ${#missing[@]} -gt 0 ]; then
	echo "==> Installing ${missing[*]} (apt-get)"
	sudo_cmd=""
	[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
	$sudo_cmd apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

step() { echo; echo "==> $*"; }
reports=.test-reports
rm -rf "$reports" && mkdir -p "$reports"

step "Typecheck"
npm run typecheck
step "Lint"
npm run lint
step "Build"
npm run build >/dev/null
step "Unit, integration (SQLite) and system tests"
npx vitest run --project unit --project integration --project system \
	--reporter=default --reporter=json --outputFile.json="$reports/vitest-sqlite.json"
step "Integration tests on PostgreSQL (pg_virtualenv)"
pg_virtualenv -- env TEST_DATABASE=postgres npx vitest run --project integration \
	--reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json"
step "Uploads on S3 (Ceph RADOS Gateway)"
# The SDK's notice that its 2027 releases want Node 22 would repeat in every test file's output.
scripts/with-rgw.sh env AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true npx vitest run --project s3 \
	--reporter=default --reporter=json --outputFile.json="$reports/vitest-s3.json"
step "Three instances behind HAProxy (PostgreSQL, RGW)"
pg_virtualenv -t -- scripts/with-rgw.sh env AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true \
	npx vitest run --project cluster \
	--reporter=default --reporter=json --outputFile.json="$reports/vitest-cluster.json"
step "PostgreSQL restarted under the running app"
pg_virtualenv -- env TEST_DATABASE=postgres npx vitest run --project outage \
	--reporter=default --reporter=json --outputFile.json="$reports/vitest-outage.json"
step "End-to-end tests in Chromium"
E2E_SERVER_LOG="$reports/e2e-server.log" PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" \
	npx playwright test --reporter=list,json
step "No secrets in the server log of the e2e run"
node scripts/check-log-secrets.js "$reports/e2e-server.log"
echo
node scripts/test-summary.js "$reports"/*.json
