// The virtual clock: recognizers' deadlines and the fling, both run on the `now` the app gives.

extension GestureEngine {
    func runTimers() {
        for g in regions.recognizers {
            if let t = g.nextDeadline, t <= currentTime { g.advance(context: context) }
        }
        stepFling()
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
