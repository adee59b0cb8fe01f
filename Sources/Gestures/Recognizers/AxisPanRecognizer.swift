/// A touchpad horizontal run over a region (finger or continuous source, direction locked
/// for the whole run): `.axisPan` with `delta.x` per report. Escape cancels it; the rest of
/// the run is then ignored until it stops.
public final class AxisPanRecognizer: GestureRecognizer {
    public var kind: GestureKind { .axisPan }
    public var inputs: GestureInputs { .axis }
    public var cancelsOnEscape: Bool { true }

    @exclusivity(unchecked) var gesture = AxisRunGesture()

    public init() {}

    public func regionsReplaced(_ map: RegionMap) { gesture.region = map[gesture.region] }

    public func axisRunBegan(_ run: AxisRun, region r: RegionHandle, context: GestureContext) -> Bool {
        guard run.axis == .horizontal else { return false }
        gesture.begin(kind, run, region: r, context: context)
        return true
    }

    public func axisRunMoved(_ run: AxisRun, step: Point, context: GestureContext) {
        gesture.move(kind, run, step: step, context: context)
    }

    public func axisRunEnded(_ run: AxisRun, velocity v: Point, cancel: CancelReason?, context: GestureContext) {
        _ = gesture.end(kind, run, velocity: v, cancel: cancel, context: context)
    }

    public var activeGestureCount: Int { gesture.active ? 1 : 0 }
}
