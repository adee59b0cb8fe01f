import Canvas

#if canImport(Glibc)
import Glibc
#endif

/// Charts for the figures people would rather look at than read, drawn with the project's own
/// renderer and PNG writer: one row of dots per series on a shared axis (`strips`: the
/// first-frame times of each client) and overlaid distributions (`distributions`: the
/// input-to-photon latencies of each pacer).
enum Plot {
    static let width = 900
    static let margin = (left: 190, right: 30, top: 50, bottom: 50)
    static let palette: [(UInt8, UInt8, UInt8)] = [
        (0x1F, 0x77, 0xB4), (0xD6, 0x27, 0x28), (0x2C, 0xA0, 0x2C), (0x94, 0x67, 0xBD),
    ]
    static func colour(_ i: Int, alpha: Double = 1) -> Color {
        let (r, g, b) = palette[i % palette.count]
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }
    static let ink = Color(red: 0x33, green: 0x33, blue: 0x33), grid = Color(red: 0xDD, green: 0xDD, blue: 0xDD)

    struct Series { var name: String; var values: [Double] }

    /// One row per series: a dot per value and a tall tick at the median; x from 0.
    static func strips(title: String, unit: String, series: [Series], to path: String) throws(CanvasError) {
        let rowHeight = 46
        let height = margin.top + margin.bottom + rowHeight * series.count
        let canvas = Canvas(width: width, height: height)
        canvas.fill(canvas.bounds, color: .white)
        let top = max(1, series.flatMap(\.values).max() ?? 1)
        let axis = Axis(maximum: top, left: margin.left, right: width - margin.right)
        let fonts = try Fonts()
        drawFrame(canvas, title: title, unit: unit, axis: axis, plotBottom: height - margin.bottom, fonts: fonts)
        for (row, s) in series.enumerated() {
            let y = margin.top + row * rowHeight + rowHeight / 2
            let tint = colour(row)
            canvas.drawText(s.name, font: fonts.label, x: 10, baseline: y + 5, color: ink)
            for v in s.values {
                canvas.blend(
                    PixelRect(x: axis.x(v) - 3, y: y - 3, width: 7, height: 7), color: Plot.colour(row, alpha: 0.5))
            }
            let sorted = s.values.sorted()
            if !sorted.isEmpty {
                let median = sorted[sorted.count / 2]
                canvas.fill(PixelRect(x: axis.x(median) - 1, y: y - 14, width: 3, height: 28), color: tint)
                canvas.drawText(
                    format(median) + " " + unit, font: fonts.small, x: axis.x(median) + 6, baseline: y - 8,
                    color: tint)
            }
        }
        try canvas.writePNG(to: path)
    }

    /// Each series' values as a distribution: bars of the share of values per bucket, the
    /// series overlaid, translucent; `marks` draws labelled vertical lines (goals).
    static func distributions(
        title: String, unit: String, series: [Series], buckets: Int = 60,
        marks: [(label: String, at: Double)] = [], to path: String
    ) throws(CanvasError) {
        let plotHeight = 300
        let height = margin.top + plotHeight + margin.bottom + 24 * series.count
        let canvas = Canvas(width: width, height: height)
        canvas.fill(canvas.bounds, color: .white)
        let top = max(1e-9, series.flatMap(\.values).max() ?? 1)
        let axis = Axis(maximum: top, left: margin.left, right: width - margin.right)
        let fonts = try Fonts()
        let bottom = margin.top + plotHeight
        drawFrame(canvas, title: title, unit: unit, axis: axis, plotBottom: bottom, fonts: fonts)
        let step = axis.maximum / Double(buckets)
        let barWidth = max(1, (width - margin.left - margin.right) / buckets)
        for (i, s) in series.enumerated() where !s.values.isEmpty {
            var counts = [Int](repeating: 0, count: buckets)
            for v in s.values { counts[min(buckets - 1, max(0, Int(v / step)))] += 1 }
            let most = Double(counts.max() ?? 1)
            let tint = colour(i)
            for (b, n) in counts.enumerated() where n > 0 {
                let h = max(1, Int(Double(plotHeight - 10) * Double(n) / most))
                canvas.blend(
                    PixelRect(x: axis.x(Double(b) * step), y: bottom - h, width: barWidth, height: h),
                    color: Plot.colour(i, alpha: 0.45))
            }
            let y = bottom + margin.bottom + 24 * i + 8
            canvas.fill(PixelRect(x: margin.left, y: y - 10, width: 14, height: 14), color: tint)
            canvas.drawText(s.name, font: fonts.label, x: margin.left + 22, baseline: y + 2, color: ink)
        }
        for (i, mark) in marks.enumerated() where mark.at <= axis.maximum {
            canvas.fill(PixelRect(x: axis.x(mark.at), y: margin.top, width: 2, height: plotHeight), color: ink)
            // One line lower each, so that labels of close marks do not overlap.
            canvas.drawText(
                mark.label, font: fonts.small, x: axis.x(mark.at) + 4, baseline: margin.top + 14 + 16 * i,
                color: ink)
        }
        try canvas.writePNG(to: path)
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
