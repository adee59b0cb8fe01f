// The fling after a scroll: a `FlingSimulation` evaluated at each call's time, clamped to
// [0, maxScrollOffset]; stopped by a touch, a press, a wheel, a touchpad hold or an explicit
// offset.

extension GestureEngine {
    func startFling(offsetVelocity: Double, region: Int32, source: GestureSource, at location: Point) {
        guard offsetVelocity.isFinite else { return }
        stopFling(reason: .interrupted, sequence: .group)   // one fling at a time
        let speed = abs(offsetVelocity)
        guard speed >= configuration.minFlingVelocity else { return }
        let v = min(speed, configuration.maxFlingVelocity) * (offsetVelocity < 0 ? -1 : 1)
        let sim = FlingSimulation(position: scrollOffset, velocity: v, time: currentTime,
                                  lowerBound: 0, upperBound: maxScrollOffset,
                                  decelerationRate: configuration.flingDecelerationRate,
                                  stopVelocity: configuration.flingStopVelocity)
        guard sim.endTime > currentTime, sim.endPosition != scrollOffset else { return }
        fling = FlingState(active: true, id: newGestureID(), region: region, source: source, simulation: sim)
        emit(.fling, .began, id: fling.id, sequence: .group, source: .animation, region: region,
             location: location, velocity: Point(x: 0, y: v))
    }

    func stepFling() {
        guard fling.active else { return }
        let sim = fling.simulation
        let p = sim.position(at: currentTime)
        let d = p - scrollOffset
        scrollOffset = clampOffset(p)
        if d != 0 {
            emit(.fling, .changed, id: fling.id, sequence: .group, source: .animation,
                 region: fling.region, location: .zero, translation: Point(x: 0, y: p - sim.startPosition),
                 delta: Point(x: 0, y: d), velocity: Point(x: 0, y: sim.velocity(at: currentTime)))
        }
        if sim.isDone(at: currentTime) {
            fling.active = false
            emit(.fling, .ended, id: fling.id, sequence: .group, source: .animation,
                 region: fling.region, location: .zero, translation: Point(x: 0, y: p - sim.startPosition))
        }
    }

    func stopFling(reason: CancelReason, sequence: GestureSequence) {
        guard fling.active else { return }
        let sim = fling.simulation
        scrollOffset = clampOffset(sim.position(at: currentTime))
        fling.active = false
        emit(.fling, .cancelled, id: fling.id, sequence: .group, source: .animation,
             region: fling.region, location: .zero,
             translation: Point(x: 0, y: scrollOffset - sim.startPosition), reason: reason)
        note(sequence, .flingStopped, .fling, region: fling.region, reason: .cancelledBy, cancel: reason)
    }
}
