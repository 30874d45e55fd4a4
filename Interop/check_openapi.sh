#!/usr/bin/env bash
# StoreServer's /openapi.yaml against itself: the document must be valid OpenAPI 3.1 (openapi-spec-validator),
# and schemathesis, for a bounded time, sends what the document allows (and what it does not) to a running
# server with real app and admin keys: no answer may be a 5xx, and every answer must match the document
# (status code, content type, headers, schema). Both tools from PyPI, pinned with hashes (Interop/requirements.txt),
# in the Interop virtualenv. A runtime error of schemathesis itself is reported and the run tried once more.
# Usage: Interop/check_openapi.sh [path/to/storehelper] [seconds, default 90]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/storehelper}
seconds=${2:-90}
source Interop/apple_library_env.sh
source Interop/process_helpers.sh

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
# schemathesis keeps a cache in its working directory: the temporary one, not the checkout. One worker: hypothesis
# parses filter lambdas with `ast`, which CPython 3.11.7 can fail ("AST constructor recursion depth mismatch") when
# two threads do it at once (Interop/requirements.in).
st="$PWD/$venv/bin/st"
schemathesis() {
    rm -f "$work/st.xml"
    (cd "$work" && "$st" --config-file "$work/schemathesis.toml" run "$url/openapi.yaml" --url "$url" \
        --checks not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance \
        --max-time "$seconds" --workers 1 --seed 1 --no-color --report junit --report-junit-path "$work/st.xml" > "$work/st.log" 2>&1)
}
# What a run that did not pass found: "project" when any check failed or any error is not schemathesis's own (an
# answer that breaks the document, a 5xx, a dropped connection, a schema error), "tool" when every error is a
# "Runtime Error", an exception inside schemathesis or hypothesis, or when it wrote no report at all.
verdict() {
    "$venv/bin/python" - "$work/st.xml" << 'PY'
import sys, xml.etree.ElementTree as ET
try:
    cases = ET.parse(sys.argv[1]).getroot().iter("testcase")
except (OSError, ET.ParseError):
    print("tool"); sys.exit()
failures, errors = [], []
for case in cases:
    failures += case.findall("failure")
    # schemathesis writes an error's formatted text ("<title>\n\n<message>…") as the element's text.
    errors += [(case.get("name"), (e.text or e.get("message") or "")) for e in case.findall("error")]
ours = [name for name, text in errors if not text.lstrip().startswith("Runtime Error")]
print("project" if failures or ours or not errors else "tool")
for name, text in errors:
    print(f"openapi check: error on {name}: {text.strip().splitlines()[0] if text.strip() else '(no message)'}", file=sys.stderr)
PY
}
if ! schemathesis; then
    found=$(verdict)
    if [ "$found" = tool ]; then
        cat "$work/st.log" >&2
        echo "openapi check: schemathesis failed with its own runtime error, not an answer of the server (above); trying once more" >&2
        if ! schemathesis; then
            cat "$work/st.log" >&2
            if [ "$(verdict)" = tool ]; then
                echo "openapi check: schemathesis failed with its own runtime error twice: the tool is broken here, not the server" >&2
            else
                echo "openapi check: schemathesis found answers that break the document (above)" >&2
            fi
            exit 1
        fi
        echo "openapi check: the second run passed; the first run's runtime error was schemathesis's own (printed above)"
    else
        cat "$work/st.log" >&2
        echo "openapi check: schemathesis found answers that break the document (above)" >&2
        exit 1
    fi
fi
tail -n 12 "$work/st.log"
if kill -0 "$server_pid" 2> /dev/null; then echo "openapi check: the server is still up"; else echo "openapi check: the server died" >&2; exit 1; fi
