/// A touchpad horizontal run over a region (finger or continuous source, direction locked
/// for the whole run): `.axisPan` with `delta.x` per report. Escape cancels it; the rest of
/// the run is then ignored until it stops.
public final class AxisPanRecognizer: GestureRecognizer {
    public var kind: GestureKind { .axisPan }
    public var inputs: GestureInputs { .axis }
    public var cancelsOnEscape: Bool { true }

    var active = false
    var id: UInt64 = 0
    var region = RegionHandle.none

    public init() {}

    public func regionsReplaced(_ map: RegionMap) { region = map[region] }

    public func axisRunBegan(_ run: AxisRun, region r: RegionHandle, context: GestureContext) -> Bool {
        guard run.axis == .horizontal else { return false }
        active = true
        id = context.newGestureID()
        region = r
        context.emit(.axisPan, .began, id: id, sequence: .axis, source: .touchpad, region: r,
                     location: context.pointerLocation ?? .zero, start: run.start)
        return true
    }

    public func axisRunMoved(_ run: AxisRun, step: Point, context: GestureContext) {
        context.emit(.axisPan, .changed, id: id, sequence: .axis, source: .touchpad, region: region,
                     location: context.pointerLocation ?? .zero, start: run.start,
                     translation: run.translation, delta: step, velocity: run.velocity)
    }

    public func axisRunEnded(_ run: AxisRun, velocity v: Point, cancel: CancelReason?, context: GestureContext) {
        guard active else { return }
        active = false
        context.emit(.axisPan, cancel == nil ? .ended : .cancelled, id: id, sequence: .axis,
                     source: .touchpad, region: region, location: context.pointerLocation ?? run.start,
                     start: run.start, translation: run.translation, velocity: v, reason: cancel)
        if let cancel { context.note(.axis, .cancelled, .axisPan, region: region, reason: .cancelledBy, cancel: cancel) }
    }

    public var activeGestureCount: Int { active ? 1 : 0 }
}
