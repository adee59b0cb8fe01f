/// A gesture that follows one pointer once it won it — a drag, a press that moves — for a
/// ``CustomRecognizer`` to keep in its state: its identity, and its reports began, changed
/// (with the movement since the last), ended (with the release velocity) or cancelled.
public struct OneSequence: Sendable {
    /// The pointer it follows while it runs.
    public private(set) var pointer: Pointer?
    public private(set) var id: UInt64 = 0
    private var last = Point.zero

    public init() {}

    public var isActive: Bool { pointer != nil }

    /// Begins following `p`: reports began where it is.
    public mutating func begin(_ p: Pointer, context: RecognizerContext) {
        pointer = p
        id = context.newGestureID()
        last = context.position(p)
        context.report(.began, id: id, following: p, velocity: context.velocity(p))
    }

    /// Reports what `event` did to the pointer it follows: changed, ended or cancelled.
    /// Returns whether the event was its pointer's.
    @discardableResult
    public mutating func handle(_ event: PointerEvent, context: RecognizerContext) -> Bool {
        guard let p = pointer, event.pointer == p else { return false }
        switch event.kind {
        case .moved:
            let now = context.position(p)
            context.report(.changed, id: id, following: p, delta: now - last, velocity: context.velocity(p))
            last = now
        case .lifted:
            context.report(.ended, id: id, following: p, velocity: context.velocity(p))
            pointer = nil
        case .cancelled(let reason):
            context.report(.cancelled, id: id, following: p, reason: reason)
            pointer = nil
        }
        return true
    }
}
