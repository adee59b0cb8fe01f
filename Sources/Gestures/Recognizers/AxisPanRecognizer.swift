/// A touchpad horizontal run over a region (finger or continuous source, direction locked
/// for the whole run): `.axisPan` with `delta.x` per report. Escape cancels it; the rest of
/// the run is then ignored until it stops.
///
/// A pan moves what is under the fingers, so it follows them, whatever the user's scroll
/// direction: under natural scrolling (`AxisRun.inverted`) its deltas, translation and
/// velocity are the values turned back.
package final class AxisPanRecognizer: GestureRecognizer {
    package var kind: GestureKind { .axisPan }
    package var inputs: GestureInputs { .axis }
    package var cancelsOnEscape: Bool { true }

    var gesture = AxisRunGesture()

    package init() {}

    package func regionsReplaced(_ map: RegionMap) { gesture.region = map[gesture.region] }

    package func axisRunBegan(_ run: AxisRun, region r: RegionHandle, context: EngineContext) -> Bool {
        guard run.axis == .horizontal else { return false }
        gesture.begin(kind, run.alongTheFingers, region: r, context: context)
        return true
    }

    package func axisRunMoved(_ run: AxisRun, step: Point, context: EngineContext) {
        let sign: Double = run.inverted ? -1 : 1
        gesture.move(kind, run.alongTheFingers, step: Point(x: sign * step.x, y: sign * step.y), context: context)
    }

    package func axisRunEnded(_ run: AxisRun, velocity v: Point, cancel: CancelReason?, context: EngineContext) {
        let sign: Double = run.inverted ? -1 : 1
        _ = gesture.end(
            kind, run.alongTheFingers, velocity: Point(x: sign * v.x, y: sign * v.y), cancel: cancel,
            context: context)
    }

    package var activeGestureCount: Int { gesture.active ? 1 : 0 }
}
