#!/usr/bin/env bash
# The desktop part of scripts/demo (sourced, with scripts/lib/{inject,state}.sh sourced): the
# Colours window under GNOME's compositor (mutter headless), which offers no xdg-decoration, so
# the app draws its own title bar, border and shadow. Through mutter's RemoteDesktop input it
# drags a bar, moves the window by its title bar, maximizes and restores it with double clicks
# and narrows it from its right edge, printing where mutter put the window after each step;
# the app's own final frame is OUT/desktop-gnome.png (mutter headless has no screenshot tool
# that works without a screencast consumer).
#
#   demo_desktop BIN OUT WORK   (scripts/lib/mutter-headless.sh sourced too)
demo_desktop() {
    local bin=$1 out=$2 work=$3
    local state="$out/desktop-state.json" frame="$out/desktop-gnome.png"
    DESKTOP_DIR=$(mktemp -d /tmp/ob-mutter.XXXXXX)
    echo "demo: GNOME's compositor (mutter headless, 1000x900): the app's own decorations"
    mutter_headless_start "$DESKTOP_DIR" 1000x900 || return 1
    rm -f "$frame"
    "$bin/opacity-bars" --height 600 --state "$state" --screenshot "$frame" 2>"$out/desktop.stderr" &
    DESKTOP_APP_PID=$!
    local i geometry=""
    for i in $(seq 1 200); do
        geometry=$(mutter_headless_geometry "$DESKTOP_DIR" 2>/dev/null) && [ -n "$geometry" ] && break
        kill -0 "$DESKTOP_APP_PID" 2>/dev/null || { echo "demo: the app exited: $(tail -5 "$out/desktop.stderr")" >&2; return 1; }
        sleep 0.05
    done
    inject_start "$work" "$(dirname "${BASH_SOURCE[0]}")/mutter-headless.sh" inject "$DESKTOP_DIR"

    local gx gy gw gh
    # d_where LABEL: reads and prints the window geometry mutter gave (global px).
    d_where() {
        sleep 0.4
        read -r gx gy gw gh < <(mutter_headless_geometry "$DESKTOP_DIR")
        printf '  %-34s window at (%d, %d), %d x %d\n' "$1" "$gx" "$gy" "$gw" "$gh"
    }
    # d_drag X0 Y0 X1 Y1: a left-button drag in global px.
    d_drag() {
        inject_send "motion $1 $2" "sleep 50" "button left 1" "sleep 30" "glide $1 $2 $3 $4 15 16" \
            "sleep 80" "button left 0"
        inject_sync
    }
    d_double_click() {
        inject_send "motion $1 $2" "sleep 50" "button left 1" "button left 0" "sleep 80" \
            "button left 1" "button left 0"
        inject_sync
    }
    d_where "placed by mutter:"
    # The list sits below the 32 px title bar; red's bar from the app's state (content px).
    state_after "$DESKTOP_APP_PID" "$state" red >/dev/null
    local x y w h
    read -r x y w h < <(state_bar_frame "$state" red)
    local ry=$((gy + 32 + y + h / 2))
    d_drag $((gx + x + w / 5)) "$ry" $((gx + x + w * 7 / 10)) "$ry"
    echo "  dragged red sideways:             $(state_after "$DESKTOP_APP_PID" "$state" red)"
    d_drag $((gx + 150)) $((gy + 16)) $((gx + 330)) $((gy + 56))
    d_where "title bar dragged by (180, 40):"
    local floating="$gx $gy $gw $gh"
    d_double_click $((gx + 150)) $((gy + 16))
    d_where "double click on the title bar:"
    # mutter logs no geometry for a restore: the app's own size tells it.
    d_double_click 150 16
    sleep 0.4
    state_after "$DESKTOP_APP_PID" "$state" red >/dev/null
    read -r w h < <(state_size "$state")
    echo "  double click again:                restored: the list is $w x $h again, below its title bar"
    read -r gx gy gw gh <<<"$floating"
    d_drag $((gx + gw + 6)) $((gy + 300)) $((gx + gw - 94)) $((gy + 300))
    d_where "right edge dragged by -100:"
    inject_stop
    kill "$DESKTOP_APP_PID"
    wait "$DESKTOP_APP_PID" 2>/dev/null || true
    DESKTOP_APP_PID=
    mutter_headless_stop
    rm -rf "$DESKTOP_DIR"
    [ -s "$frame" ] || { echo "demo: the app wrote no final frame" >&2; return 1; }
    echo "  $frame (the app's own final frame: the decorations it drew, with their shadow)"
}

# state_after PID FILE NAME: asks the app for its state and prints NAME's opacity.
state_after() {
    rm -f "$2"; kill -USR1 "$1"
    local i
    for i in $(seq 1 100); do [ -s "$2" ] && break; sleep 0.05; done
    state_opacities "$2" | awk -v n="$3" '$1 == n { printf "%s opacity %s\n", n, $2 }'
}
