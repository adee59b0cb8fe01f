/// What a built-in recognizer (a `GestureRecognizer`) sees of the engine and does through
/// it: the time, the sequences it is a member of, the regions, the arena, reports and
/// explanations, the scrollers. An app's `CustomRecognizer` sees the narrower
/// `RecognizerContext`, made over this one.
///
/// A plain value made for each call; it holds no state of its own and allocates nothing.
package struct EngineContext {
    @usableFromInline let engine: GestureEngine
    /// The recognizer this call is made to: the reports it makes name it.
    let reporter: ObjectIdentifier?

    init(engine: GestureEngine, reporter: ObjectIdentifier?) {
        self.engine = engine
        self.reporter = reporter
    }

    // MARK: Time and configuration

    /// The virtual time of the call (ms).
    package var now: Double { engine.currentTime }
    package var configuration: GestureConfiguration { engine.configuration }
    package var modifiers: Modifiers { engine.modifiers }
    /// Storage to size per-sequence state with.
    package var sequenceCapacity: Int { engine.sequences.slots.count }

    // MARK: Sequences
    // A verdict given after its sequence ended (a held arena decided later) carries
    // `slot == -1`: these then answer with what the sequence last was.

    package func sequence(_ s: SequenceHandle) -> InputSequence { engine.sequences.arenas[s.arena].sequence }
    package func source(_ s: SequenceHandle) -> GestureSource { engine.sequences.facts(s).source }
    /// Where it went down, where it is now (surface coordinates).
    package func start(_ s: SequenceHandle) -> Point { engine.sequences.facts(s).start }
    package func position(_ s: SequenceHandle) -> Point { engine.sequences.facts(s).position }
    /// Movement since the down point.
    package func movement(_ s: SequenceHandle) -> Point { position(s) - start(s) }
    /// Virtual time it went down.
    package func startTime(_ s: SequenceHandle) -> Double { engine.sequences.facts(s).startTime }
    /// The slop for this sequence: the configuration's for its source, or the
    /// `minimumDistance` of the nearest region under its down point that sets one.
    package func slop(_ s: SequenceHandle) -> Double { engine.sequences.facts(s).slop }
    /// Velocity (px/s) over the last samples (once it ended: its release velocity).
    package func velocity(_ s: SequenceHandle) -> Point {
        s.slot >= 0 ? engine.sequences.velocity(slot: s.slot) : engine.sequences.facts(s).releaseVelocity
    }
    /// Velocity at the lift (zero if it had stopped before lifting).
    package func releaseVelocity(_ s: SequenceHandle) -> Point {
        s.slot >= 0 ? engine.sequences.releaseVelocity(slot: s.slot) : engine.sequences.facts(s).releaseVelocity
    }
    /// Its velocity samples since the down, for a recognizer that estimates the velocity of
    /// something the sequence starts (a scroll continues its first member's, so its release
    /// also sees the motion before the slop, as the platforms' trackers do).
    package func velocitySamples(_ s: SequenceHandle) -> VelocityTracker {
        s.slot >= 0 ? engine.sequences.slots[s.slot].tracker : VelocityTracker(configuration: configuration)
    }
    /// Event time (ms, compositor clock) of its latest event.
    package func eventTime(_ s: SequenceHandle) -> UInt32 { engine.sequences.facts(s).lastTime }
    /// Event time of its lift.
    package func liftTime(_ s: SequenceHandle) -> UInt32 { engine.sequences.facts(s).liftTime }
    /// It moved in the frame being handled.
    package func moved(_ s: SequenceHandle) -> Bool { s.slot >= 0 && engine.sequences.slots[s.slot].moved }
    /// It lifted in the frame being handled (its members see the lift after the frame's
    /// moves), or it is over.
    package func isLifted(_ s: SequenceHandle) -> Bool { s.slot < 0 || engine.sequences.slots[s.slot].lifted }
    /// It went down on a running fling and stopped it: it should be no tap or long press.
    package func landedOnFling(_ s: SequenceHandle) -> Bool { engine.sequences.facts(s).stoppedFling }
    /// The event time of the frame being handled (the latest touch or pointer event).
    package var frameTime: UInt32 { engine.sequences.frameTime }
    /// The live sequence in `slot`, if any (for recognizers that watch several at once, and
    /// to tell whether a handle is still live: a held arena outlives its sequence).
    package func live(slot: Int) -> SequenceHandle? {
        guard slot >= 0, slot < engine.sequences.slots.count, engine.sequences.slots[slot].inUse,
            engine.sequences.slots[slot].arena >= 0
        else {
            return nil
        }
        return SequenceHandle(slot: slot, arena: engine.sequences.slots[slot].arena)
    }

    // MARK: The arena

    /// "This sequence is mine." `strength` orders claims that meet in one round (after region
    /// priority); `reason`, `move` and `slop` explain it.
    /// `time` stamps the decision when it was due earlier than now (a deadline caught up late).
    package func claim(
        _ s: SequenceHandle, by recognizer: any GestureRecognizer, strength: Int = 1,
        reason: ExplainReason, move: Point = .zero, slop: Double = 0, time: Double? = nil
    ) {
        engine.claim(s, by: recognizer, strength: strength, reason: reason, move: move, slop: slop, time: time)
    }

    /// "This sequence is not mine": the member leaves the arena, rejected, explained by `reason`.
    package func giveUp(
        _ s: SequenceHandle, by recognizer: any GestureRecognizer, reason: ExplainReason,
        move: Point = .zero, slop: Double = 0, time: Double? = nil
    ) {
        engine.giveUp(s, by: recognizer, reason: reason, move: move, slop: slop, time: time)
    }

    /// Keeps the arena from being swept when the sequence ends, until `release` (the member
    /// waits, undecided, for something else to fail first; explained by `reason`).
    package func hold(
        _ s: SequenceHandle, by recognizer: any GestureRecognizer, reason: ExplainReason,
        move: Point = .zero, slop: Double = 0
    ) {
        engine.hold(s, by: recognizer, reason: reason, move: move, slop: slop)
    }
    package func release(_ s: SequenceHandle) { engine.release(s) }

    /// Whether another member of `s`'s arena waits for `recognizer` to fail (composed after
    /// it with `exclusively(before:)`): a recognizer that needs more input to decide — a
    /// double tap after its first tap — should then `hold` the arena until it knows.
    package func isRequired(_ s: SequenceHandle, by recognizer: any GestureRecognizer) -> Bool {
        s.arena >= 0 && s.arena < engine.sequences.arenas.count
            && engine.sequences.arenas[s.arena].isRequired(by: recognizer)
    }

    /// While `accepted` or `rejected` runs: when the verdict was due — earlier than `now` when
    /// it waited on a deadline that a later call caught up with. Report with it.
    package var verdictTime: Double { engine.sequences.verdictTime ?? engine.currentTime }

    // MARK: Regions

    package func id(_ region: RegionHandle) -> GestureRegionID? { engine.regions.id(region.index) }
    /// The region's frame in surface coordinates.
    package func frame(_ region: RegionHandle) -> GestureRect {
        engine.regions.surfaceFrame(Int(region.index))
    }
    /// Whether it is a scrolling region.
    package func scrolls(_ region: RegionHandle) -> Bool { scrollAxis(region) != nil }
    /// The axis a scrolling region scrolls on, nil for one that does not scroll.
    package func scrollAxis(_ region: RegionHandle) -> Axis? {
        guard region.index >= 0, Int(region.index) < engine.regions.nodes.count else { return nil }
        let k = engine.regions.nodes[Int(region.index)].scroller
        return k < 0 ? nil : engine.regions.scrollers[Int(k)].axis
    }
    /// The region `recognizer` joined sequence `s` at (its own region, which may be an
    /// ancestor of the one under the sequence), or `.none` if it is no member of it.
    package func region(of recognizer: any GestureRecognizer, in s: SequenceHandle) -> RegionHandle {
        guard s.arena >= 0, let k = engine.sequences.arenas[s.arena].member(recognizer) else { return .none }
        return RegionHandle(index: engine.sequences.arenas[s.arena].members[k].region)
    }
    /// The deepest region under the sequence's down point.
    package func region(under s: SequenceHandle) -> RegionHandle {
        RegionHandle(index: engine.sequences.facts(s).region)
    }
    /// The edges whose system gestures `region` or one of its ancestors defers.
    package func deferredEdges(at region: RegionHandle) -> Edge.Set {
        var edges: Edge.Set = []
        var i = region.index
        while i >= 0 {
            edges.formUnion(engine.regions.nodes[Int(i)].region.defersSystemGestures)
            i = engine.regions.nodes[Int(i)].parent
        }
        return edges
    }
    /// The child of `region`'s parent under `point` (enter/exit tracking of a group), if any.
    package func sibling(of region: RegionHandle, at point: Point) -> RegionHandle {
        RegionHandle(
            index: Int32(engine.regions.sibling(of: Int(region.index), at: point)))
    }

    /// The child of `region` under `point` (enter/exit tracking of a container's children), if
    /// any: the later declared where children overlap, and only where `region` and its
    /// ancestors contain `point` too (they clip). `.none` for no region.
    package func child(of region: RegionHandle, at point: Point) -> RegionHandle {
        RegionHandle(
            index: Int32(engine.regions.child(of: Int(region.index), at: point)))
    }

    // MARK: Reports and explanations

    /// A new gesture identity.
    package func newGestureID() -> UInt64 { engine.reportQueue.newGestureID() }

    /// Appends a report to the call's `reports`.
    package func emit(
        _ kind: GestureKind, _ phase: GesturePhase, id: UInt64, sequence: InputSequence,
        source: GestureSource, region: RegionHandle, location: Point, start: Point = .zero,
        translation: Point = .zero, delta: Point = .zero, velocity: Point = .zero,
        scale: Double = 1, verticalScale: Double = 1, rotation: Double = 0, count: Int = 0,
        reason: CancelReason? = nil, time: Double? = nil
    ) {
        engine.emit(
            kind, phase, id: id, sequence: sequence, source: source, region: region.index,
            location: location, start: start, translation: translation, delta: delta,
            velocity: velocity, scale: scale, verticalScale: verticalScale, rotation: rotation,
            count: count, reason: reason, time: time, recognizer: reporter)
    }

    /// Records a decision that is not an arena verdict (a held member, a cancel, an axis run).
    package func note(
        _ sequence: InputSequence, _ decision: ExplainDecision, _ kind: GestureKind? = nil,
        region: RegionHandle = .none, reason: ExplainReason = .none, move: Point = .zero,
        slop: Double = 0, cancel: CancelReason? = nil, time: Double? = nil, axis: Axis? = nil
    ) {
        engine.note(
            sequence, decision, kind, region: region.index, reason: reason, move: move, slop: slop,
            cancel: cancel, time: time, axis: axis)
    }

    // MARK: The scrollers
    // A region's scroller is its own when it scrolls, else the innermost one around it.

    /// The primary scroller's offset and range (`GestureEngine.scrollOffset`).
    package var scrollOffset: Double { engine.scrollOffset }
    package var maxScrollOffset: Double { engine.maxScrollOffset }
    /// The offset of `region`'s scroller (0 when none moves it).
    package func scrollOffset(_ region: RegionHandle) -> Double {
        let k = engine.regions.scroller(moving: region.index)
        return k < 0 ? 0 : engine.regions.scrollers[Int(k)].offset
    }
    /// Moves the primary scroller's offset by `delta` (clamped).
    package func scroll(by delta: Double) { engine.regions.scroll(0, by: Point(x: 0, y: delta)) }
    /// Scrolls `region`'s scroller by `delta`'s part on its axis, and hands what it cannot
    /// take at its edge on to the scrollers around it, each taking its own axis' part.
    /// Returns what none took.
    @discardableResult
    package func scroll(_ region: RegionHandle, by delta: Point) -> Point {
        engine.regions.scroll(regionAt: region.index, by: delta)
    }
    /// Whether any fling runs.
    package var isFlinging: Bool { engine.regions.isFlinging }
    /// Starts a fling of `region`'s scroller with `velocity` (px/s on its axis, positive: the
    /// offset grows); what it still has at its edge carries on to the scroller around it.
    package func fling(velocity: Double, region: RegionHandle, source: GestureSource, at location: Point) {
        engine.startFling(
            engine.regions.scroller(moving: region.index), velocity: velocity, region: region.index, source: source,
            at: location)
    }
    /// Stops every fling.
    package func stopFling(reason: CancelReason, sequence: InputSequence) {
        engine.stopFling(reason: reason, sequence: sequence)
    }
    /// Stops the flings of `region`'s scroller and of the scrollers around it.
    package func stopFlings(around region: RegionHandle, reason: CancelReason, sequence: InputSequence) {
        engine.stopFlings(around: engine.regions.scroller(moving: region.index), reason: reason, sequence: sequence)
    }

    // MARK: The pointer

    package var pointerLocation: Point? { engine.pointerLocation }
    /// Whether a pointer button is held (its sequence runs).
    var pointerIsPressed: Bool { engine.pointerIsPressed }
}
