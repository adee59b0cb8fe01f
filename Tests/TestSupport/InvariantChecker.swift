import Gestures

/// Checks the engine's contract over every report and decision of one stream:
/// each begun gesture ends exactly once and nothing follows its end; discrete gestures only
/// end; every value is finite; the scroll offset stays in bounds; at most one winner per
/// contest, and no member is told twice.
package struct InvariantChecker {
    package init() {}
    package enum Life { case active, ended }
    package var lives: [GestureID: Life] = [:]
    /// The began report of each gesture (to name those that never end).
    package var began: [GestureID: GestureReport] = [:]
    package var failures: [String] = []
    /// Every report seen, when `recording` (for debugging a failing stream).
    package var recording = false
    package var all: [GestureReport] = []

    /// Kinds that report only `.ended` (a stream declaring its own discrete kinds adds them).
    package var discrete: Set<GestureKind> = [.tap, .doubleTap, .multiTap, .wheel, .wheelZoom]

    package mutating func fail(_ s: String) { if failures.count < 10 { failures.append(s) } }

    package mutating func check(_ events: [GestureReport], engine: GestureEngine) {
        if recording { all += events }
        for e in events {
            // A sum is finite only if every term is (no allocation in this hot test loop).
            let sum =
                e.time + e.location.x + e.location.y + e.startLocation.x + e.startLocation.y
                + e.translation.x + e.translation.y + e.delta.x + e.delta.y + e.velocity.x
                + e.velocity.y + e.predictedEndLocation.x + e.predictedEndLocation.y + e.scale
                + e.verticalScale + e.rotation + e.scrollOffset
            if !(sum * 0).isFinite || !sum.isFinite { fail("non-finite value in \(e)") }
            if e.scrollOffset < 0 || e.scrollOffset > engine.maxScrollOffset + 1e-9 {
                fail("offset out of bounds: \(e)")
            }
            if e.phase == .cancelled && e.cancelReason == nil { fail("cancel without reason: \(e)") }
            if discrete.contains(e.kind) {
                if e.phase != .ended { fail("discrete \(e.kind) reported \(e.phase)") }
                if lives[e.id] != nil { fail("discrete id reused: \(e)") }
                lives[e.id] = .ended
                continue
            }
            switch (lives[e.id], e.phase) {
            case (nil, .began): lives[e.id] = .active; began[e.id] = e
            case (nil, _): fail("\(e.phase) before began: \(e)")
            case (.active, .began): fail("began twice: \(e)")
            case (.active, .ended), (.active, .cancelled): lives[e.id] = .ended
            case (.active, _): break
            case (.ended, _): fail("report after the end: \(e)")
            }
        }
        if engine.scrollOffset < 0 || engine.scrollOffset > engine.maxScrollOffset {
            fail("engine offset out of bounds")
        }
    }

    /// After the stream has been wound down: nothing may still be running.
    package mutating func checkAllEnded(engine: GestureEngine) {
        let open = lives.filter { $0.value == .active }.map(\.key)
        if !open.isEmpty {
            fail("gestures never ended: \(open.map { began[$0].map(String.init(describing:)) ?? "\($0)" })")
        }
        if engine.activeGestureCount != 0 { fail("engine reports \(engine.activeGestureCount) active gestures") }
    }

    /// The contract over the engine's whole explain log, which must hold every decision of the
    /// stream: a log that overflowed would let the check pass by not seeing (size it instead).
    package mutating func checkContests(of engine: GestureEngine) {
        guard engine.explain.totalRecorded <= engine.explain.capacity else {
            fail(
                "explain log overflowed: \(engine.explain.totalRecorded) decisions for \(engine.explain.capacity) entries"
            )
            return
        }
        checkContests(engine.explain.entries)
    }

    /// The arena's contract over the explain log, contest by contest (entries carry their
    /// arena's number, so a held arena deciding late is not mistaken for a later sequence of
    /// the same touch id):
    /// - every member is told exactly once, accepted or rejected; a member may first be held
    ///   (require-to-fail) and is then told exactly once, later;
    /// - exactly one winner, or none (`noWinner`, or a cancel); a second one only when it
    ///   was declared simultaneous with a winner still running (accepted `.simultaneous`:
    ///   claimed beside it, or later as its composed partner), or when it took the sequence
    ///   over from winners that were each reported `.preempted` first;
    /// - a member sequenced after others starts (`.sequenced`) only while one of them has won,
    ///   and only before it was told;
    /// - nothing is decided before the contest opened, and no contest is left with members
    ///   untold at the end (once the stream has been wound down).
    package mutating func checkContests(_ entries: [ExplainEntry], complete: Bool = true) {
        struct Member: Hashable { var kind: GestureKind?; var region: GestureRegionID?; var axis: Axis? }
        struct Contest {
            var members = 0
            var told: Set<Member> = []
            var held: Set<Member> = []
            var winners: [Member] = []
            var preempted: Set<Member> = []
            var ended = false
        }
        var contests: [Int: Contest] = [:]
        for e in entries where e.contest > 0 {
            if e.decision == .contestOpened {
                if contests[e.contest] != nil { fail("contest \(e.contest) opened twice: \(e)") }
                contests[e.contest] = Contest(members: e.memberCount)
                continue
            }
            guard var c = contests[e.contest] else { fail("decision before its contest opened: \(e)"); continue }
            let m = Member(kind: e.kind, region: e.region, axis: e.dragAxis)
            switch e.decision {
            case .held:
                if c.told.contains(m) || c.held.contains(m) {
                    fail("\(e.kind.map { "\($0)" } ?? "?") held after a decision: \(e)")
                }
                c.held.insert(m)
            case .accepted:
                if c.told.contains(m) { fail("accepted after being told: \(e)") }
                let together = e.reason == .simultaneous && c.winners.contains { !c.preempted.contains($0) }
                if e.reason == .simultaneous && !together { fail("simultaneous without a running winner: \(e)") }
                let takeover = !c.winners.isEmpty && c.winners.allSatisfy { c.preempted.contains($0) }
                if !c.winners.isEmpty && !together && !takeover { fail("second winner: \(e) after \(c.winners)") }
                c.held.remove(m)
                c.told.insert(m)
                c.winners.append(m)
            case .rejected:
                if c.told.contains(m) { fail("told twice: \(e)") }
                c.held.remove(m)
                c.told.insert(m)
            case .preempted:
                if !c.winners.contains(m) { fail("preempted without having won: \(e)") }
                c.preempted.insert(m)
            case .sequenced:
                if c.told.contains(m) { fail("sequenced after being told: \(e)") }
                if c.winners.isEmpty { fail("sequenced before anything won: \(e)") }
            case .noWinner, .cancelled:
                if !c.winners.isEmpty && e.decision == .noWinner { fail("no winner after a winner: \(e)") }
                c.ended = true
            default:
                break
            }
            contests[e.contest] = c
        }
        guard complete else { return }
        for (n, c) in contests.sorted(by: { $0.key < $1.key }) {
            if c.told.count != c.members {
                fail("contest \(n): \(c.members) members but \(c.told.count) told")
            }
            if !c.held.isEmpty { fail("contest \(n): held and never resolved") }
            // Exactly one winner, or an explicit end without one: never silence.
            if c.members > 0 && c.winners.isEmpty && !c.ended {
                fail("contest \(n): neither a winner nor a no-winner or cancel")
            }
        }
    }
}
