# Sourced by the Interop checks: a virtualenv under .build-python ($venv) holding every Python package the checks
# use (Apple's app-store-server-library, schemathesis, Selenium, ...), exactly as Interop/requirements.txt pins them:
# each package and everything it pulls in, by version and hash, wheels only (an sdist would build with whatever
# setuptools the registry serves that day). Made on first use; scripts/python-lock regenerates the pins.
# CI was last green with CPython 3.11.7 (this machine's python3) and the pip its venv module ships (23.2.1).
venv=.build-python
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
    echo "python: $("$venv/bin/python" --version) in $venv (CI was last green with Python 3.11.7)" >&2
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check --require-hashes --only-binary :all: --no-deps \
    -r Interop/requirements.txt
