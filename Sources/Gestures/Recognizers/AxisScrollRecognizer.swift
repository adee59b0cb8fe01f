/// Wheel and touchpad scrolling of a scrolling region: a wheel frame scrolls at once
/// (reported `.wheel`, discrete); a touchpad run locked vertically is `.axisScroll` and hands
/// its velocity to a fling at axis_stop. With the configuration's zoom modifiers held, the
/// wheel is left to a zoom.
public final class AxisScrollRecognizer: GestureRecognizer {
    public var kind: GestureKind { .axisScroll }
    public var inputs: GestureInputs { .axis }

    var active = false
    var id: UInt64 = 0
    var region = RegionHandle.none

    public init() {}

    public func regionsReplaced(_ map: RegionMap) { region = map[region] }

    public func wheel(_ f: AxisFrame, region r: RegionHandle, context: GestureContext) -> Bool {
        let c = context.configuration
        if !c.wheelZoomModifiers.isEmpty, context.modifiers.isSuperset(of: c.wheelZoomModifiers) { return false }
        let delta = f.hasValue ? f.value
            : Point(x: f.discrete.x * c.wheelPixelsPerDetent, y: f.discrete.y * c.wheelPixelsPerDetent)
        context.stopFling(reason: .interrupted, sequence: .axis)
        if context.scrolls(r) { context.scroll(by: delta.y) }
        context.emit(.wheel, .ended, id: context.newGestureID(), sequence: .axis, source: .wheel, region: r,
                     location: context.pointerLocation ?? .zero, delta: delta)
        return true
    }

    public func axisRunBegan(_ run: AxisRun, region r: RegionHandle, context: GestureContext) -> Bool {
        guard run.axis == .vertical else { return false }
        active = true
        id = context.newGestureID()
        region = r
        context.emit(.axisScroll, .began, id: id, sequence: .axis, source: .touchpad, region: r,
                     location: context.pointerLocation ?? .zero, start: run.start)
        return true
    }

    public func axisRunMoved(_ run: AxisRun, step: Point, context: GestureContext) {
        if context.scrolls(region) { context.scroll(by: step.y) }
        context.emit(.axisScroll, .changed, id: id, sequence: .axis, source: .touchpad, region: region,
                     location: context.pointerLocation ?? .zero, start: run.start,
                     translation: run.translation, delta: step, velocity: run.velocity)
    }

    public func axisRunEnded(_ run: AxisRun, velocity v: Point, cancel: CancelReason?, context: GestureContext) {
        guard active else { return }
        active = false
        let p = context.pointerLocation ?? run.start
        context.emit(.axisScroll, cancel == nil ? .ended : .cancelled, id: id, sequence: .axis,
                     source: .touchpad, region: region, location: p, start: run.start,
                     translation: run.translation, velocity: v, reason: cancel)
        if let cancel {
            context.note(.axis, .cancelled, .axisScroll, region: region, reason: .cancelledBy, cancel: cancel)
        } else if context.scrolls(region) {
            // axis values already point the way the offset moves.
            context.fling(velocity: v.y, region: region, source: .touchpad, at: p)
        }
    }

    public var activeGestureCount: Int { active ? 1 : 0 }
}
