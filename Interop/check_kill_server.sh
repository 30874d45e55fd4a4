#!/usr/bin/env bash
# kill -9 in the middle of 1,000 deliveries: `store serve` (Apple's retry schedule on the store's clock)
# delivers the test notifications Apple's Python client asks for to `storehelper server`; the server is
# killed with SIGKILL once about 300 are stored (the last 20 are asked for while it is down, and fail to be
# delivered) and started again on the same database. Then the store's
# clock moves past the first retry, the server's catch-up reads the notification history, and every
# notification the store made must be stored exactly once. On PostgreSQL a second server process shares
# the database from the restart on (its own catch-up included) and gets every notification again as a
# replay: it must store none twice.
# Usage: Interop/check_kill_server.sh [path/to/storehelper] [database URL, default a SQLite file]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/storehelper}
source Interop/apple_library_env.sh
source Interop/process_helpers.sh
count=1000

work=$(mktemp -d)
database=${2:-sqlite:$work/server.sqlite}
store_pid=""
server_pid=""
cleanup() {
    for pid in $server_pid $second_pid $store_pid; do kill -9 "$pid" 2> /dev/null || true; done
    wait 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

bundle=com.storehelper.florist
# LocalTesting, which Apple's APIs do not serve and so do not limit: 1,000 test notifications within the hour are
# past Apple's own limit for Request a Test Notification (1 a second in Production, a tenth of it in Sandbox), and
# this check is about the server, not Apple's limits (check_server_api.sh meets those).
"$tool" store --state "$work/state" --config Examples/Florist/Products.storekit --bundle-id "$bundle" set environment=LocalTesting > /dev/null
"$tool" store --state "$work/state" api-key create --out "$work/key.p8" --json > "$work/key.json"
key_id=$("$venv/bin/python" -c 'import json,sys; print(json.load(open(sys.argv[1]))["keyId"])' "$work/key.json")
issuer_id=$("$venv/bin/python" -c 'import json,sys; print(json.load(open(sys.argv[1]))["issuerId"])' "$work/key.json")

server_port=$(free_port)
"$tool" store --state "$work/state" serve --port 0 --notify-url "http://127.0.0.1:$server_port/apple/notifications" \
    > "$work/serve.out" 2> "$work/serve.log" &
store_pid=$!
await_line "$work/serve.out" '^listening on http://127.0.0.1:[0-9]*$'
store_url=$(sed -n 's/^listening on //p' "$work/serve.out")

admin=admin-key-for-the-kill-check
start_server() {
    "$tool" server --local-store "$work/state" --local-store-url "$store_url" --port "$server_port" --database "$database" \
        --app-key app-key-for-the-kill-check --admin-key "$admin" >> "$work/server.out" 2>> "$work/server.log" &
    server_pid=$!
}
second_pid=""
# The notifications the server stored (its admin route), as JSON.
admin_url="http://127.0.0.1:$server_port/admin/v1/notifications?limit=1000"
notifications() {
    "$venv/bin/python" -c 'import sys, urllib.request as u
r = u.Request(sys.argv[1], headers={"Authorization": "Bearer " + sys.argv[2]})
print(u.urlopen(r, timeout=5).read().decode())' "$admin_url" "$admin"
}
start_server
await_line "$work/server.out" "listening on"

# All but the last 20 now; those 20 while the server is down, so that deliveries are sure to fail then (a kill that
# lands after the store already tried the whole batch would otherwise leave none failed).
late=20
"$venv/bin/python" Interop/kill_server_driver.py request "$store_url" "$work/key.p8" "$key_id" "$issuer_id" "$bundle" $((count - late)) &
driver=$!
"$venv/bin/python" Interop/kill_server_driver.py await "$admin_url" "$admin" 300 30 0.05
kill -9 "$server_pid"
wait "$server_pid" 2> /dev/null || true
echo "kill check: server killed with SIGKILL after about 300 notifications were stored"
wait "$driver"
"$venv/bin/python" Interop/kill_server_driver.py request "$store_url" "$work/key.p8" "$key_id" "$issuer_id" "$bundle" "$late"
# The store tries to deliver them while nobody listens: wait (at most 10 s) until it has recorded a failed attempt.
for _ in $(seq 100); do
    "$tool" store --state "$work/state" notifications --json | "$venv/bin/python" -c 'import json,sys
sys.exit(0 if any(a["sendAttemptResult"] != "SUCCESS" for n in json.load(sys.stdin) for a in n["sendAttempts"]) else 1)' && break
    sleep 0.1
done

: > "$work/server.out"
start_server
await_line "$work/server.out" "listening on"
if [[ "$database" == postgres* ]]; then
    second_port=$(free_port)
    "$tool" server --local-store "$work/state" --local-store-url "$store_url" --port "$second_port" --database "$database" \
        --app-key app-key-for-the-kill-check --admin-key "$admin" > "$work/second.out" 2> "$work/second.log" &
    second_pid=$!
    await_line "$work/second.out" "listening on"
fi
# Apple retries a failed delivery an hour later (on the store's clock); the restarted server also catches up.
"$tool" store --state "$work/state" advance 2h > /dev/null
"$venv/bin/python" Interop/kill_server_driver.py await "$admin_url" "$admin" "$count" 60 0.1
sleep 1
"$tool" store --state "$work/state" notifications --json > "$work/made.json"
if [ -n "$second_pid" ]; then
    "$venv/bin/python" - "$work/made.json" "http://127.0.0.1:$second_port/apple/notifications" <<'PY'
import json, sys, urllib.request
from concurrent.futures import ThreadPoolExecutor
made, url = json.load(open(sys.argv[1])), sys.argv[2]
def replay(item):
    body = json.dumps({"signedPayload": item["signedPayload"]}).encode()
    request = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    return json.loads(urllib.request.urlopen(request, timeout=10).read())["result"]
with ThreadPoolExecutor(max_workers=8) as pool:
    results = list(pool.map(replay, made))
assert all(result == "duplicate" for result in results), f"the second server stored {results.count('stored')} again"
print(f"kill check: a second server process on the same database answered all {len(results)} replays 'duplicate'")
PY
    kill -TERM "$second_pid"
    wait "$second_pid"
    second_pid=""
fi
notifications > "$work/stored.json"
"$venv/bin/python" Interop/kill_server_driver.py compare "$work/made.json" "$work/stored.json"
kill -TERM "$server_pid"
wait "$server_pid"
echo "kill check: the restarted server stopped cleanly on SIGTERM"
