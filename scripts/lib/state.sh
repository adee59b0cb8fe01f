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

# state_size FILE → "width height" of the window (the list's logical size).
state_size() {
    awk '
        /"size" :/                { inside = 1 }
        inside && /"height" :/    { v = $3; gsub(/[^0-9.-]/, "", v); h = v }
        inside && /"width" :/     { v = $3; gsub(/[^0-9.-]/, "", v); w = v }
        inside && /}/             { print w, h; exit }
    ' "$1"
}

# state_opacities FILE → "name opacity" lines.
state_opacities() {
    awk '
        /"name" :/    { n = $3; gsub(/[",]/, "", n) }
        /"opacity" :/ { o = $3; gsub(/[",]/, "", o); print n, o }
    ' "$1"
}

# state_shape_centre FILE NAME → "x y" (whole px) of the centre of the gallery's shape NAME
# on its current page. Shapes are objects with sorted keys, so "name" comes after the
# frame's height but before its x and y: each object is read whole, up to its closing brace.
state_shape_centre() {
    awk -v want="$2" '
        /"height" :/ { v = $3; gsub(/[^0-9.-]/, "", v); h = v }
        /"width" :/  { v = $3; gsub(/[^0-9.-]/, "", v); w = v }
        /"x" :/      { v = $3; gsub(/[^0-9.-]/, "", v); x = v }
        /"y" :/      { v = $3; gsub(/[^0-9.-]/, "", v); y = v }
        /"name" :/   { n = $3; gsub(/[",]/, "", n) }
        /^ *},?$/    { if (n == want && x != "") { printf "%d %d\n", x + w / 2, y + h / 2; exit } n = ""; x = "" }
    ' "$1"
}

# state_string FILE KEY → the first string value of KEY (the gallery's "page").
state_string() {
    awk -v key="\"$2\"" '$1 == key { v = $3; gsub(/[",]/, "", v); print v; exit }' "$1"
}
