#!/usr/bin/env bash
# The gesture gallery's part of scripts/demo (sourced, with sway headless running, wl-inject
# built, scripts/lib/{inject,state}.sh sourced): opens `opacity-bars gallery`, visits every
# page with the virtual pointer and keyboard (no compositor CI can run injects touch), and
# saves a screenshot of each (OUT/gallery-NN-step.png).
#
#   demo_gallery BIN OUT WORK
demo_gallery() {
    local bin=$1 out=$2 work=$3
    local state="$out/gallery-state.json" shots=0 pid
    "$bin/opacity-bars" gallery --state "$state" 2>"$out/gallery.stderr" &
    pid=$!
    GALLERY_PID=$pid
    for i in $(seq 1 200); do
        swaymsg -t get_tree 2>/dev/null | grep -q "\"pid\": $pid" && break
        kill -0 "$pid" 2>/dev/null || { echo "demo: the gallery exited: $(tail -5 "$out/gallery.stderr")" >&2; return 1; }
        sleep 0.05
    done
    inject_start "$work" "$bin/wl-inject"

    g_snapshot() {
        rm -f "$state"
        kill -USR1 "$pid"
        for i in $(seq 1 200); do
            [ -s "$state" ] && grep -q '"page"' "$state" && return 0
            sleep 0.05
        done
        echo "demo: no state snapshot from the gallery" >&2
        return 1
    }
    # g_centre NAME → "x y" of a shape on the current page.
    g_centre() { g_snapshot && state_shape_centre "$state" "$1"; }
    g_shot() {
        shots=$((shots + 1))
        local path
        path=$(printf '%s/gallery-%02d-%s.png' "$out" "$shots" "$1")
        sleep 0.4
        grim "$path"
        echo "  $path (page $(g_snapshot && state_string "$state" page))"
    }
    g_click() {   # g_click X Y [button] [hold-ms]
        inject_send "motion $1 $2" frame "sleep 40" "button ${3:-left} 1" frame "sleep ${4:-40}" "button ${3:-left} 0" frame "sleep 120"
        inject_sync
    }
    g_drag() {    # g_drag X0 Y0 X1 Y1
        inject_send "motion $1 $2" frame "sleep 40" "button left 1" frame "sleep 16" \
            "glide $1 $2 $3 $4 15 16" "button left 0" frame "sleep 120"
        inject_sync
    }
    g_key() { local k; for k in "$@"; do inject_send "type $k" "sleep 80"; done; inject_sync; sleep 0.2; }

    echo "demo: the gesture gallery:"
    g_shot home

    # Touch enter/exit: seen only (the virtual seat has no touch).
    read -r x y < <(g_centre touch); g_click "$x" "$y"
    g_shot touch-page
    g_key Escape

    # Recognizers: a triple click on the counter, a long press held 1.2 s, a drag.
    read -r x y < <(g_centre recognizers); g_click "$x" "$y"
    read -r x y < <(g_centre taps)
    for n in 1 2 3; do inject_send "motion $x $y" frame "button left 1" frame "sleep 30" "button left 0" frame "sleep 90"; done
    inject_sync; sleep 0.5
    read -r x y < <(g_centre long-press); g_click "$x" "$y" left 1200
    read -r x y < <(g_centre press-drag); g_drag "$x" "$y" "$((x + 40))" "$((y - 30))"
    g_shot recognizers

    # Hierarchy: mask "subviews", a drag on the circle (the rectangle's drag runs), a tap on
    # the orange box, the blue square dragged.
    g_key Escape
    read -r x y < <(g_centre hierarchy); g_click "$x" "$y"
    read -r x y < <(g_centre mask-subviews); g_click "$x" "$y"
    read -r x y < <(g_centre circle); g_drag "$x" "$y" "$((x + 30))" "$((y + 30))"
    read -r x y < <(g_centre orange-box); g_click "$x" "$y"
    read -r x y < <(g_centre blue-square); g_drag "$x" "$y" "$((x + 80))" "$y"
    g_shot hierarchy

    # Pointer: drag a square, add one, open the context menu on another, hover with Super+Alt.
    g_key Escape
    read -r x y < <(g_centre pointer); g_click "$x" "$y"
    read -r x y < <(g_centre square-3); g_drag "$x" "$y" "$((x + 160))" "$((y + 40))"
    read -r x y < <(g_centre add); g_click "$x" "$y"
    read -r x y < <(g_centre square-1); g_click "$((x - 40))" "$((y - 40))" right
    g_shot pointer-menu
    read -r x y < <(g_centre menu-duplicate); g_click "$x" "$y"
    read -r x y < <(g_centre square-4)
    inject_send "motion $x $y" frame "modifiers 72 0 0 0"
    inject_sync; sleep 0.3
    shots=$((shots + 1))
    local path; path=$(printf '%s/gallery-%02d-%s.png' "$out" "$shots" pointer-hover-super-alt)
    grim "$path"; echo "  $path (cursor visible: hiding it would end the hover)"
    inject_send "modifiers 0 0 0 0"; inject_sync

    g_snapshot
    inject_stop
    kill "$pid"
    local status=0
    wait "$pid" || status=$?
    GALLERY_PID=
    echo "demo: the gallery exited with status $status after SIGTERM"
    [ "$status" -eq 0 ]
}
