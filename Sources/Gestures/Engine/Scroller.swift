/// One scrolling region's state: its offset on its axis, its range and its fling. A tree may
/// hold many; each moves its own region's content, and what one cannot take (its edge is
/// reached) goes on to the scroller around it (`parent`): nested scrolling chains.
///
/// The engine keeps them beside the regions (`RegionTable.scrollers`), because hit tests need
/// every offset (content moves with it), and a fling runs on the engine's clock.
struct Scroller {
    /// The region that scrolls, or -1 for the primary scroller while no region scrolls.
    var region: Int32 = -1
    /// That region's id, which keeps the state when the regions are declared again.
    var id: GestureRegionID?
    var axis: Axis = .vertical
    /// The nearest scroller whose content holds this one's region (-1: none).
    var parent: Int32 = -1
    var offset: Double = 0
    var maxOffset: Double = 0
    var fling = FlingState()

    func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return offset }
        return min(max(v, 0), maxOffset)
    }

    /// Moves the offset by `delta` (clamped) and returns what it could not take.
    mutating func scroll(by delta: Double) -> Double {
        let target = offset + delta
        guard target.isFinite else { return 0 }
        offset = min(max(target, 0), maxOffset)
        return target - offset   // exactly 0 inside the range
    }

    /// `p`'s component on this scroller's axis.
    @inline(__always) func along(_ p: Point) -> Double { axis == .vertical ? p.y : p.x }

    /// A point that is `v` on this scroller's axis and 0 on the other.
    @inline(__always) func point(_ v: Double) -> Point { axis == .vertical ? Point(x: 0, y: v) : Point(x: v, y: 0) }

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

/// The running fling of a scroller's offset.
struct FlingState {
    var active = false
    var id: UInt64 = 0
    var region: Int32 = -1
    var source: GestureSource = .touch
    var simulation = FlingSimulation(position: 0, velocity: 0, time: 0, lowerBound: 0, upperBound: 0)
}
