/// A tap with a count: wins the sequence that completes `count` taps on one region, each
/// lifted within the maximum distance, each within the double-tap time and distance of the
/// previous one (SwiftUI's `TapGesture(count:)`, Flutter's multitap).
///
/// Several tap recognizers on one region are exclusive without delay: each claims at the lift
/// that completes its count, and the higher count wins (a double tap overrides the second
/// tap; the first was reported at once). With `requireToFail` set to a higher-count tap
/// recognizer, a completed tap is held instead until that one fails — its time runs out, or
/// its next sequence becomes something else — and never reported if it succeeds (UIKit's
/// `require(toFail:)`, the delayed single tap).
public final class TapRecognizer: GestureRecognizer {
    /// Taps in the series (1: a single tap).
    public let count: Int
    /// Distance (px) each tap may move before lifting; nil: the sequence's slop.
    public let maximumDistance: Double?
    public let kind: GestureKind
    /// A higher-count tap recognizer on the same regions that must fail before this one
    /// reports (require-to-fail). Set it before declaring the regions.
    public var requireToFail: TapRecognizer? {
        didSet { requireToFail?.dependent = self }
    }
    /// The lower-count recognizer waiting for this one to fail.
    weak var dependent: TapRecognizer?

    /// The series so far: taps completed on `region`, the last lifted at `time`, `location`.
    struct Series {
        var taps = 0
        var region = RegionHandle.none
        var time: Double = 0
        var location = Point.zero
        var source: GestureSource = .touch
    }
    @exclusivity(unchecked) var series = Series()
    /// Per sequence: its region, and whether it continues the series.
    @exclusivity(unchecked) var regionOf: [RegionHandle] = []
    @exclusivity(unchecked) var continues: [Bool] = []
    /// Which tap of the series the sequence is, if it lifts within the distance; the arena it
    /// joined (so that another recognizer asking about a sequence this one never joined
    /// gets no stale answer).
    @exclusivity(unchecked) var tapNumber: [Int] = []
    @exclusivity(unchecked) var joined: [Int] = []

    /// A completed tap waiting for `requireToFail` to fail.
    struct Held {
        var active = false
        var handle = SequenceHandle(slot: 0, arena: -1)
        var sequence: GestureSequence = .pointer
        var source: GestureSource = .touch
        var region = RegionHandle.none
        var location = Point.zero
        var start = Point.zero
        var deadline = Double.infinity
        /// A sequence that may still complete the higher count: the held tap waits for it.
        var waitingSlot = -1
    }
    @exclusivity(unchecked) var held = Held()

    public init(count: Int = 1, maximumDistance: Double? = nil, kind: GestureKind? = nil) {
        self.count = max(1, count)
        self.maximumDistance = maximumDistance
        self.kind = kind ?? (count == 2 ? .doubleTap : .tap)
    }

    public func prepare(sequenceCapacity: Int) {
        if regionOf.count < sequenceCapacity {
            regionOf = Array(repeating: .none, count: sequenceCapacity)
            continues = Array(repeating: false, count: sequenceCapacity)
            tapNumber = Array(repeating: 1, count: sequenceCapacity)
            joined = Array(repeating: -1, count: sequenceCapacity)
        }
    }

    public func regionsReplaced(_ map: RegionMap) {
        series.region = map[series.region]
        held.region = map[held.region]
        for i in regionOf.indices { regionOf[i] = map[regionOf[i]] }
    }

    public func join(_ s: SequenceHandle, region: RegionHandle, context: GestureContext) -> Bool {
        regionOf[s.slot] = region
        let c = context.configuration
        let p = context.start(s)
        continues[s.slot] = count > 1 && series.taps > 0 && series.taps < count && series.region == region
            && series.source == context.source(s) && context.now - series.time <= c.doubleTapTimeout
            && (p - series.location).length <= c.doubleTapSlop
        tapNumber[s.slot] = continues[s.slot] ? series.taps + 1 : 1
        joined[s.slot] = s.arena
        // A held lower-count tap now waits for this sequence instead of its deadline.
        if continues[s.slot], let d = dependent, d.held.active, d.held.waitingSlot < 0, d.held.region == region {
            d.held.waitingSlot = s.slot
        }
        return true
    }

    public func closed(_ s: SequenceHandle, context: GestureContext) {
        if context.landedOnFling(s) { context.giveUp(s, by: self, reason: .landedOnFling) }
    }

    public func sequenceMoved(_ s: SequenceHandle, context: GestureContext) {
        let d = context.movement(s)
        let limit = maximumDistance ?? context.slop(s)
        if d.length > limit { context.giveUp(s, by: self, reason: .movedPastSlop, move: d, slop: limit) }
    }

    public func sequenceLifted(_ s: SequenceHandle, context: GestureContext) {
        let d = context.movement(s)
        let limit = maximumDistance ?? context.slop(s)
        guard d.length <= limit else { return }
        let taps = tapNumber[s.slot]
        // Remembered for the next sequence of the series (reset when a count is recognized).
        series = Series(taps: taps, region: regionOf[s.slot], time: context.now,
                        location: context.position(s), source: context.source(s))
        guard taps == count else { return }
        // A higher count further along its series takes this lift (it claims, holds, or
        // waits for more taps): this count is not what the user is doing.
        var higher = requireToFail
        while let h = higher {
            if h.tapNumber(of: s) > taps { return }
            higher = h.requireToFail
        }
        // This count is reached: a lower count waiting for it to fail never reports.
        if let d = dependent, d.held.active, d.held.region == regionOf[s.slot] { d.rejectHeld(context: context) }
        if requireToFail != nil {
            // Held until the higher count fails: the arena waits, undecided.
            if held.active { acceptHeld(time: context.now, context: context) }   // an older one, elsewhere
            context.hold(s, by: self, reason: .waitingForDoubleTap, move: d, slop: limit)
            series.taps = 0
            held = Held(active: true, handle: s, sequence: context.sequence(s), source: context.source(s),
                        region: regionOf[s.slot], location: context.position(s), start: context.start(s),
                        deadline: context.now + context.configuration.doubleTapTimeout, waitingSlot: -1)
            return
        }
        context.claim(s, by: self, strength: count, reason: count == 1 ? .liftedWithinSlop : .secondTap,
                      move: d, slop: limit)
    }

    /// Which tap of this recognizer's series sequence `s` is (0 if it did not join it).
    func tapNumber(of s: SequenceHandle) -> Int { joined[s.slot] == s.arena ? tapNumber[s.slot] : 0 }

    public func accepted(_ s: SequenceHandle, context: GestureContext) {
        if held.active && held.handle.arena == s.arena { return }   // reported by acceptHeld
        let p = context.position(s)
        if let d = dependent, d.held.active { d.rejectHeld(context: context) }   // it waited for this
        context.emit(kind, .ended, id: context.newGestureID(), sequence: context.sequence(s),
                     source: context.source(s), region: regionOf[s.slot], location: p, start: context.start(s),
                     translation: p - context.start(s), count: count)
        series.taps = 0   // a completed series starts over
    }

    public func rejected(_ s: SequenceHandle, context: GestureContext) {
        if held.active && held.handle.arena == s.arena { return }
        guard context.live(slot: s.slot) == s else { return }
        let tapped = context.isLifted(s) && context.movement(s).length <= (maximumDistance ?? context.slop(s))
        if !tapped, continues[s.slot], let d = dependent, d.held.active, d.held.waitingSlot == s.slot {
            // The sequence that could have completed this count became something else.
            d.acceptHeld(time: context.now, context: context)
        }
    }

    // MARK: Require-to-fail

    public var nextDeadline: Double? {
        held.active && held.waitingSlot < 0 ? held.deadline : nil
    }

    public func advance(context: GestureContext) {
        if held.active, held.waitingSlot < 0, held.deadline <= context.now {
            acceptHeld(time: held.deadline, context: context)
        }
    }

    /// The higher count failed: the held tap is reported now, at its lift point.
    func acceptHeld(time: Double, context: GestureContext) {
        let h = held
        // No higher count may follow a tap already reported.
        if requireToFail?.series.region == h.region { requireToFail?.series.taps = 0 }
        guard h.region.exists else {
            // Its region was removed while it waited: nothing to report it on.
            context.giveUp(h.handle, by: self, reason: .nothingToDo, time: time)
            held.active = false
            context.release(h.handle)
            return
        }
        context.claim(h.handle, by: self, strength: count, reason: .doubleTapFailed, move: h.location - h.start, time: time)
        held.active = false
        held.waitingSlot = -1
        context.release(h.handle)
        context.emit(kind, .ended, id: context.newGestureID(), sequence: h.sequence, source: h.source,
                     region: h.region, location: h.location, start: h.start,
                     translation: h.location - h.start, count: count, time: time)
    }

    /// The higher count was recognized: the held tap is never reported.
    func rejectHeld(context: GestureContext) {
        let h = held
        context.giveUp(h.handle, by: self, reason: .doubleTapRecognized)
        held.active = false
        held.waitingSlot = -1
        context.release(h.handle)
    }

    public var activeGestureCount: Int { 0 }
}
