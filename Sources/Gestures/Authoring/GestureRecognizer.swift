/// A recognizer: a type that watches input sequences and decides, through the arena, whether
/// they are its gesture. This is the engine's own protocol, which the built-ins conform to;
/// an app writes a ``CustomRecognizer`` instead (a handful of members, verdicts never
/// re-entrant, state per attachment), which runs on it.
///
/// Attach recognizers to regions (`GestureRegion.gestures`, alone or composed). A recognizer
/// that `join`s a sequence becomes a member of its arena and decides through
/// `EngineContext`: `claim(_:strength:reason:)` ("this is mine"), `giveUp(_:reason:)`
/// ("this is not mine"), `hold(_:)` / `release(_:)` (keep the arena from being swept when the
/// sequence ends). How the arena decides and what it promises each member are the DocC
/// article *The arena* (`Gestures.docc/TheArena.md`).
///
/// Recognizers are classes and one instance may serve many regions and several sequences at
/// once: keep per-sequence state in storage indexed by `SequenceHandle.slot`, sized in
/// `prepare(sequenceCapacity:)` (called when regions are declared, where allocation is
/// fine), so that handling an event allocates nothing.
///
/// Swift checks each access to such storage at run time; the tap marks its storage
/// `@exclusivity(unchecked)`, where the checks cost its workloads more than 5 % (it says how
/// much). No other recognizer needs it.
///
/// Every requirement has a default that does nothing, so a recognizer implements only what
/// it uses. The smallest useful recognizer implements `kind`, `join` and one of the moves.
package protocol GestureRecognizer: AnyObject, GestureComposable {
    /// What its reports and its arena decisions are called.
    var kind: GestureKind { get }
    /// The inputs it wants besides arena sequences (hover, axis, touchpad gestures), so the
    /// engine offers each input only to recognizers that take it.
    var inputs: GestureInputs { get }
    /// Sizes per-sequence storage (slots are `0..<capacity`). Called before any sequence.
    func prepare(sequenceCapacity: Int)
    /// The regions were declared anew: region handles it keeps (a running gesture's region)
    /// must be translated with `map` (to `.none` when their region is gone).
    func regionsReplaced(_ map: RegionMap)

    // MARK: Arena sequences (touch points, the primary button)

    /// A sequence went down in `region` (this recognizer's region or a descendant of it):
    /// return true to become a member of its arena.
    func join(_ sequence: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool
    /// Every member has joined (Flutter's close): a member may give up, or claim at once
    /// (the eager winner, decided with the others' claims).
    func closed(_ sequence: SequenceHandle, context: EngineContext)
    /// The sequence moved (its new position is `context.position(of:)`).
    func sequenceMoved(_ sequence: SequenceHandle, context: EngineContext)
    /// The sequence lifted (the finger or button went up).
    func sequenceLifted(_ sequence: SequenceHandle, context: EngineContext)
    /// The arena gave this member the sequence.
    func accepted(_ sequence: SequenceHandle, context: EngineContext)
    /// The arena took this member out of the sequence (another won, or it gave up, or the
    /// sequence ended or was cancelled before it won).
    func rejected(_ sequence: SequenceHandle, context: EngineContext)
    /// The sequence it had won was cancelled (touch cancel, lost capability, focus loss,
    /// Escape, the app): end what it began with `reason`.
    func cancelled(_ sequence: SequenceHandle, reason: CancelReason, context: EngineContext)
    /// Whether `other` may take over a sequence after this recognizer won it (UIKit's
    /// `canBePrevented(by:)`): a scroll hands its touches to a pinch. Until the sequence ends,
    /// such members stay in the arena on standby and may still claim.
    func canBePreempted(by other: any GestureRecognizer) -> Bool
    /// A standby member took over a sequence this recognizer had won.
    func preempted(_ sequence: SequenceHandle, context: EngineContext)
    /// For directional recognizers, the axis it takes (printed in its explanations).
    var explainAxis: Axis? { get }
    /// Whether it handles Escape: its gestures are cancelled with `.escape` and the rest of
    /// their sequences is ignored (an opacity drag restores its bar).
    var cancelsOnEscape: Bool { get }

    // MARK: Frames and time

    /// After every touch or pointer frame, once each sequence's members have seen it (group
    /// gestures — a scroll by the centroid, a pinch — update here).
    func frameEnded(context: EngineContext)
    /// The earliest virtual time it has work at (a long-press deadline), or nil.
    var nextDeadline: Double? { get }
    /// Fires what is due at or before `context.now`.
    func advance(context: EngineContext)
    /// Gestures it has begun that have not ended.
    var activeGestureCount: Int { get }
    /// Ends what it runs outside arena sequences (hover, axis runs, touchpad gestures), for
    /// the inputs in `inputs` (pointer-driven ones when the pointer left, all for the app).
    func cancelAll(inputs: GestureInputs, reason: CancelReason, context: EngineContext)

    // MARK: Inputs outside the arena

    /// The pointer is over `region` (nil: over no region of this recognizer, or gone).
    /// Called when the region under the pointer or the pointer itself changed.
    func hover(_ region: RegionHandle?, context: EngineContext)
    /// Keyboard modifiers changed while it hovers.
    func modifiersChanged(context: EngineContext)
    /// One wheel frame under the pointer, offered to the recognizers of the regions under
    /// the pointer, deepest first, until one returns true.
    func wheel(_ frame: AxisFrame, region: RegionHandle, context: EngineContext) -> Bool
    /// A touchpad scroll run (finger or continuous source, until axis_stop) locked its
    /// direction: offered like `wheel`; the one that returns true owns the run and reports it.
    func axisRunBegan(_ run: AxisRun, region: RegionHandle, context: EngineContext) -> Bool
    /// The run it owns moved by `step` along its locked axis.
    func axisRunMoved(_ run: AxisRun, step: Point, context: EngineContext)
    /// The run it owns ended (axis_stop, a timeout) with `velocity`, or was cancelled.
    func axisRunEnded(_ run: AxisRun, velocity: Point, cancel: CancelReason?, context: EngineContext)
    /// A touchpad gesture event (`.pinchBegin` … `.holdEnd` of `InputEvent`): a begin is
    /// offered like `wheel` (with the region), the rest of that gesture goes to the one that
    /// took it (region nil). Return true when it was yours.
    func touchpad(_ event: InputEvent, region: RegionHandle?, context: EngineContext) -> Bool
}

/// Inputs a recognizer takes besides arena sequences.
package struct GestureInputs: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    @inlinable package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Touch points and the primary button: arena sequences.
    package static let sequences = GestureInputs(rawValue: 1 << 0)
    /// The pointer hovering (no button).
    package static let hover = GestureInputs(rawValue: 1 << 1)
    /// Wheel and touchpad scrolling (wl_pointer axis).
    package static let axis = GestureInputs(rawValue: 1 << 2)
    /// Touchpad gestures (pinch, swipe, hold).
    package static let touchpad = GestureInputs(rawValue: 1 << 3)
}

extension GestureRecognizer {
    package var inputs: GestureInputs { .sequences }
    package func prepare(sequenceCapacity: Int) {}
    package func regionsReplaced(_ map: RegionMap) {}
    package func join(_ sequence: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool { false }
    package func closed(_ sequence: SequenceHandle, context: EngineContext) {}
    package func sequenceMoved(_ sequence: SequenceHandle, context: EngineContext) {}
    package func sequenceLifted(_ sequence: SequenceHandle, context: EngineContext) {}
    package func accepted(_ sequence: SequenceHandle, context: EngineContext) {}
    package func rejected(_ sequence: SequenceHandle, context: EngineContext) {}
    package func cancelled(_ sequence: SequenceHandle, reason: CancelReason, context: EngineContext) {}
    package func canBePreempted(by other: any GestureRecognizer) -> Bool { false }
    package func preempted(_ sequence: SequenceHandle, context: EngineContext) {}
    package var cancelsOnEscape: Bool { false }
    package var explainAxis: Axis? { nil }
    package func frameEnded(context: EngineContext) {}
    package var nextDeadline: Double? { nil }
    package func advance(context: EngineContext) {}
    package var activeGestureCount: Int { 0 }
    package func cancelAll(inputs: GestureInputs, reason: CancelReason, context: EngineContext) {}
    package func hover(_ region: RegionHandle?, context: EngineContext) {}
    package func modifiersChanged(context: EngineContext) {}
    package func wheel(_ frame: AxisFrame, region: RegionHandle, context: EngineContext) -> Bool { false }
    package func axisRunBegan(_ run: AxisRun, region: RegionHandle, context: EngineContext) -> Bool { false }
    package func axisRunMoved(_ run: AxisRun, step: Point, context: EngineContext) {}
    package func axisRunEnded(_ run: AxisRun, velocity: Point, cancel: CancelReason?, context: EngineContext) {}
    package func touchpad(_ event: InputEvent, region: RegionHandle?, context: EngineContext) -> Bool { false }
}

/// One input sequence in flight, as recognizers see it: `slot` indexes per-sequence storage
/// (reused once the sequence is over), `arena` the sequence's arena (which may outlive the
/// slot while a member holds it). A verdict given after the sequence ended (a held arena
/// decided later) carries `slot == -1`: per-slot state is gone by then (the context still answers
/// with what the sequence last was, and `region(of:in:)` with the member's region).
package struct SequenceHandle: Hashable, Sendable {
    package let slot: Int
    package let arena: Int
    package init(slot: Int, arena: Int) { self.slot = slot; self.arena = arena }
    /// No sequence (a placeholder in per-slot storage).
    package static let none = SequenceHandle(slot: -1, arena: -1)

    /// How many arenas an engine tracking `sequences` at once has (`arena` is below it): a
    /// held arena outlives its sequence, so there is room for one per slot besides the live
    /// ones. For recognizers that keep state per arena.
    package static func arenaCapacity(forSequences sequences: Int) -> Int { 2 * sequences }
}

/// A declared region, by position in the engine's table (valid until the next `setRegions`).
package struct RegionHandle: Hashable, Sendable {
    package let index: Int32
    @inlinable package init(index: Int32) { self.index = index }
    /// No region.
    package static let none = RegionHandle(index: -1)
    package var exists: Bool { index >= 0 }
}

/// Old region handles to new ones, across `GestureEngine.setRegions` (by region id).
package struct RegionMap {
    let newIndex: [Int32]
    package subscript(_ old: RegionHandle) -> RegionHandle {
        old.index >= 0 && Int(old.index) < newIndex.count ? RegionHandle(index: newIndex[Int(old.index)]) : .none
    }
}

/// What one wl_pointer frame carried on its axes (already summed).
package struct AxisFrame: Sendable {
    /// Continuous values (px) per axis; zero if none was sent.
    package var value: Point
    package var hasValue: Bool
    /// Wheel detents per axis (axis_discrete, or value120 / 120).
    package var discrete: Point
    package var hasDiscrete: Bool
    package var source: AxisSource?
    package var stopVertical: Bool
    package var stopHorizontal: Bool
    /// Event time (ms) of the last axis event of the frame.
    package var time: UInt32
    /// The fingers moved against the value on that axis (natural scrolling:
    /// wl_pointer.axis_relative_direction).
    package var invertedVertical: Bool
    package var invertedHorizontal: Bool

    /// A wheel frame (clicks), as opposed to a touchpad or continuous run.
    package var isWheel: Bool {
        source == .wheel || source == .wheelTilt || (source == nil && hasDiscrete)
    }
}

/// A touchpad scroll run as its owner sees it.
package struct AxisRun: Sendable {
    /// The axis its first movement locked it to.
    package var axis: Axis
    package var source: AxisSource
    /// Where the pointer was when it began.
    package var start: Point
    /// Movement along its axis since it began.
    package var translation: Point
    /// Velocity (px/s) of the translation over the last samples.
    package var velocity: Point
    /// Event time of its latest frame.
    package var time: UInt32
    /// The fingers move against the values along its axis (natural scrolling, as the
    /// compositor said up to the frame that locked the run; fixed from then on, like the
    /// axis): scrolling follows the values, and a control that should follow the fingers
    /// turns them back (`AxisPanRecognizer`).
    package var inverted: Bool

    /// The run as the fingers moved it: translation and velocity turned back when `inverted`.
    package var alongTheFingers: AxisRun {
        guard inverted else { return self }
        var run = self
        run.translation = Point(x: -translation.x, y: -translation.y)
        run.velocity = Point(x: -velocity.x, y: -velocity.y)
        run.inverted = false
        return run
    }
}
