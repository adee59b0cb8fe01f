// What the pointer does outside arena sequences: hovering, wheel frames, touchpad scroll
// runs and touchpad gestures. Each is offered to the recognizers of the regions under the
// pointer, deepest first, until one takes it.

enum AxisLock: UInt8 { case none, vertical, horizontal }

/// One touchpad (finger / continuous) axis run, from its first axis event to axis_stop.
struct AxisRunState {
    var active = false
    var lock: AxisLock = .none
    var owner: (any GestureRecognizer)?
    var gestureActive = false
    var source: AxisSource = .finger
    var accumulated = Point.zero
    var translation = Point.zero
    var start = Point.zero
    var tracker: VelocityTracker
    var lastTime: UInt32 = 0
    /// Per axis, as the latest frame with a value on it said until the run locked; fixed from
    /// then on, like the direction (`AxisRun.inverted`).
    var invertedVertical = false
    var invertedHorizontal = false

    init(configuration: GestureConfiguration) {
        tracker = VelocityTracker(configuration: configuration)
    }

    var value: AxisRun {
        AxisRun(
            axis: lock == .horizontal ? .horizontal : .vertical, source: source, start: start,
            translation: translation, velocity: tracker.velocity(), time: lastTime,
            inverted: lock == .horizontal ? invertedHorizontal : invertedVertical)
    }
}

/// Who hovers, and what the last hover look saw.
struct HoverTracking {
    var owner: (any GestureRecognizer)?
    var checkedLocation: Point? = Point(x: .nan, y: .nan)
    var checkedOffsets = -1
    var checkedRegions = -1
}

extension GestureEngine {
    /// Offers something to the recognizers taking `inputs` under `p`, deepest region first;
    /// the one that takes it is engaged.
    @inline(__always)
    func offer(_ inputs: GestureInputs, at p: Point, _ body: (any GestureRecognizer, RegionHandle) -> Bool) -> (
        any GestureRecognizer
    )? {
        var i = Int32(regions.deepest(at: p))
        while i >= 0 {
            let node = regions.nodes[Int(i)]
            if node.enabled && node.inputs.contains(inputs) {
                for g in node.members where g.inputs.contains(inputs) {
                    if body(g, RegionHandle(index: i)) {
                        engaged.engage(g)
                        return g
                    }
                }
            }
            i = node.parent
        }
        return nil
    }

    // MARK: Hover

    /// Re-evaluated after every call, so content scrolling under a still pointer moves the
    /// hover too; skipped when nothing that decides it changed.
    func updateHover() {
        if pointerLocation == hover.checkedLocation, regions.offsetsVersion == hover.checkedOffsets,
            regions.version == hover.checkedRegions
        {
            return
        }
        hover.checkedLocation = pointerLocation
        hover.checkedOffsets = regions.offsetsVersion
        hover.checkedRegions = regions.version
        var region = RegionHandle.none
        var owner: (any GestureRecognizer)?
        if let p = pointerLocation {
            owner = offer(.hover, at: p) { _, r in
                region = r; return true
            }
        }
        if let old = hover.owner, old !== owner { old.hover(nil, context: context(for: old)) }
        hover.owner = owner
        if let owner { owner.hover(region, context: context(for: owner)) }
    }

    func hoverModifiersChanged() {
        if let owner = hover.owner { owner.modifiersChanged(context: context(for: owner)) }
    }

    // MARK: Axis

    func axisFrame(_ f: AxisFrame) {
        let p = pointerLocation ?? .zero
        if f.isWheel {
            if f.hasValue || f.hasDiscrete {
                _ = offer(.axis, at: p) { g, r in g.wheel(f, region: r, context: context(for: g)) }
            }
            return
        }
        if f.hasValue { axisRunMoved(f, at: p) }
        if f.stopVertical || f.stopHorizontal { axisRunStopped(f) }
    }

    func axisRunMoved(_ f: AxisFrame, at p: Point) {
        if axisRun.active,
            Double(Int32(bitPattern: f.time &- axisRun.lastTime)) > configuration.axisRunTimeout
        {
            endAxisRun(velocity: .zero)   // timed out: ends where it is, no fling
        }
        axisRun.lastTime = f.time
        if !axisRun.active {
            stopFling(reason: .interrupted, sequence: .axis)
            axisRun.active = true
            axisRun.lock = .none
            axisRun.owner = nil
            axisRun.gestureActive = false
            axisRun.accumulated = .zero
            axisRun.translation = .zero
            axisRun.start = p
            axisRun.source = f.source ?? .finger
            axisRun.invertedVertical = false
            axisRun.invertedHorizontal = false
            // No sample at the start: the first frame's movement happened before its time stamp.
            axisRun.tracker.reset()
        }
        let d = f.value
        if axisRun.lock == .none {
            if d.y != 0 { axisRun.invertedVertical = f.invertedVertical }
            if d.x != 0 { axisRun.invertedHorizontal = f.invertedHorizontal }
            axisRun.accumulated = axisRun.accumulated + d
            let a = axisRun.accumulated
            guard a.x != 0 || a.y != 0 else { return }
            let angle = Double.atan2(y: abs(a.y), x: abs(a.x)) * 180 / Double.pi
            let vertical: Bool
            if angle <= configuration.horizontalConeDegrees {
                vertical = false
            } else if angle >= 90 - configuration.verticalConeDegrees {
                vertical = true
            } else {
                vertical = configuration.tieGoesToVertical
            }
            axisRun.lock = vertical ? .vertical : .horizontal
            var region = RegionHandle.none
            let run = axisRun.value
            axisRun.owner = offer(.axis, at: p) { g, r in
                guard g.axisRunBegan(run, region: r, context: context(for: g)) else { return false }
                region = r
                return true
            }
            guard let owner = axisRun.owner else {
                note(.axis, .noWinner, reason: .nothingToDo, move: a)
                return
            }
            note(.axis, .accepted, owner.kind, region: region.index, reason: .axisDirectionLocked, move: a)
            axisRun.gestureActive = true
        }
        guard axisRun.gestureActive, let owner = axisRun.owner else { return }
        let step = axisRun.lock == .vertical ? Point(x: 0, y: d.y) : Point(x: d.x, y: 0)
        guard step.x != 0 || step.y != 0 else { return }
        axisRun.translation = axisRun.translation + step
        axisRun.tracker.add(axisRun.translation, time: f.time)
        owner.axisRunMoved(axisRun.value, step: step, context: context(for: owner))
    }

    func axisRunStopped(_ f: AxisFrame) {
        guard axisRun.active else { return }
        let ends =
            axisRun.lock == .none
            || (axisRun.lock == .vertical && f.stopVertical)
            || (axisRun.lock == .horizontal && f.stopHorizontal)
        guard ends else { return }
        endAxisRun(velocity: axisRun.tracker.velocity(at: f.time))
    }

    /// Ends the run; its owner reports the end (a vertical scroll hands `velocity` to a fling).
    func endAxisRun(velocity v: Point) {
        axisRun.active = false
        guard axisRun.gestureActive, let owner = axisRun.owner else { return }
        axisRun.gestureActive = false
        owner.axisRunEnded(axisRun.value, velocity: v, cancel: nil, context: context(for: owner))
    }

    func cancelAxisRun(_ reason: CancelReason) {
        guard axisRun.active else { return }
        axisRun.active = false
        guard axisRun.gestureActive, let owner = axisRun.owner else { return }
        axisRun.gestureActive = false
        owner.axisRunEnded(axisRun.value, velocity: .zero, cancel: reason, context: context(for: owner))
    }

    // MARK: Touchpad gestures

    /// A pointer-gestures event (`.pinchBegin` … `.holdEnd`).
    func touchpad(_ e: InputEvent) {
        switch e {
        case .pinchBegin, .swipeBegin, .holdBegin:
            if case .pinchBegin = e { stopFling(reason: .interrupted, sequence: .touchpadGesture) }
            guard let p = pointerLocation else { return }
            // A new gesture that someone takes replaces the one running (the touchpad does
            // one at a time); one that nobody takes leaves it alone.
            let old = touchpadOwner
            guard let taker = offer(.touchpad, at: p, { g, r in g.touchpad(e, region: r, context: context(for: g)) })
            else { return }
            if let old, old !== taker {
                old.cancelAll(inputs: .touchpad, reason: .compositor, context: context(for: old))
            }
            touchpadOwner = taker
        case .pinchUpdate, .swipeUpdate:
            if let owner = touchpadOwner { _ = owner.touchpad(e, region: nil, context: context(for: owner)) }
        case .pinchEnd, .swipeEnd, .holdEnd:
            if let owner = touchpadOwner, owner.touchpad(e, region: nil, context: context(for: owner)) {
                touchpadOwner = nil
            }
        default:
            break
        }
    }
}
