import Gestures

/// A drag in any direction on the one-sequence helper: it claims once the pointer moved past
/// its slop, and follows the pointer from then on.
struct Stroke: CustomRecognizer {
    static let kind = GestureKind("stroke")
    var kind: GestureKind { Self.kind }
    var stroke = OneSequence()

    mutating func handle(_ event: PointerEvent, context: RecognizerContext) {
        guard !stroke.handle(event, context: context), event.kind == .moved else { return }
        if context.movement(event.pointer).length > context.slop(event.pointer) {
            context.claim(event.pointer, reason: ExplainReason("moved past the slop"))
        }
    }

    mutating func accepted(_ pointer: Pointer, context: RecognizerContext) {
        if !stroke.isActive { stroke.begin(pointer, context: context) }
    }
}
