/// An axis-aligned rectangle in logical pixels. Named with a prefix so that apps which also
/// import a renderer with its own `Rect` need no qualification.
public struct GestureRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public static let zero = GestureRect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }

    /// Half-open containment: the bottom and right edges belong to the next rectangle, so that
    /// rows that touch never both claim a point.
    @inlinable public func contains(_ p: Point) -> Bool {
        p.x >= x && p.x < x + width && p.y >= y && p.y < y + height
    }

    public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
