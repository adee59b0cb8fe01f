#!/usr/bin/env bash
# Reading opacity-bars' state snapshot (pretty JSON, sorted keys: see docs/DESIGN.md) from
# shell without jq or python, which a fresh Debian does not have. Sourced.

# state_bar_frame FILE NAME → "x y width height" of bar NAME (content coordinates).
state_bar_frame() {
    awk -v want="$2" '
        /"height" :/ { gsub(/[^0-9.-]/, "", $3); h = $3 }
        /"width" :/  { gsub(/[^0-9.-]/, "", $3); w = $3 }
        /"x" :/      { gsub(/[^0-9.-]/, "", $3); x = $3 }
        /"y" :/      { gsub(/[^0-9.-]/, "", $3); y = $3 }
        /"name" :/   { n = $3; gsub(/[",]/, "", n); if (n == want) { print x, y, w, h; exit } }
    ' "$1"
}

# state_number FILE KEY → a top-level number such as scrollOffset.
state_number() {
    awk -v key="\"$2\"" '$1 == key { v = $3; gsub(/[^0-9.eE+-]/, "", v); print v; exit }' "$1"
}

# state_opacities FILE → "name opacity" lines.
state_opacities() {
    awk '
        /"name" :/    { n = $3; gsub(/[",]/, "", n) }
        /"opacity" :/ { o = $3; gsub(/[",]/, "", o); print n, o }
    ' "$1"
}
