import ContentHost
import Drawing
import Gestures

/// Draws a custom pointer into its buffer, through `Canvas`: the buffer cleared to
/// transparent, the path filled with the pointer's fill colour by its rule, then its outline
/// drawn over it, `lineWidth` logical px wide and centred on the path.
enum CursorPainter {
    /// - Parameter scale: buffer px per logical px of the pointer's box.
    static func paint(_ pointer: CustomPointer, into canvas: Canvas, scale: Double, filler: PathFiller) {
        canvas.fill(canvas.bounds, color: Color(argb: 0))
        filler.removeAll()
        filler.add(pointer.path, scale: scale)
        filler.fill(into: canvas, color: premultiplied(pointer.fill), evenOdd: pointer.evenOdd)
        guard pointer.lineWidth > 0, pointer.lineWidth.isFinite, pointer.stroke >> 24 != 0 else { return }
        filler.removeAll()
        filler.addStroke(of: pointer.path, width: pointer.lineWidth, scale: scale)
        filler.fill(into: canvas, color: premultiplied(pointer.stroke))
    }

    /// `CustomPointer`'s colours are straight 0xAARRGGBB; the canvas's are premultiplied.
    static func premultiplied(_ argb: UInt32) -> Color {
        Color(
            red: UInt8(truncatingIfNeeded: argb >> 16), green: UInt8(truncatingIfNeeded: argb >> 8),
            blue: UInt8(truncatingIfNeeded: argb), alpha: Double(argb >> 24) / 255)
    }
}
