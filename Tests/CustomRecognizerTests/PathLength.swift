import Gestures

/// Per-pointer state in a `PointerTable`: each touch's path length, its value at its lift,
/// so that several fingers at once keep theirs apart.
struct PathLength: CustomRecognizer {
    struct Value: Equatable {
        var sequence: InputSequence
        var length: Double
    }
    static let kind = GestureKind("pathLength")
    var kind: GestureKind { Self.kind }
    var paths = PointerTable<(length: Double, last: Point)>()

    mutating func track(_ pointer: Pointer, context: RecognizerContext) -> Bool {
        paths[pointer] = (0, context.start(pointer))
        return true
    }

    mutating func handle(_ event: PointerEvent, context: RecognizerContext) {
        let p = event.pointer
        guard var path = paths[p] else { return }
        let now = context.position(p)
        path.length += (now - path.last).length
        path.last = now
        paths[p] = path
        guard event.kind == .lifted else { return }
        context.report(.ended, Value(sequence: p.sequence, length: path.length), id: context.newGestureID(), about: p)
        paths[p] = nil
    }

    mutating func rejected(_ pointer: Pointer, context: RecognizerContext) { paths[pointer] = nil }
}
