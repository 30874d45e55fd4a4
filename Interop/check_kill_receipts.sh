#!/usr/bin/env bash
# kill -9 in the middle of receipt imports: a local App Store playing Sandbox sells a subscription to each of 48
# customers, whose apps post their app receipts to `storehelper server` (POST /v1/receipts) from their own
# addresses behind a trusted proxy, trying again until the server answers. The server is killed with SIGKILL once
# about 8 customers are stored and started again on the same database; then every customer must own exactly their
# own purchases, each once, and no one else any.
# Usage: Interop/check_kill_receipts.sh [path/to/storehelper] [database URL, default a SQLite file]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/storehelper}
source Interop/apple_library_env.sh
source Interop/process_helpers.sh
count=48

use_workspace
database=${2:-sqlite:$work/server.sqlite}

bundle=com.storehelper.florist
store() { "$tool" store --state "$work/state" "$@"; }
store --config Examples/Florist/Products.storekit --bundle-id "$bundle" set environment=Sandbox > /dev/null
mkdir -p "$work/receipts" "$work/bought"
for i in $(seq "$count"); do
    user="customer-$i"
    store account add "$user" > /dev/null
    store buy com.storehelper.subscription.vip.silver --account "$user" > /dev/null
    store receipt --account "$user" > "$work/receipts/$user"
    store transactions --account "$user" --json > "$work/bought/$user"
done
store api-key create --out "$work/key.p8" --json > /dev/null
# The tool itself in the background, not the `store` function: `$!` of a backgrounded function is its subshell,
# and killing that would leave the store serving.
"$tool" store --state "$work/state" serve --port 0 > "$work/serve.out" 2> "$work/serve.log" &
pids="$pids $!"
await_line "$work/serve.out" '^listening on http://127.0.0.1:[0-9]*$'
store_url=$(sed -n 's/^listening on //p' "$work/serve.out")

server_port=$(free_port)
app=app-key-for-the-receipt-kill-check
admin=admin-key-for-the-receipt-kill-check
start_server() {
    "$tool" server --local-store "$work/state" --local-store-url "$store_url" --port "$server_port" --database "$database" \
        --app-key "$app" --admin-key "$admin" --trusted-proxy 127.0.0.1 >> "$work/server.out" 2>> "$work/server.log" &
    server_pid=$!
    pids="$pids $server_pid"
}
users() {
    "$venv/bin/python" -c 'import json, sys, urllib.request as u
r = u.Request(sys.argv[1], headers={"Authorization": "Bearer " + sys.argv[2]})
print(len(json.loads(u.urlopen(r, timeout=5).read())["users"]))' "http://127.0.0.1:$server_port/admin/v1/users?limit=1000" "$admin" 2> /dev/null || echo 0
}
start_server
await_line "$work/server.out" "listening on"
"$venv/bin/python" Interop/receipt_import_driver.py import "http://127.0.0.1:$server_port" "$app" "$work/receipts" &
driver=$!
for _ in $(seq 600); do
    [ "$(users)" -ge 8 ] && break
    sleep 0.05
done
kill -9 "$server_pid"
wait "$server_pid" 2> /dev/null || true
imported=$(grep -c 'receipt imported' "$work/server.log" || true)
if [ "$imported" -ge "$count" ]; then
    echo "kill check: the kill came after all $count imports: nothing was in the middle" >&2
    exit 1
fi
echo "kill check: server killed with SIGKILL after $imported of $count receipt imports were logged"
: > "$work/server.out"
start_server
await_line "$work/server.out" "listening on"
wait "$driver"
"$venv/bin/python" Interop/receipt_import_driver.py verify "http://127.0.0.1:$server_port" "$admin" "$work/bought"
kill -TERM "$server_pid"
wait "$server_pid"
echo "kill check: the restarted server stopped cleanly on SIGTERM"
