# Sourced by the Interop checks: a virtualenv under .build-python ($venv) holding Apple's
# app-store-server-library from PyPI, made on first use.
venv=.build-python
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check "app-store-server-library==3.1.2"
