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

# stop_process_group PGID: the same for a whole process group (a compositor with the session
# bus and helpers it started under setsid): SIGTERM, up to 2 s for every member to go, then
# SIGKILL. Zombies do not count: when the group was started from another shell, init reaps
# them, and some inits take seconds to.
stop_process_group() {
    local pgid=${1:-} i
    [ -n "$pgid" ] || return 0
    kill -TERM -- "-$pgid" 2>/dev/null || true
    for i in $(seq 1 40); do
        ps -e -o pgid=,stat= | awk -v g="$pgid" '$1 == g && $2 !~ /^Z/ { found = 1 } END { exit !found }' || break
        sleep 0.05
    done
    kill -KILL -- "-$pgid" 2>/dev/null || true
    wait "$pgid" 2>/dev/null || true
}

# await_start WHO PID LOG SECONDS READY...: polls the command READY every 50 ms until it
# succeeds (status 0), the process PID exits (status 1, with its log's tail) or SECONDS pass
# (status 2): a compositor's start-up.
await_start() {
    local who=$1 pid=$2 log=$3 seconds=$4 i
    shift 4
    for i in $(seq 1 $((seconds * 20))); do
        "$@" && return 0
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "$who-headless: $who exited during start-up; its log ($log):" >&2
            tail -n 20 "$log" >&2
            return 1
        fi
        sleep 0.05
    done
    return 2
}
