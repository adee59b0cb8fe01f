import Gestures

/// A recognizer written against the public `CustomRecognizer` protocol, as an app would
/// write one, for the composed figures: a touch whose path comes back near where it started
/// after at least `minimumPath` px is a lasso. It follows every touch on its region until the
/// arena is decided, so it adds a member's cost to every event.
public struct Lasso: CustomRecognizer {
    public static let lasso = GestureKind("lasso")
    public static let closed = ExplainReason("the path came back to its start")
    public var kind: GestureKind { Self.lasso }
    public let minimumPath: Double
    /// Each touch's path so far, its length and its last point, until its verdict.
    var paths = PointerTable<(length: Double, last: Point)>()

    public init(minimumPath: Double = 400) { self.minimumPath = minimumPath }

    public mutating func track(_ pointer: Pointer, context: RecognizerContext) -> Bool {
        guard context.source(pointer) == .touch else { return false }
        paths[pointer] = (0, context.start(pointer))
        return true
    }

    public mutating func handle(_ event: PointerEvent, context: RecognizerContext) {
        let p = event.pointer
        guard event.kind == .moved, var path = paths[p] else { return }
        let now = context.position(p)
        path.length += (now - path.last).length
        path.last = now
        paths[p] = path
        if path.length >= minimumPath && context.movement(p).length <= context.slop(p) {
            context.claim(p, strength: 3, reason: Self.closed)
        }
    }

    public mutating func accepted(_ pointer: Pointer, context: RecognizerContext) {
        context.report(.ended, id: context.newGestureID(), following: pointer)
        paths[pointer] = nil
    }

    public mutating func rejected(_ pointer: Pointer, context: RecognizerContext) { paths[pointer] = nil }
}
