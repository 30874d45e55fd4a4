#!/usr/bin/env bash
# StoreServer's /openapi.yaml against itself: the document must be valid OpenAPI 3.1 (openapi-spec-validator),
# and schemathesis, for a bounded time, sends what the document allows (and what it does not) to a running
# server with real app and admin keys: no answer may be a 5xx, and every answer must match the document
# (status code, content type, headers, schema). Both tools from PyPI, pinned, in the Interop virtualenv.
# Usage: Interop/check_openapi.sh [path/to/storehelper] [seconds, default 90]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/storehelper}
seconds=${2:-90}
source Interop/apple_library_env.sh
source Interop/process_helpers.sh
"$venv/bin/pip" install --quiet --disable-pip-version-check "openapi-spec-validator==0.9.0" "schemathesis==4.32.5"

work=$(mktemp -d)
server_pid=""
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2> /dev/null || true
    wait 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

app_key=app-key-for-the-openapi-check
admin_key=admin-key-for-the-openapi-check
"$tool" server --port 0 --database "sqlite:$work/server.sqlite" --app-key "$app_key" --admin-key "$admin_key" \
    --bundle-id com.storehelper.florist --app-apple-id 1234567890 --log-level error > "$work/server.out" 2> "$work/server.log" &
server_pid=$!
await_line "$work/server.out" "listening on"
url=$(grep -Eo 'http://127\.0\.0\.1:[0-9]+' "$work/server.out" | head -n 1)

"$venv/bin/python" - "$url/openapi.yaml" << 'PY'
import sys, urllib.request, yaml
from openapi_spec_validator import validate
document = yaml.safe_load(urllib.request.urlopen(sys.argv[1], timeout=10).read())
validate(document)
print(f"openapi check: {sys.argv[1]} is valid OpenAPI {document['openapi']} ({len(document['paths'])} paths)")
PY

cat > "$work/schemathesis.toml" << TOML
[auth.openapi.appKey]
bearer = "$app_key"
[auth.openapi.adminKey]
bearer = "$admin_key"
TOML
# schemathesis keeps a cache in its working directory: the temporary one, not the checkout.
st="$PWD/$venv/bin/st"
(cd "$work" && "$st" --config-file "$work/schemathesis.toml" run "$url/openapi.yaml" --url "$url" \
    --checks not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance \
    --max-time "$seconds" --workers 2 --seed 1 --no-color > "$work/st.log" 2>&1) || {
    cat "$work/st.log" >&2
    echo "openapi check: schemathesis found answers that break the document (above)" >&2
    exit 1
}
tail -n 12 "$work/st.log"
if kill -0 "$server_pid" 2> /dev/null; then echo "openapi check: the server is still up"; else echo "openapi check: the server died" >&2; exit 1; fi
