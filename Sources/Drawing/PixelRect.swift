/// An axis-aligned rectangle in buffer pixels: integer, half-open (`x ..< x + width`).
///
/// Damage, clips and drawing all use it, so every primitive agrees on which pixels a
/// rectangle covers. A rectangle with a non-positive width or height is empty.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The rectangle spanning `x0 ..< x1`, `y0 ..< y1` (empty when reversed).
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { isEmpty ? 0 : width * height }

    /// The overlap, or an empty rectangle (`.zero`) when there is none.
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return x0 < x1 && y0 < y1 ? PixelRect(x0: x0, y0: y0, x1: x1, y1: y1) : .zero
    }

    public func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }

    /// The smallest rectangle holding both; an empty operand is ignored.
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(
            x0: min(x, other.x), y0: min(y, other.y),
            x1: max(maxX, other.maxX), y1: max(maxY, other.maxY))
    }

    public func contains(_ other: PixelRect) -> Bool {
        other.isEmpty
            || (!isEmpty && other.x >= x && other.y >= y
                && other.maxX <= maxX && other.maxY <= maxY)
    }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// Grown by `d` on every side (shrunk when negative).
    public func insetBy(_ d: Int) -> PixelRect {
        PixelRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    public func offsetBy(dx: Int = 0, dy: Int = 0) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    public var description: String { "\(width)×\(height)+\(x)+\(y)" }
}
