# long_session ROUNDS: prints a gen-touch-fixture scenario of ROUNDS rounds (about 9 s each)
# that touches every part of the app: hover over the whole list with and without Super+Alt,
# a mouse opacity drag, wheel clicks, a touch opacity drag, a touch fling and a finger that
# stops it, a long press painting across bars, a pinch, a touchpad scroll with its fling,
# keys, and a touch cancelled mid-drag. Used by scripts/leak-check and scripts/sanitize.
long_session() {
    local rounds=$1 r y
    for ((r = 0; r < rounds; r++)); do
        y=$(( 60 + (r % 9) * 80 ))
        cat <<SCENARIO
pointer-enter 20 10
pointer-move 30 790 over 1600
mods super alt
pointer-move 460 20 over 1600
mods
pointer-move 100 $y over 200
press left
pointer-move 400 $(( y + 2 )) over 300
pointer-move 120 $y over 300
release left
wheel 2
wheel -1
pointer-leave
down 0 100 $y
move 0 350 $(( y + 3 )) over 200
up 0
wait 50
down 0 240 600
move 0 240 450 over 96
up 0
wait 150
down 0 240 400
hold 40
up 0
down 0 60 200
hold 520
move 0 300 520 over 300
up 0
down 0 240 300 1 240 500
move 0 240 200 1 240 600 over 300
up 0 1
pointer-enter 240 400
finger-scroll 0 -120 over 160
wait 400
key down
key right
key up
down 0 100 $y
move 0 300 $y over 100
cancel
wait 50
SCENARIO
    done
}
