/// The arena member that runs one ``CustomRecognizer`` value: what keeps the custom
/// recognizer's promises, so that its author need not.
///
/// It names the engine's sequences as ``Pointer``s and remembers each until its verdict and
/// its end have come. The verdict its own claim causes comes once the callback that claimed has
/// returned, as every recognizer's does. Made once per attachment; its storage is sized in
/// `prepare`, so nothing is allocated per event.
class PointerMember: GestureRecognizer {
    let kind: GestureKind

    /// A tracked pointer, by arena index (an arena is one sequence's, until its verdicts are given).
    struct Record {
        var serial: UInt64 = 0
        var tracked = false
        /// The slot of its sequence while it is down.
        var slot = -1
        var region = RegionHandle.none
        var sequence: InputSequence = .pointer
        var verdict: Bool?
        var ended = false
        /// What the pointer last was, kept when it is forgotten: its arena may hold another
        /// sequence since, and the recognizer may still ask.
        var last: Last?
    }

    /// A forgotten pointer's answers.
    struct Last {
        var source: GestureSource
        var start: Point
        var position: Point
        var startTime: Double
        var slop: Double
        var velocity: Point
    }
    var records: [Record] = []
    var serial: UInt64 = 0

    /// What it hands the recognizer.
    enum Delivery {
        case event(PointerEvent)
        case verdict(Pointer, accepted: Bool, time: Double)
        case timer(Double)
    }
    /// The virtual time the delivery being made was due at (a deadline or a verdict caught up
    /// late), which its claims and reports are stamped with.
    var dueTime: Double?
    var deadline: Double?
    /// Gestures it reported begun and not yet ended or cancelled.
    var begun: [UInt64] = []

    init(kind: GestureKind) { self.kind = kind }

    /// Runs one delivery in the recognizer (the subclass's job).
    func deliver(_ delivery: Delivery, context: RecognizerContext) {}
    /// Asks the recognizer whether to track `pointer`.
    func offer(_ pointer: Pointer, context: RecognizerContext) -> Bool { false }

    // MARK: The engine's calls

    func prepare(sequenceCapacity: Int) {
        let arenas = SequenceHandle.arenaCapacity(forSequences: sequenceCapacity)
        guard records.count < arenas else { return }
        records = Array(repeating: Record(), count: arenas)
        begun.reserveCapacity(arenas)
    }

    func regionsReplaced(_ map: RegionMap) {
        for i in records.indices { records[i].region = map[records[i].region] }
    }

    func join(_ s: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool {
        guard s.slot >= 0, s.arena < records.count else { return false }
        serial += 1
        let sequence = context.sequence(s)
        records[s.arena] = Record(serial: serial, tracked: true, slot: s.slot, region: region, sequence: sequence)
        let pointer = Pointer(record: s.arena, serial: serial, sequence: sequence)
        let tracks = offer(pointer, context: RecognizerContext(base: context, member: self))
        if !tracks { records[s.arena].tracked = false }
        return tracks
    }

    func sequenceMoved(_ s: SequenceHandle, context: EngineContext) {
        guard let p = pointer(s) else { return }
        run(.event(PointerEvent(pointer: p, kind: .moved)), context: context)
    }

    func sequenceLifted(_ s: SequenceHandle, context: EngineContext) {
        guard let p = pointer(s) else { return }
        run(.event(PointerEvent(pointer: p, kind: .lifted)), context: context)
    }

    func cancelled(_ s: SequenceHandle, reason: CancelReason, context: EngineContext) {
        guard let p = pointer(s) else { return }
        run(.event(PointerEvent(pointer: p, kind: .cancelled(reason))), context: context)
    }

    func preempted(_ s: SequenceHandle, context: EngineContext) {
        guard let p = pointer(s) else { return }
        run(.event(PointerEvent(pointer: p, kind: .cancelled(.lostToOther))), context: context)
    }

    func accepted(_ s: SequenceHandle, context: EngineContext) { verdict(s, true, context: context) }
    func rejected(_ s: SequenceHandle, context: EngineContext) { verdict(s, false, context: context) }

    var nextDeadline: Double? { deadline }

    func advance(context: EngineContext) {
        guard let due = deadline, due <= context.now else { return }
        deadline = nil
        run(.timer(due), context: context)
    }

    var activeGestureCount: Int { begun.count }

    // MARK: Deliveries

    /// The tracked pointer of sequence `s` (by its arena: the slot is gone once it lifted).
    func pointer(_ s: SequenceHandle) -> Pointer? {
        guard s.arena >= 0, s.arena < records.count, records[s.arena].tracked else { return nil }
        return Pointer(record: s.arena, serial: records[s.arena].serial, sequence: records[s.arena].sequence)
    }

    private func verdict(_ s: SequenceHandle, _ accepted: Bool, context: EngineContext) {
        guard let p = pointer(s) else { return }
        run(.verdict(p, accepted: accepted, time: context.verdictTime), context: context)
    }

    /// One delivery, stamped with when it was due; then forgets the pointer if it is done.
    private func run(_ delivery: Delivery, context: EngineContext) {
        switch delivery {
        case .timer(let due): dueTime = due
        case .verdict(let p, let accepted, let time):
            // Recorded as it is delivered: until then the pointer is undecided to its recognizer.
            if records[p.record].serial == p.serial { records[p.record].verdict = accepted }
            dueTime = time
        case .event: dueTime = nil
        }
        deliver(delivery, context: RecognizerContext(base: context, member: self))
        dueTime = nil
        switch delivery {
        case .event(let e):
            if e.kind != .moved, records[e.pointer.record].serial == e.pointer.serial {
                records[e.pointer.record].ended = true
            }
            forgetIfDone(e.pointer, context: context)
        case .verdict(let p, _, _): forgetIfDone(p, context: context)
        case .timer: break
        }
    }

    private func forgetIfDone(_ p: Pointer, context: EngineContext) {
        let r = records[p.record]
        guard r.tracked, r.serial == p.serial, let verdict = r.verdict, r.ended || !verdict else { return }
        let h = handle(p, context: context)
        records[p.record].last = Last(
            source: context.source(h), start: context.start(h), position: context.position(h),
            startTime: context.startTime(h), slop: context.slop(h), velocity: context.velocity(h))
        records[p.record].tracked = false
    }

    /// The record of `p` while it is the pointer's own: tracked, or forgotten and not yet
    /// given to a later pointer; nil otherwise (never tracked here, or long gone).
    func record(_ p: Pointer) -> Record? {
        guard p.record >= 0, p.record < records.count, records[p.record].serial == p.serial else { return nil }
        return records[p.record]
    }

    /// The engine's handle of a tracked pointer: its slot until it ended, and then while the
    /// slot is still its own (a later sequence may reuse it while the verdict waits); none
    /// after that (the arena then answers with what it last was).
    func handle(_ p: Pointer, context: EngineContext) -> SequenceHandle {
        let r = records[p.record]
        guard r.ended else { return SequenceHandle(slot: r.slot, arena: p.record) }
        let live = context.live(slot: r.slot)
        return SequenceHandle(slot: live?.arena == p.record ? r.slot : -1, arena: p.record)
    }

    /// Keeps `value` for the report of gesture `id` in `phase` being made (the subclass's job,
    /// for a recognizer with a typed value).
    func carry<V>(_ value: V, id: UInt64, phase: GesturePhase) {}

    /// Counts its gestures from its reports: begun until ended or cancelled.
    func reported(_ phase: GesturePhase, id: UInt64) {
        switch phase {
        case .began: if !begun.contains(id) { begun.append(id) }
        case .ended, .cancelled: begun.removeAll { $0 == id }
        default: break
        }
    }
}

/// The member for one recognizer type: holds the value and calls it.
final class CustomRecognizerMember<R: CustomRecognizer>: PointerMember {
    var recognizer: R
    /// The typed values of reports made and not yet taken by the gesture, oldest first; kept
    /// only when a typed gesture takes them (`carriesValues`), so a member in hand-declared
    /// regions keeps nothing.
    private var values: [(id: UInt64, phase: GesturePhase, value: R.Value)] = []
    var carriesValues = false

    init(_ recognizer: R) {
        self.recognizer = recognizer
        super.init(kind: recognizer.kind)
    }

    override func offer(_ pointer: Pointer, context: RecognizerContext) -> Bool {
        recognizer.track(pointer, context: context)
    }

    override func carry<V>(_ value: V, id: UInt64, phase: GesturePhase) {
        guard carriesValues, let v = value as? R.Value else { return }
        values.append((id, phase, v))
    }

    /// The value carried by the report of gesture `id` in `phase`, taken in report order;
    /// nil when that report carried none.
    func takeValue(id: UInt64, phase: GesturePhase) -> R.Value? {
        guard let first = values.first, first.id == id, first.phase == phase else { return nil }
        values.removeFirst()
        return first.value
    }

    override func deliver(_ delivery: Delivery, context: RecognizerContext) {
        switch delivery {
        case .event(let e): recognizer.handle(e, context: context)
        case .verdict(let p, true, _): recognizer.accepted(p, context: context)
        case .verdict(let p, false, _): recognizer.rejected(p, context: context)
        case .timer: recognizer.timerFired(context: context)
        }
    }
}
