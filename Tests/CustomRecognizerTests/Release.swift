import Gestures

/// The smallest useful recognizer, public API only: a release anywhere on its region,
/// however far the finger moved (a button's "touch up", where a tap would give up past the
/// slop). It claims at the lift; when it wins — then, or later if it has to wait — it reports.
// doc-example begin
struct Release: CustomRecognizer {
    let kind = GestureKind("release")

    func handle(_ event: PointerEvent, context: RecognizerContext) {
        if event.kind == .lifted { context.claim(event.pointer, reason: ExplainReason("released")) }
    }

    func accepted(_ pointer: Pointer, context: RecognizerContext) {
        context.report(.ended, id: context.newGestureID(), following: pointer)
    }
}
// doc-example end
