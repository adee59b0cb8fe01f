/// What a ``CustomRecognizer`` sees of the engine and does through it: the time, its
/// pointers, the arena, its timer and its reports.
///
/// A plain value made for each callback; it allocates nothing. Claims and reports made
/// through it name the recognizer; made while a timer or a late verdict is delivered, they are
/// stamped with the time it was due.
public struct RecognizerContext {
    let base: EngineContext
    let member: PointerMember

    // MARK: Time and configuration

    /// The virtual time of this callback: when the timer or the verdict being delivered was
    /// due, else the engine's now.
    public var now: GestureTime { GestureTime(member.dueTime ?? base.now) }
    public var configuration: GestureConfiguration { base.configuration }
    public var modifiers: Modifiers { base.modifiers }

    // MARK: Pointers

    // A pointer is answered for while it is tracked, and once forgotten (its verdict and its
    // end came) with what it last was, until a later pointer of the recognizer takes its
    // record. A pointer never tracked here, or gone that long, is no pointer: zero points
    // and times, the touch slop, no region, no verdict (`isKnown` tells). Like a UITouch,
    // what is needed for longer is the recognizer's to copy.

    public func source(_ p: Pointer) -> GestureSource { answer(p, \.source, .touch, base.source) }
    /// Where it went down, and where it is now (surface coordinates).
    public func start(_ p: Pointer) -> Point { answer(p, \.start, .zero, base.start) }
    public func position(_ p: Pointer) -> Point { answer(p, \.position, .zero, base.position) }
    /// Movement since the down.
    public func movement(_ p: Pointer) -> Point { position(p) - start(p) }
    /// Virtual time it went down.
    public func startTime(_ p: Pointer) -> GestureTime { GestureTime(answer(p, \.startTime, 0, base.startTime)) }
    /// How far it may move and still be a tap or a press: the configuration's for its
    /// source, or the nearest region's `minimumDistance`.
    public func slop(_ p: Pointer) -> Double { answer(p, \.slop, base.configuration.touchSlop, base.slop) }
    /// Velocity (px/s) over its last samples; once it lifted, at the lift.
    public func velocity(_ p: Pointer) -> Point { answer(p, \.velocity, .zero, base.velocity) }
    /// The region it was tracked at: the recognizer's own (maybe an ancestor of the one under it).
    package func region(_ p: Pointer) -> RegionHandle { member.record(p)?.region ?? .none }
    /// The arena's verdict so far: nil while undecided.
    public func verdict(_ p: Pointer) -> Bool? { member.record(p)?.verdict }
    /// Whether it is answered for as itself: tracked, or forgotten with its last answers kept.
    public func isKnown(_ p: Pointer) -> Bool { member.record(p) != nil }
    /// Whether it is still tracked (neither both decided and ended, nor never tracked).
    public func isTracked(_ p: Pointer) -> Bool { member.record(p)?.tracked == true }

    // MARK: The arena

    // Claims, give-ups and holds of a pointer already decided (or forgotten) do nothing.

    // A reason is what the explain log says of the decision; the defaults say only what was
    // done, so name one wherever the log should say why.

    /// "This pointer is mine." `strength` orders claims made while the members look at one
    /// event (after region priority); a claim made at any other time wins at once.
    public func claim(_ p: Pointer, strength: Int = 1, reason: ExplainReason = .claimed) {
        guard isUndecided(p) else { return }
        let h = handle(p)
        base.claim(
            h, by: member, strength: strength, reason: reason, move: base.movement(h), slop: base.slop(h),
            time: member.dueTime)
    }

    /// "This pointer is not mine": rejected, explained by `reason`.
    public func giveUp(_ p: Pointer, reason: ExplainReason = .gaveUp) {
        guard isUndecided(p) else { return }
        let h = handle(p)
        base.giveUp(h, by: member, reason: reason, move: base.movement(h), slop: base.slop(h), time: member.dueTime)
    }

    /// Keeps the pointer's arena from being swept at its lift until `release` (to decide
    /// after the lift, as a double tap does).
    public func hold(_ p: Pointer, reason: ExplainReason = .held) {
        guard isUndecided(p) else { return }
        let h = handle(p)
        base.hold(h, by: member, reason: reason, move: base.movement(h), slop: base.slop(h))
    }
    public func release(_ p: Pointer) {
        if isTracked(p) { base.release(handle(p)) }
    }

    /// Whether another member waits for this recognizer to fail on the pointer (composed
    /// after it with `exclusively(before:)`): then hold rather than let the lift decide.
    public func isRequired(_ p: Pointer) -> Bool { base.isRequired(handle(p), by: member) }

    // MARK: The timer

    /// Sets its one timer to `time` (`context.now + 0.3`: 300 ms from now): `timerFired` is
    /// called then, in the `advance` or `handle` call that reaches it.
    public func startTimer(at time: GestureTime) { member.deadline = time.milliseconds }
    public func stopTimer() { member.deadline = nil }

    // MARK: Reports

    /// A new gesture identity.
    public func newGestureID() -> UInt64 { base.newGestureID() }

    /// Reports a gesture of the recognizer's kind.
    package func report(
        _ phase: GesturePhase, id: UInt64, sequence: InputSequence, source: GestureSource,
        region: RegionHandle, location: Point, start: Point = .zero, translation: Point = .zero,
        delta: Point = .zero, velocity: Point = .zero, scale: Double = 1, rotation: Double = 0,
        count: Int = 0, reason: CancelReason? = nil
    ) {
        member.reported(phase, id: id)
        base.emit(
            member.kind, phase, id: id, sequence: sequence, source: source, region: region,
            location: location, start: start, translation: translation, delta: delta,
            velocity: velocity, scale: scale, rotation: rotation, count: count, reason: reason,
            time: member.dueTime)
    }

    /// Reports `phase` of gesture `id` with the recognizer's own `value` (its `Value`), about
    /// `p`: the gesture's callbacks get `value`. A cancel needs none
    /// (`report(.cancelled, id:following:reason:)`).
    public func report<Value>(_ phase: GesturePhase, _ value: Value, id: UInt64, about p: Pointer) {
        member.carry(value, id: id, phase: phase)
        report(phase, id: id, following: p)
    }

    /// Reports a gesture that follows `p`: its sequence, source and region, where it is,
    /// where it started, and how far it moved.
    public func report(
        _ phase: GesturePhase, id: UInt64, following p: Pointer, delta: Point = .zero,
        velocity: Point = .zero, count: Int = 0, reason: CancelReason? = nil
    ) {
        report(
            phase, id: id, sequence: p.sequence, source: source(p), region: region(p),
            location: position(p), start: start(p), translation: movement(p),
            delta: delta, velocity: velocity, count: count, reason: reason)
    }

    // MARK: Regions

    package func id(_ region: RegionHandle) -> GestureRegionID? { base.id(region) }
    /// The region's frame in surface coordinates.
    package func frame(_ region: RegionHandle) -> GestureRect { base.frame(region) }

    private func isUndecided(_ p: Pointer) -> Bool { member.record(p).map { $0.tracked && $0.verdict == nil } ?? false }

    private func handle(_ p: Pointer) -> SequenceHandle { member.handle(p, context: base) }

    /// A tracked pointer's answer from the engine, a forgotten one's from what it last was.
    private func answer<T>(
        _ p: Pointer, _ last: KeyPath<PointerMember.Last, T>, _ unknown: T, _ live: (SequenceHandle) -> T
    ) -> T {
        guard let r = member.record(p) else { return unknown }
        if r.tracked { return live(handle(p)) }
        return r.last?[keyPath: last] ?? unknown
    }
}
