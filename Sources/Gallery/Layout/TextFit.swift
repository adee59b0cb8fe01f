/// Breaks a text into lines no wider than a box, so that a label never runs past its shape:
/// words wrap greedily, a word wider than the box is cut between characters, and a text
/// that needs more lines than the box holds ends its last line with "…".
///
/// The width of a string comes from `measure` (logical px), in practice the label font's
/// advance widths (`Font.width(of:)` divided by the buffer scale), so the renderer and the
/// layout tests fit with the very numbers that are drawn.
enum TextFit {
    static let ellipsis = "…"

    static func lines(_ text: String, width: Double, maxLines: Int, measure: (String) -> Double) -> [String] {
        guard maxLines > 0, width > 0, !text.isEmpty else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ").map(String.init) {
            let joined = current.isEmpty ? word : current + " " + word
            if measure(joined) <= width {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = ""
            // A word too wide for a whole line is cut between characters.
            for ch in word {
                let longer = current + String(ch)
                if measure(longer) <= width {
                    current = longer
                } else {
                    if !current.isEmpty { lines.append(current) }
                    current = measure(String(ch)) <= width ? String(ch) : ""
                }
            }
        }
        if !current.isEmpty { lines.append(current) }
        guard lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(maxLines))
        kept[maxLines - 1] = truncated(kept[maxLines - 1], width: width, measure: measure)
        return kept
    }

    /// `line` shortened until it fits with "…" after it (just "…", or nothing, in a box too
    /// narrow for more).
    static func truncated(_ line: String, width: Double, measure: (String) -> Double) -> String {
        var s = line
        while !s.isEmpty, measure(s + ellipsis) > width || s.last == " " { s.removeLast() }
        if s.isEmpty { return measure(ellipsis) <= width ? ellipsis : "" }
        return s + ellipsis
    }
}
