/// A resize from an edge or corner: which sides move, and the value xdg_toplevel.resize
/// carries for it (xdg-shell's resize_edge).
struct ResizeEdges: CustomStringConvertible {
    var left = false, right = false, top = false, bottom = false

    static let right = ResizeEdges(right: true)
    static let bottom = ResizeEdges(bottom: true)
    static let left = ResizeEdges(left: true)
    static let bottomRight = ResizeEdges(right: true, bottom: true)
    static let topLeft = ResizeEdges(left: true, top: true)

    var protocolValue: Int { (top ? 1 : 0) | (bottom ? 2 : 0) | (left ? 4 : 0) | (right ? 8 : 0) }

    var description: String {
        [(top, "top"), (bottom, "bottom"), (left, "left"), (right, "right")].filter(\.0).map(\.1).joined(separator: "-")
    }

    /// The window after a resize by a drag of (dx, dy) from these edges, no smaller than
    /// `minimum`: the dragged sides follow the drag, the others stay.
    func resized(_ r: ScreenRect, by dx: Double, _ dy: Double, minimum: (width: Int, height: Int)) -> ScreenRect {
        let w = max(Double(minimum.width), r.width + (right ? dx : left ? -dx : 0))
        let h = max(Double(minimum.height), r.height + (bottom ? dy : top ? -dy : 0))
        return ScreenRect(x: left ? r.maxX - w : r.x, y: top ? r.maxY - h : r.y, width: w, height: h)
    }
}
