# Sourced by the compositor helpers. stop_pid PID: SIGTERM, up to 2 s for it to go, then
# SIGKILL, and reap it. By pid, never by name: other instances may be running.
stop_pid() {
    local pid=${1:-} i
    [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 0
    kill "$pid" 2>/dev/null || true
    for i in $(seq 1 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
}
