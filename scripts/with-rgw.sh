#!/usr/bin/env bash
# `scripts/with-rgw.sh <command...>`: runs the command next to a real S3 server, Ceph's RADOS Gateway, as
# pg_virtualenv does for PostgreSQL. A throwaway one-node cluster (one monitor, one OSD on a small
# file-backed BlueStore, one gateway; authentication off, everything on 127.0.0.1 and free ports) lives
# in a temporary folder; the command gets an S3 user through the AWS SDK's standard variables
# (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_ENDPOINT_URL_S3), S3_FORCE_PATH_STYLE=1 and
# TEST_S3=1. Afterwards (also on failure or Ctrl-C) every daemon it started is stopped by its pid and the
# folder removed. Installs Debian's ceph-mon, ceph-osd and radosgw when missing. Exits with the command's status.
# RGW_KEEP_LOGS=<folder> keeps the daemons' logs there when something failed.
set -euo pipefail

if [ $# -eq 0 ]; then
	echo "Usage: scripts/with-rgw.sh <command...>" >&2
	exit 2
fi

missing=()
for tool in ceph-mon:ceph-mon ceph-osd:ceph-osd radosgw:radosgw monmaptool:ceph-mon ceph:ceph-common; do
	command -v "${tool%%:*}" >/dev/null 2>&1 || missing+=("${tool#*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
	echo "==> Installing ${missing[*]} (apt-get)" >&2
	sudo_cmd=""
	[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
	$sudo_cmd apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends \
		ceph-mon ceph-osd radosgw ceph-common >/dev/null
fi

started=$(date +%s)
dir=$(mktemp -d "${TMPDIR:-/tmp}/rgw.XXXXXX")
pids=()
cleanup() {
	local status=$?
	trap - EXIT INT TERM
	# Each by the pid this script started, one after the other: the gateway, the OSD (which tells the
	# monitor it is going, and waits seconds for it if the monitor has gone first), the monitor.
	for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
		kill "${pids[i]}" 2>/dev/null || continue
		for _ in $(seq 1 100); do kill -0 "${pids[i]}" 2>/dev/null || break; sleep 0.05; done
		kill -9 "${pids[i]}" 2>/dev/null || true
	done
	if [ "$status" -ne 0 ] && [ -n "${RGW_KEEP_LOGS:-}" ]; then
		mkdir -p "$RGW_KEEP_LOGS" && cp -r "$dir/log/." "$RGW_KEEP_LOGS/" 2>/dev/null || true
	fi
	rm -rf "$dir"
	exit "$status"
}
trap cleanup EXIT
# Ctrl-C or a TERM: before the command runs, stop at once; while it runs, stop it first, then clean up.
child=""
interrupted=""
on_signal() {
	interrupted=$1
	[ -n "$child" ] || exit "$1"
	kill -TERM "$child" 2>/dev/null || true
}
trap 'on_signal 130' INT
trap 'on_signal 143' TERM

fail() {
	echo "with-rgw: $*" >&2
	for log in "$dir"/log/*; do
		[ -f "$log" ] && { echo "--- last lines of $(basename "$log"):" >&2; tail -n 20 "$log" >&2; }
	done
	exit 1
}

free_port() {
	node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

mon_port=$(free_port)
rgw_port=$(free_port)
while [ "$rgw_port" = "$mon_port" ]; do rgw_port=$(free_port); done
fsid=$(cat /proc/sys/kernel/random/uuid)
mkdir -p "$dir"/{mon,osd,run,log}
conf="$dir/ceph.conf"
cat >"$conf" <<EOF
[global]
fsid = $fsid
mon_host = v2:127.0.0.1:$mon_port
public_addr = 127.0.0.1
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
ms_mon_client_mode = crc
ms_mon_cluster_mode = crc
ms_mon_service_mode = crc
ms_bind_msgr1 = false
ms_bind_msgr2 = true
run_dir = $dir/run
admin_socket = $dir/run/\$name.asok
pid_file = $dir/run/\$name.pid
log_file = $dir/log/\$name.log
crash_dir = $dir/crash
log_to_stderr = false
err_to_stderr = false
osd_pool_default_size = 1
osd_pool_default_min_size = 1
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_pool_default_pg_autoscale_mode = off
osd_crush_chooseleaf_type = 0
mon_allow_pool_size_one = true
mon_allow_pool_delete = true
mon_warn_on_pool_no_redundancy = false
mon_max_pg_per_osd = 1000
# The monitor commits maps every 50 ms rather than every second: the gateway's first start creates its
# pools one after the other, each waiting for a new map (10 s of the start otherwise).
paxos_propose_interval = 0.05
paxos_min_wait = 0.01
[mon]
mon_data = $dir/mon/\$id
mon_initial_members = a
[osd]
osd_data = $dir/osd/\$id
osd_objectstore = bluestore
bluestore_block_path = $dir/osd/block
bluestore_block_create = true
bluestore_block_size = 2147483648
bluestore_block_db_create = false
bluestore_block_wal_create = false
bluestore_cache_size = 134217728
osd_memory_target = 939524096
osd_max_object_name_len = 460
osd_max_object_namespace_len = 64
[client.rgw]
rgw_frontends = beast endpoint=127.0.0.1:$rgw_port
rgw_data = $dir/rgw
rgw_dns_name = 127.0.0.1
rgw_enable_usage_log = false
rgw_rados_pool_pg_num_min = 8
EOF
export CEPH_CONF="$conf"

# The monitor.
monmaptool --create --fsid "$fsid" --addv a "[v2:127.0.0.1:$mon_port]" "$dir/monmap" >/dev/null
ceph-authtool --create-keyring "$dir/mon.keyring" --gen-key -n mon. --cap mon 'allow *' >/dev/null
ceph-mon -c "$conf" --mkfs -i a --monmap "$dir/monmap" --keyring "$dir/mon.keyring" || fail "ceph-mon --mkfs failed"
setsid ceph-mon -c "$conf" -i a -f >>"$dir/log/mon.out" 2>&1 &
pids+=($!)
timeout 30 ceph -c "$conf" --connect-timeout 20 mon stat >/dev/null 2>&1 || fail "the monitor did not start"

# One OSD on a file-backed BlueStore (a 2 GB sparse file).
osd_uuid=$(cat /proc/sys/kernel/random/uuid)
osd_id=$(ceph -c "$conf" osd new "$osd_uuid")
mkdir -p "$dir/osd/$osd_id"
ceph-osd -c "$conf" -i "$osd_id" --mkfs --osd-uuid "$osd_uuid" >"$dir/log/osd-mkfs.log" 2>&1 || fail "ceph-osd --mkfs failed"
setsid ceph-osd -c "$conf" -i "$osd_id" -f >>"$dir/log/osd.out" 2>&1 &
pids+=($!)
for _ in $(seq 1 300); do
	ceph -c "$conf" osd dump 2>/dev/null | grep -q "^osd\.$osd_id up" && break
	sleep 0.2
done
ceph -c "$conf" osd dump 2>/dev/null | grep -q "^osd\.$osd_id up" || fail "the OSD did not come up"

# The gateway, and its one user.
mkdir -p "$dir/rgw"
setsid radosgw -c "$conf" -n client.rgw -f >>"$dir/log/rgw.out" 2>&1 &
pids+=($!)
endpoint="http://127.0.0.1:$rgw_port"
for _ in $(seq 1 600); do
	curl -s -o /dev/null "$endpoint" && break
	kill -0 "${pids[-1]}" 2>/dev/null || fail "radosgw stopped"
	sleep 0.1
done
curl -s -o /dev/null "$endpoint" || fail "radosgw did not answer on $endpoint"
access_key="TEST$(head -c 8 /dev/urandom | od -An -tx1 | tr -d ' \n' | tr a-f A-F)"
secret_key=$(head -c 30 /dev/urandom | base64 | tr -d '/+=\n')
radosgw-admin -c "$conf" user create --uid=test --display-name="Test user" \
	--access-key="$access_key" --secret-key="$secret_key" >/dev/null || fail "radosgw-admin user create failed"

echo "with-rgw: RADOS Gateway on $endpoint (ready in $(($(date +%s) - started)) s)" >&2
export AWS_ACCESS_KEY_ID="$access_key"
export AWS_SECRET_ACCESS_KEY="$secret_key"
export AWS_REGION=us-east-1
export AWS_ENDPOINT_URL_S3="$endpoint"
export S3_FORCE_PATH_STYLE=1
export TEST_S3=1
# In the background (with the terminal's stdin) so that a signal to this script is handled at once.
"$@" <&0 &
child=$!
status=0
wait "$child" || status=$?
while kill -0 "$child" 2>/dev/null; do wait "$child" || status=$?; done
[ -z "$interrupted" ] || status=$interrupted
exit "$status"
