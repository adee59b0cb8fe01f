import Canvas
import Gestures

/// The whole frame is drawn each time: a gallery page is a few dozen fills, far below a
/// frame's budget, and a full repaint keeps every buffer exact without damage bookkeeping.
extension GalleryCore {
    public func render(into canvas: Canvas, stale: Region?) -> Region {
        if fonts?.scale != scale { fonts = GalleryFonts(scale: scale) }
        let painter = ShapePainter(canvas: canvas, scale: scale, fonts: fonts, palette: palette)
        canvas.fill(canvas.bounds, color: palette.background)
        let header = GestureRect(x: 0, y: 0, width: Double(width), height: Self.headerHeight)
        canvas.fill(painter.pixels(header), color: palette.headerBackground)
        canvas.fill(
            painter.pixels(GestureRect(x: 0, y: Self.headerHeight - 1, width: Double(width), height: 1)),
            color: palette.separator)
        if page != .home {
            canvas.fill(painter.pixels(backButtonFrame), color: palette.backButton)
            painter.text("< Back", x: backButtonFrame.x + 12, baseline: backButtonFrame.y + 23, palette.text)
        }
        if let title = fonts?.title {
            let x = page == .home ? 16.0 : 112.0
            canvas.drawText(
                page.title, font: title, x: Int((x * scale).rounded()), baseline: Int((36 * scale).rounded()),
                color: palette.text)
        }
        for shape in current.windowShapes { painter.draw(shape, focused: shape.name == focus) }
        dirty = false
        return Region(canvas.bounds)
    }
}
