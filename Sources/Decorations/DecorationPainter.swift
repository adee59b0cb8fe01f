import ContentHost
import Drawing

/// What the title bar shows beyond the layout: the title, and which button the pointer or a
/// finger is on.
struct TitleBarLook: Equatable {
    var title: String
    var hovered: DecorationLayout.Button?
    var pressed: DecorationLayout.Button?
}

/// Draws the decorations (shadow, border, title bar, title, buttons) around the content's
/// rectangle at a scale; the content draws itself into its own part of the same buffer.
/// Shapes are drawn from distance functions (`Canvas.blend(_:color:coverage:)`), so corners
/// and icons are antialiased at every scale.
final class DecorationPainter {
    /// Changing it (the desktop's settings) reloads the title's font at the next paint.
    var style: DecorationStyle { didSet { fonts = nil } }
    private var fonts: (scale: Double, font: Font?)?

    init(style: DecorationStyle) { self.style = style }

    private func font(scale: Double) -> Font? {
        if let fonts, fonts.scale == scale { return fonts.font }
        let font = try? Font(
            sansSerifPixelSize: max(1, Int((Double(style.titleFontSize) * scale).rounded())), bold: true)
        fonts = (scale, font)
        return font
    }

    /// Draws everything outside `layout.contentRect` into `canvas` at `scale`; returns the
    /// damage (the four bands around the content), in buffer px.
    func paint(
        _ layout: DecorationLayout, look: TitleBarLook, scale s: Double, into canvas: Canvas,
        content: PixelRect
    ) -> Region {
        let bands = [
            PixelRect(x: 0, y: 0, width: canvas.width, height: content.y),
            PixelRect(x: 0, y: content.y, width: content.x, height: content.height),
            PixelRect(x: content.maxX, y: content.y, width: canvas.width - content.maxX, height: content.height),
            PixelRect(x: 0, y: content.maxY, width: canvas.width, height: canvas.height - content.maxY),
        ].filter { !$0.isEmpty }
        for band in bands { canvas.fill(band, color: .transparent) }
        let active = layout.states.contains(.activated)
        paintShadow(layout, scale: s, into: canvas, bands: bands)
        paintTitleBar(layout, active: active, scale: s, into: canvas)
        for button in layout.buttons { paint(button, layout, look: look, active: active, scale: s, into: canvas) }
        paintTitle(layout, look.title, active: active, scale: s, into: canvas)
        return Region(bands)
    }

    /// The shadow falls off quadratically over the margin; a one-pixel border rings the window.
    private func paintShadow(_ layout: DecorationLayout, scale s: Double, into canvas: Canvas, bands: [PixelRect]) {
        guard layout.margin > 0 else { return }
        let m = Double(layout.margin) * s
        let gx0 = m, gy0 = m
        let gx1 = gx0 + Double(layout.windowWidth) * s, gy1 = gy0 + Double(layout.windowHeight) * s
        let opacity = style.shadowOpacity, borderWidth = max(1, s.rounded())
        for band in bands {
            canvas.blend(band, color: .black) { x, y in
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let dx = max(gx0 - px, 0, px - gx1), dy = max(gy0 - py, 0, py - gy1)
                let d = (dx * dx + dy * dy).squareRoot()
                guard d < m else { return 0 }
                let t = 1 - d / m
                return opacity * t * t
            }
            canvas.blend(band, color: style.border) { x, y in
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let dx = max(gx0 - px, 0, px - gx1), dy = max(gy0 - py, 0, py - gy1)
                return max(dx, dy) <= borderWidth ? 1 : 0
            }
        }
    }

    private func paintTitleBar(_ layout: DecorationLayout, active: Bool, scale s: Double, into canvas: Canvas) {
        let bar = pixels(layout.titleBarRect, s)
        let color = active ? style.activeTitleBar : style.inactiveTitleBar
        let r = Double(layout.cornerRadius) * s
        guard r > 0 else { return canvas.fill(bar, color: color) }
        // Square below the corners, rounded above: each corner pixel covered by the arc.
        canvas.fill(
            PixelRect(
                x: bar.x, y: bar.y + Int(r.rounded(.up)), width: bar.width,
                height: bar.height - Int(r.rounded(.up))), color: color)
        canvas.fill(
            PixelRect(
                x: bar.x + Int(r.rounded(.up)), y: bar.y, width: bar.width - 2 * Int(r.rounded(.up)),
                height: Int(r.rounded(.up))), color: color)
        let left = Double(bar.x) + r, right = Double(bar.maxX) - r, top = Double(bar.y) + r
        let corners = [
            PixelRect(x: bar.x, y: bar.y, width: Int(r.rounded(.up)), height: Int(r.rounded(.up))),
            PixelRect(
                x: bar.maxX - Int(r.rounded(.up)), y: bar.y, width: Int(r.rounded(.up)),
                height: Int(r.rounded(.up))),
        ]
        for (i, corner) in corners.enumerated() {
            let cx = i == 0 ? left : right
            canvas.blend(corner, color: color) { x, y in
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - top
                return min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5))
            }
        }
    }

    private func paint(
        _ button: DecorationLayout.Button, _ layout: DecorationLayout, look: TitleBarLook,
        active: Bool, scale s: Double, into canvas: Canvas
    ) {
        guard let rect = layout.rect(of: button) else { return }
        let box = pixels(rect, s)
        let cx = Double(box.x) + Double(box.width) / 2, cy = Double(box.y) + Double(box.height) / 2
        let radius = Double(box.width) / 2
        let backdrop: Color? =
            look.pressed == button
            ? style.buttonPressed
            : look.hovered == button ? (button == .close ? style.closeHover : style.buttonHover) : nil
        if let backdrop {
            canvas.blend(box, color: backdrop) { x, y in
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                return min(1, max(0, radius - (dx * dx + dy * dy).squareRoot() + 0.5))
            }
        }
        let ink = active || look.hovered == button ? style.activeTitle : style.inactiveTitle
        let half = 5 * s, width = max(1, 1.25 * s)
        // Each icon is a set of segments, stroked by distance.
        var segments: [(Double, Double, Double, Double)]
        switch button {
        case .close:
            segments = [(cx - half, cy - half, cx + half, cy + half), (cx - half, cy + half, cx + half, cy - half)]
        case .minimize:
            // A horizontal stroke centred on a pixel row, so it is one crisp row, not two grey ones.
            let y = (cy + half * 0.6).rounded(.down) + 0.5
            segments = [(cx - half, y, cx + half, y)]
        case .maximize where layout.states.contains(.maximized):
            // Restore: a smaller square in front of another.
            let h = half * 0.75, o = half * 0.35
            segments =
                Self.square(cx - o, cy + o, h) + [
                    (cx - h + o, cy - h - o, cx + h + o, cy - h - o),
                    (cx + h + o, cy - h - o, cx + h + o, cy + h - o),
                ]
        case .maximize:
            segments = Self.square(cx, cy, half * 0.9)
        }
        canvas.blend(box, color: ink) { x, y in
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            var d = Double.infinity
            for (ax, ay, bx, by) in segments { d = min(d, Self.distance(px, py, ax, ay, bx, by)) }
            return min(1, max(0, width / 2 - d + 0.5))
        }
    }

    private static func square(_ cx: Double, _ cy: Double, _ h: Double) -> [(Double, Double, Double, Double)] {
        [
            (cx - h, cy - h, cx + h, cy - h), (cx + h, cy - h, cx + h, cy + h),
            (cx + h, cy + h, cx - h, cy + h), (cx - h, cy + h, cx - h, cy - h),
        ]
    }

    private static func distance(
        _ px: Double, _ py: Double, _ ax: Double, _ ay: Double, _ bx: Double,
        _ by: Double
    ) -> Double {
        let vx = bx - ax, vy = by - ay
        let t = max(0, min(1, ((px - ax) * vx + (py - ay) * vy) / max(1e-9, vx * vx + vy * vy)))
        let dx = px - (ax + t * vx), dy = py - (ay + t * vy)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The title, centred on the window when it fits between the edge and the buttons, else
    /// left in that space; shortened with an ellipsis when it does not fit at all.
    private func paintTitle(
        _ layout: DecorationLayout, _ title: String, active: Bool, scale s: Double,
        into canvas: Canvas
    ) {
        guard let font = font(scale: s), !title.isEmpty else { return }
        let room = pixels(layout.titleRect, s)
        guard room.width > 0 else { return }
        let text = Self.fitted(title, width: room.width, font: font)
        let w = font.width(of: text)
        let bar = pixels(layout.titleBarRect, s)
        let centred = bar.x + (bar.width - w) / 2
        let x = max(room.x, min(centred, room.maxX - w))
        let baseline = bar.y + (bar.height + font.ascent - font.descent) / 2
        canvas.drawText(
            text, font: font, x: x, baseline: baseline,
            color: active ? style.activeTitle : style.inactiveTitle, clip: room)
    }

    static func fitted(_ title: String, width: Int, font: Font) -> String {
        if font.width(of: title) <= width { return title }
        var scalars = Array(title.unicodeScalars)
        while !scalars.isEmpty {
            scalars.removeLast()
            while scalars.last == " " { scalars.removeLast() }
            var s = String.UnicodeScalarView(); s.append(contentsOf: scalars)
            let candidate = String(s) + "…"
            if font.width(of: candidate) <= width { return candidate }
        }
        return ""
    }

    func pixels(_ r: LogicalRect, _ s: Double) -> PixelRect { BufferGeometry.rect(r, scale: s) }
}
