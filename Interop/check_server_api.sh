#!/usr/bin/env bash
# Serves a local store signing for Sandbox with `storehelper store serve`, changes it from other
# processes while it serves, and has Apple's Python library (app-store-server-library from PyPI, in a
# virtualenv under .build-python) call every App Store Server API endpoint (Retention Messaging's too) and verify
# every signed answer, every notification a small receiver got and every real-time retention request.
# Usage: Interop/check_server_api.sh [path/to/storehelper]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/storehelper}
source Interop/apple_library_env.sh
source Interop/process_helpers.sh

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
    wait 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
store() { "$tool" store --state "$work/state" "$@" > /dev/null; }

bundle=com.storehelper.florist
store --config Examples/Florist/Products.storekit --bundle-id "$bundle" set environment=Sandbox
store buy com.storehelper.nonconsumable.flowers-large
store rescind-consent
"$tool" store --state "$work/state" api-key create --out "$work/key.p8" --json > "$work/key.json"
key_id=$("$venv/bin/python" -c 'import json,sys; print(json.load(open(sys.argv[1]))["keyId"])' "$work/key.json")
issuer_id=$("$venv/bin/python" -c 'import json,sys; print(json.load(open(sys.argv[1]))["issuerId"])' "$work/key.json")
"$tool" store --state "$work/state" ca export "$work/root.der" > /dev/null

"$venv/bin/python" Interop/notification_receiver.py "$work/receiver.port" "$work/received.jsonl" &
pids+=($!)
await_line "$work/receiver.port" '[0-9]'
receiver="http://127.0.0.1:$(cat "$work/receiver.port")/notifications"

"$tool" store --state "$work/state" serve --port 0 --notify-url "$receiver" --retry-schedule none --performance-test-seconds 3 \
    > "$work/serve.out" 2> "$work/serve.log" &
pids+=($!)
await_line "$work/serve.out" '^listening on http://127.0.0.1:[0-9]*$'
base_url=$(sed -n 's/^listening on //p' "$work/serve.out")

# Changes from other processes while the store serves: each is delivered to the receiver.
store buy com.storehelper.consumable.plant-installation
store buy com.storehelper.subscription.vip.bronze
store advance 35d
store buy com.storehelper.nonrenewing.seasonal-pass
"$tool" store --state "$work/state" transactions --json > "$work/transactions.json"
consumable=$("$venv/bin/python" -c 'import json,sys; print(next(t["transactionId"] for t in json.load(open(sys.argv[1])) if t["type"] == "Consumable"))' "$work/transactions.json")
store refund-request "$consumable"
store refund "$("$venv/bin/python" -c 'import json,sys; print(json.load(open(sys.argv[1]))[0]["transactionId"])' "$work/transactions.json")"
store account add pupil
store assign com.storehelper.subscription.vip.silver --account pupil --organization school
seat=$("$tool" store --state "$work/state" transactions --account pupil --json \
    | "$venv/bin/python" -c 'import json,sys; print(json.load(sys.stdin)[0]["transactionId"])')
"$tool" store --state "$work/state" transactions --json > "$work/transactions.json"
"$tool" store --state "$work/state" status --json > "$work/status.json"

"$venv/bin/python" Interop/check_server_api.py "$base_url" "$work/key.p8" "$key_id" "$issuer_id" "$bundle" "$work/root.der" \
    "$work/transactions.json" "$work/status.json" "$work/received.jsonl" "$seat"

# Retention Messaging: every call with Apple's client, the subscriber's cancellation flows, a performance test.
"$venv/bin/python" Interop/check_retention_messaging.py "$base_url" "$work/key.p8" "$key_id" "$issuer_id" "$bundle" "$work/root.der" \
    "$tool" "$work/state" com.storehelper.subscription.vip.bronze com.storehelper.subscription.vip.silver

# What the server changed is visible to the store's commands: every notification made after the URL was set
# is delivered once and recorded as SUCCESS (waiting at most 20 s for the last deliveries); the two made
# before (the purchase's and RESCIND_CONSENT) were never sent.
"$venv/bin/python" - "$tool" "$work/state" "$work/received.jsonl" <<'PY'
import json, subprocess, sys, time
tool, state, received_path = sys.argv[1:4]
for _ in range(200):
    notifications = json.loads(subprocess.run([tool, "store", "--state", state, "notifications", "--json"], check=True,
                                              capture_output=True, text=True).stdout)
    results = [[attempt["sendAttemptResult"] for attempt in item["sendAttempts"]] for item in notifications]
    if all(results[2:]):
        break
    time.sleep(0.1)
assert results[:2] == [[], []] and all(result == ["SUCCESS"] for result in results[2:]), f"send attempts: {results}"
received = [json.loads(line)["signedPayload"] for line in open(received_path) if line.strip()]
assert sorted(item["signedPayload"] for item in notifications[2:]) == sorted(received), "the receiver got other notifications than the store sent"
print(f"store serve: {len(received)} notifications delivered once each, SUCCESS recorded in the store; 2 made before the URL was set, not sent")
PY

# SIGTERM stops the server cleanly.
kill -TERM "${pids[1]}"
wait "${pids[1]}"
echo "store serve: stopped cleanly on SIGTERM"
