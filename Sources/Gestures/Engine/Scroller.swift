/// The scroll offset of the one scrolling region and its fling: owned by the engine, because
/// hit tests need it (the rows move with it) and every scrolling input moves the same value.
struct Scroller {
    var offset: Double = 0
    var maxOffset: Double = 0
    var fling = FlingState()

    func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return offset }
        return min(max(v, 0), maxOffset)
    }

    mutating func setExtent(_ newMax: Double, now: Double, configuration: GestureConfiguration) {
        let sim = fling.simulation
        if fling.active { offset = sim.position(at: now) }
        maxOffset = newMax.isFinite ? max(0, newMax) : 0
        offset = clamp(offset)
        if fling.active {
            // Re-aim the running fling at the new bounds from where it is now.
            fling.simulation = FlingSimulation(
                position: offset, velocity: sim.velocity(at: now), time: now, lowerBound: 0,
                upperBound: maxOffset, decelerationRate: configuration.flingDecelerationRate,
                stopVelocity: configuration.flingStopVelocity)
        }
    }
}

/// The running fling of the scroll offset.
struct FlingState {
    var active = false
    var id: UInt64 = 0
    var region: Int32 = -1
    var source: GestureSource = .touch
    var simulation = FlingSimulation(position: 0, velocity: 0, time: 0, lowerBound: 0, upperBound: 0)
}

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
        let sim = FlingSimulation(
            position: scroller.offset, velocity: v, time: currentTime,
            lowerBound: 0, upperBound: scroller.maxOffset,
            decelerationRate: configuration.flingDecelerationRate,
            stopVelocity: configuration.flingStopVelocity)
        guard sim.endTime > currentTime, sim.endPosition != scroller.offset else { return }
        scroller.fling = FlingState(active: true, id: newGestureID(), region: region, source: source, simulation: sim)
        emit(
            .fling, .began, id: scroller.fling.id, sequence: .group, source: .animation, region: region,
            location: location, velocity: Point(x: 0, y: v))
    }

    func stepFling() {
        guard scroller.fling.active else { return }
        let sim = scroller.fling.simulation
        let p = sim.position(at: currentTime)
        let d = p - scroller.offset
        scroller.offset = scroller.clamp(p)
        let f = scroller.fling
        if d != 0 {
            emit(
                .fling, .changed, id: f.id, sequence: .group, source: .animation,
                region: f.region, location: .zero, translation: Point(x: 0, y: p - sim.startPosition),
                delta: Point(x: 0, y: d), velocity: Point(x: 0, y: sim.velocity(at: currentTime)))
        }
        if sim.isDone(at: currentTime) {
            scroller.fling.active = false
            emit(
                .fling, .ended, id: f.id, sequence: .group, source: .animation,
                region: f.region, location: .zero, translation: Point(x: 0, y: p - sim.startPosition))
        }
    }

    func stopFling(reason: CancelReason, sequence: GestureSequence) {
        guard scroller.fling.active else { return }
        let f = scroller.fling
        scroller.offset = scroller.clamp(f.simulation.position(at: currentTime))
        scroller.fling.active = false
        emit(
            .fling, .cancelled, id: f.id, sequence: .group, source: .animation,
            region: f.region, location: .zero,
            translation: Point(x: 0, y: scroller.offset - f.simulation.startPosition), reason: reason)
        note(sequence, .flingStopped, .fling, region: f.region, reason: .cancelledBy, cancel: reason)
    }
}
