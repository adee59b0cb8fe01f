import Drawing
import Gestures

extension PathFiller {
    /// Adds `path`, each point `p` drawn at `offset + p × scale` (logical px to buffer pixels).
    public func add(_ path: ShapePath, scale: Double, offset: Point = .zero) {
        var first = true
        var last = Point.zero
        path.forEachSegment { a, b in
            if first || a != last { move(to: offset.x + a.x * scale, offset.y + a.y * scale) }
            line(to: offset.x + b.x * scale, offset.y + b.y * scale)
            first = false
            last = b
        }
        close()
    }

    /// Adds the outline of `path`, `width` logical px wide, centred on it (fill it by the
    /// non-zero rule).
    public func addStroke(of path: ShapePath, width: Double, scale: Double, offset: Point = .zero) {
        path.forEachSegment { a, b in
            strokeSegment(
                offset.x + a.x * scale, offset.y + a.y * scale, offset.x + b.x * scale, offset.y + b.y * scale,
                width: width * scale)
        }
    }
}
