import Testing

@testable import WaylandClient

/// The live loop's clock: the compositor's announcements move it, forward only.
@Suite struct LoopClockTests {
    @Test func onTheCompositorsClockTimeIsWhatWasLastAnnounced() {
        var clock = LoopClock(.compositor)
        #expect(clock.read() == 0 && !clock.armsTimers)
        #expect(clock.announce(1234.567) == 1234.567)
        #expect(clock.read() == 1234.567)
    }

    @Test func theCompositorsClockNeverGoesBackNorTakesNonFiniteTimes() {
        var clock = LoopClock(.compositor)
        _ = clock.announce(500)
        #expect(clock.announce(400) == 500)
        #expect(clock.announce(.nan) == 500)
        #expect(clock.announce(.infinity) == 500)
        #expect(clock.read() == 500)
    }

    @Test func theMonotonicClockIgnoresAnnouncementsAndArmsTimers() {
        var clock = LoopClock(.monotonic)
        #expect(clock.armsTimers)
        let before = clock.read()
        let answered = clock.announce(-1)
        #expect(answered >= before && answered > 0, "CLOCK_MONOTONIC, not the announced -1")
    }

    /// Live, an event happened when libwayland dispatched it (the time its trace line carries),
    /// never later than the batch's read; on the compositor's clock, at the time announced.
    @Test func eventsHappenWhenTheyWereDispatched() {
        let monotonic = LoopClock(.monotonic)
        #expect(monotonic.time(ofEventDispatchedAt: 1000.25, readAt: 1002.5) == 1000.25)
        #expect(monotonic.time(ofEventDispatchedAt: 1003, readAt: 1002.5) == 1002.5)
        #expect(monotonic.time(ofEventDispatchedAt: .nan, readAt: 1002.5) == 1002.5)
        var compositor = LoopClock(.compositor)
        _ = compositor.announce(40)
        #expect(compositor.time(ofEventDispatchedAt: 1000.25, readAt: 40) == 40)
    }
}
