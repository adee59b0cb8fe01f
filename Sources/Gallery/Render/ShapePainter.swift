import Drawing
import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// Draws one `GalleryShape` into buffer pixels: rectangles (turned by their rotation),
/// circles, ovals, rounded rectangles, triangles, buttons and the alpha swatch, with opacity,
/// dimming, hover outline, keyboard focus ring and text, under the pointer's hover effect if
/// it has one. Every fill is clipped to `clip`, so a partial repaint draws exactly the pixels
/// a full one draws there. Circles, ovals, rounded rectangles, triangles and an effect's
/// platter, shadow and tint are antialiased (`PathFiller`); turned rectangles are filled one
/// pixel row at a time, the span each row crosses.
struct ShapePainter {
    let canvas: Canvas
    let scale: Double
    let fonts: GalleryFonts?
    /// Kept by the core and reused, so antialiased fills allocate nothing after the first.
    let filler: PathFiller
    /// The lifted view's shadow, kept by the core: made while the view's size changes (the
    /// effect animating) and only moved while the pointer moves it.
    let shadows: SoftShadow<ShadowKey>
    /// The lines of the last full frame's labels, so that a partial frame lays out nothing.
    var labels: LabelCache? = nil
    /// The only buffer pixels drawn; nil: the whole canvas.
    var clip: PixelRect? = nil
    /// The colours around the shapes and how a shape's colour is shown (the colour scheme).
    var palette = GalleryPalette.light

    static let darkText = Color(argb: 0xFF1C_1C1E)
    /// A highlight's platter at full strength: a translucent grey.
    static let platter = Color(red: 60, green: 60, blue: 67, alpha: 0.2)
    /// A lift's shadow at full strength, under the middle of the view.
    static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.22)
    /// The shadow is the view's shape grown by `shadowSpread`, blurred by `shadowBlur` (a
    /// box radius, three passes) and dropped by `shadowDrop` (logical px).
    static let shadowSpread = 2.0, shadowBlur = 2.0, shadowDrop = 4.0
    /// How far a shadow reaches beyond its view (logical px), for damage.
    static let shadowReach = shadowSpread + 3 * shadowBlur + shadowDrop

    /// What a shadow's mask is made from: the shape at a size in buffer px.
    struct ShadowKey: Equatable {
        var shape: ContentShape
        var width: Double, height: Double
    }
    /// A hover's overlay tint at full strength.
    static let tint = Color(red: 0, green: 0, blue: 0, alpha: 0.16)

    /// Draws `shape`, under `effect` (already animated) when the pointer gives it one: a
    /// highlight's platter behind it, a lift's shadow under it, the effect's transform and
    /// opacity on it, a hover's tint over it.
    func draw(_ shape: GalleryShape, focused: Bool, effect: HoverEffectState? = nil) {
        let rest = shape
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
        // Checked as `fill` checks its frames: a shadow's place is made whole pixels.
        if let e = effect, e.shadow > 0, body.x.isFinite, body.y.isFinite, body.width.isFinite, body.height.isFinite {
            let d = Self.shadowSpread, form = shape.form.contentShape
            let grown = GestureRect(
                x: body.x - d, y: body.y - d, width: body.width + 2 * d, height: body.height + 2 * d)
            let size = GestureRect(x: 0, y: 0, width: grown.width, height: grown.height)
            shadows.make(
                ShadowKey(shape: form, width: size.width * scale, height: size.height * scale),
                radius: Int((Self.shadowBlur * scale).rounded()), filler: filler
            ) { filler in trace(form, size, into: filler) }
            shadows.composite(
                into: canvas, x: Int((grown.x * scale).rounded()),
                y: Int(((grown.y + Self.shadowDrop * e.shadow) * scale).rounded()),
                color: Self.shadow.scaled(by: e.shadow), clip: clip)
        }
        let colour = palette.paint(shape.colour)
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
                pixels(ring), thickness: max(1, Int((palette.focusRingWidth * scale).rounded())),
                color: palette.focusRing,
                clip: clip)
        }
        // Text in a caption, on a slanted or curved shape's corner or on a faint swatch sits
        // on the page's background, not on the shape.
        let onShape = shape.caption == nil && shape.form != .slider
        let ink = !onShape || opacity < 0.5 ? palette.text : colour.luminance > 0.55 ? Self.darkText : Color.white
        guard let font = fonts?.label else { return }
        // Laid out where the shape rests and moved with the effect's offset: text does not
        // scale, and the layout at rest is the one `labels` keeps.
        let dx = shape.offset.x - rest.offset.x, dy = shape.offset.y - rest.offset.y
        let measure = { (s: String) in Double(font.width(of: s)) / scale }
        let lines =
            labels?.lines(of: rest, measure: measure, textScale: fonts?.textScale ?? 1)
            ?? LabelLayout.lines(of: rest, measure: measure, textScale: fonts?.textScale ?? 1)
        for line in lines { text(line.text, x: line.x + dx, baseline: line.baseline + dy, ink) }
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

    /// Fills `shape` drawn in `f` (logical px) with `color`, over what is there: rectangles
    /// by pixel, curves and slants antialiased by `filler`.
    func fill(_ shape: ContentShape, _ f: GestureRect, _ color: Color) {
        guard f.width > 0, f.height > 0, f.x.isFinite, f.y.isFinite, color.alpha > 0 else { return }
        switch shape {
        case .rectangle, .path:
            canvas.blend(pixels(f), color: color, clip: clip)
        default:
            filler.removeAll()
            trace(shape, f, into: filler)
            filler.fill(into: canvas, color: color, clip: clip)
        }
    }

    /// Adds the outline of `shape` drawn in `f` (logical px) to `filler`, in buffer px: traced
    /// straight in (a `ShapePath` would be built per frame); a path as its frame.
    func trace(_ shape: ContentShape, _ f: GestureRect, into filler: PathFiller) {
        let x0 = f.x * scale, y0 = f.y * scale, w = f.width * scale, h = f.height * scale
        switch shape {
        case .rectangle, .path:
            filler.move(to: x0, y0)
            filler.line(to: x0 + w, y0)
            filler.line(to: x0 + w, y0 + h)
            filler.line(to: x0, y0 + h)
        case .ellipse:
            let cx = x0 + w / 2, cy = y0 + h / 2
            let n = Self.arcSegments(max(w, h) / 2) * 4
            filler.move(to: cx + w / 2, cy)
            let unit = Self.circles[n / 4 - 2]
            for k in 1 ..< n { filler.line(to: cx + unit[k].cos * w / 2, cy + unit[k].sin * h / 2) }
        case .roundedRectangle(let radius):
            let r = max(0, min(radius * scale, min(w, h) / 2)), n = Self.arcSegments(r)
            // Each corner's quarter circle, clockwise from the top right's.
            filler.move(to: x0 + w - r, y0)
            let unit = Self.corners[n - 2]
            for corner in 0 ..< 4 {
                let cx = corner == 0 || corner == 1 ? x0 + w - r : x0 + r
                let cy = corner == 1 || corner == 2 ? y0 + h - r : y0 + r
                for k in 0 ... n {
                    let p = unit[corner * (n + 1) + k]
                    filler.line(to: cx + p.cos * r, cy + p.sin * r)
                }
            }
        case .polygon(let points):
            guard points.count >= 3 else { return }
            filler.move(to: x0 + points[0].x * w, y0 + points[0].y * h)
            for p in points.dropFirst() { filler.line(to: x0 + p.x * w, y0 + p.y * h) }
        }
    }

    /// Segments for a quarter circle of radius `r` buffer pixels: about one per 2 px of arc.
    static func arcSegments(_ r: Double) -> Int { max(2, min(32, Int((r * .pi / 4).rounded(.up)))) }

    /// The cosines and sines of an ellipse's `n` points (`n` = 4 × `arcSegments`, from 8 to
    /// 128), at index `n / 4 − 2`, and of a rounded rectangle's corners (`n` + 1 points a
    /// corner, clockwise from the top right's), at `n − 2`: the same angles an outline is
    /// traced at, worked out once rather than at every fill of every frame.
    static let circles: [[(cos: Double, sin: Double)]] = (2 ... 32).map { segments in
        let n = segments * 4
        return (0 ..< n).map { k in
            let a = Double(k) / Double(n) * 2 * .pi
            return (cos(a), sin(a))
        }
    }
    static let corners: [[(cos: Double, sin: Double)]] = (2 ... 32).map { n in
        (0 ..< 4).flatMap { corner in
            let turn = Double(corner - 1) * 0.5
            return (0 ... n).map { k in
                let a = (turn + Double(k) / Double(n) * 0.5) * .pi
                return (cos(a), sin(a))
            }
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

    /// The circle inscribed in `f` (centred in its longer side).
    private func circle(_ f: GestureRect, _ color: Color) {
        let d = min(f.width, f.height)
        fill(.ellipse, GestureRect(x: f.midX - d / 2, y: f.midY - d / 2, width: d, height: d), color)
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
