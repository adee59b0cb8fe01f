/// A recognizer decided by one pointer, the first to go down, with a deadline and a slop
/// (Flutter's `PrimaryPointerGestureRecognizer`): a tap, a press and hold.
///
/// It implements `kind`, `primary` (its storage), `handlePrimaryPointer` and, with a
/// deadline, `didExceedDeadline`; this protocol does the rest: it tracks the first pointer
/// only (until that one is forgotten), gives it up once it moves past the slop while
/// undecided, and runs the deadline on the recognizer's timer.
public protocol PrimaryPointerRecognizer: CustomRecognizer {
    var primary: PrimaryPointer { get set }
    /// An event of the primary pointer that the slop let through.
    mutating func handlePrimaryPointer(_ event: PointerEvent, context: RecognizerContext)
    /// The deadline passed with the primary pointer down and undecided.
    mutating func didExceedDeadline(context: RecognizerContext)
}

/// The primary pointer and its limits.
public struct PrimaryPointer: Sendable {
    /// How long (s) after the down `didExceedDeadline` is called; nil: never.
    public var deadline: Double?
    /// How far (px) it may move while undecided; nil: the pointer's slop.
    public var slop: Double?
    /// The pointer it follows, from its down until it is forgotten.
    public internal(set) var pointer: Pointer?

    public init(deadline: Double? = nil, slop: Double? = nil) {
        self.deadline = deadline
        self.slop = slop
    }
}

extension ExplainReason {
    /// The primary pointer moved past its slop before it was decided.
    public static let primaryMovedPastSlop = ExplainReason("primaryMovedPastSlop")
}

extension PrimaryPointerRecognizer {
    public mutating func didExceedDeadline(context: RecognizerContext) {}

    public mutating func track(_ pointer: Pointer, context: RecognizerContext) -> Bool {
        if let p = primary.pointer, context.isTracked(p) { return false }
        primary.pointer = pointer
        if let d = primary.deadline { context.startTimer(at: context.startTime(pointer) + d) }
        return true
    }

    public mutating func handle(_ event: PointerEvent, context: RecognizerContext) {
        guard event.pointer == primary.pointer else { return }
        if event.kind != .moved { context.stopTimer() }
        if event.kind == .moved, context.verdict(event.pointer) == nil,
            context.movement(event.pointer).length > primary.slop ?? context.slop(event.pointer)
        {
            context.stopTimer()
            context.giveUp(event.pointer, reason: .primaryMovedPastSlop)
            return
        }
        handlePrimaryPointer(event, context: context)
    }

    public mutating func timerFired(context: RecognizerContext) {
        guard let p = primary.pointer, context.isTracked(p), context.verdict(p) == nil else { return }
        didExceedDeadline(context: context)
    }
}
