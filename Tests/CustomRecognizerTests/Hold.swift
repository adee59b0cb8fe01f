import Gestures

/// A press held still for `primary.deadline`, on the primary-pointer helper: it claims at the
/// deadline and reports, stamped when the deadline was due; lifting before, or moving past
/// the slop, is no hold.
struct Hold: PrimaryPointerRecognizer {
    static let kind = GestureKind("hold")
    var kind: GestureKind { Self.kind }
    var primary = PrimaryPointer(deadline: 0.4)

    func handlePrimaryPointer(_ event: PointerEvent, context: RecognizerContext) {
        if event.kind == .lifted && context.verdict(event.pointer) == nil {
            context.giveUp(event.pointer, reason: ExplainReason("lifted before the deadline"))
        }
    }

    func didExceedDeadline(context: RecognizerContext) {
        if let p = primary.pointer { context.claim(p, reason: ExplainReason("held still")) }
    }

    func accepted(_ pointer: Pointer, context: RecognizerContext) {
        context.report(.ended, id: context.newGestureID(), following: pointer)
    }
}
