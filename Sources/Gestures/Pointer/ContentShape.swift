/// Where a view takes the pointer and touches (SwiftUI's `contentShape(_:_:eoFill:)`): an oval
/// is hit inside its oval only, not in the corners of its frame.
///
/// Shapes are resolution-independent, as SwiftUI's `Shape` draws itself into any rectangle:
/// the built-in ones fill the view's frame, and a polygon's or a path's points are in unit
/// coordinates, (0, 0) the frame's top-left corner and (1, 1) its bottom-right, so a view
/// resized by a pinch keeps its shape.
///
/// ```swift
/// oval.contentShape(.ellipse)                        // gestures, hover and effects
/// triangle.contentShape(.hoverEffect, .polygon([Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]))
/// ```
public enum ContentShape: Hashable, Sendable {
    case rectangle
    /// Corners of `cornerRadius` logical px (at most half the shorter side).
    case roundedRectangle(cornerRadius: Double)
    /// The ellipse inscribed in the frame (a circle in a square one).
    case ellipse
    /// A polygon through points in unit coordinates, filled by the non-zero rule.
    case polygon([Point])
    /// A path in unit coordinates, filled by the non-zero rule or, `evenOdd`, the even-odd one.
    case path(ShapePath, evenOdd: Bool = false)

    /// Whether `p` is inside the shape drawn in `frame` (both in one coordinate space).
    /// - Complexity: O(1) for the built-in shapes, O(points) for a polygon or path; no allocation.
    public func contains(_ p: Point, in frame: GestureRect) -> Bool {
        guard frame.contains(p) else { return false }
        switch self {
        case .rectangle:
            return true
        case .ellipse:
            let rx = frame.width / 2, ry = frame.height / 2
            guard rx > 0, ry > 0 else { return false }
            let dx = (p.x - frame.x - rx) / rx, dy = (p.y - frame.y - ry) / ry
            return dx * dx + dy * dy <= 1
        case .roundedRectangle(let radius):
            let r = max(0, min(radius, min(frame.width, frame.height) / 2))
            // Distance into the corner square, if the point is in one.
            let cx = min(max(p.x, frame.minX + r), frame.maxX - r)
            let cy = min(max(p.y, frame.minY + r), frame.maxY - r)
            let dx = p.x - cx, dy = p.y - cy
            return dx * dx + dy * dy <= r * r
        case .polygon(let points):
            guard frame.width > 0, frame.height > 0 else { return false }
            return Self.polygonContains(points, Self.unit(p, frame))
        case .path(let path, let evenOdd):
            guard frame.width > 0, frame.height > 0 else { return false }
            return path.contains(Self.unit(p, frame), evenOdd: evenOdd)
        }
    }

    /// The shape as a path drawn in `frame` (for drawing an effect's platter or a highlight).
    public func path(in frame: GestureRect) -> ShapePath {
        switch self {
        case .rectangle: return .rect(frame)
        case .ellipse: return .ellipse(in: frame)
        case .roundedRectangle(let r): return .roundedRect(frame, cornerRadius: r)
        case .polygon(let points):
            return ShapePath.polygon(points).applying(
                scaleX: frame.width, scaleY: frame.height, offset: Point(x: frame.x, y: frame.y))
        case .path(let path, _):
            return path.applying(scaleX: frame.width, scaleY: frame.height, offset: Point(x: frame.x, y: frame.y))
        }
    }

    /// Whether the shape is filled by the even-odd rule.
    public var isEvenOdd: Bool {
        if case .path(_, let evenOdd) = self { return evenOdd }
        return false
    }

    /// A short name for the explain log and snapshots.
    public var name: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let r): "rounded rectangle \(r)"
        case .ellipse: "ellipse"
        case .polygon(let p): "polygon of \(p.count)"
        case .path(let p, let evenOdd): "path of \(p.elements.count)\(evenOdd ? ", even-odd" : "")"
        }
    }

    @inline(__always) private static func unit(_ p: Point, _ f: GestureRect) -> Point {
        Point(x: (p.x - f.x) / f.width, y: (p.y - f.y) / f.height)
    }

    /// Non-zero winding over the closed polygon, in place.
    private static func polygonContains(_ points: [Point], _ p: Point) -> Bool {
        guard points.count >= 3 else { return false }
        var winding = 0
        var a = points[points.count - 1]
        for b in points {
            let side = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
            if a.y <= p.y {
                if b.y > p.y && side > 0 { winding += 1 }
            } else if b.y <= p.y && side < 0 {
                winding -= 1
            }
            a = b
        }
        return winding != 0
    }
}

/// What a content shape is for (SwiftUI's `ContentShapeKinds`).
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Hit testing of gestures and hover: the view takes the pointer and touches only inside.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The pointer's effects (`hoverEffect`, regions, styles): where they begin, and the
    /// shape a highlight's platter and a hover's tint take.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 1)
}
