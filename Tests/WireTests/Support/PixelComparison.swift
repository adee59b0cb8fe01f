import Canvas

/// Compares the replay's PNG with what the fixture compositor had on screen.
///
/// Exact by default. `rowShift` (documented use: only when the two scroll offsets differ
/// within the state comparison's tolerance, by ⌈Δ⌉ rows) also accepts a pixel equal to the
/// replay's pixel up to that many rows above or below: the list scrolled a little further.
struct PixelComparison {
    var sizeMatches: Bool
    var differingPixels = 0
    var firstDifference: (x: Int, y: Int, replay: UInt32, live: UInt32)?

    /// Differing pixels accepted (see `init`).
    var allowedDifferingPixels = 0

    var isEqual: Bool { sizeMatches && differingPixels <= allowedDifferingPixels }

    /// With `rowShift` k > 0, up to (k + 1) rows' worth of pixels may still differ: the rows
    /// the list scrolled into view at the bottom edge, which replay's frame does not show.
    init(replay: Canvas, live: Canvas, rowShift: Int = 0) {
        sizeMatches = replay.width == live.width && replay.height == live.height
        allowedDifferingPixels = rowShift > 0 ? (rowShift + 1) * live.width : 0
        guard sizeMatches else { return }
        for y in 0 ..< live.height {
            for x in 0 ..< live.width {
                let l = live.pixel(x: x, y: y)
                var matches = replay.pixel(x: x, y: y) == l
                if !matches, rowShift > 0 {
                    for dy in -rowShift ... rowShift where dy != 0 && (0 ..< replay.height).contains(y + dy) {
                        if replay.pixel(x: x, y: y + dy) == l { matches = true; break }
                    }
                }
                if !matches {
                    differingPixels += 1
                    if firstDifference == nil { firstDifference = (x, y, replay.pixel(x: x, y: y), l) }
                }
            }
        }
    }

    var description: String {
        if !sizeMatches { return "sizes differ" }
        guard let d = firstDifference else { return "equal" }
        return "\(differingPixels) pixels differ (\(allowedDifferingPixels) allowed); first at (\(d.x), \(d.y)): replay 0x\(String(d.replay, radix: 16)), "
            + "live 0x\(String(d.live, radix: 16))"
    }
}
