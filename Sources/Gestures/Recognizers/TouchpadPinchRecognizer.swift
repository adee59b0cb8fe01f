/// Touchpad pinch (pointer-gestures): reported as `.pinch` with source `.touchpad`, the
/// scale as the compositor sends it (relative to begin), about the pointer.
package final class TouchpadPinchRecognizer: GestureRecognizer {
    package var kind: GestureKind { .pinch }
    package var inputs: GestureInputs { .touchpad }

    var active = false
    var id: UInt64 = 0
    var region = RegionHandle.none
    var start = Point.zero
    var lastScale: Double = 1
    var rotation: Double = 0

    package init() {}

    package func regionsReplaced(_ map: RegionMap) { region = map[region] }

    package func touchpad(_ e: InputEvent, region r: RegionHandle?, context: EngineContext) -> Bool {
        switch e {
        case .pinchBegin:
            guard let r, let p = context.pointerLocation else { return false }
            end(cancel: .compositor, context: context)   // a begin without the end of the last
            active = true; id = context.newGestureID(); region = r; start = p; lastScale = 1; rotation = 0
            context.note(.touchpadGesture, .accepted, .pinch, region: r)
            context.emit(
                .pinch, .began, id: id, sequence: .touchpadGesture, source: .touchpad,
                region: r, location: p, start: p)
            return true
        case .pinchUpdate(let delta, let scale, let rotation, _):
            guard active else { return false }
            if scale.isFinite, scale > 0 { lastScale = scale }
            if rotation.isFinite { self.rotation += rotation }
            context.emit(
                .pinch, .changed, id: id, sequence: .touchpadGesture, source: .touchpad,
                region: region, location: context.pointerLocation ?? start, start: start,
                delta: delta.x.isFinite && delta.y.isFinite ? delta : .zero,
                scale: lastScale, verticalScale: lastScale, rotation: self.rotation)
            return true
        case .pinchEnd(let cancelled, _):
            guard active else { return false }
            end(cancel: cancelled ? .compositor : nil, context: context)
            return true
        default:
            return false
        }
    }

    package func cancelAll(inputs: GestureInputs, reason: CancelReason, context: EngineContext) {
        if inputs.contains(.touchpad) { end(cancel: reason, context: context) }
    }

    func end(cancel: CancelReason?, context: EngineContext) {
        guard active else { return }
        active = false
        context.emit(
            .pinch, cancel == nil ? .ended : .cancelled, id: id, sequence: .touchpadGesture,
            source: .touchpad, region: region, location: context.pointerLocation ?? start, start: start,
            scale: lastScale, verticalScale: lastScale, rotation: rotation, reason: cancel)
        if let cancel {
            context.note(.touchpadGesture, .cancelled, .pinch, region: region, reason: .cancelledBy, cancel: cancel)
        }
    }

    package var activeGestureCount: Int { active ? 1 : 0 }
}
