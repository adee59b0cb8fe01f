/// The gesture arena: feed it input events and the virtual time; read what it decided.
///
/// One engine per surface. The app declares its hit-test regions (`setRegions`), then for each
/// input event calls `handle(_:at:)`, and when the clock moves `advance(to:)`; after each call
/// `events` holds the reports of that call (began / changed / entered / exited / ended /
/// cancelled) in order. The engine owns the scroll offset of the one scrolling region (so that
/// a fling, a wheel and a finger all move the same value, and a touch can stop a fling).
///
/// Contract (Flutter's arena, per sequence): every sequence (touch point, pointer button,
/// touchpad axis run) opens a contest among the recognizers of the regions under it; exactly
/// one member wins or none does; every other member is rejected exactly once; every gesture
/// that reports `.began` reports exactly one `.ended` or `.cancelled` and nothing after it.
///
/// Deterministic and allocation-free in steady state: it never reads a clock (timers run on
/// the `now` it is given), and all storage is allocated in `init` / `setRegions`.
public final class GestureEngine {
    /// Every number the engine uses. Changing it affects sequences that start afterwards.
    public var configuration: GestureConfiguration
    /// Reports produced by the most recent call to `handle`, `advance`, `setScrollOffset`,
    /// `setScrollExtent` or `cancelAll` (cleared at the start of each of them).
    public internal(set) var events: [GestureEvent]
    /// The decisions, newest last (a ring of fixed capacity).
    public internal(set) var explain: ExplainLog
    /// Whether decisions are recorded in `explain` (on by default; recording never allocates).
    public var isExplaining: Bool {
        get { explain.isEnabled }
        set { explain.isEnabled = newValue }
    }
    /// Keyboard modifiers as last reported.
    public internal(set) var modifiers: Modifiers = []
    /// The scroll offset of the scrolling region (px, within [0, maxScrollOffset]).
    public internal(set) var scrollOffset: Double = 0
    /// The largest scroll offset (content height − viewport height, ≥ 0).
    public internal(set) var maxScrollOffset: Double = 0
    /// The pointer's last position on the surface, or nil when it is outside.
    public internal(set) var pointerLocation: Point?

    // MARK: internal state (see the extensions in Engine/ and Recognizers/)
    var regions: [RegionNode] = []
    /// Bumped whenever a region changes (hover re-checks).
    var regionsVersion = 0
    /// Distance per px/s of release velocity for predicted end locations, for this rate.
    var predictionRate = Double.nan
    var predictionFactor = 0.0
    var scrollRegion = -1
    var slots: [SequenceSlot]
    let pointerSlot: Int
    var scrollGroup = ScrollGroupState()
    var pinchGroup = PinchGroupState()
    var fling = FlingState()
    var lastTap = LastTapState()
    var heldTap = HeldTapState()
    var hover = HoverState()
    var axisRun: AxisRunState
    var touchpadPinch = TouchpadPinchState()
    var pointerFrame = PointerFrameState()
    var touchFrame: [TouchChange]
    var nextGestureID: UInt64 = 1
    var currentTime: Double = 0
    /// Event time of the latest pointer or touch event (for velocity samples of groups).
    var frameTime: UInt32 = 0
    var capabilities: SeatCapabilities = [.pointer, .keyboard, .touch]

    /// - Parameters:
    ///   - maxTouches: simultaneous touch points kept (more are ignored, and explained).
    ///   - explainCapacity: decisions kept in `explain`.
    public init(configuration: GestureConfiguration = .default, maxTouches: Int = 10,
                explainCapacity: Int = 512) {
        self.configuration = configuration
        let n = max(1, maxTouches)
        var s: [SequenceSlot] = []
        s.reserveCapacity(n + 1)
        for _ in 0...n { s.append(SequenceSlot(configuration: configuration)) }
        slots = s
        pointerSlot = n
        events = []
        events.reserveCapacity(256)
        explain = ExplainLog(capacity: explainCapacity)
        axisRun = AxisRunState(configuration: configuration)
        touchFrame = []
        touchFrame.reserveCapacity(64)
        scrollGroup.tracker = VelocityTracker(window: configuration.velocityWindow,
                                              stopGap: configuration.velocityStopGap)
        regions.reserveCapacity(64)
    }

    // MARK: Regions

    /// Replaces the hit-test regions. Parents must come before their children. At most one
    /// region may have `scrolls == true`. Sequences in progress keep the regions they began
    /// with (by id); this may allocate, so call it when the layout changes, not per event.
    /// - Precondition: ids are unique.
    public func setRegions(_ newRegions: [GestureRegion]) {
        replaceRegions(newRegions)
        regionsVersion &+= 1
    }

    /// Moves one region without reallocating (for example every row while pinching).
    /// Returns false when no region has this id.
    @discardableResult
    public func setFrame(_ frame: GestureRect, for id: GestureRegionID) -> Bool {
        guard let i = regionIndex(of: id) else { return false }
        regions[i].region.frame = frame
        regionsVersion &+= 1
        return true
    }

    /// The declared regions, in declaration order.
    public var declaredRegions: [GestureRegion] { regions.map(\.region) }

    /// The deepest region at `point` (surface coordinates), whatever its recognizers.
    public func hitTest(_ point: Point) -> GestureRegionID? {
        let i = deepestRegion(at: point)
        return i < 0 ? nil : regions[i].region.id
    }

    // MARK: Scrolling

    /// Sets the scroll range (content height − viewport height; negative counts as 0) and
    /// clamps the offset into it. A running fling is re-aimed at the new bounds.
    public func setScrollExtent(max: Double, at now: Double) {
        startCall(now)
        applyScrollExtent(max)   // before the fling steps, so it steps within the new bounds
        runTimers()
        updateHover()
    }

    /// Jumps the scroll offset (clamped), stopping a fling (reported `.cancelled`,
    /// reason `.interrupted`). For keyboard paging, scrolling into view, or zoom about a point.
    public func setScrollOffset(_ offset: Double, at now: Double) {
        beginCall(now)
        stopFling(reason: .interrupted, sequence: .group)
        scrollOffset = clampOffset(offset)
        updateHover()
    }

    /// True while a fling runs: the app should ask for frames and call `advance(to:)`.
    public var isAnimating: Bool { fling.active }

    // MARK: Events and time

    /// Feeds one input event at virtual time `now` (ms, non-decreasing). Pointer and touch
    /// events are acted on at their frame event, as Wayland groups them.
    public func handle(_ event: InputEvent, at now: Double) {
        beginCall(now)
        dispatch(event)
        updateHover()
    }

    /// Fires due timers (long press) and steps the fling to `now`.
    public func advance(to now: Double) {
        beginCall(now)
        updateHover()
    }

    /// The earliest virtual time at which `advance(to:)` has work: a long-press deadline, or
    /// while flinging the time the fling comes to rest (ask for frames before that:
    /// `isAnimating`). Nil when idle.
    public var nextDeadline: Double? { earliestDeadline() }

    /// Cancels every gesture in progress and forgets every sequence (the rest of each
    /// sequence is ignored until it lifts).
    public func cancelAll(reason: CancelReason = .app, at now: Double) {
        beginCall(now)
        cancelEverything(reason: reason, touches: true, pointer: true)
    }

    /// Number of gestures that began and have not ended (for tests and assertions).
    public var activeGestureCount: Int { countActiveGestures() }
}
