/// A tap with a count: wins the sequence that completes `count` taps on one region, each
/// lifted within the maximum distance, each within the double-tap time and distance of the
/// previous one (SwiftUI's `TapGesture(count:)`, Flutter's multitap).
///
/// Tap recognizers of different counts on one region are exclusive without delay by default:
/// each claims at the lift that completes its count, and the higher count wins (a double tap
/// overrides the second tap; the first was reported at once). Composed with
/// `exclusively(before:)` — `ComposedGesture.exclusive(doubleTap, tap)` — the lower count waits
/// instead: the higher count holds each sequence of its series until the series completes
/// (the lower count loses) or fails — the time for the next tap runs out, or the next
/// sequence goes elsewhere or becomes something else — and only then does the lower count win
/// (UIKit's `require(toFail:)`, the delayed single tap).
package final class TapRecognizer: GestureRecognizer {
    /// Taps in the series (1: a single tap).
    package let count: Int
    /// Distance (px) each tap may move before lifting; nil: the sequence's slop.
    package let maximumDistance: Double?
    package let kind: GestureKind

    /// The series so far: taps completed on `region`, the last lifted at `time`, `location`.
    struct Series {
        var taps = 0
        var region = RegionHandle.none
        var time: Double = 0
        var location = Point.zero
        var source: GestureSource = .touch
    }
    // Unchecked, this and the per-sequence storage below: checked, the taps workloads cost
    // 8.5–50 % more per event (composed taps +8.5 %, taps +11 %, the tree's taps +50 %).
    @exclusivity(unchecked) var series = Series()
    /// Per sequence: its region, whether it continues the series, which tap of it it is.
    @exclusivity(unchecked) var regionOf: [RegionHandle] = []
    @exclusivity(unchecked) var continues: [Bool] = []
    @exclusivity(unchecked) var tapNumber: [Int] = []

    /// Per arena: the lift to report if this recognizer wins it. A verdict may come after
    /// the sequence is over (a held arena), when only the arena is left to name it by.
    struct Lift {
        var reports = false
        var sequence: InputSequence = .pointer
        var source: GestureSource = .touch
        var region = RegionHandle.none
        var location = Point.zero
        var start = Point.zero
    }
    @exclusivity(unchecked) var lifts: [Lift] = []
    /// The sequences of the series held for members waiting for this count to fail, until
    /// `deadline` — or, while `waitingSlot` is a live sequence continuing the series, until
    /// that one decides.
    @exclusivity(unchecked) var held: [SequenceHandle] = []
    @exclusivity(unchecked) var deadline = Double.infinity
    @exclusivity(unchecked) var waitingSlot = -1

    package init(count: Int = 1, maximumDistance: Double? = nil, kind: GestureKind? = nil) {
        self.count = max(1, count)
        self.maximumDistance = maximumDistance
        self.kind = kind ?? (count == 2 ? .doubleTap : count >= 3 ? .multiTap : .tap)
    }

    package func prepare(sequenceCapacity: Int) {
        if regionOf.count < sequenceCapacity {
            regionOf = Array(repeating: .none, count: sequenceCapacity)
            continues = Array(repeating: false, count: sequenceCapacity)
            tapNumber = Array(repeating: 1, count: sequenceCapacity)
            lifts = Array(repeating: Lift(), count: SequenceHandle.arenaCapacity(forSequences: sequenceCapacity))
            held.reserveCapacity(count)
        }
    }

    package func regionsReplaced(_ map: RegionMap) {
        series.region = map[series.region]
        for i in regionOf.indices { regionOf[i] = map[regionOf[i]] }
        for i in lifts.indices { lifts[i].region = map[lifts[i].region] }
    }

    package func join(_ s: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool {
        regionOf[s.slot] = region
        lifts[s.arena] = Lift()
        let c = context.configuration
        let p = context.start(s)
        continues[s.slot] =
            count > 1 && series.taps > 0 && series.taps < count && series.region == region
            && series.source == context.source(s) && context.now - series.time <= c.doubleTapMilliseconds
            && (p - series.location).length <= c.doubleTapSlop
        tapNumber[s.slot] = continues[s.slot] ? series.taps + 1 : 1
        if !held.isEmpty {
            // The held series waits for this sequence, or ends here if it goes elsewhere.
            if continues[s.slot] { waitingSlot = s.slot } else { endSeries(time: context.now, context: context) }
        }
        return true
    }

    package func closed(_ s: SequenceHandle, context: EngineContext) {
        if context.landedOnFling(s) { context.giveUp(s, by: self, reason: .landedOnFling) }
    }

    package func sequenceMoved(_ s: SequenceHandle, context: EngineContext) {
        let d = context.movement(s)
        let limit = maximumDistance ?? context.slop(s)
        if d.length > limit { context.giveUp(s, by: self, reason: .movedPastSlop, move: d, slop: limit) }
    }

    package func sequenceLifted(_ s: SequenceHandle, context: EngineContext) {
        let d = context.movement(s)
        let limit = maximumDistance ?? context.slop(s)
        guard d.length <= limit else { return }
        let taps = tapNumber[s.slot]
        let p = context.position(s)
        series = Series(taps: taps, region: regionOf[s.slot], time: context.now, location: p, source: context.source(s))
        lifts[s.arena] = Lift(
            reports: taps == count, sequence: context.sequence(s), source: context.source(s),
            region: regionOf[s.slot], location: p, start: context.start(s))
        guard taps == count else {
            // More taps to come: hold this sequence if something waits for this count to fail.
            if context.isRequired(s, by: self) {
                context.hold(s, by: self, reason: .waitingForMoreTaps, move: d, slop: limit)
                held.append(s)
            }
            if !held.isEmpty {
                deadline = context.now + context.configuration.doubleTapMilliseconds
                waitingSlot = -1
            }
            return
        }
        series.taps = 0   // a completed series starts over
        let reason: ExplainReason = count == 1 ? .liftedWithinSlop : count == 2 ? .secondTap : .lastTapOfCount
        context.claim(s, by: self, strength: count, reason: reason, move: d, slop: limit)
        // The series' earlier sequences are this count's too: what waited on them loses.
        while let h = held.popLast() {
            lifts[h.arena].reports = false
            context.claim(h, by: self, strength: count, reason: reason)
            context.release(h)
        }
        waitingSlot = -1
        deadline = .infinity
    }

    package func accepted(_ s: SequenceHandle, context: EngineContext) {
        let lift = lifts[s.arena]
        guard lift.reports else { return }
        lifts[s.arena].reports = false
        context.emit(
            kind, .ended, id: context.newGestureID(), sequence: lift.sequence, source: lift.source,
            region: lift.region, location: lift.location, start: lift.start,
            translation: lift.location - lift.start, count: count, time: context.verdictTime)
    }

    package func rejected(_ s: SequenceHandle, context: EngineContext) {
        lifts[s.arena].reports = false
        if let i = held.firstIndex(where: { $0.arena == s.arena }) {
            // Another gesture took a sequence of the series: the series is over.
            held.remove(at: i)
            context.release(s)
            endSeries(time: context.verdictTime, context: context)
            return
        }
        guard waitingSlot >= 0, s.slot == waitingSlot, context.live(slot: s.slot) == s else { return }
        let tapped = context.isLifted(s) && context.movement(s).length <= (maximumDistance ?? context.slop(s))
        // The sequence that could have continued the series became something else.
        if !tapped { endSeries(time: context.now, context: context) }
    }

    /// The series failed short of the count: the sequences it held are given up (what waited
    /// for this count to fail may win them), as of `time`.
    func endSeries(time: Double, context: EngineContext) {
        series.taps = 0
        waitingSlot = -1
        deadline = .infinity
        while let h = held.popLast() {
            context.giveUp(h, by: self, reason: .seriesEnded, time: time)
            context.release(h)
        }
    }

    package var nextDeadline: Double? {
        !held.isEmpty && waitingSlot < 0 ? deadline : nil
    }

    package func advance(context: EngineContext) {
        if !held.isEmpty, waitingSlot < 0, deadline <= context.now { endSeries(time: deadline, context: context) }
    }
}
