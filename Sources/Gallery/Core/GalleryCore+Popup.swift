import ContentHost
import Drawing
import Gestures

/// The page's popup (the pointer page's context menu) for the hosts: what is wanted, where the
/// compositor put it, its dismissal, and its drawing into the popup's own buffer.
extension GalleryCore: PopupContent {
    public var popup: PopupRequest? { current.popupRequest }

    /// Where the popup is now, relative to the window: nil when none is open.
    public var popupOrigin: (x: Int, y: Int)? {
        current.popupFrame.map { (Int($0.x.rounded()), Int($0.y.rounded())) }
    }

    public func popupConfigured(x: Int, y: Int, width: Int, height: Int) {
        current.popupPlaced(at: Point(x: Double(x), y: Double(y)))
        popupChanged()
    }

    public func popupDismissed() {
        current.closePopup()
        popupChanged()
    }

    private func popupChanged() {
        dirty = true
        showModal()
    }

    public var popupNeedsRedraw: Bool { current.popupShapes != renderedPopup }

    /// The popup's shapes moved from the window's coordinates to the popup's own, on the
    /// separator colour (the line between the items).
    public func renderPopup(into canvas: Canvas, scale: Double) -> Region {
        if popupFonts?.fit(scale: scale, textScale: settings.textScale) != true {
            popupFonts = GalleryFonts(scale: scale, textScale: settings.textScale)
        }
        let painter = ShapePainter(
            canvas: canvas, scale: scale, fonts: popupFonts, filler: filler, shadows: shadows, palette: palette)
        canvas.fill(canvas.bounds, color: palette.separator)
        let origin = current.popupFrame ?? .zero
        for var shape in current.popupShapes {
            shape.frame = GestureRect(
                x: shape.frame.x - origin.x, y: shape.frame.y - origin.y,
                width: shape.frame.width, height: shape.frame.height)
            painter.draw(shape, focused: false)
        }
        renderedPopup = current.popupShapes
        return Region(canvas.bounds)
    }
}
