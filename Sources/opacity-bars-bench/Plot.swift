import Drawing

#if canImport(Glibc)
import Glibc
#endif

/// Charts for the figures people would rather look at than read, drawn with the project's own
/// renderer and PNG writer: cumulative curves (`cumulative`), the first-frame times of each
/// client and the input-to-photon latencies of each pacer and ideal client.
enum Plot {
    static let width = 900
    static let margin = (left: 190, right: 30, top: 50, bottom: 50)
    static let palette: [(UInt8, UInt8, UInt8)] = [
        (0x1F, 0x77, 0xB4), (0xD6, 0x27, 0x28), (0x2C, 0xA0, 0x2C), (0x94, 0x67, 0xBD),
        (0xFF, 0x7F, 0x0E), (0x8C, 0x56, 0x4B), (0xE3, 0x77, 0xC2), (0x7F, 0x7F, 0x7F), (0xBC, 0xBD, 0x22),
        (0x17, 0xBE, 0xCF),
    ]
    static func colour(_ i: Int, alpha: Double = 1) -> Color {
        let (r, g, b) = palette[i % palette.count]
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }
    static let ink = Color(red: 0x33, green: 0x33, blue: 0x33), grid = Color(red: 0xDD, green: 0xDD, blue: 0xDD)

    struct Series { var name: String; var values: [Double] }

    /// Each series as a cumulative curve: for every x, the percentage of its values at or
    /// below it, so a series left of another is faster at every percentile and where each
    /// crosses 50 % and 99 % reads off directly. `marks` are labelled vertical lines (goals);
    /// the x axis ends at `maximum` (values beyond it run off the right edge).
    static func cumulative(
        title: String, unit: String, series: [Series], maximum: Double? = nil,
        marks: [(label: String, at: Double)] = [], to path: String
    ) throws(CanvasError) {
        let plotHeight = 320
        let legendRow = 22
        let height = margin.top + plotHeight + margin.bottom + legendRow * series.count
        let canvas = Canvas(width: width, height: height)
        canvas.fill(canvas.bounds, color: .white)
        let top = max(1e-9, maximum ?? series.flatMap(\.values).max() ?? 1)
        let axis = Axis(maximum: top, left: margin.left, right: width - margin.right)
        let fonts = try Fonts()
        let bottom = margin.top + plotHeight
        drawFrame(canvas, title: title, unit: unit, axis: axis, plotBottom: bottom, fonts: fonts)
        func y(_ share: Double) -> Int { bottom - Int((Double(plotHeight) * share).rounded()) }
        for percent in [0, 25, 50, 75, 90, 99] {
            let share = Double(percent) / 100
            let line = percent == 50 || percent == 99 ? ink : grid
            canvas.fill(PixelRect(x: axis.left, y: y(share), width: axis.right - axis.left + 1, height: 1), color: line)
            let label = "\(percent) %"
            canvas.drawText(
                label, font: fonts.small, x: axis.left - 8 - fonts.small.width(of: label), baseline: y(share) + 4,
                color: ink)
        }
        for (i, s) in series.enumerated() where !s.values.isEmpty {
            let sorted = s.values.sorted()
            let tint = colour(i)
            var below = 0
            var last: Int?
            for x in axis.left ... axis.right {
                let value = axis.maximum * Double(x - axis.left) / Double(axis.right - axis.left)
                while below < sorted.count, sorted[below] <= value { below += 1 }
                let now = y(Double(below) / Double(sorted.count))
                let from = min(now, last ?? now), to = max(now, last ?? now)
                canvas.fill(PixelRect(x: x - 1, y: from - 1, width: 2, height: to - from + 2), color: tint)
                last = now
            }
            let row = bottom + margin.bottom + legendRow * i + 6
            canvas.fill(PixelRect(x: margin.left, y: row - 10, width: 14, height: 14), color: tint)
            let median = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
            canvas.drawText(
                "\(s.name): median \(format(median)), p99 \(format(p99)) \(unit.split(separator: " ").first ?? "")",
                font: fonts.label, x: margin.left + 22, baseline: row + 2, color: ink)
        }
        for (i, mark) in marks.enumerated() where mark.at <= axis.maximum {
            let x = axis.x(mark.at)
            canvas.fill(PixelRect(x: x, y: margin.top, width: 2, height: plotHeight), color: ink)
            // One line lower each, so that labels of close marks do not overlap; left of the
            // line where the right edge would cut it.
            let text = fonts.small.width(of: mark.label)
            canvas.drawText(
                mark.label, font: fonts.small, x: x + 4 + text < width ? x + 4 : x - 4 - text,
                baseline: margin.top + 14 + 16 * i, color: ink)
        }
        try canvas.writePNG(to: path)
    }

    /// The `percent`th percentile of every value of `series` together: an axis's end that a
    /// few outliers do not squash.
    static func percentile(_ series: [Series], _ percent: Double) -> Double {
        let all = series.flatMap(\.values).sorted()
        guard !all.isEmpty else { return 1 }
        return all[min(all.count - 1, Int(Double(all.count) * percent / 100))]
    }

    // MARK: Parts

    /// A linear x axis from 0 to a round maximum.
    struct Axis {
        let maximum: Double, step: Double, left: Int, right: Int
        init(maximum: Double, left: Int, right: Int) {
            let raw = maximum / 6
            let magnitude = pow(10, floor(log10(raw)))
            let nice = [1.0, 2, 2.5, 5, 10].first { $0 * magnitude >= raw }! * magnitude
            step = nice
            self.maximum = (maximum / nice).rounded(.up) * nice
            self.left = left; self.right = right
        }
        func x(_ v: Double) -> Int { left + Int((Double(right - left) * min(max(v, 0), maximum) / maximum).rounded()) }
    }

    struct Fonts {
        let title: Font, label: Font, small: Font
        init() throws(CanvasError) {
            title = try Font(sansSerifPixelSize: 18, bold: true, store: nil)
            label = try Font(sansSerifPixelSize: 14, store: nil)
            small = try Font(sansSerifPixelSize: 12, store: nil)
        }
    }

    private static func drawFrame(
        _ canvas: Canvas, title: String, unit: String, axis: Axis, plotBottom: Int,
        fonts: Fonts
    ) {
        canvas.drawText(title, font: fonts.title, x: 10, baseline: 28, color: ink)
        var tick = 0.0
        while tick <= axis.maximum + axis.step / 2 {
            let x = axis.x(tick)
            canvas.fill(PixelRect(x: x, y: margin.top - 6, width: 1, height: plotBottom - margin.top + 6), color: grid)
            let label = format(tick)
            canvas.drawText(
                label, font: fonts.small, x: x - fonts.small.width(of: label) / 2, baseline: plotBottom + 18,
                color: ink)
            tick += axis.step
        }
        canvas.drawText(
            unit, font: fonts.small, x: axis.right - fonts.small.width(of: unit), baseline: plotBottom + 36,
            color: ink)
        canvas.fill(PixelRect(x: axis.left, y: plotBottom, width: axis.right - axis.left + 1, height: 1), color: ink)
    }

    static func format(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
