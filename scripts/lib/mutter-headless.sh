#!/usr/bin/env bash
# mutter 43 headless (GNOME's compositor, no gnome-shell) for live tests (notes: docs/TESTING.md).
#
# mutter has no virtual-input Wayland protocol; input (pointer, keyboard, touch) comes from
# its org.gnome.Mutter.RemoteDesktop D-Bus API, driven by mutter-inject.py. Absolute motion
# and touch need a linked ScreenCast stream, and mutter refuses to start such a session
# without a PipeWire daemon ("Couldn't connect pipewire context"; with the pipewire package
# missing, "Failed to create pipewire context"): one runs here beside mutter. No
# session manager (wireplumber) is needed: nobody consumes the stream.
# Like kwin, mutter runs as the unprivileged test user under its own session bus; the
# injector must be a client of that bus (`as-user` / `inject` pass its address).
# There is no window-list API without gnome-shell (org.gnome.Shell.* is gnome-shell's). A
# window's place is read from mutter's own debug log instead (`geometry`; MUTTER_DEBUG always
# has "geometry" here), or by a test from the surface-local coordinates of the
# wl_pointer.enter/motion its client gets for a `motion X Y` (WAYLAND_DEBUG).
#
# Sourced:   . scripts/lib/mutter-headless.sh; mutter_headless_start [DIR] [WxH]
#            exports XDG_RUNTIME_DIR WAYLAND_DISPLAY MUTTER_PID (the process group) MUTTER_LOG
#            MUTTER_DBUS (its session bus address); stop it with mutter_headless_stop.
#            MUTTER_DEBUG topics (e.g. window-ops,focus) are added to "geometry".
# Executed:  scripts/lib/mutter-headless.sh start [DIR] [WxH]   prints KEY=VALUE lines and leaves
#            mutter running (stop: `mutter-headless.sh stop MUTTER_PID`);
#            scripts/lib/mutter-headless.sh geometry DIR [WINDOW]   prints "X Y WIDTH HEIGHT" of
#            the window geometry (global coordinates) of WINDOW (W0, W1… in creation order; default:
#            the one mutter placed last; MUTTER_LOG_SINCE=N: after byte N of its log);
#            scripts/lib/mutter-headless.sh as-user DIR -- CMD...   CMD as mutter's user with its
#            XDG_RUNTIME_DIR, WAYLAND_DISPLAY and DBUS_SESSION_BUS_ADDRESS;
#            scripts/lib/mutter-headless.sh inject DIR [ARGS]   mutter-inject.py (stdin commands);
#            scripts/lib/mutter-headless.sh run [DIR] [WxH] -- CMD...   CMD under a fresh mutter.

. "$(dirname "${BASH_SOURCE[0]}")/sway-headless.sh"   # the test user (SWAY_TEST_USER), headless_run
MUTTER_SOCKET=wayland-m
MUTTER_INJECT_PY="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/mutter-inject.py"

# mutter_headless_start [DIR] [WxH]: starts pipewire and mutter, waits (with a deadline) for
# their sockets and for mutter's RemoteDesktop on the bus, exports the variables. DIR must be
# enterable by the test user (/tmp is).
mutter_headless_start() {
    local dir=${1:-} size=${2:-800x600}
    [ -x /usr/bin/mutter ] || { echo "mutter-headless: mutter is not installed (apt-get install mutter)" >&2; return 1; }
    [ -x /usr/bin/pipewire ] || { echo "mutter-headless: pipewire is not installed (apt-get install --no-install-recommends pipewire); mutter's input injection needs it" >&2; return 1; }
    command -v dbus-run-session >/dev/null || { echo "mutter-headless: dbus-run-session is missing (dbus)" >&2; return 1; }
    test_user_dir mutter "$dir" || return 1
    dir=$TEST_USER_DIR
    local uid=$TEST_UID gid=$TEST_GID
    # The injector runs as the test user, who may not be able to read this checkout.
    install -m 644 "$MUTTER_INJECT_PY" "$dir/mutter-inject.py" || return 1
    MUTTER_LOG="$dir/mutter.log"
    : >"$MUTTER_LOG"
    # setsid: pipewire, mutter, dbus-run-session and dbus-daemon share one process group,
    # stopped together. pipewire gets the session bus too (it only warns without a portal).
    # env --default-signal: the caller (a Swift test runner) may have SIGTERM blocked.
    setsid setpriv --reuid="$uid" --regid="$gid" --init-groups \
        env --default-signal -i PATH=/usr/bin:/bin HOME="$dir" XDG_RUNTIME_DIR="$dir" \
        MUTTER_DEBUG="geometry${MUTTER_DEBUG:+,$MUTTER_DEBUG}" \
        dbus-run-session -- /bin/sh -c 'echo "$DBUS_SESSION_BUS_ADDRESS" >"$XDG_RUNTIME_DIR/dbus-address"
            pipewire & exec "$@"' sh \
        mutter --headless --wayland --no-x11 --wayland-display="$MUTTER_SOCKET" \
        --virtual-monitor "$size" </dev/null >>"$MUTTER_LOG" 2>&1 &
    MUTTER_PID=$!
    mutter_ready() {
        [ -S "$1/$MUTTER_SOCKET" ] && [ -S "$1/pipewire-0" ] && [ -s "$1/dbus-address" ] &&
            mutter_headless_dbus "$1" --dest=org.gnome.Mutter.RemoteDesktop /org/gnome/Mutter/RemoteDesktop \
                org.freedesktop.DBus.Peer.Ping >/dev/null 2>&1
    }
    local ready=0
    await_start mutter "$MUTTER_PID" "$MUTTER_LOG" 15 mutter_ready "$dir" || ready=$?
    if [ $ready -eq 0 ]; then
        export XDG_RUNTIME_DIR="$dir" WAYLAND_DISPLAY="$MUTTER_SOCKET" MUTTER_PID MUTTER_LOG
        MUTTER_DBUS=$(cat "$dir/dbus-address"); export MUTTER_DBUS
        return 0
    fi
    [ $ready -eq 1 ] && return 1
    echo "mutter-headless: after 15 s no socket $dir/$MUTTER_SOCKET, no $dir/pipewire-0 or no org.gnome.Mutter.RemoteDesktop on its bus; log: $MUTTER_LOG" >&2
    mutter_headless_stop
    return 1
}

# mutter_headless_geometry DIR [WINDOW]: "X Y WIDTH HEIGHT" of WINDOW's window geometry, from
# the "geometry" debug topic: every move/resize logs "Constraining Wn in move from … to …",
# then the rectangle after each constraint; constrain_partially_onscreen is the last one
# (mutter 43's list), so its final line per window is where mutter put it. A resize shows
# the size mutter asked for, which the client takes on at its next commit (logged again).
# With MUTTER_LOG_SINCE=N only the log after its first N bytes is read (the windows placed
# since then).
mutter_headless_geometry() {
    local dir=$1 window=${2:-} out
    out=$(tail -c +$((${MUTTER_LOG_SINCE:-0} + 1)) "$dir/mutter.log" | awk -v want="$window" '
        / GEOMETRY: Constraining / { w = $0; sub(/.* Constraining /, "", w); sub(/ .*/, "", w) }
        / GEOMETRY: info->current is .* after constrain_partially_onscreen/ {
            r = $0; sub(/.*info->current is /, "", r); sub(/ after.*/, "", r)
            gsub(/[,+]/, " ", r); split(r, v, " ")
            if (want == "" || w == want) last = v[1] " " v[2] " " v[3] " " v[4]
        }
        END { if (last != "") print last }')
    [ -n "$out" ] || { echo "mutter-headless: mutter's log ($dir/mutter.log) places no window${window:+ $window}" >&2; return 1; }
    echo "$out"
}

# mutter_headless_user_cmd DIR: sets MUTTER_USER_CMD to the command prefix that runs a command
# as mutter's user, on its display and session bus (an array: `exec` takes it as well).
mutter_headless_user_cmd() {
    MUTTER_USER_CMD=(setpriv --reuid="$(id -u "$SWAY_TEST_USER")" --regid="$(id -g "$SWAY_TEST_USER")"
        --init-groups env --default-signal -i PATH=/usr/bin:/bin XDG_RUNTIME_DIR="$1"
        WAYLAND_DISPLAY="$MUTTER_SOCKET" DBUS_SESSION_BUS_ADDRESS="$(cat "$1/dbus-address")")
}

# mutter_headless_as_user DIR CMD...: CMD as mutter's user, on its display and session bus.
mutter_headless_as_user() {
    mutter_headless_user_cmd "$1"
    "${MUTTER_USER_CMD[@]}" "${@:2}"
}

# mutter_headless_dbus DIR ARGS...: dbus-send --session --print-reply ARGS on mutter's bus.
mutter_headless_dbus() {
    mutter_headless_as_user "$1" dbus-send --session --print-reply "${@:2}"
}

# Stops the mutter this shell started: its whole process group (mutter, pipewire,
# dbus-daemon), by id.
mutter_headless_stop() {
    stop_process_group "${MUTTER_PID:-}"
    MUTTER_PID=
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -u
    mode=${1:-}
    shift || true
    case "$mode" in
        start)
            mutter_headless_start "${1:-}" "${2:-800x600}" || exit 1
            echo "MUTTER_PID=$MUTTER_PID"
            echo "XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR"
            echo "WAYLAND_DISPLAY=$WAYLAND_DISPLAY"
            echo "MUTTER_LOG=$MUTTER_LOG"
            echo "MUTTER_DBUS=$MUTTER_DBUS"
            echo "MUTTER_USER=$SWAY_TEST_USER"
            echo "MUTTER_INJECT=$XDG_RUNTIME_DIR/mutter-inject.py"
            ;;
        stop)
            MUTTER_PID=${1:?usage: $0 stop PGID}
            mutter_headless_stop
            ;;
        geometry)
            [ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 geometry DIR [WINDOW]" >&2; exit 2; }
            mutter_headless_geometry "$@"
            ;;
        as-user)
            dir=${1:?usage: $0 as-user DIR -- CMD...}; shift
            [ "${1:-}" = "--" ] && shift
            [ $# -gt 0 ] || { echo "usage: $0 as-user DIR -- CMD..." >&2; exit 2; }
            [ -s "$dir/dbus-address" ] || { echo "mutter-headless: no mutter runs in $dir" >&2; exit 1; }
            mutter_headless_user_cmd "$dir"
            exec "${MUTTER_USER_CMD[@]}" "$@"
            ;;
        inject)
            dir=${1:?usage: $0 inject DIR [mutter-inject.py ARGS]}; shift
            [ -s "$dir/dbus-address" ] || { echo "mutter-headless: no mutter runs in $dir" >&2; exit 1; }
            mutter_headless_user_cmd "$dir"
            exec "${MUTTER_USER_CMD[@]}" /usr/bin/python3 "$dir/mutter-inject.py" "$@"
            ;;
        run)
            headless_run mutter_headless_start mutter_headless_stop "$@"
            ;;
        *)
            echo "usage: $0 start [DIR] [WxH] | stop PGID | geometry DIR [WINDOW] | as-user DIR -- CMD... | inject DIR [ARGS] | run [DIR] [WxH] -- CMD..." >&2
            exit 2
            ;;
    esac
fi
