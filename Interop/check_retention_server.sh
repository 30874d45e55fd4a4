#!/usr/bin/env bash
# StoreServer's Get Retention Message endpoint under the local App Store's own test: `store serve` (Sandbox)
# and `storehelper server` with retention rules in its JSON configuration. Apple's Python client uploads the
# messages and points the realtime URL at the server's /apple/retention; the store's performance test must
# pass (its p50/p99 are printed), and subscribers opening the cancellation flow see what the rules chose.
# Usage: Interop/check_retention_server.sh [path/to/storehelper]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/storehelper}
source Interop/apple_library_env.sh
source Interop/process_helpers.sh

use_workspace
store() { "$tool" store --state "$work/store" "$@" > /dev/null; }

bundle=com.storehelper.florist
store --config Examples/Florist/Products.storekit --bundle-id "$bundle" set environment=Sandbox appAppleId=1234567890 allowHTTPRealtimeURL=on
store account add goldie
store account add bronzy
store buy com.storehelper.subscription.vip.gold --account goldie
store buy com.storehelper.subscription.vip.bronze --account bronzy
"$tool" store --state "$work/store" api-key create --out "$work/key.p8" --json > "$work/key.json"
store_port=$(free_port)
server_port=$(free_port)
"$tool" store --state "$work/store" serve --port "$store_port" --performance-test-seconds 10 > "$work/store.log" 2>&1 &
pids="$pids $!"
await_line "$work/store.log" "listening on"

# The messages, uploaded with Apple's client and approved; the server's rules name them.
stay=$("$venv/bin/python" -c 'import uuid; print(uuid.uuid4())')
switch=$("$venv/bin/python" -c 'import uuid; print(uuid.uuid4())')
cat > "$work/server.json" <<JSON
{"retention": {"latencyBudgetMilliseconds": 300, "rules": [
  {"name": "bronze-to-silver", "when": {"productIds": ["com.storehelper.subscription.vip.bronze"]},
   "alternateProduct": {"messageIdentifier": "$switch", "productId": "com.storehelper.subscription.vip.silver"}},
  {"name": "stay", "message": "$stay"}]}}
JSON
"$tool" server --config "$work/server.json" --database "sqlite:$work/server.sqlite" --port "$server_port" --local-store "$work/store" \
    --local-store-url "http://127.0.0.1:$store_port" --app-key retention-app-key-0123456789 --admin-key retention-admin-key-0123456789 \
    > "$work/server.log" 2>&1 &
pids="$pids $!"
await_line "$work/server.log" "listening on"

"$venv/bin/python" Interop/retention_server_driver.py "http://127.0.0.1:$store_port" "$work/key.p8" "$work/key.json" "$bundle" \
    "http://127.0.0.1:$server_port/apple/retention" "$tool" "$work/store" "$stay" "$switch"
