import Gestures

/// Two fingers down together and lifted within `maximumDuration`, neither moving past its
/// slop. It claims each touch at its lift more strongly than a tap (1) or a double tap (2), so
/// a one-finger tap on the same region loses both; it reports ended when it has won both.
// doc-example begin
struct TwoFingerTap: CustomRecognizer {
    /// Where the fingers went down: between them.
    typealias Value = Point
    static let kind = GestureKind("twoFingerTap")
    static let tooFar = ExplainReason("a finger moved past the slop")
    static let tooLong = ExplainReason("the fingers stayed down too long")
    static let oneFinger = ExplainReason("lifted before a second finger came")
    var kind: GestureKind { Self.kind }
    /// Seconds from the second finger's down to the last lift.
    var maximumDuration: Double = 0.3
    var pair = TouchPair()
    var won = 0

    mutating func track(_ pointer: Pointer, context: RecognizerContext) -> Bool {
        guard context.source(pointer) == .touch, !pair.isComplete else { return false }
        if pair.add(pointer, context: context) { context.startTimer(at: context.now + maximumDuration) }
        return true
    }

    mutating func handle(_ event: PointerEvent, context: RecognizerContext) {
        let p = event.pointer
        switch event.kind {
        case .moved where context.movement(p).length > context.slop(p): fail(Self.tooFar, context)
        case .lifted where pair.isComplete: context.claim(p, strength: 3, reason: ExplainReason("two fingers tapped"))
        case .lifted: fail(Self.oneFinger, context)
        case .moved, .cancelled: break
        }
    }

    mutating func accepted(_ pointer: Pointer, context: RecognizerContext) {
        won += 1
        guard won == 2 else { return }
        context.report(.ended, pair.startCentroid, id: context.newGestureID(), about: pointer)
        reset(context)
    }

    mutating func rejected(_ pointer: Pointer, context: RecognizerContext) { fail(.otherWon, context) }
    mutating func timerFired(context: RecognizerContext) { fail(Self.tooLong, context) }

    /// Gives up the touches still undecided and starts over.
    mutating func fail(_ reason: ExplainReason, _ context: RecognizerContext) {
        if let p = pair.first { context.giveUp(p, reason: reason) }
        if let p = pair.second { context.giveUp(p, reason: reason) }
        reset(context)
    }

    mutating func reset(_ context: RecognizerContext) {
        pair.reset()
        won = 0
        context.stopTimer()
    }
}
// doc-example end
