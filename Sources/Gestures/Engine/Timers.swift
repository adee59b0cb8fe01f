// The virtual clock: recognizers' deadlines and the fling, both run on the `now` the app gives.
// Only the engaged recognizers can have a deadline or a gesture in progress.

extension GestureEngine {
    func runTimers() {
        // The recognizers' deadlines change only when they see something; the earliest one
        // as of the end of the last call says whether any can be due.
        if timerDue <= currentTime {
            var k = 0
            while k < engaged.count {
                let g = engaged[k]
                if let t = g.nextDeadline, t <= currentTime { g.advance(context: context(for: g)) }
                k += 1
            }
        }
        stepFlings()
    }

    /// Called at the end of every public call: lets go of the recognizers that have nothing
    /// running, and notes the earliest deadline from now on.
    func noteTimers() {
        var t = Double.infinity
        engaged.prune { g in
            if let d = g.nextDeadline {
                t = min(t, d)
                return false
            }
            return isIdle(g)
        }
        timerDue = t
    }

    func earliestDeadline() -> Double? {
        var t = Double.infinity
        for k in 0 ..< engaged.count { if let d = engaged[k].nextDeadline { t = min(t, d) } }
        for s in regions.scrollers where s.fling.active { t = min(t, s.fling.simulation.endTime) }
        return t.isFinite ? t : nil
    }

    func countActiveGestures() -> Int {
        var n = 0
        for s in regions.scrollers where s.fling.active { n += 1 }
        for k in 0 ..< engaged.count { n += engaged[k].activeGestureCount }
        return n
    }
}
