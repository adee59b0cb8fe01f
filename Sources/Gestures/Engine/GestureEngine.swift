/// The gesture arena: feed it input events and the virtual time; read what it decided.
///
/// Apps feed it through a `GestureHost`, which fires its timers on every call, groups input
/// into frames and keeps every report until it is taken; `handle` / `advance` / `reports`
/// here are the layer below, where `reports` holds only the last call's.
///
/// One engine per surface. The app declares its hit-test regions with their recognizers
/// (`setRegions`), then for each input event calls `handle(_:at:)`, and when the clock moves
/// `advance(to:)`; after each call `reports` holds the reports of that call (began / changed /
/// entered / exited / ended / cancelled) in order. Each scrolling region has a scroller of its
/// own, kept here beside the regions (so that a fling, a wheel and a finger all move the same
/// value, hit tests see it, and a touch can stop a fling); scrollers nest and chain.
///
/// Every touch point and every primary-button press is a sequence with its own arena
/// (`GestureArena`), decided by the rules of the DocC article *The arena*
/// (`Gestures.docc/TheArena.md`).
///
/// Deterministic and allocation-free in steady state: it never reads a clock (timers run on
/// the `now` it is given), and all storage is allocated in `init` / `setRegions`. The cost of
/// an event does not grow with regions the event does not touch (hit tests use a per-parent
/// index sorted by position; only the recognizers engaged now are polled).
///
/// Inside, it coordinates parts that each have one job and hold plain data: `InputFrames`
/// (input normalized into frames), `SequenceTable` (sequences and their arenas),
/// `RegionTable` (regions, hit tests, scrollers), `RecognizerTimers` (the clock and the
/// deadlines), `PointerRuns` (hover and touchpad runs), `ReportQueue` and `ExplainRecorder`
/// (reports and explanations). The engine sequences the calls between them and the
/// recognizers.
package final class GestureEngine {
    /// Every number the built-in recognizers use by default.
    package var configuration: GestureConfiguration
    /// Reports produced by the most recent call to `handle`, `advance`, `setScrollOffset`,
    /// `setScrollExtent` or `cancelAll` (cleared at the start of each of them).
    package var reports: [GestureReport] { reportQueue.reports }
    /// The decisions, newest last (a ring of fixed capacity).
    package var explain: ExplainLog { explainRecorder.log }
    /// Whether decisions are recorded in `explain` (on by default; recording never allocates).
    package var isExplaining: Bool {
        get { explainRecorder.log.isEnabled }
        set { explainRecorder.log.isEnabled = newValue }
    }
    /// Hears each decision as it is made, beside `explain` (whether or not that records).
    package var explainObserver: (any ExplainObserver)? {
        get { explainRecorder.observer }
        set { explainRecorder.observer = newValue }
    }
    /// Keyboard modifiers as last reported.
    package var modifiers: Modifiers { input.modifiers }
    /// The primary scroller's offset (px, within [0, maxScrollOffset]): the first scrolling
    /// region's, kept while none is declared. Every other one: `scrollOffset(of:)`.
    package var scrollOffset: Double { regions.scrollers[0].offset }
    /// The primary scroller's largest offset (content height − viewport height, ≥ 0).
    package var maxScrollOffset: Double { regions.scrollers[0].maxOffset }
    /// The pointer's last position on the surface, or nil when it is outside.
    package var pointerLocation: Point? { input.pointerLocation }
    /// Whether a pointer button's sequence is running (pressed, not yet released).
    var pointerIsPressed: Bool { sequences.slots[sequences.pointerSlot].inUse }

    // MARK: The parts (see Engine/, Input/, Arena/, Explain/)
    // The parts are a class's stored properties, so Swift checks every access to them at run
    // time. Where that check costs a workload more than 5 % per event (the figure beside each,
    // from the micro benchmarks) it is off: the engine is single-threaded and never holds an
    // access to a part across a call out (a recognizer reads the parts through its context;
    // its requests wait until it returns); the test suite, run with every check on, meets no
    // conflict.

    /// Input normalized: frames, the seat's state, touch slots.
    @exclusivity(unchecked) var input: InputFrames   // checked: opacity drag +41 %
    /// The sequences in flight and their arenas.
    @exclusivity(unchecked) var sequences: SequenceTable   // checked: opacity drag +45 %, hover +42 %
    /// The declared regions, their index for hit tests, and their scrollers.
    @exclusivity(unchecked) var regions = RegionTable()   // checked: composed paint +104 %
    /// The virtual clock, and the recognizers polled for deadlines, frames and gestures in
    /// progress.
    @exclusivity(unchecked) var timers = RecognizerTimers()   // checked: two fingers +30 %
    /// What the pointer runs outside sequences: the hover, a touchpad scroll run, a touchpad
    /// gesture.
    @exclusivity(unchecked) var pointerRuns: PointerRuns   // checked: hover +15 %
    /// The call's reports.
    @exclusivity(unchecked) var reportQueue = ReportQueue()   // checked: hover +43 %
    /// Where decisions go: the `explain` ring and the app's observer.
    @exclusivity(unchecked) var explainRecorder: ExplainRecorder   // checked: taps +7.5 %
    /// What the arenas decided that the members have not been told yet, first decided first.
    @exclusivity(unchecked) var verdicts: [ArenaVerdict] = []   // checked: two fingers +27 %
    var isDeliveringVerdicts = false
    /// A recognizer is running: the verdicts its requests caused wait until it returns.
    var isCallingOut = false

    /// - Parameters:
    ///   - configuration: the built-in recognizers' default numbers.
    ///   - maxTouches: simultaneous touch points kept (more are ignored, and explained).
    ///   - explainCapacity: decisions kept in `explain`.
    package init(
        configuration: GestureConfiguration = .default, maxTouches: Int = 10,
        explainCapacity: Int = 512
    ) {
        self.configuration = configuration
        let n = max(1, maxTouches)
        input = InputFrames(touchSlots: n)
        sequences = SequenceTable(touchSlots: n, configuration: configuration)
        pointerRuns = PointerRuns(configuration: configuration)
        explainRecorder = ExplainRecorder(log: ExplainLog(capacity: explainCapacity))
        verdicts.reserveCapacity(64)
    }

    /// The virtual time of the call being handled (ms): the one clock of the engine and of
    /// the host that feeds it.
    package var currentTime: Double { timers.now }

    /// Moves the clock (if `time` is later) without doing the work of a call: a host that
    /// must know the time before it calls in.
    package func moveClock(to time: Double) { timers.advance(to: time) }

    /// The engine's own context: reports made through it (a fling) name no recognizer.
    var context: EngineContext { EngineContext(engine: self, reporter: nil) }

    /// Calls out to `g` with its context (its reports name `g`: `GestureReport.recognizer`).
    /// What it asks of the arenas is decided at once, but the verdicts are told only once it
    /// has returned, so no recognizer is ever re-entered while it runs.
    @inline(__always) func call<T>(_ g: any GestureRecognizer, _ body: (EngineContext) -> T) -> T {
        let outer = isCallingOut
        isCallingOut = true
        let result = body(EngineContext(engine: self, reporter: ObjectIdentifier(g)))
        isCallingOut = outer
        if !verdicts.isEmpty { deliverVerdicts() }
        return result
    }

    /// Sequences the engine can track at once (touch points and the pointer): the size of
    /// per-sequence storage in recognizers.
    package var sequenceCapacity: Int { sequences.slots.count }

    // MARK: Regions

    /// Replaces the hit-test regions. Parents must come before their children. Sequences in
    /// progress keep the regions they began with, and scrollers their offsets and flings (by
    /// id); this allocates, so call it when the layout changes, not per event.
    /// - Precondition: ids are unique.
    package func setRegions(_ newRegions: [GestureRegion]) {
        replaceRegions(newRegions)
        noteTimers()
    }

    /// Moves one region (for example every row while pinching).
    /// Returns false when no region has this id. - Complexity: O(1); the next hit test
    /// re-sorts the parent's index if the order changed.
    @discardableResult
    package func setFrame(_ frame: GestureRect, for id: GestureRegionID) -> Bool {
        regions.setFrame(frame, for: id)
    }

    /// The declared regions, in declaration order.
    package var declaredRegions: [GestureRegion] { regions.nodes.map(\.region) }

    /// The deepest region at `point` (surface coordinates), whatever its recognizers.
    package func hitTest(_ point: Point) -> GestureRegionID? {
        regions.sortIfNeeded()
        let i = regions.deepest(at: point)
        return i < 0 ? nil : regions.nodes[i].region.id
    }

    // MARK: Scrolling

    /// Sets the primary scroller's range (content height − viewport height; negative counts
    /// as 0) and clamps its offset into it. A running fling is re-aimed at the new bounds.
    package func setScrollExtent(max: Double, at now: Double) { setExtent(max, of: 0, at: now) }

    /// Jumps the primary scroller's offset (clamped), stopping its fling (reported
    /// `.cancelled`, reason `.interrupted`). For keyboard paging, scrolling into view, or zoom
    /// about a point.
    package func setScrollOffset(_ offset: Double, at now: Double) { setOffset(offset, of: 0, at: now) }

    /// The offset of the scrolling region `id` (px on its axis), nil when `id` does not scroll.
    package func scrollOffset(of id: GestureRegionID) -> Double? {
        let k = scroller(of: id)
        return k < 0 ? nil : regions.scrollers[Int(k)].offset
    }

    /// The largest offset of the scrolling region `id`, nil when `id` does not scroll.
    package func maxScrollOffset(of id: GestureRegionID) -> Double? {
        let k = scroller(of: id)
        return k < 0 ? nil : regions.scrollers[Int(k)].maxOffset
    }

    /// `setScrollExtent(max:at:)` for the scrolling region `id` (nothing if it does not scroll).
    package func setScrollExtent(max: Double, of id: GestureRegionID, at now: Double) {
        let k = scroller(of: id)
        if k >= 0 { setExtent(max, of: k, at: now) }
    }

    /// `setScrollOffset(_:at:)` for the scrolling region `id` (nothing if it does not scroll).
    package func setScrollOffset(_ offset: Double, of id: GestureRegionID, at now: Double) {
        let k = scroller(of: id)
        if k >= 0 { setOffset(offset, of: k, at: now) }
    }

    private func setExtent(_ max: Double, of k: Int32, at now: Double) {
        startCall(now)
        regions.scrollers[Int(k)].setExtent(max, now: currentTime, configuration: configuration)
        regions.offsetsVersion &+= 1
        runTimers()
        updateHover()
        noteTimers()
    }

    private func setOffset(_ offset: Double, of k: Int32, at now: Double) {
        beginCall(now)
        jump(k, to: offset)
        updateHover()
        noteTimers()
    }

    /// True while a fling runs: the app should ask for frames and call `advance(to:)`.
    package var isAnimating: Bool { regions.isFlinging }

    // MARK: Events and time

    /// Feeds one input event at virtual time `now` (ms, non-decreasing). Pointer and touch
    /// events are acted on at their frame event, as Wayland groups them.
    package func handle(_ event: InputEvent, at now: Double) {
        beginCall(now)
        dispatch(event)
        updateHover()
        noteTimers()
        checkInvariants()
    }

    /// Fires due timers (long press, a held tap) and steps the fling to `now`.
    package func advance(to now: Double) {
        beginCall(now)
        updateHover()
        noteTimers()
        checkInvariants()
    }

    /// The earliest virtual time at which `advance(to:)` has work: a recognizer's deadline,
    /// or while flinging the time the fling comes to rest (ask for frames before that:
    /// `isAnimating`). Nil when idle.
    package var nextDeadline: Double? {
        var t = timers.earliestDeadline
        for s in regions.scrollers where s.fling.active { t = min(t, s.fling.simulation.endTime) }
        return t.isFinite ? t : nil
    }

    /// Cancels every gesture in progress and forgets every sequence (the rest of each
    /// sequence is ignored until it lifts).
    package func cancelAll(reason: CancelReason = .app, at now: Double) {
        beginCall(now)
        cancelEverything(reason: reason, touches: true, pointer: true)
        noteTimers()
    }

    /// Number of gestures that began and have not ended (for tests and assertions).
    package var activeGestureCount: Int {
        timers.activeGestureCount + regions.scrollers.reduce(0) { $0 + ($1.fling.active ? 1 : 0) }
    }

    /// The engine's own invariants, after every package call in debug builds (swift-collections'
    /// habit): each arena's contract, each live sequence's arena, every offset in bounds.
    func checkInvariants() {
        #if DEBUG
        sequences.checkInvariants()
        for s in regions.scrollers {
            precondition(s.offset >= 0 && s.offset <= s.maxOffset, "engine: scroll offset out of bounds")
        }
        #endif
    }
}
