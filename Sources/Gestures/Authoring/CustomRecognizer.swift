/// A recognizer as an app writes one (Flutter's `OneSequenceGestureRecognizer`): a value
/// that tracks the pointers it is offered, asks the arena for them, and hears the verdicts.
///
/// A custom recognizer implements `kind` and `handle(_:context:)`, and usually `track`,
/// `accepted` or `timerFired`; everything else has a default. It is a value: each place it is
/// attached (every `GestureView.gesture(_:including:)` and its siblings) runs its own copy,
/// so one declaration used in two places or two hosts never mixes their input.
///
/// What it is promised:
/// - a pointer is offered once, to `track`; events of a tracked pointer come in order
///   (moves, then its lift or cancel) until it is rejected;
/// - the arena answers each tracked pointer by the rules of <doc:TheArena>: once, and never
///   while one of its own callbacks runs;
/// - a pointer is followed live — its position, its start, its region — until both its verdict
///   and its end (lift or cancel) have come; then it is forgotten and nothing more is said of
///   it, and asked about, it answers with what it last was (`RecognizerContext`).
///
/// The shapes most recognizers have are helpers to hold in its state: ``OneSequence`` (a
/// gesture that follows one pointer), ``PrimaryPointerRecognizer`` (one pointer with a
/// deadline and a slop) and ``TouchPair`` (two touches and their spread, turn and centroid).
public protocol CustomRecognizer: Gesture where Body == Never {
    /// What its gesture's callbacks get: by default its latest report itself; a type of its
    /// own when it reports one (`RecognizerContext.report(_:_:id:about:)`).
    associatedtype Value = GestureReport
    /// What its reports and its arena decisions are called.
    var kind: GestureKind { get }
    /// A pointer went down on its region (or a descendant of it): true to track it (join its
    /// arena). By default every pointer is tracked.
    mutating func track(_ pointer: Pointer, context: RecognizerContext) -> Bool
    /// A tracked pointer moved, lifted or was cancelled.
    mutating func handle(_ event: PointerEvent, context: RecognizerContext)
    /// The arena gave it the pointer.
    mutating func accepted(_ pointer: Pointer, context: RecognizerContext)
    /// The arena took the pointer from it (another won, it gave up, the sequence ended
    /// undecided); no event of that pointer follows.
    mutating func rejected(_ pointer: Pointer, context: RecognizerContext)
    /// Its timer (`RecognizerContext.startTimer(at:)`) is due; `context.now` is when.
    mutating func timerFired(context: RecognizerContext)
}

extension CustomRecognizer {
    public mutating func track(_ pointer: Pointer, context: RecognizerContext) -> Bool { true }
    public mutating func accepted(_ pointer: Pointer, context: RecognizerContext) {}
    public mutating func rejected(_ pointer: Pointer, context: RecognizerContext) {}
    public mutating func timerFired(context: RecognizerContext) {}

    /// An arena member running a copy of this recognizer, for a region's `gestures`: each
    /// call makes an independent one.
    package func makeRecognizer() -> any GestureRecognizer { CustomRecognizerMember(self) }

    /// Attached, its value is what its reports carry: `onChanged` hears began and changed,
    /// `onEnded` ended, `onCancelled` a cancel. A report that carries no value says nothing.
    public func _makeInstance() -> _GestureInstance<Value> {
        let member = CustomRecognizerMember(self)
        member.carriesValues = true
        let instance = RecognizerInstance<Value>(member) { e in
            switch e.phase {
            case .cancelled: return .cancelled(e.cancelReason ?? .app)
            case .entered, .exited: return .nothing
            case .began, .changed:
                return member.takeValue(id: e.id.rawValue, phase: e.phase).map { .changed($0) } ?? .nothing
            case .ended:
                return member.takeValue(id: e.id.rawValue, phase: e.phase).map { .ended($0) } ?? .nothing
            }
        }
        return _GestureInstance(instance)
    }
}

extension CustomRecognizer where Value == GestureReport {
    /// Attached, its value is its latest report: `onChanged` hears began and changed,
    /// `onEnded` ended.
    public func _makeInstance() -> _GestureInstance<GestureReport> {
        _GestureInstance(RecognizerInstance.followingRuns(of: makeRecognizer()) { $0 })
    }
}

/// One finger, or the pressed primary button, from its down to its lift, as a custom
/// recognizer tracks it (Flutter's pointer). A plain value to keep in the recognizer's state;
/// ask the context where it is.
public struct Pointer: Hashable, Sendable, CustomStringConvertible {
    /// Its record in the member that tracks it (the arena's index) and the record's use.
    @usableFromInline let record: Int
    @usableFromInline let serial: UInt64
    /// The touch point or the pointer it is.
    public let sequence: InputSequence

    public var description: String { "\(sequence)" }
}

/// What happened to a tracked pointer.
public struct PointerEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case moved
        case lifted
        /// Cancelled after it was won (a touch cancel, focus loss, another gesture took it over).
        case cancelled(CancelReason)
    }
    public let pointer: Pointer
    public let kind: Kind
}
