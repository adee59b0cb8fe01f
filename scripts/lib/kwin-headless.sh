#!/usr/bin/env bash
# kwin_wayland 5.27 headless for the live touch tests (notes: docs/TESTING.md).
#
# kwin is the one packaged compositor here that injects real touch (org_kde_kwin_fake_input).
# It runs as the unprivileged test user (the one sway uses), under its own session bus, from a
# plain copy of the binary: /usr/bin/kwin_wayland carries file capabilities that containers
# may refuse to exec. Fake input is offered only with KWIN_WAYLAND_NO_PERMISSION_CHECKS=1 and
# only to clients of kwin's own user: run the injector through `as-user`.
#
# Sourced:   . scripts/lib/kwin-headless.sh; kwin_headless_start [DIR] [WxH]
#            exports XDG_RUNTIME_DIR WAYLAND_DISPLAY KWIN_PID (the process group) KWIN_LOG
#            KWIN_DBUS (its session bus address); stop it with kwin_headless_stop.
# Executed:  scripts/lib/kwin-headless.sh start [DIR] [WxH]   prints KEY=VALUE lines and leaves
#            kwin running (stop: `kwin-headless.sh stop KWIN_PID`);
#            scripts/lib/kwin-headless.sh geometry DIR PID   prints "X Y WIDTH HEIGHT" of the
#            window of process PID (global coordinates, from kwin's scripting API);
#            scripts/lib/kwin-headless.sh window DIR PID   prints its buffer and frame geometry,
#            "BX BY BW BH FX FY FW FH";
#            scripts/lib/kwin-headless.sh as-user DIR -- CMD...   runs CMD as kwin's user with
#            its XDG_RUNTIME_DIR and WAYLAND_DISPLAY (for wl-inject);
#            scripts/lib/kwin-headless.sh run [DIR] [WxH] -- CMD...   CMD under a fresh kwin.

. "$(dirname "${BASH_SOURCE[0]}")/sway-headless.sh"   # the test user (SWAY_TEST_USER) and stop_pid
KWIN_SOCKET=wayland-k

# kwin_headless_start [DIR] [WxH]: starts kwin, waits (with a deadline) for its socket and for
# its D-Bus interface, exports the variables. DIR must be enterable by the test user (/tmp is).
kwin_headless_start() {
    local dir=${1:-} size=${2:-800x600}
    [ -x /usr/bin/kwin_wayland ] || { echo "kwin-headless: kwin_wayland is not installed (scripts/install-deps)" >&2; return 1; }
    command -v dbus-run-session >/dev/null || { echo "kwin-headless: dbus-run-session is missing (dbus)" >&2; return 1; }
    test_user_dir kwin "$dir" || return 1
    dir=$TEST_USER_DIR
    local uid=$TEST_UID gid=$TEST_GID
    # The copy drops the file capabilities; its name still ends in kwin_wayland.
    cp /usr/bin/kwin_wayland "$dir/kwin_wayland" && chown "$uid:$gid" "$dir/kwin_wayland" || return 1
    KWIN_LOG="$dir/kwin.log"
    : >"$KWIN_LOG"
    # setsid: kwin, dbus-run-session and dbus-daemon share one process group, stopped together
    # (dbus-daemon outlives kwin otherwise). The shell records the bus address for queries.
    # env --default-signal: the caller (a Swift test runner) may have SIGTERM blocked.
    # chrt: kwin stamps fake input with its own clock when it reads the request, so on a loaded
    # machine a late wake-up would put a gap between a flick's last motion and its lift that no
    # finger made (no fling). A real device's events are stamped by the kernel at the interrupt;
    # real-time priority gives kwin's stamps that independence of the load (wl-inject has it too).
    setsid chrt --fifo 10 setpriv --reuid="$uid" --regid="$gid" --init-groups \
        env --default-signal -i PATH=/usr/bin:/bin HOME="$dir" XDG_RUNTIME_DIR="$dir" \
        KWIN_FORCE_OWN_QPA=1 KWIN_WAYLAND_NO_PERMISSION_CHECKS=1 \
        dbus-run-session -- /bin/sh -c 'echo "$DBUS_SESSION_BUS_ADDRESS" >"$XDG_RUNTIME_DIR/dbus-address"; exec "$@"' sh \
        "$dir/kwin_wayland" --virtual --socket "$KWIN_SOCKET" --width "${size%x*}" --height "${size#*x}" \
        --no-lockscreen --no-global-shortcuts --no-kactivities </dev/null >>"$KWIN_LOG" 2>&1 &
    KWIN_PID=$!
    kwin_ready() {
        [ -S "$1/$KWIN_SOCKET" ] && [ -s "$1/dbus-address" ] &&
            kwin_headless_dbus "$1" --dest=org.kde.KWin /Scripting org.freedesktop.DBus.Peer.Ping >/dev/null 2>&1
    }
    local ready=0
    await_start kwin "$KWIN_PID" "$KWIN_LOG" 15 kwin_ready "$dir" || ready=$?
    if [ $ready -eq 0 ]; then
        export XDG_RUNTIME_DIR="$dir" WAYLAND_DISPLAY="$KWIN_SOCKET" KWIN_PID KWIN_LOG
        KWIN_DBUS=$(cat "$dir/dbus-address"); export KWIN_DBUS
        return 0
    fi
    [ $ready -eq 1 ] && return 1
    echo "kwin-headless: no socket $dir/$KWIN_SOCKET or no org.kde.KWin on its bus after 15 s; log: $KWIN_LOG" >&2
    kwin_headless_stop
    return 1
}

# kwin_headless_dbus DIR ARGS...: dbus-send --session --print-reply ARGS on kwin's bus, as its user.
kwin_headless_dbus() {
    local dir=$1; shift
    setpriv --reuid="$(id -u "$SWAY_TEST_USER")" --regid="$(id -g "$SWAY_TEST_USER")" --init-groups \
        env -i PATH=/usr/bin:/bin DBUS_SESSION_BUS_ADDRESS="$(cat "$dir/dbus-address")" \
        dbus-send --session --print-reply "$@"
}

# kwin_headless_window DIR PID: "BX BY BW BH FX FY FW FH MOVE RESIZE" of the window of process
# PID, in global coordinates: its buffer geometry (the client's surface) and its frame geometry
# (what kwin manages: its own decoration around the buffer when it draws one, the window geometry
# inside the buffer's shadow when the client draws its own), then 1 or 0: whether an
# interactive move, an interactive resize is under way. A KWin script prints them to
# kwin's log ("js: …"), tagged with a fresh name so that earlier answers are never read.
kwin_headless_window() {
    local dir=$1 pid=$2 tag i line
    tag="obgeom$$_$RANDOM$RANDOM"
    cat >"$dir/$tag.js" <<JS
function rect(g) { return g.x + " " + g.y + " " + g.width + " " + g.height; }
var cs = workspace.clientList();
for (var i = 0; i < cs.length; i++) {
    var c = cs[i];
    if (c.pid == $pid) print("$tag " + rect(c.bufferGeometry) + " " + rect(c.frameGeometry)
                             + " " + (c.move ? 1 : 0) + " " + (c.resize ? 1 : 0));
}
JS
    chmod 644 "$dir/$tag.js"
    kwin_headless_dbus "$dir" --dest=org.kde.KWin /Scripting org.kde.kwin.Scripting.loadScript \
        string:"$dir/$tag.js" string:"$tag" >/dev/null || return 1
    kwin_headless_dbus "$dir" --dest=org.kde.KWin /Scripting org.kde.kwin.Scripting.start >/dev/null || return 1
    for i in $(seq 1 40); do   # 2 s
        line=$(grep -a "$tag " "$dir/kwin.log" | tail -n1)
        [ -n "$line" ] && break
        sleep 0.05
    done
    kwin_headless_dbus "$dir" --dest=org.kde.KWin /Scripting org.kde.kwin.Scripting.unloadScript string:"$tag" >/dev/null 2>&1 || true
    rm -f "$dir/$tag.js"
    [ -n "$line" ] || { echo "kwin-headless: kwin knows no window of pid $pid" >&2; return 1; }
    echo "${line#*$tag }"
}

# kwin_headless_geometry DIR PID: "X Y WIDTH HEIGHT", the buffer geometry of the window of
# process PID (global coordinates).
kwin_headless_geometry() {
    local window
    window=$(kwin_headless_window "$1" "$2") || return 1
    echo "$window" | cut -d' ' -f1-4
}

# Stops the kwin this shell started: its whole process group (kwin, dbus-daemon), by id.
kwin_headless_stop() {
    stop_process_group "${KWIN_PID:-}"
    KWIN_PID=
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -u
    mode=${1:-}
    shift || true
    case "$mode" in
        start)
            kwin_headless_start "${1:-}" "${2:-800x600}" || exit 1
            echo "KWIN_PID=$KWIN_PID"
            echo "XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR"
            echo "WAYLAND_DISPLAY=$WAYLAND_DISPLAY"
            echo "KWIN_LOG=$KWIN_LOG"
            echo "KWIN_DBUS=$KWIN_DBUS"
            echo "KWIN_USER=$SWAY_TEST_USER"
            ;;
        stop)
            KWIN_PID=${1:?usage: $0 stop PGID}
            kwin_headless_stop
            ;;
        geometry)
            [ $# -eq 2 ] || { echo "usage: $0 geometry DIR PID" >&2; exit 2; }
            kwin_headless_geometry "$1" "$2"
            ;;
        window)
            [ $# -eq 2 ] || { echo "usage: $0 window DIR PID" >&2; exit 2; }
            kwin_headless_window "$1" "$2"
            ;;
        as-user)
            dir=${1:?usage: $0 as-user DIR -- CMD...}; shift
            [ "${1:-}" = "--" ] && shift
            exec setpriv --reuid="$(id -u "$SWAY_TEST_USER")" --regid="$(id -g "$SWAY_TEST_USER")" --init-groups \
                env --default-signal -i PATH=/usr/bin:/bin XDG_RUNTIME_DIR="$dir" WAYLAND_DISPLAY="$KWIN_SOCKET" "$@"
            ;;
        run)
            headless_run kwin_headless_start kwin_headless_stop "$@"
            ;;
        *)
            echo "usage: $0 start [DIR] [WxH] | stop PGID | geometry DIR PID | window DIR PID | as-user DIR -- CMD... | run [DIR] [WxH] -- CMD..." >&2
            exit 2
            ;;
    esac
fi
