/// Wheel and touchpad scrolling of a scrolling region: a wheel frame scrolls at once
/// (reported `.wheel`, discrete); a touchpad run locked on the region's axis (vertically for
/// a region that does not scroll) is `.axisScroll` and hands its velocity to a fling at
/// axis_stop. Both chain as a drag does: what the region cannot take at its edge scrolls the
/// regions around it, each on its own axis (a wheel's horizontal part pans a pager around a
/// vertical list). With the configuration's zoom modifiers held, the wheel is left to a zoom.
package final class AxisScrollRecognizer: GestureRecognizer {
    package var kind: GestureKind { .axisScroll }
    package var inputs: GestureInputs { .axis }

    var gesture = AxisRunGesture()

    package init() {}

    package func regionsReplaced(_ map: RegionMap) { gesture.region = map[gesture.region] }

    package func wheel(_ f: AxisFrame, region r: RegionHandle, context: EngineContext) -> Bool {
        let c = context.configuration
        if !c.wheelZoomModifiers.isEmpty, context.modifiers.isSuperset(of: c.wheelZoomModifiers) { return false }
        let delta =
            f.hasValue
            ? f.value
            : Point(x: f.discrete.x * c.wheelPixelsPerDetent, y: f.discrete.y * c.wheelPixelsPerDetent)
        context.stopFlings(around: r, reason: .interrupted, sequence: .axis)
        if context.scrolls(r) { context.scroll(r, by: delta) }
        context.emit(
            .wheel, .ended, id: context.newGestureID(), sequence: .axis, source: .wheel, region: r,
            location: context.pointerLocation ?? .zero, delta: delta)
        return true
    }

    package func axisRunBegan(_ run: AxisRun, region r: RegionHandle, context: EngineContext) -> Bool {
        guard run.axis == context.scrollAxis(r) ?? .vertical else { return false }
        gesture.begin(kind, run, region: r, context: context)
        return true
    }

    package func axisRunMoved(_ run: AxisRun, step: Point, context: EngineContext) {
        if context.scrolls(gesture.region) {
            context.scroll(gesture.region, by: run.axis == .vertical ? Point(x: 0, y: step.y) : Point(x: step.x, y: 0))
        }
        gesture.move(kind, run, step: step, context: context)
    }

    package func axisRunEnded(_ run: AxisRun, velocity v: Point, cancel: CancelReason?, context: EngineContext) {
        guard gesture.end(kind, run, velocity: v, cancel: cancel, context: context), cancel == nil,
            context.scrolls(gesture.region)
        else { return }
        // axis values already point the way the offset moves.
        context.fling(
            velocity: run.axis == .vertical ? v.y : v.x, region: gesture.region, source: .touchpad,
            at: context.pointerLocation ?? run.start)
    }

    package var activeGestureCount: Int { gesture.active ? 1 : 0 }
}
