/// The virtual clock and the recognizers' deadlines: the time of the call, the recognizers
/// polled between inputs (`EngagedRecognizers`), and the earliest deadline among them.
///
/// Time is an input: `now` moves only when a call gives a later one, so a replay fires every
/// deadline at the same virtual time every run. The part calls no recognizer itself (a fired
/// one may engage others while it runs): the engine walks the due ones with `nextDue(from:)`.
struct RecognizerTimers {
    /// The virtual clock: the time of the call being handled (ms).
    private(set) var clock = VirtualClock()
    var now: Double { clock.now }
    /// The recognizers that may have a deadline or a gesture in progress.
    var engaged = EngagedRecognizers()
    /// The earliest deadline as of the end of the last call (`settle`); ∞ for none.
    private(set) var due = Double.infinity

    mutating func advance(to time: Double) { clock.advance(to: time) }

    /// The first engaged recognizer from index `k` on whose deadline has come, in declaration
    /// order; `k` moves past it. Nil when none is due (cheap: the deadlines change only when
    /// the recognizers see something, so the earliest one noted by `settle` says whether any
    /// can be due).
    @inline(__always) func nextDue(from k: inout Int) -> (any GestureRecognizer)? {
        guard due <= now else { return nil }
        while k < engaged.count {
            let g = engaged[k]
            k += 1
            if let t = g.nextDeadline, t <= now { return g }
        }
        return nil
    }

    /// At the end of a call: lets go of the recognizers without a deadline that `isIdle`
    /// finds idle, and notes the earliest deadline from now on.
    mutating func settle(isIdle: (any GestureRecognizer) -> Bool) {
        var t = Double.infinity
        engaged.prune { g in
            if let d = g.nextDeadline {
                t = min(t, d)
                return false
            }
            return isIdle(g)
        }
        due = t
    }

    /// The earliest deadline of the engaged recognizers now (∞: none).
    @inline(__always) var earliestDeadline: Double {
        var t = Double.infinity
        for k in 0 ..< engaged.count { if let d = engaged[k].nextDeadline { t = min(t, d) } }
        return t
    }

    /// Gestures in progress among the engaged recognizers.
    @inline(__always) var activeGestureCount: Int {
        var n = 0
        for k in 0 ..< engaged.count { n += engaged[k].activeGestureCount }
        return n
    }
}

// The engine's use of its timers: due deadlines fire before the call's input, flings step
// with them; both run on the `now` the app gives.
extension GestureEngine {
    func runTimers() {
        var k = 0
        while let g = timers.nextDue(from: &k) { call(g) { g.advance(context: $0) } }
        stepFlings()
    }

    /// Called at the end of every package call: lets go of the recognizers that have nothing
    /// running, and notes the earliest deadline from now on.
    func noteTimers() {
        timers.settle { isIdle($0) }
    }
}
