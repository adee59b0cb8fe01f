// The virtual clock: recognizers' deadlines and the fling, both run on the `now` the app gives.

extension GestureEngine {
    func runTimers() {
        // The recognizers' deadlines change only when they see something; the earliest one
        // as of the end of the last call says whether any can be due.
        if timerDue <= currentTime {
            for g in regions.recognizers {
                if let t = g.nextDeadline, t <= currentTime { g.advance(context: context(for: g)) }
            }
        }
        stepFling()
    }

    /// Called at the end of every public call: the earliest recognizer deadline from now on.
    func noteTimers() {
        timerDue = regions.recognizers.withUnsafeBufferPointer { recognizers in
            var t = Double.infinity
            for i in recognizers.indices { if let d = recognizers[i].nextDeadline { t = min(t, d) } }
            return t
        }
    }

    func earliestDeadline() -> Double? {
        var t = Double.infinity
        for g in regions.recognizers { if let d = g.nextDeadline { t = min(t, d) } }
        if scroller.fling.active { t = min(t, scroller.fling.simulation.endTime) }
        return t.isFinite ? t : nil
    }

    func countActiveGestures() -> Int {
        var n = scroller.fling.active ? 1 : 0
        for g in regions.recognizers { n += g.activeGestureCount }
        return n
    }
}
