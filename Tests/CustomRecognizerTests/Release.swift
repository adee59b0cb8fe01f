import Gestures

/// The smallest useful recognizer, public API only: a release anywhere on its region,
/// however far the finger moved (a button's "touch up", where a tap would give up past the
/// slop). It claims at the lift; when it wins — then, or later if it has to wait — it reports.
final class Release: GestureRecognizer {
    let kind = GestureKind("release")

    func join(_ s: SequenceHandle, region: RegionHandle, context: GestureContext) -> Bool { true }

    func sequenceLifted(_ s: SequenceHandle, context: GestureContext) {
        context.claim(s, by: self, reason: ExplainReason("released"))
    }

    func accepted(_ s: SequenceHandle, context: GestureContext) {
        context.emit(
            kind, .ended, id: context.newGestureID(), sequence: context.sequence(s), source: context.source(s),
            region: context.region(of: self, in: s), location: context.position(s), time: context.verdictTime)
    }
}
