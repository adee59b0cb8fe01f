/// Wheel and touchpad scrolling of a scrolling region: a wheel frame scrolls at once
/// (reported `.wheel`, discrete); a touchpad run locked vertically is `.axisScroll` and hands
/// its velocity to a fling at axis_stop. With the configuration's zoom modifiers held, the
/// wheel is left to a zoom.
public final class AxisScrollRecognizer: GestureRecognizer {
    public var kind: GestureKind { .axisScroll }
    public var inputs: GestureInputs { .axis }

    @exclusivity(unchecked) var gesture = AxisRunGesture()

    public init() {}

    public func regionsReplaced(_ map: RegionMap) { gesture.region = map[gesture.region] }

    public func wheel(_ f: AxisFrame, region r: RegionHandle, context: GestureContext) -> Bool {
        let c = context.configuration
        if !c.wheelZoomModifiers.isEmpty, context.modifiers.isSuperset(of: c.wheelZoomModifiers) { return false }
        let delta =
            f.hasValue
            ? f.value
            : Point(x: f.discrete.x * c.wheelPixelsPerDetent, y: f.discrete.y * c.wheelPixelsPerDetent)
        context.stopFling(reason: .interrupted, sequence: .axis)
        if context.scrolls(r) { context.scroll(by: delta.y) }
        context.emit(
            .wheel, .ended, id: context.newGestureID(), sequence: .axis, source: .wheel, region: r,
            location: context.pointerLocation ?? .zero, delta: delta)
        return true
    }

    public func axisRunBegan(_ run: AxisRun, region r: RegionHandle, context: GestureContext) -> Bool {
        guard run.axis == .vertical else { return false }
        gesture.begin(kind, run, region: r, context: context)
        return true
    }

    public func axisRunMoved(_ run: AxisRun, step: Point, context: GestureContext) {
        if context.scrolls(gesture.region) { context.scroll(by: step.y) }
        gesture.move(kind, run, step: step, context: context)
    }

    public func axisRunEnded(_ run: AxisRun, velocity v: Point, cancel: CancelReason?, context: GestureContext) {
        guard gesture.end(kind, run, velocity: v, cancel: cancel, context: context), cancel == nil,
            context.scrolls(gesture.region)
        else { return }
        // axis values already point the way the offset moves.
        context.fling(
            velocity: v.y, region: gesture.region, source: .touchpad,
            at: context.pointerLocation ?? run.start)
    }

    public var activeGestureCount: Int { gesture.active ? 1 : 0 }
}
