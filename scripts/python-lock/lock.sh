#!/usr/bin/env bash
# Regenerates Interop/requirements.txt, the hashed pins of every Python package the Interop checks install, from
# the names and versions in Interop/requirements.in. pip-tools runs in a throwaway virtualenv and is itself pinned.
# Run it after changing requirements.in, then run .ci/run and commit both files when it is green.
set -euo pipefail
cd "$(dirname "$0")/../.."
tools=$(mktemp -d)
trap 'rm -rf "$tools"' EXIT
python3 -m venv "$tools"
"$tools/bin/pip" install --quiet --disable-pip-version-check "pip-tools==7.6.2"
"$tools/bin/pip-compile" --quiet --generate-hashes --allow-unsafe --strip-extras --no-emit-index-url --no-header \
    -o Interop/requirements.txt Interop/requirements.in
echo "pinned $(grep -c '==' Interop/requirements.txt) packages in Interop/requirements.txt"
