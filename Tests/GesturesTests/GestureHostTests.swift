import Testing

@testable import Gestures

/// The host's promises: it groups input into frames, fires timers on every call, keeps every
/// report in order until the app takes it, and says when it next has work.
@Suite struct GestureHostTests {
    let p = ListFixture.point(row: 1)

    func drained(_ host: GestureHost) -> [String] {
        var out: [String] = []
        host.drainReports { out.append("\($0.kind).\($0.phase)") }
        return out
    }

    /// A long press that fires in `advance` and a motion handled in the same tick: the
    /// engine's `events` holds only the last call's reports, so an app reading it after each
    /// call of the pair loses the `began`; the host keeps both calls' reports.
    @Test func aLongPressFiredByAdvanceIsNotLostByTheNextSend() {
        let engine = ListFixture.makeEngine()
        engine.handle(.touchDown(id: 1, p, time: 0), at: 0); engine.handle(.touchFrame, at: 0)
        engine.advance(to: 500)
        engine.handle(.touchMotion(id: 1, Point(x: p.x + 3, y: p.y), time: 500), at: 500)
        engine.handle(.touchFrame, at: 500)
        #expect(!engine.reports.contains { $0.kind == .longPress && $0.phase == .began })

        let host = GestureHost(engine: ListFixture.makeEngine())
        host.send(.touchDown(id: 1, p, time: 0), at: 0)
        host.advance(to: 500)
        host.send(.touchMotion(id: 1, Point(x: p.x + 3, y: p.y), time: 500), at: 500)
        #expect(drained(host) == ["longPress.began", "longPress.entered", "longPress.changed"])
        #expect(host.pendingReports.isEmpty)
    }

    @Test func perEventFramingActsOnEachEventWithoutFrames() {
        let host = GestureHost(engine: ListFixture.makeEngine())
        host.send(.touchDown(id: 1, p, time: 0), at: 0)
        host.send(.touchUp(id: 1, time: 40), at: 40)
        var taps: [GestureReport] = []
        host.drainReports { if $0.kind == .tap { taps.append($0) } }
        #expect(taps.map(\.phase) == [.ended])
        #expect(taps.first?.region == ListFixture.rowID(1))
        // Frame events are redundant here and change nothing.
        host.send(.touchFrame, at: 50)
        host.send(.pointerMotion(p, time: 60), at: 60)
        host.send(.pointerFrame, at: 60)
        #expect(drained(host) == ["hover.began"])
    }

    /// A wheel click as Wayland sends it (source, click, value; the frame left out here): one
    /// click's scroll, as a wheel, with no touchpad run left open; a source and a value alone
    /// are a touchpad's finger scroll.
    @Test func perEventFramingTakesAWheelClickAsOneFrame() {
        func scroll(_ events: [InputEvent]) -> (offset: Double, kinds: [String], active: Int) {
            let host = GestureHost(engine: ListFixture.makeEngine())
            host.setScrollExtent(max: 1000, at: 0)
            host.send(.pointerEnter(p), at: 0)
            var t = 10.0
            for e in events {
                host.send(e, at: t)
                t += 1
            }
            let kinds = drained(host).filter { !$0.hasPrefix("hover") }
            return (host.engine.scrollOffset, kinds, host.engine.activeGestureCount)
        }
        let wheel = scroll([
            .axisSource(.wheel), .axisDiscrete(.vertical, steps: 1), .axis(.vertical, value: 15, time: 10),
        ])
        let perWayland = GestureHost(engine: ListFixture.makeEngine(), framing: .wayland)
        perWayland.setScrollExtent(max: 1000, at: 0)
        for e: InputEvent in [
            .pointerEnter(p), .pointerFrame, .axisSource(.wheel), .axisDiscrete(.vertical, steps: 1),
            .axis(.vertical, value: 15, time: 10), .pointerFrame,
        ] {
            perWayland.send(e, at: 10)
        }
        #expect(wheel.offset == perWayland.engine.scrollOffset)
        #expect(wheel.kinds.allSatisfy { $0.hasPrefix("wheel") }, "\(wheel.kinds)")
        #expect(wheel.active == perWayland.engine.activeGestureCount)   // the hover alone: no run left open
        let fingers = scroll([.axisSource(.finger), .axis(.vertical, value: 6, time: 10)])
        #expect(fingers.offset == 6, "\(fingers.kinds)")
    }

    @Test func waylandFramingWaitsForTheFrame() {
        let host = GestureHost(engine: ListFixture.makeEngine(), framing: .wayland)
        host.send(.touchDown(id: 1, p, time: 0), at: 0)
        #expect(host.nextDeadline == nil)   // not acted on yet
        host.send(.touchFrame, at: 0)
        #expect(host.nextDeadline == 500)   // the long press's
        host.advance(to: 500)
        #expect(drained(host) == ["longPress.began", "longPress.entered"])
    }

    /// No `advance` at all: the next event fires the timer first, stamped with its deadline.
    @Test func everySendFiresTheTimersDueFirst() {
        let host = GestureHost(engine: ListFixture.makeEngine())
        host.send(.touchDown(id: 1, p, time: 0), at: 0)
        host.send(.modifiers([]), at: 700)
        var began: GestureReport?
        host.drainReports { if $0.kind == .longPress, $0.phase == .began { began = $0 } }
        #expect(began?.time == 500)
        #expect(host.now == 700)
    }

    @Test func nextDeadlineAsksForAnimationFramesWhileFlinging() {
        for interval in [nil, 16.0] {
            let host = GestureHost(engine: ListFixture.makeEngine(), animationFrameInterval: interval)
            var t = 0.0
            host.send(.touchDown(id: 1, p, time: 0), at: t)
            for k in 1 ... 8 {
                t += 8
                host.send(.touchMotion(id: 1, Point(x: p.x, y: p.y - Double(k) * 25), time: UInt32(t)), at: t)
            }
            host.send(.touchUp(id: 1, time: UInt32(t)), at: t)
            #expect(host.isAnimating)
            let rest = host.engine.nextDeadline
            #expect(rest != nil && rest! > t + 100)
            #expect(host.nextDeadline == (interval.map { t + $0 } ?? rest))
            host.setScrollOffset(0, at: t + 1)
            #expect(!host.isAnimating)
            var fling: [GestureReport] = []
            host.drainReports { if $0.kind == .fling { fling.append($0) } }
            #expect(fling.first?.phase == .began)   // queued at the lift, still there
            #expect(fling.last?.phase == .cancelled && fling.last?.cancelReason == .interrupted)
        }
    }

    /// Calls made while the app applies reports queue theirs behind the rest of the batch,
    /// and the same drain delivers them; a nested drain delivers nothing twice.
    @Test func reportsQueuedWhileDrainingComeInOrderInTheSameDrain() {
        let host = GestureHost(engine: ListFixture.makeEngine())
        host.send(.touchDown(id: 1, p, time: 0), at: 0)
        host.advance(to: 500)
        var seen: [String] = []
        host.drainReports { e in
            seen.append("\(e.kind).\(e.phase)")
            if e.kind == .longPress, e.phase == .began {
                host.send(.touchUp(id: 1, time: 520), at: 520)
                host.drainReports { _ in seen.append("nested") }
            }
        }
        #expect(seen == ["longPress.began", "longPress.entered", "longPress.exited", "longPress.ended"])
        #expect(host.pendingReports.isEmpty)
    }

    @Test func cancelAllAndTheClockNeverRunBackwards() {
        let host = GestureHost(engine: ListFixture.makeEngine())
        host.send(.pointerMotion(p, time: 0), at: 100)
        host.send(.pointerButton(button: .primary, pressed: true, time: 0), at: 100)
        host.cancelAll(reason: .app, at: 50)
        #expect(host.now == 100)
        var cancelled: [GestureReport] = []
        host.drainReports { if $0.phase == .cancelled { cancelled.append($0) } }
        #expect(cancelled.map(\.kind) == [.hover])
        #expect(cancelled.allSatisfy { $0.cancelReason == .app && $0.time == 100 })
    }
}
