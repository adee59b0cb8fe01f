import RealModule

/// Two touches and what they do together — their centroid, how far they spread, how far they
/// turn — measured from when the pair formed (the basis of Flutter's scale recognizer): for a
/// ``CustomRecognizer`` to keep in its state (a two-finger tap, a pinch of its own).
public struct TouchPair: Sendable {
    public private(set) var first: Pointer?
    public private(set) var second: Pointer?
    /// The pair's values when it formed.
    public private(set) var startCentroid = Point.zero
    public private(set) var startDistance: Double = 0
    public private(set) var startAngle: Double = 0
    /// Virtual time it formed.
    public private(set) var startTime = GestureTime(milliseconds: 0)

    public init() {}

    /// Both touches are there.
    public var isComplete: Bool { second != nil }

    public func contains(_ p: Pointer) -> Bool { p == first || p == second }

    /// Takes `p` as the first or the second touch; true when it completes the pair (its
    /// values are measured from now). False, and not taken, when the pair is full.
    public mutating func add(_ p: Pointer, context: RecognizerContext) -> Bool {
        guard first != nil else { first = p; return false }
        guard second == nil else { return false }
        second = p
        let (a, b) = positions(context)
        startCentroid = Self.centroid(a, b)
        startDistance = (a - b).length
        startAngle = Self.angle(a, b)
        startTime = context.now
        return true
    }

    /// Empties the pair.
    public mutating func reset() { first = nil; second = nil }

    /// The midpoint of the two touches now.
    public func centroid(_ context: RecognizerContext) -> Point {
        let (a, b) = positions(context)
        return Self.centroid(a, b)
    }

    /// Their distance now over their distance when the pair formed (1 if that was under 1 px).
    public func scale(_ context: RecognizerContext) -> Double {
        let (a, b) = positions(context)
        return startDistance >= 1 ? (a - b).length / startDistance : 1
    }

    /// Degrees turned since the pair formed, in (−180, 180] (clockwise, y down).
    public func rotation(_ context: RecognizerContext) -> Double {
        let (a, b) = positions(context)
        return Self.wrapped(Self.angle(a, b) - startAngle)
    }

    private func positions(_ context: RecognizerContext) -> (Point, Point) {
        guard let first, let second else { preconditionFailure("TouchPair: the pair is not complete") }
        return (context.position(first), context.position(second))
    }

    static func centroid(_ pa: Point, _ pb: Point) -> Point { Point(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2) }

    /// The direction from the first touch to the second, in degrees (clockwise in surface
    /// coordinates, y down).
    static func angle(_ pa: Point, _ pb: Point) -> Double {
        Double.atan2(y: pb.y - pa.y, x: pb.x - pa.x) * 180 / Double.pi
    }

    /// An angle difference in (−180, 180]: turning past the half turn is the short way round.
    static func wrapped(_ degrees: Double) -> Double {
        var r = degrees
        while r > 180 { r -= 360 }
        while r <= -180 { r += 360 }
        return r
    }
}
