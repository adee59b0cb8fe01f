// Touchpad pinch (zwp_pointer_gestures_v1): reported as `.pinch` with source `.touchpad`, the
// scale as the compositor sends it (relative to begin), about the pointer.

extension GestureEngine {
    func touchpadPinchBegin(time: UInt32) {
        stopFling(reason: .interrupted, sequence: .touchpadGesture)
        if touchpadPinch.active { touchpadPinchEnd(cancelled: true) }
        guard let p = pointerLocation else { return }
        let r = regionWith(.touchpadPinch, at: p)
        guard r >= 0 else { return }
        touchpadPinch = TouchpadPinchState(active: true, id: newGestureID(), region: Int32(r),
                                           start: p, lastScale: 1, rotation: 0)
        note(.touchpadGesture, .accepted, .pinch, region: Int32(r))
        emit(.pinch, .began, id: touchpadPinch.id, sequence: .touchpadGesture, source: .touchpad,
             region: Int32(r), location: p, start: p)
    }

    func touchpadPinchUpdate(delta: Point, scale: Double, rotation: Double) {
        guard touchpadPinch.active else { return }
        if scale.isFinite, scale > 0 { touchpadPinch.lastScale = scale }
        if rotation.isFinite { touchpadPinch.rotation += rotation }
        let p = pointerLocation ?? touchpadPinch.start
        emit(.pinch, .changed, id: touchpadPinch.id, sequence: .touchpadGesture, source: .touchpad,
             region: touchpadPinch.region, location: p, start: touchpadPinch.start,
             delta: delta.x.isFinite && delta.y.isFinite ? delta : .zero,
             scale: touchpadPinch.lastScale, verticalScale: touchpadPinch.lastScale,
             rotation: touchpadPinch.rotation)
    }

    func touchpadPinchEnd(cancelled: Bool, reason: CancelReason = .compositor) {
        guard touchpadPinch.active else { return }
        touchpadPinch.active = false
        let p = pointerLocation ?? touchpadPinch.start
        emit(.pinch, cancelled ? .cancelled : .ended, id: touchpadPinch.id, sequence: .touchpadGesture,
             source: .touchpad, region: touchpadPinch.region, location: p, start: touchpadPinch.start,
             scale: touchpadPinch.lastScale, verticalScale: touchpadPinch.lastScale,
             rotation: touchpadPinch.rotation, reason: cancelled ? reason : nil)
        if cancelled { note(.touchpadGesture, .cancelled, .pinch, region: touchpadPinch.region, reason: .cancelledBy, cancel: reason) }
    }
}
