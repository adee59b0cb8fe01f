#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// wl_pointer axis: wheel frames scroll (or zoom with Ctrl) at once; touchpad runs (finger /
// continuous source, until axis_stop) lock their direction at their first movement, using the
// same cones as touches: vertical scrolls and hands its velocity to a fling at axis_stop,
// horizontal pans the region under the pointer.

extension GestureEngine {
    func processAxisFrame(_ f: PointerFrameState) {
        let p = pointerLocation ?? .zero
        let isWheel = f.source == .wheel || f.source == .wheelTilt || (f.source == nil && f.hasDiscrete)
        if isWheel {
            if f.hasAxis || f.hasDiscrete { wheelFrame(f, at: p) }
            return
        }
        if f.hasAxis { axisRunMoved(f, at: p) }
        if f.stopVertical || f.stopHorizontal { axisRunStopped(f) }
    }

    func wheelFrame(_ f: PointerFrameState, at p: Point) {
        let delta = f.hasAxis ? f.axisValue
            : Point(x: f.discrete.x * configuration.wheelPixelsPerDetent,
                    y: f.discrete.y * configuration.wheelPixelsPerDetent)
        let zoomMods = configuration.wheelZoomModifiers
        if !zoomMods.isEmpty, modifiers.isSuperset(of: zoomMods) {
            let r = regionWith(.wheelZoom, at: p)
            guard r >= 0 else { return }
            let detents = f.hasDiscrete ? f.discrete.y : f.axisValue.y / configuration.wheelZoomPixelsPerDetent
            guard detents != 0, detents.isFinite else { return }
            let scale = pow(configuration.wheelZoomFactorPerDetent, -detents)
            note(.axis, .accepted, .wheelZoom, region: Int32(r), move: delta)
            emit(.wheelZoom, .ended, id: newGestureID(), sequence: .axis, source: .wheel,
                 region: Int32(r), location: p, delta: delta, scale: scale)
            return
        }
        let r = regionWith(.axisScroll, at: p)
        guard r >= 0 else { return }
        stopFling(reason: .interrupted, sequence: .axis)
        if regions[r].region.scrolls { scrollOffset = clampOffset(scrollOffset + delta.y) }
        emit(.wheel, .ended, id: newGestureID(), sequence: .axis, source: .wheel, region: Int32(r),
             location: p, delta: delta)
    }

    func axisRunMoved(_ f: PointerFrameState, at p: Point) {
        if axisRun.active,
           Double(Int32(bitPattern: f.axisTime &- axisRun.lastTime)) > configuration.axisRunTimeout {
            endAxisRun(velocity: .zero)   // timed out: ends where it is, no fling
        }
        axisRun.lastTime = f.axisTime
        if !axisRun.active {
            stopFling(reason: .interrupted, sequence: .axis)
            axisRun.active = true
            axisRun.lock = .none
            axisRun.gestureActive = false
            axisRun.accumulated = .zero
            axisRun.translation = .zero
            axisRun.start = p
            axisRun.region = -1
            axisRun.source = f.source ?? .finger
            // No sample at the start: the first frame's movement happened before its time stamp.
            axisRun.tracker.reset()
        }
        let d = f.axisValue
        if axisRun.lock == .none {
            axisRun.accumulated = axisRun.accumulated + d
            let a = axisRun.accumulated
            guard a.x != 0 || a.y != 0 else { return }
            let angle = atan2(abs(a.y), abs(a.x)) * 180 / Double.pi
            let vertical: Bool
            if angle <= configuration.horizontalConeDegrees { vertical = false }
            else if angle >= 90 - configuration.verticalConeDegrees { vertical = true }
            else { vertical = configuration.tieGoesToVertical }
            axisRun.lock = vertical ? .vertical : .horizontal
            axisRun.kind = vertical ? .axisScroll : .axisPan
            let r = vertical ? regionWith(.axisScroll, at: p) : regionWith(.axisPan, at: p)
            axisRun.region = Int32(r)
            note(.axis, r >= 0 ? .accepted : .noWinner, axisRun.kind, region: Int32(r),
                 reason: r >= 0 ? .axisDirectionLocked : .nothingToDo, move: a)
            guard r >= 0 else { return }
            axisRun.id = newGestureID()
            axisRun.gestureActive = true
            emit(axisRun.kind, .began, id: axisRun.id, sequence: .axis, source: .touchpad,
                 region: axisRun.region, location: p, start: axisRun.start)
        }
        guard axisRun.gestureActive else { return }
        let step = axisRun.lock == .vertical ? Point(x: 0, y: d.y) : Point(x: d.x, y: 0)
        guard step.x != 0 || step.y != 0 else { return }
        axisRun.translation = axisRun.translation + step
        axisRun.tracker.add(axisRun.translation, time: f.axisTime)
        if axisRun.lock == .vertical, axisRun.region >= 0, regions[Int(axisRun.region)].region.scrolls {
            scrollOffset = clampOffset(scrollOffset + step.y)
        }
        emit(axisRun.kind, .changed, id: axisRun.id, sequence: .axis, source: .touchpad,
             region: axisRun.region, location: p, start: axisRun.start,
             translation: axisRun.translation, delta: step, velocity: axisRun.tracker.velocity())
    }

    func axisRunStopped(_ f: PointerFrameState) {
        guard axisRun.active else { return }
        let ends = axisRun.lock == .none
            || (axisRun.lock == .vertical && f.stopVertical)
            || (axisRun.lock == .horizontal && f.stopHorizontal)
        guard ends else { return }
        endAxisRun(velocity: axisRun.tracker.velocity(at: f.axisTime))
    }

    /// Ends the run; a vertical one hands `velocity` to a fling.
    func endAxisRun(velocity v: Point) {
        axisRun.active = false
        guard axisRun.gestureActive else { return }
        axisRun.gestureActive = false
        emit(axisRun.kind, .ended, id: axisRun.id, sequence: .axis, source: .touchpad,
             region: axisRun.region, location: pointerLocation ?? axisRun.start, start: axisRun.start,
             translation: axisRun.translation, velocity: v)
        if axisRun.kind == .axisScroll, axisRun.region >= 0, regions[Int(axisRun.region)].region.scrolls {
            // axis values already point the way the offset moves.
            startFling(offsetVelocity: v.y, region: axisRun.region, source: .touchpad,
                       at: pointerLocation ?? axisRun.start)
        }
    }

    func cancelAxisRun(_ reason: CancelReason) {
        guard axisRun.active else { return }
        axisRun.active = false
        guard axisRun.gestureActive else { return }
        axisRun.gestureActive = false
        emit(axisRun.kind, .cancelled, id: axisRun.id, sequence: .axis, source: .touchpad,
             region: axisRun.region, location: pointerLocation ?? axisRun.start, start: axisRun.start,
             translation: axisRun.translation, reason: reason)
        note(.axis, .cancelled, axisRun.kind, region: axisRun.region, reason: .cancelledBy, cancel: reason)
    }
}
