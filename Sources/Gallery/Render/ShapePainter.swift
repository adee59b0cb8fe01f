import Canvas
import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// Draws one `GalleryShape` into buffer pixels: rectangles (turned by their rotation),
/// circles, ovals, rounded rectangles, triangles, buttons and the alpha swatch, with opacity,
/// dimming, hover outline, keyboard focus ring and text, under the pointer's hover effect if
/// it has one. Every fill is clipped to `clip`, so a partial repaint draws exactly the pixels
/// a full one draws there. Curved and slanted shapes are filled one pixel row at a time, the
/// span each row crosses (they are all convex), so the drawing needs nothing beyond `Canvas`'s
/// rectangle fills and allocates nothing.
struct ShapePainter {
    let canvas: Canvas
    let scale: Double
    let fonts: GalleryFonts?
    /// The only buffer pixels drawn; nil: the whole canvas.
    var clip: PixelRect? = nil

    static let darkText = Color(argb: 0xFF1C_1C1E)
    static let focusRing = Color(argb: 0xFF00_40DD)
    /// A highlight's platter at full strength: a translucent grey.
    static let platter = Color(red: 60, green: 60, blue: 67, alpha: 0.2)
    /// Each of a lift's shadow layers at full strength; `shadowLayers` of them, each wider.
    static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.06)
    static let shadowLayers = 4, shadowStep = 2.0, shadowDrop = 4.0
    /// How far a shadow reaches beyond its view (logical px), for damage.
    static let shadowReach = Double(shadowLayers) * shadowStep + shadowDrop
    /// A hover's overlay tint at full strength.
    static let tint = Color(red: 0, green: 0, blue: 0, alpha: 0.16)

    /// Draws `shape`, under `effect` (already animated) when the pointer gives it one: a
    /// highlight's platter behind it, a lift's shadow under it, the effect's transform and
    /// opacity on it, a hover's tint over it.
    func draw(_ shape: GalleryShape, focused: Bool, effect: HoverEffectState? = nil) {
        var shape = shape
        var effectOpacity = 1.0
        if let e = effect {
            let rest = shape.drawnFrame
            if let p = e.platter {
                // The platter is where the view rests; the drawing may be ahead of it (a drag).
                let platter = GestureRect(
                    x: p.x + rest.x - e.frame.x, y: p.y + rest.y - e.frame.y, width: p.width, height: p.height)
                fill(e.shape, platter, Self.platter.scaled(by: e.progress))
            }
            shape.scale *= e.values.scale
            shape.offset = shape.offset + e.values.offset
            effectOpacity = e.values.opacity
        }
        let f = shape.drawnFrame
        let body = Self.inset(f, by: shape.inset)
        if let e = effect, e.shadow > 0 {
            let strength = Self.shadow.scaled(by: e.shadow)
            for k in 1 ... Self.shadowLayers {
                let d = Double(k) * Self.shadowStep
                let layer = GestureRect(
                    x: body.x - d, y: body.y - d + Self.shadowDrop * e.shadow, width: body.width + 2 * d,
                    height: body.height + 2 * d)
                fill(shape.form.contentShape, layer, strength)
            }
        }
        let colour = shape.colour.color
        let opacity = shape.opacity * (shape.dimmed ? 0.5 : 1) * effectOpacity
        let paint = opacity < 1 ? colour.scaled(by: max(0, opacity)) : colour
        switch shape.form {
        case .circle: circle(body, paint)
        case .rectangle where shape.rotation != 0: turned(body, degrees: shape.rotation, paint)
        case .slider: swatch(body, colour, opacity: opacity)
        default: fill(shape.form.contentShape, body, paint)
        }
        if let e = effect, e.tint > 0 { fill(shape.form.contentShape, body, Self.tint.scaled(by: e.tint)) }
        if let outline = shape.outline {
            canvas.strokeRect(pixels(f), thickness: Int((3 * scale).rounded()), color: outline.color, clip: clip)
        }
        if focused {
            let ring = GestureRect(x: f.x - 5, y: f.y - 5, width: f.width + 10, height: f.height + 10)
            canvas.strokeRect(
                pixels(ring), thickness: max(1, Int((2 * scale).rounded())), color: Self.focusRing, clip: clip)
        }
        // Text in a caption, on a slanted or curved shape's corner or on a faint swatch sits
        // on the page's background, not on the shape.
        let onShape = shape.caption == nil && shape.form != .slider
        let ink = !onShape || colour.luminance > 0.55 || opacity < 0.5 ? Self.darkText : Color.white
        guard let font = fonts?.label else { return }
        let measure = { (s: String) in Double(font.width(of: s)) / scale }
        for line in LabelLayout.lines(of: shape, measure: measure) {
            text(line.text, x: line.x, baseline: line.baseline, ink)
        }
    }

    static func inset(_ f: GestureRect, by d: Double) -> GestureRect {
        guard d > 0 else { return f }
        return GestureRect(x: f.x + d, y: f.y + d, width: max(0, f.width - 2 * d), height: max(0, f.height - 2 * d))
    }

    func pixels(_ r: GestureRect) -> PixelRect {
        let x0 = Int((r.x * scale).rounded()), y0 = Int((r.y * scale).rounded())
        let x1 = Int((r.maxX * scale).rounded()), y1 = Int((r.maxY * scale).rounded())
        return PixelRect(x0: x0, y0: y0, x1: max(x0, x1), y1: max(y0, y1))
    }

    func text(_ s: String, x: Double, baseline: Double, _ color: Color) {
        guard !s.isEmpty, let font = fonts?.label else { return }
        canvas.drawText(
            s, font: font, x: Int((x * scale).rounded()), baseline: Int((baseline * scale).rounded()), color: color,
            clip: clip)
    }

    /// Fills the row `y` (buffer pixels) from `x0` to `x1`.
    private func span(_ y: Int, _ x0: Double, _ x1: Double, _ color: Color) {
        let a = Int(x0.rounded()), b = Int(x1.rounded())
        if b > a { canvas.blend(PixelRect(x: a, y: y, width: b - a, height: 1), color: color, clip: clip) }
    }

    /// The rows of buffer pixels `f` (logical) covers, within the canvas and the clip.
    private func rows(_ f: GestureRect) -> Range<Int>? {
        var top = max(0, Int((f.y * scale).rounded(.down))),
            bottom = min(canvas.height, Int((f.maxY * scale).rounded(.up)))
        if let clip { top = max(top, clip.y); bottom = min(bottom, clip.maxY) }
        return top < bottom ? top ..< bottom : nil
    }

    /// Fills `shape` drawn in `f` (logical px) with `color`, over what is there.
    func fill(_ shape: ContentShape, _ f: GestureRect, _ color: Color) {
        guard f.width > 0, f.height > 0, f.x.isFinite, f.y.isFinite, color.alpha > 0 else { return }
        switch shape {
        case .rectangle, .path: canvas.blend(pixels(f), color: color, clip: clip)
        case .ellipse: ellipse(f, color)
        case .roundedRectangle(let r): roundedRect(f, radius: r, color)
        case .polygon(let points): convexPolygon(points, f, color)
        }
    }

    private func ellipse(_ f: GestureRect, _ color: Color) {
        let cx = f.midX * scale, cy = f.midY * scale, rx = f.width / 2 * scale, ry = f.height / 2 * scale
        guard let rows = rows(f) else { return }
        for y in rows {
            let dy = (Double(y) + 0.5 - cy) / ry
            guard abs(dy) < 1 else { continue }
            let half = rx * (1 - dy * dy).squareRoot()
            span(y, cx - half, cx + half, color)
        }
    }

    private func roundedRect(_ f: GestureRect, radius: Double, _ color: Color) {
        let r = max(0, min(radius, min(f.width, f.height) / 2)) * scale
        let x0 = f.x * scale, x1 = f.maxX * scale, y0 = f.y * scale, y1 = f.maxY * scale
        guard let rows = rows(f) else { return }
        for y in rows {
            let yc = Double(y) + 0.5
            // How far into a corner's square the row is, 0 outside the corners.
            let d = max(0, max(y0 + r - yc, yc - (y1 - r)))
            guard d < r || r == 0 else { continue }
            let cut = r - (r * r - d * d).squareRoot()
            span(y, x0 + cut, x1 - cut, color)
        }
    }

    /// A convex polygon through `points` (unit coordinates of `f`): each row's span runs from
    /// the leftmost to the rightmost edge it crosses.
    private func convexPolygon(_ points: [Point], _ f: GestureRect, _ color: Color) {
        guard points.count >= 3, let rows = rows(f) else { return }
        let ox = f.x * scale, oy = f.y * scale, sx = f.width * scale, sy = f.height * scale
        for y in rows {
            let yc = Double(y) + 0.5
            var lo = Double.infinity, hi = -Double.infinity
            var a = points[points.count - 1]
            for b in points {
                let ay = oy + a.y * sy, by = oy + b.y * sy
                if (ay <= yc && yc < by) || (by <= yc && yc < ay) {
                    let x = ox + (a.x + (yc - ay) / (by - ay) * (b.x - a.x)) * sx
                    lo = min(lo, x); hi = max(hi, x)
                }
                a = b
            }
            if lo < hi { span(y, lo, hi, color) }
        }
    }

    /// The alpha control: a checkerboard that shows through the colour at its opacity, and a
    /// mark where the value is.
    private func swatch(_ f: GestureRect, _ colour: Color, opacity: Double) {
        canvas.fill(pixels(f), color: Color.white, clip: clip)
        let cell = 8.0
        var y = f.y, row = 0
        while y < f.maxY {
            var x = f.x + (row % 2 == 0 ? 0 : cell)
            while x < f.maxX {
                let c = GestureRect(x: x, y: y, width: min(cell, f.maxX - x), height: min(cell, f.maxY - y))
                canvas.fill(pixels(c), color: Self.checker, clip: clip)
                x += 2 * cell
            }
            y += cell; row += 1
        }
        canvas.blend(pixels(f), color: colour.scaled(by: max(0, opacity)), clip: clip)
        let mark = GestureRect(x: f.x + opacity * f.width - 1, y: f.y, width: 2, height: f.height)
        canvas.fill(pixels(mark), color: Self.darkText, clip: clip)
    }

    static let checker = Color(argb: 0xFFD1_D1D6)

    private func circle(_ f: GestureRect, _ color: Color) {
        let cx = (f.x + f.width / 2) * scale, cy = (f.y + f.height / 2) * scale
        let r = min(f.width, f.height) / 2 * scale
        guard r > 0, r.isFinite else { return }
        var top = max(0, Int((cy - r).rounded(.down))), bottom = min(canvas.height, Int((cy + r).rounded(.up)))
        if let clip { top = max(top, clip.y); bottom = min(bottom, clip.maxY) }
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
        var top = max(0, Int(minY.rounded(.down))), bottom = min(canvas.height, Int(maxY.rounded(.up)))
        if let clip { top = max(top, clip.y); bottom = min(bottom, clip.maxY) }
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

extension Color {
    /// At `factor` (0…1) of its opacity: an opaque colour at that alpha, a translucent one with
    /// every premultiplied channel scaled (an effect's platter, shadow or tint fading in).
    func scaled(by factor: Double) -> Color {
        let k = min(max(factor, 0), 1)
        if isOpaque { return Color(red: red, green: green, blue: blue, alpha: k) }
        func s(_ c: UInt8, _ shift: UInt32) -> UInt32 { UInt32((Double(c) * k).rounded()) << shift }
        return Color(argb: s(alpha, 24) | s(red, 16) | s(green, 8) | s(blue, 0))
    }
}
