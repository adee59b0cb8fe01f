import Gestures

/// A recognizer written against the public `GestureRecognizer` protocol, as an app would
/// write one, for the composed figures: a touch whose path comes back near where it started
/// after at least `minimumPath` px is a lasso. It follows every touch on its region until the
/// arena is decided, so it adds a member's cost to every event.
public final class Lasso: GestureRecognizer {
    public static let lasso = GestureKind("lasso")
    public static let closed = ExplainReason("the path came back to its start")
    public var kind: GestureKind { Self.lasso }
    public let minimumPath: Double
    var path: [Double] = []
    var last: [Point] = []

    public init(minimumPath: Double = 400) { self.minimumPath = minimumPath }

    public func prepare(sequenceCapacity n: Int) {
        if path.count < n {
            path = Array(repeating: 0, count: n)
            last = Array(repeating: .zero, count: n)
        }
    }

    public func join(_ s: SequenceHandle, region: RegionHandle, context: GestureContext) -> Bool {
        guard context.source(s) == .touch else { return false }
        path[s.slot] = 0
        last[s.slot] = context.start(s)
        return true
    }

    public func sequenceMoved(_ s: SequenceHandle, context: GestureContext) {
        let p = context.position(s)
        path[s.slot] += (p - last[s.slot]).length
        last[s.slot] = p
        if path[s.slot] >= minimumPath && context.movement(s).length <= context.slop(s) {
            context.claim(s, by: self, strength: 3, reason: Self.closed)
        }
    }

    public func accepted(_ s: SequenceHandle, context: GestureContext) {
        guard s.slot >= 0 else { return }
        context.emit(
            kind, .ended, id: context.newGestureID(), sequence: context.sequence(s), source: .touch,
            region: .none, location: context.position(s), start: context.start(s))
    }
}
