#!/usr/bin/env bash
# wl-inject from shell scripts (sourced): one long-lived injector fed through a FIFO.
#
#   inject_start DIR CMD [ARG...] starts the injector CMD (wl-inject, with WAYLAND_DISPLAY etc.
#                                already exported; or mutter-headless.sh's `inject`, which
#                                speaks the same commands), waits for `ready`; fd 9 writes to it
#   inject_send "LINE" ...       sends command lines
#   inject_sync                  waits until everything sent has reached the compositor
#   inject_stop                  quits it (its devices go away)

inject_start() {
    local dir=$1
    shift
    INJECT_DIR=$dir
    INJECT_OUT="$dir/wl-inject.out"
    INJECT_ERR="$dir/wl-inject.err"
    INJECT_SYNCS=0
    rm -f "$dir/wl-inject.fifo"
    mkfifo "$dir/wl-inject.fifo" || return 1
    "$@" <"$dir/wl-inject.fifo" >"$INJECT_OUT" 2>"$INJECT_ERR" &
    INJECT_PID=$!
    exec 9>"$dir/wl-inject.fifo"
    local i
    for i in $(seq 1 300); do
        grep -qx ready "$INJECT_OUT" 2>/dev/null && return 0
        if ! kill -0 "$INJECT_PID" 2>/dev/null; then
            echo "inject: $1 exited: $(cat "$INJECT_ERR")" >&2
            return 1
        fi
        sleep 0.05
    done
    echo "inject: wl-inject not ready after 15 s: $(cat "$INJECT_ERR")" >&2
    return 1
}

inject_send() {
    local line
    for line in "$@"; do printf '%s\n' "$line" >&9 || return 1; done
}

inject_sync() {
    INJECT_SYNCS=$((INJECT_SYNCS + 1))
    local tag="t$INJECT_SYNCS" i
    inject_send "sync $tag" || return 1
    for i in $(seq 1 1200); do
        grep -qx "synced $tag" "$INJECT_OUT" 2>/dev/null && return 0
        if ! kill -0 "$INJECT_PID" 2>/dev/null; then
            echo "inject: the injector exited: $(cat "$INJECT_ERR")" >&2
            return 1
        fi
        sleep 0.05
    done
    echo "inject: no 'synced $tag' after 60 s" >&2
    return 1
}

inject_stop() {
    if [ -n "${INJECT_PID:-}" ]; then
        printf 'quit\n' >&9 2>/dev/null
        exec 9>&-
        local i
        for i in $(seq 1 100); do kill -0 "$INJECT_PID" 2>/dev/null || break; sleep 0.05; done
        kill "$INJECT_PID" 2>/dev/null || true
        wait "$INJECT_PID" 2>/dev/null || true
        INJECT_PID=
    fi
}
