# Sourced by the Interop checks that start servers (after apple_library_env.sh, which sets $venv).

# Waits (at most 30 s) for file $1 to hold a line matching pattern $2; prints the file and fails otherwise.
await_line() {
    for _ in $(seq 300); do
        if grep -q "$2" "$1" 2> /dev/null; then return 0; fi
        sleep 0.1
    done
    echo "$(basename "$0"): timed out waiting for '$2' in $1" >&2
    cat "$1" >&2 || true
    return 1
}

# A TCP port on loopback that is free now.
free_port() { "$venv/bin/python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# A temporary directory $work and a list $pids of the background processes a check starts (append with
# pids="$pids $!"): on exit, the processes are killed and waited for, and the directory removed.
use_workspace() {
    work=$(mktemp -d)
    pids=""
    trap 'for pid in $pids; do kill "$pid" 2> /dev/null || true; done; wait 2> /dev/null || true; rm -rf "$work"' EXIT
}
