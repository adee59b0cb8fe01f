#!/usr/bin/env bash
# weston 10 headless (pixman) for start-up, configure and rendering checks: it has no
# wl_seat, so no input (notes: docs/TESTING.md). Runs as root.
#
# Sourced:   . scripts/lib/weston-headless.sh; weston_headless_start [DIR] [WxH]
#            exports XDG_RUNTIME_DIR WAYLAND_DISPLAY WESTON_PID WESTON_LOG;
#            weston_headless_screenshot OUT.png; weston_headless_stop.
# Executed:  scripts/lib/weston-headless.sh start [DIR] [WxH]  prints KEY=VALUE lines and
#            leaves weston running (stop it with `kill WESTON_PID`);
#            scripts/lib/weston-headless.sh screenshot OUT.png  (with the variables set);
#            scripts/lib/weston-headless.sh run [DIR] [WxH] -- CMD...

. "$(dirname "${BASH_SOURCE[0]}")/stop-pid.sh"
. "$(dirname "${BASH_SOURCE[0]}")/headless-run.sh"

weston_headless_start() {
    local dir=${1:-} size=${2:-800x600}
    command -v weston >/dev/null || { echo "weston-headless: weston is not installed (scripts/install-deps)" >&2; return 1; }
    if [ -z "$dir" ]; then dir=$(mktemp -d /tmp/ob-weston.XXXXXX) || return 1; fi
    mkdir -p "$dir" && chmod 700 "$dir" || return 1
    local socket="wayland-ob-$$"
    WESTON_LOG="$dir/weston.log"
    # --debug enables the screenshooter protocol; --use-pixman because there is no GPU.
    # env --default-signal: do not pass on a caller's blocked signals (SIGTERM).
    XDG_RUNTIME_DIR="$dir" env --default-signal weston --backend=headless-backend.so --use-pixman \
        --socket="$socket" --width="${size%x*}" --height="${size#*x}" --idle-time=0 \
        --debug --no-config </dev/null >"$WESTON_LOG" 2>&1 &
    WESTON_PID=$!
    local i
    for i in $(seq 1 200); do
        [ -S "$dir/$socket" ] && break
        if ! kill -0 "$WESTON_PID" 2>/dev/null; then
            echo "weston-headless: weston exited during start-up; its log ($WESTON_LOG):" >&2
            tail -n 20 "$WESTON_LOG" >&2
            return 1
        fi
        sleep 0.05
    done
    if [ ! -S "$dir/$socket" ]; then
        echo "weston-headless: no socket $dir/$socket after 10 s; log: $WESTON_LOG" >&2
        kill "$WESTON_PID" 2>/dev/null || true
        return 1
    fi
    export XDG_RUNTIME_DIR="$dir" WAYLAND_DISPLAY="$socket" WESTON_PID WESTON_LOG
}

# weston_headless_screenshot OUT.png: weston-screenshooter writes into its working
# directory under a timestamped name; run it in a scratch directory and move the file.
weston_headless_screenshot() {
    local out=$1 tmp
    tmp=$(mktemp -d) || return 1
    (cd "$tmp" && weston-screenshooter) || { echo "weston-headless: weston-screenshooter failed" >&2; rm -rf "$tmp"; return 1; }
    local shot
    shot=$(ls "$tmp"/*.png 2>/dev/null | head -n1 || true)
    [ -n "$shot" ] || { echo "weston-headless: weston-screenshooter wrote no PNG" >&2; rm -rf "$tmp"; return 1; }
    mv "$shot" "$out" && rm -rf "$tmp"
}

weston_headless_stop() {
    stop_pid "${WESTON_PID:-}"
    WESTON_PID=
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -u
    mode=${1:-}
    shift || true
    case "$mode" in
        start)
            weston_headless_start "${1:-}" "${2:-800x600}" || exit 1
            echo "WESTON_PID=$WESTON_PID"
            echo "XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR"
            echo "WAYLAND_DISPLAY=$WAYLAND_DISPLAY"
            echo "WESTON_LOG=$WESTON_LOG"
            ;;
        screenshot)
            [ $# -eq 1 ] || { echo "usage: $0 screenshot OUT.png" >&2; exit 2; }
            weston_headless_screenshot "$1"
            ;;
        run)
            headless_run weston_headless_start weston_headless_stop "$@"
            ;;
        *)
            echo "usage: $0 start [DIR] [WxH] | screenshot OUT.png | run [DIR] [WxH] -- CMD..." >&2
            exit 2
            ;;
    esac
fi
