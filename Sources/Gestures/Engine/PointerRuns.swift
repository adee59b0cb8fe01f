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

    /// A run starts at `p`: nothing locked, owned by nobody yet.
    mutating func begin(at p: Point, source: AxisSource) {
        active = true
        lock = .none
        owner = nil
        gestureActive = false
        accumulated = .zero
        translation = .zero
        start = p
        self.source = source
        invertedVertical = false
        invertedHorizontal = false
        // No sample at the start: the first frame's movement happened before its time stamp.
        tracker.reset()
    }

    /// Adds frame `f`'s movement while the run is not locked yet, and locks it to the axis the
    /// movement so far points along (by the configuration's cones). Returns whether it locked.
    mutating func lockAxis(adding f: AxisFrame, configuration: GestureConfiguration) -> Bool {
        let d = f.value
        if d.y != 0 { invertedVertical = f.invertedVertical }
        if d.x != 0 { invertedHorizontal = f.invertedHorizontal }
        accumulated = accumulated + d
        let a = accumulated
        guard a.x != 0 || a.y != 0 else { return false }
        let angle = Double.atan2(y: abs(a.y), x: abs(a.x)) * 180 / Double.pi
        let vertical: Bool
        if angle <= configuration.horizontalConeDegrees {
            vertical = false
        } else if angle >= 90 - configuration.verticalConeDegrees {
            vertical = true
        } else {
            vertical = configuration.tieGoesToVertical
        }
        lock = vertical ? .vertical : .horizontal
        return true
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
    /// Whether a button was held then: a press or a release pauses or resumes a hover that
    /// asks for it.
    var checkedPressed = false
    var checkedOffsets = -1
    var checkedRegions = -1
}

/// What the pointer runs outside arena sequences, each owned by the recognizer that took it.
struct PointerRuns {
    var hover = HoverTracking()
    /// The touchpad scroll run in progress.
    var axis: AxisRunState
    /// The recognizer that owns the touchpad gesture (pinch, swipe, hold) in progress.
    var touchpadOwner: (any GestureRecognizer)?

    init(configuration: GestureConfiguration) {
        axis = AxisRunState(configuration: configuration)
    }

    /// Whether `g` owns one of the runs (and so is not idle).
    @inline(__always) func isOwned(by g: any GestureRecognizer) -> Bool {
        g === hover.owner || g === touchpadOwner || g === axis.owner
    }
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
                        timers.engaged.engage(g)
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
        if pointerLocation == pointerRuns.hover.checkedLocation,
            regions.offsetsVersion == pointerRuns.hover.checkedOffsets,
            regions.version == pointerRuns.hover.checkedRegions,
            pointerIsPressed == pointerRuns.hover.checkedPressed
        {
            return
        }
        pointerRuns.hover.checkedLocation = pointerLocation
        pointerRuns.hover.checkedOffsets = regions.offsetsVersion
        pointerRuns.hover.checkedRegions = regions.version
        pointerRuns.hover.checkedPressed = pointerIsPressed
        var region = RegionHandle.none
        var owner: (any GestureRecognizer)?
        if let p = pointerLocation {
            owner = offer(.hover, at: p) { _, r in
                region = r; return true
            }
        }
        if let old = pointerRuns.hover.owner, old !== owner { call(old, { old.hover(nil, context: $0) }) }
        pointerRuns.hover.owner = owner
        if let owner { call(owner, { owner.hover(region, context: $0) }) }
    }

    func hoverModifiersChanged() {
        if let owner = pointerRuns.hover.owner { call(owner, { owner.modifiersChanged(context: $0) }) }
    }

    // MARK: Axis

    func axisFrame(_ f: AxisFrame) {
        let p = pointerLocation ?? .zero
        if f.isWheel {
            if f.hasValue || f.hasDiscrete {
                _ = offer(.axis, at: p) { g, r in call(g, { g.wheel(f, region: r, context: $0) }) }
            }
            return
        }
        if f.hasValue { axisRunMoved(f, at: p) }
        if f.stopVertical || f.stopHorizontal { axisRunStopped(f) }
    }

    func axisRunMoved(_ f: AxisFrame, at p: Point) {
        if pointerRuns.axis.active,
            Double(Int32(bitPattern: f.time &- pointerRuns.axis.lastTime)) > configuration.axisRunMilliseconds
        {
            endAxisRun(velocity: .zero)   // timed out: ends where it is, no fling
        }
        pointerRuns.axis.lastTime = f.time
        if !pointerRuns.axis.active {
            stopFling(reason: .interrupted, sequence: .axis)
            pointerRuns.axis.begin(at: p, source: f.source ?? .finger)
        }
        let d = f.value
        if pointerRuns.axis.lock == .none {
            guard pointerRuns.axis.lockAxis(adding: f, configuration: configuration) else { return }
            let a = pointerRuns.axis.accumulated
            var region = RegionHandle.none
            let run = pointerRuns.axis.value
            pointerRuns.axis.owner = offer(.axis, at: p) { g, r in
                guard call(g, { g.axisRunBegan(run, region: r, context: $0) }) else { return false }
                region = r
                return true
            }
            guard let owner = pointerRuns.axis.owner else {
                note(.axis, .noWinner, reason: .nothingToDo, move: a)
                return
            }
            note(.axis, .accepted, owner.kind, region: region.index, reason: .axisDirectionLocked, move: a)
            pointerRuns.axis.gestureActive = true
        }
        guard pointerRuns.axis.gestureActive, let owner = pointerRuns.axis.owner else { return }
        let step = pointerRuns.axis.lock == .vertical ? Point(x: 0, y: d.y) : Point(x: d.x, y: 0)
        guard step.x != 0 || step.y != 0 else { return }
        pointerRuns.axis.translation = pointerRuns.axis.translation + step
        pointerRuns.axis.tracker.add(pointerRuns.axis.translation, time: f.time)
        call(owner, { owner.axisRunMoved(pointerRuns.axis.value, step: step, context: $0) })
    }

    func axisRunStopped(_ f: AxisFrame) {
        guard pointerRuns.axis.active else { return }
        let ends =
            pointerRuns.axis.lock == .none
            || (pointerRuns.axis.lock == .vertical && f.stopVertical)
            || (pointerRuns.axis.lock == .horizontal && f.stopHorizontal)
        guard ends else { return }
        endAxisRun(velocity: pointerRuns.axis.tracker.velocity(at: f.time))
    }

    /// Ends the run; its owner reports the end (a vertical scroll hands `velocity` to a fling).
    func endAxisRun(velocity v: Point) {
        pointerRuns.axis.active = false
        guard pointerRuns.axis.gestureActive, let owner = pointerRuns.axis.owner else { return }
        pointerRuns.axis.gestureActive = false
        call(owner, { owner.axisRunEnded(pointerRuns.axis.value, velocity: v, cancel: nil, context: $0) })
    }

    func cancelAxisRun(_ reason: CancelReason) {
        guard pointerRuns.axis.active else { return }
        pointerRuns.axis.active = false
        guard pointerRuns.axis.gestureActive, let owner = pointerRuns.axis.owner else { return }
        pointerRuns.axis.gestureActive = false
        call(owner, { owner.axisRunEnded(pointerRuns.axis.value, velocity: .zero, cancel: reason, context: $0) })
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
            let old = pointerRuns.touchpadOwner
            guard let taker = offer(.touchpad, at: p, { g, r in call(g, { g.touchpad(e, region: r, context: $0) }) })
            else { return }
            if let old, old !== taker {
                call(old, { old.cancelAll(inputs: .touchpad, reason: .compositor, context: $0) })
            }
            pointerRuns.touchpadOwner = taker
        case .pinchUpdate, .swipeUpdate:
            if let owner = pointerRuns.touchpadOwner {
                _ = call(owner, { owner.touchpad(e, region: nil, context: $0) })
            }
        case .pinchEnd, .swipeEnd, .holdEnd:
            if let owner = pointerRuns.touchpadOwner, call(owner, { owner.touchpad(e, region: nil, context: $0) }) {
                pointerRuns.touchpadOwner = nil
            }
        default:
            break
        }
    }
}
