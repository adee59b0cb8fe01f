import Drawing

/// Pixel probes over screenshots: sample grids inside a bar, distinct colours, and
/// comparisons between two shots. Screenshots are opaque ARGB (`Canvas.pixel`).
enum Pixels {
    /// A grid of `columns`×`rows` pixels inside `frame` (surface = output coordinates),
    /// inset by `inset` px, limited to the horizontal fraction `xRange` of the bar (labels
    /// sit at the bar's left, so probes usually take its right part).
    static func grid(
        _ canvas: Canvas, in frame: LiveState.Frame, xRange: ClosedRange<Double> = 0.55 ... 0.95,
        inset: Double = 6, columns: Int = 12, rows: Int = 6
    ) -> [(x: Int, y: Int, argb: UInt32)] {
        var out: [(Int, Int, UInt32)] = []
        let x0 = frame.x + frame.width * xRange.lowerBound, x1 = frame.x + frame.width * xRange.upperBound
        let y0 = frame.y + inset, y1 = frame.y + frame.height - inset
        for r in 0 ..< rows {
            for c in 0 ..< columns {
                let x = Int((x0 + (x1 - x0) * (Double(c) + 0.5) / Double(columns)).rounded(.down))
                let y = Int((y0 + (y1 - y0) * (Double(r) + 0.5) / Double(rows)).rounded(.down))
                guard x >= 0, y >= 0, x < canvas.width, y < canvas.height else { continue }
                out.append((x, y, canvas.pixel(x: x, y: y) | 0xFF00_0000))
            }
        }
        return out
    }

    /// The distinct colours of a probe grid.
    static func distinct(_ samples: [(x: Int, y: Int, argb: UInt32)]) -> Set<UInt32> {
        Set(samples.map(\.argb))
    }

    /// How many probe positions changed colour between two shots.
    static func changed(_ a: Canvas, _ b: Canvas, at samples: [(x: Int, y: Int, argb: UInt32)]) -> Int {
        samples.filter { a.pixel(x: $0.x, y: $0.y) | 0xFF00_0000 != b.pixel(x: $0.x, y: $0.y) | 0xFF00_0000 }.count
    }

    /// Mean luminance (0…1) of a probe grid.
    static func meanLuminance(_ samples: [(x: Int, y: Int, argb: UInt32)]) -> Double {
        guard !samples.isEmpty else { return 0 }
        return samples.map { Color(argb: $0.argb | 0xFF00_0000).luminance }.reduce(0, +) / Double(samples.count)
    }

    /// Positions where `after` at (x, y − dy) differs from `before` at (x, y): zero when
    /// `after` is `before` scrolled up by `dy` rows at every probe.
    static func scrollMismatches(
        before: Canvas, after: Canvas, dy: Int,
        at samples: [(x: Int, y: Int, argb: UInt32)]
    ) -> Int {
        samples.filter { s in
            let y = s.y - dy
            guard y >= 0, y < after.height else { return false }
            return before.pixel(x: s.x, y: s.y) | 0xFF00_0000 != after.pixel(x: s.x, y: y) | 0xFF00_0000
        }.count
    }

    static func hex(_ argb: UInt32) -> String { "#" + String(argb & 0xFF_FFFF, radix: 16).leftPadded(6) }
}

extension String {
    fileprivate func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
