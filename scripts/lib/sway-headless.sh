#!/usr/bin/env bash
# sway 1.7 headless for tests, the demo and fixture recording (notes: docs/TESTING.md).
#
# SWAY_X11=1 runs it on wlroots' x11 backend instead, on an Xvfb of its own (output X11-1):
# the headless output never reports a frame presented (wlroots 0.15 sends its present event
# before the output commit that presentation feedback waits for), Xvfb's Present extension
# does, on a 60 Hz fake vblank, so that is where presentation timing can be measured.
#
# sway refuses to run as root, so it runs as an unprivileged user (created here if
# missing) through setpriv, in a fresh runtime directory owned by that user.
#
# Sourced:   . scripts/lib/sway-headless.sh; sway_headless_start [DIR] [WxH]
#            exports XDG_RUNTIME_DIR WAYLAND_DISPLAY SWAYSOCK SWAY_PID SWAY_LOG; the
#            caller stops it with sway_headless_stop (or trap sway_headless_stop EXIT).
# Executed:  scripts/lib/sway-headless.sh start [DIR] [WxH]   prints KEY=VALUE lines and
#            leaves sway running (stop it with `kill SWAY_PID`);
#            scripts/lib/sway-headless.sh run [DIR] [WxH] -- CMD...   runs CMD under a
#            fresh sway and stops it afterwards (exit status of CMD).

SWAY_TEST_USER=${SWAY_TEST_USER:-obtest}

. "$(dirname "${BASH_SOURCE[0]}")/stop-pid.sh"
. "$(dirname "${BASH_SOURCE[0]}")/headless-run.sh"

# Creates the unprivileged user sway runs as (needs root; once per machine).
sway_headless_ensure_user() {
    if id -u "$SWAY_TEST_USER" >/dev/null 2>&1; then return 0; fi
    if [ "$(id -u)" -ne 0 ]; then
        echo "sway-headless: user $SWAY_TEST_USER is missing and only root can create it" >&2
        return 1
    fi
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin \
        "$SWAY_TEST_USER" >/dev/null 2>&1 || {
        id -u "$SWAY_TEST_USER" >/dev/null 2>&1 || { echo "sway-headless: useradd $SWAY_TEST_USER failed" >&2; return 1; }
    }
}

# test_user_dir WHO DIR: makes DIR (a fresh /tmp/ob-WHO.XXXXXX when empty) the runtime
# directory of a compositor that runs as the test user: owned by that user, mode 700. Needs
# root (it creates the user when missing). Sets TEST_USER_DIR, TEST_UID, TEST_GID.
test_user_dir() {
    local who=$1 dir=${2:-}
    if [ "$(id -u)" -ne 0 ]; then
        echo "$who-headless: must run as root ($who runs as user $SWAY_TEST_USER via setpriv)" >&2
        return 1
    fi
    sway_headless_ensure_user || return 1
    if [ -z "$dir" ]; then dir=$(mktemp -d "/tmp/ob-$who.XXXXXX") || return 1; fi
    mkdir -p "$dir" || return 1
    TEST_UID=$(id -u "$SWAY_TEST_USER"); TEST_GID=$(id -g "$SWAY_TEST_USER")
    chown "$TEST_UID:$TEST_GID" "$dir" && chmod 700 "$dir" || return 1
    TEST_USER_DIR=$dir
}

# sway_headless_start [DIR] [WxH]: starts sway, waits for its sockets, exports the variables.
# DIR (created if missing) becomes the runtime directory, owned by the test user: its
# parent must be enterable by that user (/tmp is; a mode-700 mktemp directory is not).
sway_headless_start() {
    local dir=${1:-} size=${2:-800x600} backend=headless output=HEADLESS-1 xdisplay=""
    command -v sway >/dev/null || { echo "sway-headless: sway is not installed (scripts/install-deps)" >&2; return 1; }
    command -v setpriv >/dev/null || { echo "sway-headless: setpriv is missing (util-linux)" >&2; return 1; }
    test_user_dir sway "$dir" || return 1
    dir=$TEST_USER_DIR
    local uid=$TEST_UID gid=$TEST_GID
    if [ "${SWAY_X11:-0}" = 1 ]; then
        sway_x11_start_xvfb "$size" || return 1
        backend=x11 output=X11-1 xdisplay=":$XVFB_DISPLAY"
    fi
    # No swaybg (the app covers the output; an orphaned swaybg would linger as a zombie in
    # containers whose init does not reap). Every device on seat0, so that seat commands
    # (hide_cursor) never detach the virtual pointer and keyboard.
    local conf="$dir/sway.conf"
    cat >"$conf" <<CONF
output $output resolution $size position 0 0
swaybg_command -
xwayland disable
default_border none
default_floating_border none
focus_follows_mouse no
seat seat0 attach "*"
CONF
    chmod 644 "$conf"
    SWAY_LOG="$dir/sway.log"
    # The directory is mode 700 and owned by the test user: root writes the log there.
    : >"$SWAY_LOG"
    # env --default-signal: a caller (a Swift test runner, say) may have SIGTERM blocked,
    # and sway would inherit the mask and never see `kill`.
    setpriv --reuid="$uid" --regid="$gid" --init-groups \
        env --default-signal -i PATH=/usr/bin:/bin HOME="$dir" XDG_RUNTIME_DIR="$dir" ${xdisplay:+DISPLAY=$xdisplay} \
        WLR_BACKENDS=$backend WLR_LIBINPUT_NO_DEVICES=1 WLR_RENDERER=pixman \
        sway -c "$conf" </dev/null >>"$SWAY_LOG" 2>&1 &
    SWAY_PID=$!
    local i sock="" ipc=""
    for i in $(seq 1 200); do
        sock=$(cd "$dir" && ls wayland-* 2>/dev/null | grep -v '\.lock$' | head -n1 || true)
        ipc=$(cd "$dir" && ls sway-ipc.*.sock 2>/dev/null | head -n1 || true)
        if [ -n "$sock" ] && [ -n "$ipc" ]; then break; fi
        if ! kill -0 "$SWAY_PID" 2>/dev/null; then
            echo "sway-headless: sway exited during start-up; its log ($SWAY_LOG):" >&2
            tail -n 20 "$SWAY_LOG" >&2
            return 1
        fi
        sleep 0.05
    done
    if [ -z "$sock" ] || [ -z "$ipc" ]; then
        echo "sway-headless: no wayland socket / sway IPC socket in $dir after 10 s; log: $SWAY_LOG" >&2
        kill "$SWAY_PID" 2>/dev/null || true
        return 1
    fi
    export XDG_RUNTIME_DIR="$dir" WAYLAND_DISPLAY="$sock" SWAYSOCK="$dir/$ipc" SWAY_PID SWAY_LOG
    # IPC answers only once sway's main loop runs.
    for i in $(seq 1 100); do
        swaymsg -t get_version >/dev/null 2>&1 && return 0
        sleep 0.05
    done
    echo "sway-headless: sway IPC at $SWAYSOCK does not answer; log: $SWAY_LOG" >&2
    return 1
}

# Starts Xvfb (WxH, 24 bits, no access control: sway runs as another user) on the first
# free display from :90; exports XVFB_PID and XVFB_DISPLAY.
sway_x11_start_xvfb() {
    command -v Xvfb >/dev/null || { echo "sway-headless: Xvfb is not installed (scripts/install-deps)" >&2; return 1; }
    local n i
    for n in $(seq 90 130); do [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] || break; done
    Xvfb ":$n" -screen 0 "${1}x24" -ac -nolisten tcp </dev/null >/dev/null 2>&1 &
    XVFB_PID=$!
    for i in $(seq 1 100); do
        [ -e "/tmp/.X11-unix/X$n" ] && { export XVFB_PID XVFB_DISPLAY=$n; return 0; }
        kill -0 "$XVFB_PID" 2>/dev/null || break
        sleep 0.05
    done
    echo "sway-headless: Xvfb :$n did not start" >&2
    return 1
}

# Stops the sway this shell started (by its pid, never by name), and its Xvfb if any.
sway_headless_stop() {
    stop_pid "${SWAY_PID:-}"
    stop_pid "${XVFB_PID:-}"
    SWAY_PID= XVFB_PID=
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -u
    mode=${1:-}
    shift || true
    case "$mode" in
        start)
            dir=${1:-}; size=${2:-800x600}
            sway_headless_start "$dir" "$size" || exit 1
            echo "SWAY_PID=$SWAY_PID"
            echo "XDG_RUNTIME_DIR=$XDG_RUNTIME_DIR"
            echo "WAYLAND_DISPLAY=$WAYLAND_DISPLAY"
            echo "SWAYSOCK=$SWAYSOCK"
            echo "SWAY_LOG=$SWAY_LOG"
            [ -z "${XVFB_PID:-}" ] || echo "XVFB_PID=$XVFB_PID"
            ;;
        run)
            headless_run sway_headless_start sway_headless_stop "$@"
            ;;
        *)
            echo "usage: $0 start [DIR] [WxH] | run [DIR] [WxH] -- CMD..." >&2
            exit 2
            ;;
    esac
fi
