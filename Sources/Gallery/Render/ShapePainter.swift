import Canvas
import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// Draws one `GalleryShape` into buffer pixels: rectangles (turned by their rotation),
/// circles and buttons, with opacity, dimming, hover outline, keyboard focus ring and text.
/// Turned rectangles and circles are filled one pixel row at a time, the span each row
/// crosses, so the drawing needs nothing beyond `Canvas`'s rectangle fills.
struct ShapePainter {
    let canvas: Canvas
    let scale: Double
    let fonts: GalleryFonts?
    /// The colours around the shapes and how a shape's colour is shown (the colour scheme).
    var palette = GalleryPalette.light

    static let darkText = Color(argb: 0xFF1C_1C1E)

    func draw(_ shape: GalleryShape, focused: Bool) {
        let f = shape.drawnFrame
        var colour = palette.paint(shape.colour)
        if shape.dimmed { colour = colour.darkened(by: 0.5) }
        let paint =
            shape.opacity < 1
            ? Color(red: colour.red, green: colour.green, blue: colour.blue, alpha: max(0, shape.opacity)) : colour
        switch shape.form {
        case .circle: circle(f, paint)
        case .rectangle where shape.rotation != 0: turned(f, degrees: shape.rotation, paint)
        case .rectangle, .button: canvas.blend(pixels(f), color: paint)
        }
        if let outline = shape.outline {
            canvas.strokeRect(pixels(f), thickness: Int((3 * scale).rounded()), color: outline.color)
        }
        if focused {
            let ring = GestureRect(x: f.x - 5, y: f.y - 5, width: f.width + 10, height: f.height + 10)
            canvas.strokeRect(
                pixels(ring), thickness: max(1, Int((palette.focusRingWidth * scale).rounded())),
                color: palette.focusRing)
        }
        // Text in a caption sits on the page's background, not on the shape.
        let onShape = shape.caption == nil
        let ink =
            !onShape || shape.opacity < 0.5 ? palette.text : colour.luminance > 0.55 ? Self.darkText : Color.white
        guard let font = fonts?.label else { return }
        let measure = { (s: String) in Double(font.width(of: s)) / scale }
        for line in LabelLayout.lines(of: shape, measure: measure) {
            text(line.text, x: line.x, baseline: line.baseline, ink)
        }
    }

    func pixels(_ r: GestureRect) -> PixelRect {
        let x0 = Int((r.x * scale).rounded()), y0 = Int((r.y * scale).rounded())
        let x1 = Int((r.maxX * scale).rounded()), y1 = Int((r.maxY * scale).rounded())
        return PixelRect(x0: x0, y0: y0, x1: max(x0, x1), y1: max(y0, y1))
    }

    func text(_ s: String, x: Double, baseline: Double, _ color: Color) {
        guard !s.isEmpty, let font = fonts?.label else { return }
        canvas.drawText(
            s, font: font, x: Int((x * scale).rounded()), baseline: Int((baseline * scale).rounded()), color: color)
    }

    /// Fills the row `y` (buffer pixels) from `x0` to `x1`.
    private func span(_ y: Int, _ x0: Double, _ x1: Double, _ color: Color) {
        let a = Int(x0.rounded()), b = Int(x1.rounded())
        if b > a { canvas.blend(PixelRect(x: a, y: y, width: b - a, height: 1), color: color) }
    }

    private func circle(_ f: GestureRect, _ color: Color) {
        let cx = (f.x + f.width / 2) * scale, cy = (f.y + f.height / 2) * scale
        let r = min(f.width, f.height) / 2 * scale
        guard r > 0, r.isFinite else { return }
        let top = max(0, Int((cy - r).rounded(.down))), bottom = min(canvas.height, Int((cy + r).rounded(.up)))
        guard top < bottom else { return }
        for y in top ..< bottom {
            let dy = Double(y) + 0.5 - cy
            guard abs(dy) < r else { continue }
            let half = (r * r - dy * dy).squareRoot()
            span(y, cx - half, cx + half, color)
        }
    }

    /// A rectangle turned about its centre: each row's span is where it crosses the four edges.
    private func turned(_ f: GestureRect, degrees: Double, _ color: Color) {
        let a = degrees * .pi / 180, c = cos(a), s = sin(a)
        let cx = (f.x + f.width / 2) * scale, cy = (f.y + f.height / 2) * scale
        let hw = f.width / 2 * scale, hh = f.height / 2 * scale
        let corners = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)].map { (x, y) in
            (cx + x * c - y * s, cy + x * s + y * c)
        }
        let ys = corners.map(\.1)
        guard let minY = ys.min(), let maxY = ys.max(), minY.isFinite, maxY.isFinite else { return }
        let top = max(0, Int(minY.rounded(.down))), bottom = min(canvas.height, Int(maxY.rounded(.up)))
        guard top < bottom else { return }
        for y in top ..< bottom {
            let yc = Double(y) + 0.5
            var lo = Double.infinity, hi = -Double.infinity
            for k in 0 ..< 4 {
                let (x0, y0) = corners[k], (x1, y1) = corners[(k + 1) % 4]
                guard (y0 <= yc && yc < y1) || (y1 <= yc && yc < y0) else { continue }
                let x = x0 + (yc - y0) / (y1 - y0) * (x1 - x0)
                lo = min(lo, x); hi = max(hi, x)
            }
            if lo < hi { span(y, lo, hi, color) }
        }
    }
}
