#!/usr/bin/env bash
# The web pages in a real browser: Debian's chromium and chromium-driver (installed when missing), driven
# headless by Selenium from PyPI (both pinned: scripts/ci-tools/debian-packages.txt, Interop/requirements.txt). The local App Store (`store serve`, real clock) posts its notifications to
# `storehelper server` (SQLite); alice's app reports her purchases. In the console, a purchase made by
# `storehelper store buy` in another process appears by itself, the flowers are refunded, and gold's
# cancellation flow is opened (the realtime URL is the server's /apple/retention) and cancelled; then, signed
# in to the server's dashboard, alice's timeline shows the REFUND notification, the lost entitlement and the
# cancellation flow with what she did. Screenshots of the console, the flow, the timeline and the charts go to
# .build/screenshots/.
# Usage: Interop/check_browser.sh [path/to/storehelper]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/storehelper}
source Interop/apple_library_env.sh
source Interop/process_helpers.sh
# Debian's chromium and its driver, at the version CI was last green with (scripts/ci-tools/debian-packages.txt).
bash scripts/ci-tools/install-debian chromium chromium-driver

use_workspace

store_port=$(free_port)
server_port=$(free_port)
app_key=browser-app-key-0123456789
admin_key=browser-admin-key-0123456789
"$tool" store --state "$work/store" --config Examples/Florist/Products.storekit --bundle-id com.storehelper.florist \
    set environment=Sandbox appAppleId=1234567890 allowHTTPRealtimeURL=on > /dev/null
"$tool" store --state "$work/store" serve --port "$store_port" --clock real --retry-schedule fast \
    --notify-url "http://127.0.0.1:$server_port/apple/notifications" > "$work/store.log" 2>&1 &
pids="$pids $!"
await_line "$work/store.log" "listening on"
"$tool" server --database "sqlite:$work/server.sqlite" --port "$server_port" --local-store "$work/store" \
    --local-store-url "http://127.0.0.1:$store_port" --app-key "$app_key" --admin-key "$admin_key" > "$work/server.log" 2>&1 &
pids="$pids $!"
await_line "$work/server.log" "listening on"

mkdir -p .build/screenshots
"$venv/bin/python" Interop/browser_driver.py --tool "$tool" --state "$work/store" \
    --store "http://127.0.0.1:$store_port" --server "http://127.0.0.1:$server_port" \
    --app-key "$app_key" --admin-key "$admin_key" --screenshots .build/screenshots
