/// The gesture of a touchpad scroll run, as the recognizer that owns the run reports it:
/// began when the run locks its direction, changed per step, ended or cancelled.
struct AxisRunGesture {
    var active = false
    var id: UInt64 = 0
    var region = RegionHandle.none

    mutating func begin(_ kind: GestureKind, _ run: AxisRun, region r: RegionHandle, context: EngineContext) {
        active = true
        id = context.newGestureID()
        region = r
        context.emit(
            kind, .began, id: id, sequence: .axis, source: .touchpad, region: r,
            location: context.pointerLocation ?? .zero, start: run.start)
    }

    func move(_ kind: GestureKind, _ run: AxisRun, step: Point, context: EngineContext) {
        context.emit(
            kind, .changed, id: id, sequence: .axis, source: .touchpad, region: region,
            location: context.pointerLocation ?? .zero, start: run.start,
            translation: run.translation, delta: step, velocity: run.velocity)
    }

    /// Returns false when it was not running.
    mutating func end(
        _ kind: GestureKind, _ run: AxisRun, velocity v: Point, cancel: CancelReason?,
        context: EngineContext
    ) -> Bool {
        guard active else { return false }
        active = false
        context.emit(
            kind, cancel == nil ? .ended : .cancelled, id: id, sequence: .axis, source: .touchpad,
            region: region, location: context.pointerLocation ?? run.start, start: run.start,
            translation: run.translation, velocity: v, reason: cancel)
        if let cancel { context.note(.axis, .cancelled, kind, region: region, reason: .cancelledBy, cancel: cancel) }
        return true
    }
}
