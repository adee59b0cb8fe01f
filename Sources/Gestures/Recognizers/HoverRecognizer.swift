/// Pointer hover: began when the pointer enters one of its regions, changed on motion and on
/// modifier changes, ended when it leaves that region (or the surface). The engine looks
/// again after every call, so content scrolling under a still pointer moves the hover too.
///
/// With `pausesWhilePressed`, a button press ends the hover and its release begins it again
/// where the pointer is, as UIKit's hover recognizer hands a click over to the touch it
/// becomes: what a drag with the button held does is the drag's, not the hover's.
package final class HoverRecognizer: GestureRecognizer {
    package var kind: GestureKind { .hover }
    package var inputs: GestureInputs { .hover }
    package let pausesWhilePressed: Bool

    var active = false
    var id: UInt64 = 0
    var region = RegionHandle.none
    var start = Point.zero
    var last = Point.zero

    package init(pausesWhilePressed: Bool = false) { self.pausesWhilePressed = pausesWhilePressed }

    package func regionsReplaced(_ map: RegionMap) { region = map[region] }

    package func hover(_ r: RegionHandle?, context: EngineContext) {
        let r = pausesWhilePressed && context.pointerIsPressed ? .none : r ?? .none
        let p = context.pointerLocation ?? last
        if active && region != r {
            context.emit(
                .hover, .ended, id: id, sequence: .pointer, source: .mouse, region: region,
                location: p, start: start, translation: p - start)
            active = false
        }
        guard r.exists else { return }
        if !active {
            active = true; id = context.newGestureID(); region = r
            start = p; last = p
            context.emit(
                .hover, .began, id: id, sequence: .pointer, source: .mouse, region: r,
                location: p, start: p)
        } else if p != last {
            context.emit(
                .hover, .changed, id: id, sequence: .pointer, source: .mouse, region: r,
                location: p, start: start, translation: p - start, delta: p - last)
            last = p
        }
    }

    package func modifiersChanged(context: EngineContext) {
        guard active else { return }
        context.emit(
            .hover, .changed, id: id, sequence: .pointer, source: .mouse, region: region,
            location: last, start: start, translation: last - start)
    }

    package func cancelAll(inputs: GestureInputs, reason: CancelReason, context: EngineContext) {
        guard inputs.contains(.hover), active else { return }
        active = false
        context.emit(
            .hover, .cancelled, id: id, sequence: .pointer, source: .mouse, region: region,
            location: last, start: start, reason: reason)
    }

    package var activeGestureCount: Int { active ? 1 : 0 }
}
