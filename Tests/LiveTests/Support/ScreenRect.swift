/// A rectangle in the compositor's global (output) coordinates, the way kwin's scripting API
/// and sway's tree report where a window is.
struct ScreenRect: Equatable, CustomStringConvertible {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }

    var description: String { "(\(fmt(x)), \(fmt(y))) \(fmt(width))×\(fmt(height))" }

    /// How far this rectangle's origin is from `other`'s.
    func offset(from other: ScreenRect) -> (dx: Double, dy: Double) { (x - other.x, y - other.y) }

    /// The same size as `other`.
    func hasSize(of other: ScreenRect) -> Bool { width == other.width && height == other.height }

    private func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}

extension ScreenRect {
    /// sway's `rect` (and `window_rect`, `geometry`) objects.
    init?(sway node: [String: Any]?) {
        guard let node, let x = node["x"] as? Int, let y = node["y"] as? Int,
            let w = node["width"] as? Int, let h = node["height"] as? Int
        else { return nil }
        self.init(x: Double(x), y: Double(y), width: Double(w), height: Double(h))
    }
}

extension ScreenRect {
    /// The point (dx, dy) from the rectangle's top-left corner.
    func point(_ dx: Double, _ dy: Double) -> (x: Double, y: Double) { (x + dx, y + dy) }

    func moved(by dx: Double, _ dy: Double) -> ScreenRect {
        ScreenRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    func sized(_ w: Double, _ h: Double) -> ScreenRect { ScreenRect(x: x, y: y, width: w, height: h) }
}
