/// What an app holds to run gestures: it hands the host input events and the clock, and the
/// gestures of its tree of views (`root`) run. The host owns what every app would otherwise
/// have to get right by itself:
///
/// - **Frames.** With `.perEvent` framing every pointer and touch event is acted on at once;
///   with `.wayland` the stream's own `wl_pointer.frame` / `wl_touch.frame` group them (two
///   fingers that land in one frame start a pinch together). The app never adds frames.
/// - **Time.** Every call first fires the timers due by its `now` (a long press, a held tap)
///   and steps a fling, so a timer is never skipped because the app did not call `advance`;
///   `nextDeadline` says when to call `advance(to:)` if no input comes first. Time is the
///   input's: milliseconds, the clock of Wayland's event times.
/// - **Order.** Every report of every call is queued, oldest first, until the app drains
///   them (`drainReports`), and the gestures' callbacks run then, in that order: a long press
///   that fires in `advance` and the drag that follows in `send` are both there.
///
/// ```swift
/// let host = GestureHost()
/// host.root = list
/// host.send(.touchDown(id: 0, Point(x: 100, y: 300), time: 10), at: 10)
/// host.advance(to: 600)                       // the long press fires at its deadline
/// host.send(.touchMotion(id: 0, Point(x: 130, y: 304), time: 610), at: 610)
/// host.drainReports()                         // its callbacks, then the drag's
/// ```
///
/// Deterministic and allocation-free in steady state: the queue keeps its storage, and the
/// host never reads a clock. A test drives it with `GesturesTesting`'s `InputDriver(root:)`.
public final class GestureHost {
    /// How pointer and touch events are grouped into frames.
    public enum Framing: Sendable {
        /// Each pointer and touch event is a frame of its own (input made by hand, tests,
        /// platforms without frames); frame events in the stream are ignored. An axis
        /// event's prefixes (source, wheel click, direction) wait for its value, as in a
        /// Wayland frame.
        case perEvent
        /// The stream carries Wayland's frame events: the engine acts at each
        /// `.pointerFrame` / `.touchFrame` on everything since the previous one.
        case wayland
    }

    /// The arena and its regions; feed input and time through the host, so that no report
    /// is lost.
    package let engine: GestureEngine
    public let framing: Framing
    /// While a fling runs, `nextDeadline` asks for a frame this often (ms); nil: only the
    /// engine's own deadlines.
    public var animationFrameInterval: Double?
    /// The latest time given (ms); the clock never runs backwards.
    public var now: Double { engine.currentTime }

    private var queue: [GestureReport] = []
    private var draining = false
    /// Attached gestures by the identity of each of their recognizers.
    var takers: [ObjectIdentifier: any ReportTaker] = [:]
    /// The tree of views (`root`), compiled into the engine's regions.
    private(set) lazy var tree = ViewTree(host: self)
    /// The pointer's styles, effects and hover listeners over the tree.
    let pointer = PointerInteractions()

    /// - Parameters:
    ///   - configuration: the engine's numbers (slops, durations, cones).
    ///   - framing: how the input stream is framed: `.wayland` for a stream with frame events.
    ///   - animationFrameInterval: while a fling runs, how often (ms) `nextDeadline` asks for
    ///     a frame; nil: only the engine's own deadlines.
    public convenience init(
        configuration: GestureConfiguration = .default, framing: Framing = .perEvent,
        animationFrameInterval: Double? = nil
    ) {
        self.init(
            engine: GestureEngine(configuration: configuration), framing: framing,
            animationFrameInterval: animationFrameInterval)
    }

    package init(engine: GestureEngine, framing: Framing = .perEvent, animationFrameInterval: Double? = nil) {
        self.engine = engine
        self.framing = framing
        self.animationFrameInterval = animationFrameInterval
        queue.reserveCapacity(256)
    }

    // MARK: Input and time

    /// Feeds one input event at virtual time `now` (ms). Timers due by `now` fire first.
    public func send(_ event: InputEvent, at now: Double) {
        tick(now)
        defer {
            pointer.update(engine: engine, tree: tree, now: self.now)
            pointer.step(to: self.now)
        }
        switch framing {
        case .wayland:
            engine.handle(event, at: self.now)
            collect()
        case .perEvent:
            switch event {
            case .pointerFrame, .touchFrame:
                return
            case .axisSource, .axisDiscrete, .axisValue120, .axisRelativeDirection:
                // What Wayland sends ahead of an axis value in its frame (the source, the
                // wheel's click, the direction): held for the value, which closes the frame,
                // so that a click is one wheel step and a source says what the value is.
                engine.handle(event, at: self.now)
                collect()
            case .pointerEnter, .pointerLeave, .pointerMotion, .pointerButton, .axis, .axisStop:
                engine.handle(event, at: self.now)
                collect()
                engine.handle(.pointerFrame, at: self.now)
                collect()
            case .touchDown, .touchMotion, .touchUp:
                engine.handle(event, at: self.now)
                collect()
                engine.handle(.touchFrame, at: self.now)
                collect()
            default:
                engine.handle(event, at: self.now)
                collect()
            }
        }
    }

    /// Fires the timers due by `now` and steps a fling to it. Call it at `nextDeadline` when
    /// no input came first.
    public func advance(to now: Double) {
        tick(now)
        engine.advance(to: self.now)
        collect()
        pointer.update(engine: engine, tree: tree, now: self.now)
        pointer.step(to: self.now)
    }

    /// The earliest time at which `advance(to:)` has work, or nil when idle. While a fling
    /// runs and `animationFrameInterval` is set, the next animation frame.
    public var nextDeadline: Double? {
        let deadline = engine.nextDeadline
        let effects = pointer.isAnimating(at: now)
        guard engine.isAnimating || effects, let interval = animationFrameInterval ?? (effects ? 1000 / 60 : nil)
        else { return deadline }
        let frame = now + interval
        return min(frame, deadline ?? frame)
    }

    /// True while a fling runs or a hover effect animates: the app should ask for frames.
    public var isAnimating: Bool { engine.isAnimating || pointer.isAnimating(at: now) }

    // MARK: The pointer

    /// How the pointer should look now (SwiftUI's `pointerStyle`): from the view under it, its
    /// region, or hidden where a highlight or lift stands for it. A host on a desktop applies
    /// it to its cursor.
    public var pointerStyle: PointerStyle { pointer.style }

    /// The `id` of the view whose style or effect the pointer takes (else the view under it).
    public var pointerViewID: AnyHashable? { pointer.viewID }

    /// The pointer region the pointer is in, if that view gives regions.
    public var pointerRegionID: AnyHashable? { pointer.regionID }

    /// Bumped whenever the view, region, style or effect under the pointer changes: what an
    /// explain log or a redraw keys on.
    public var pointerChanges: Int { pointer.changes }

    /// One line saying where the pointer is, over which view and region, and why it looks as
    /// it does (allocates: for logs).
    public var pointerExplanation: String { pointer.explanation }

    /// The latest arena decisions, each with its reason: why a gesture won or lost.
    public var explain: ExplainLog { engine.explain }

    /// The engine's numbers (slops, durations, cones); a change applies from the next input.
    public var configuration: GestureConfiguration {
        get { engine.configuration }
        set { engine.configuration = newValue }
    }

    /// Hover effects go to their end at once instead of springing (the desktop's reduced motion).
    public var reducesMotion: Bool {
        get { pointer.reduceMotion }
        set { pointer.reduceMotion = newValue }
    }

    /// Calls `body` with each hover effect as it stands now, the one leaving first (draw it
    /// under the one arriving). - Complexity: O(1); no allocation for the built-in effects.
    public func forEachHoverEffect(_ body: (HoverEffectState) -> Void) {
        pointer.forEachEffect(at: now, body)
    }

    /// The hover effects as they stand now, the one leaving first (allocates: for tests and
    /// snapshots; draw with `forEachHoverEffect`).
    public var hoverEffects: [HoverEffectState] {
        var out: [HoverEffectState] = []
        forEachHoverEffect { out.append($0) }
        return out
    }

    // MARK: Calls that move the engine's state

    /// Cancels every gesture in progress (`GestureEngine.cancelAll`); the cancels are queued.
    public func cancelAll(reason: CancelReason = .app, at now: Double) {
        tick(now)
        engine.cancelAll(reason: reason, at: self.now)
        collect()
    }

    /// Jumps the scroll offset, stopping a fling (`GestureEngine.setScrollOffset`).
    public func setScrollOffset(_ offset: Double, at now: Double) {
        tick(now)
        engine.setScrollOffset(offset, at: self.now)
        collect()
    }

    /// Sets the scroll range (`GestureEngine.setScrollExtent`).
    public func setScrollExtent(max: Double, at now: Double) {
        tick(now)
        engine.setScrollExtent(max: max, at: self.now)
        collect()
    }

    /// Jumps the offset of the scrolling region `id` (`GestureEngine.setScrollOffset(_:of:at:)`).
    package func setScrollOffset(_ offset: Double, of id: GestureRegionID, at now: Double) {
        tick(now)
        engine.setScrollOffset(offset, of: id, at: self.now)
        collect()
    }

    /// Sets the range of the scrolling region `id` (`GestureEngine.setScrollExtent(max:of:at:)`).
    package func setScrollExtent(max: Double, of id: GestureRegionID, at now: Double) {
        tick(now)
        engine.setScrollExtent(max: max, of: id, at: self.now)
        collect()
    }

    // MARK: The tree of views

    /// The tree of views whose gestures run (nil: none). Setting it declares its regions at
    /// once; later changes to the tree take effect at the next input, frame changes at once.
    /// Declare any other regions with `setRegions(_:root:under:)`, not on the engine: the
    /// tree's next change would declare its own again without them.
    public var root: GestureView? {
        get { tree.root }
        set { tree.mount(newValue, under: nil, beside: []) }
    }

    /// Declares `regions` by hand beside the tree of `root`, whose root hangs under the
    /// region `parent` (nil: a root of its own); the root's frame stays in window
    /// coordinates. For an app that moves to views a part at a time.
    package func setRegions(_ regions: [GestureRegion], root: GestureView?, under parent: GestureRegionID?) {
        tree.mount(root, under: parent, beside: regions)
    }

    /// The view that the engine's region `id` belongs to (the tree's regions only).
    package func view(for id: GestureRegionID) -> GestureView? { tree.viewsByRegion[id] }

    /// `entry`'s description naming the view it concerns by its `id` (`drag (view "card")
    /// accepted`) rather than by its region's number; entries of regions declared by hand, or
    /// of views without an id, read as `description` does. Allocates: for logs.
    public func describe(_ entry: ExplainEntry) -> String {
        guard let region = entry.region, let id = tree.viewsByRegion[region]?.id else { return entry.description }
        return entry.description(regionName: "view \(String(reflecting: id.base))")
    }

    // MARK: Typed gestures

    /// Attaches a gesture to this host: it gets recognizers of its own (one declaration
    /// attached twice runs twice, independently). Put the result in a region's `gestures`;
    /// its callbacks run when the reports are drained.
    package func attach<G: Gesture>(_ gesture: G) -> AttachedGesture<G> {
        let attached = AttachedGesture(gesture)
        var ids: [ObjectIdentifier] = []
        attached.instance.collectRecognizers(into: &ids)
        for id in ids { takers[id] = attached }
        return attached
    }

    /// Stops routing reports to `attached` (declare regions without it too).
    package func detach<G: Gesture>(_ attached: AttachedGesture<G>) {
        var ids: [ObjectIdentifier] = []
        attached.instance.collectRecognizers(into: &ids)
        for id in ids { takers[id] = nil }
    }

    // MARK: Reports

    /// Reports not yet taken, oldest first.
    public var pendingReports: ArraySlice<GestureReport> { queue[queue.startIndex...] }

    /// Hands every queued report, oldest first, to the attached gesture whose recognizer
    /// made it (its callbacks run) and then to `body` (a scroll view's phase changes run in
    /// order with them: `GestureView.onScrollPhaseChange`), then tells each scroll view of the tree
    /// that moved where it is (`GestureView.onScroll`), and empties the queue. Reports that
    /// calls made from either queue are handed over in the same drain, after the ones before
    /// them; a drain started from inside does nothing (the outer one delivers).
    public func drainReports(_ body: (GestureReport) -> Void = { _ in }) {
        guard !draining else { return }
        draining = true
        defer { draining = false; queue.removeAll(keepingCapacity: true) }
        var next = 0
        repeat {
            while next < queue.count {
                let report = queue[next]
                next += 1
                tree.trackScrollPhase(report)
                if let id = report.recognizer, let taker = takers[id] { taker.takeReport(report) }
                body(report)
            }
            tree.settleScrollPhases()
            tree.reportScrolls()
            pointer.deliver()
        } while next < queue.count
    }

    // MARK: Private

    private func tick(_ time: Double) {
        engine.moveClock(to: time)
        tree.compileIfNeeded()
    }

    private func collect() {
        queue.append(contentsOf: engine.reports)
    }
}
