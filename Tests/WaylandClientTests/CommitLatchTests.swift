import Testing

@testable import WaylandClient

/// The adaptive pacer's learning, alone: commit times and presentation times in, the choice
/// and the latch out. A refresh every 16 ms, at 0, 16, 32 …
@Suite struct CommitLatchTests {
    /// Frame `frame` committed at `committed` with `timing`, shown at `shown`.
    func frame(
        _ latch: inout CommitLatch, _ frame: UInt32, _ timing: CommitLatch.Timing,
        committed: Double, shown: Double
    ) {
        latch.committed(frame: frame, at: committed, timing: timing)
        latch.presented(frame: frame, at: shown, period: 16)
    }

    @Test func aCompositorThatTakesCommitsLateShowsBothTimingsAtTheSameRefresh() {
        var latch = CommitLatch()
        frame(&latch, 1, .atOnce, committed: 17, shown: 32)   // 1 ms after a refresh
        frame(&latch, 2, .atDeadline, committed: 47, shown: 48)   // 1 ms before the next
        #expect(latch.atOnce == [CommitLatch.Sample(phase: 1, refreshes: 1, committed: 17)])
        #expect(latch.atDeadline == [CommitLatch.Sample(phase: 15, refreshes: 1, committed: 47)])
        #expect(latch.choice == .late)
        #expect(latch.latch?.made == 15)
        #expect(latch.latch?.missed == nil)
    }

    @Test func aCompositorThatTakesCommitsEarlyShowsTheDeadlineFrameARefreshLater() {
        var latch = CommitLatch()
        frame(&latch, 1, .atOnce, committed: 17, shown: 32)
        frame(&latch, 2, .atDeadline, committed: 47, shown: 64)   // missed the latch after 32
        #expect(latch.atDeadline == [CommitLatch.Sample(phase: 15, refreshes: 2, committed: 47)])
        #expect(latch.choice == .early)
        #expect(latch.latch?.made == 1)
        #expect(latch.latch?.missed == 15)   // it takes commits somewhere in (1, 15] ms after a refresh
    }

    @Test func theChoiceIsLateUntilBothTimingsWereShown() {
        var latch = CommitLatch()
        #expect(latch.choice == .late)
        #expect(latch.latch == nil)
        frame(&latch, 1, .atOnce, committed: 17, shown: 32)
        #expect(latch.choice == .late)
        #expect(latch.latch?.made == 1)
    }

    @Test func aPipelineOfSeveralRefreshesCountsTheSameForBothTimings() {
        // Shown three refreshes after the one a commit made, as sway on Xvfb does.
        var latch = CommitLatch()
        frame(&latch, 1, .atOnce, committed: 17, shown: 64)
        frame(&latch, 2, .atDeadline, committed: 47, shown: 96)
        #expect(latch.atOnce.map(\.refreshes) == [3])
        #expect(latch.atDeadline.map(\.refreshes) == [4])
        #expect(latch.choice == .early)
        frame(&latch, 3, .atDeadline, committed: 79, shown: 112)
        #expect(latch.choice == .late)   // the fewest over the last few: one slow frame is outvoted
    }

    @Test func aSlowFrameIsOutvotedAndAChangeOfTheCompositorsIsFollowed() {
        var latch = CommitLatch()
        frame(&latch, 1, .atOnce, committed: 17, shown: 32)
        for i in 0 ..< 4 {   // the deadline frames miss: early
            let t = 47 + 32 * Double(i)
            frame(&latch, UInt32(2 + i), .atDeadline, committed: t, shown: t + 17)
        }
        frame(&latch, 6, .atOnce, committed: 177, shown: 208)   // one at-once frame late by the load
        #expect(latch.choice == .early)
        for i in 0 ..< CommitLatch.samplesPerTiming {   // now the deadline frames make the next refresh: late
            let t = 207 + 32 * Double(i)
            frame(&latch, UInt32(7 + i), .atDeadline, committed: t, shown: t + 1)
        }
        #expect(latch.choice == .late)
        #expect(latch.atDeadline.count == CommitLatch.samplesPerTiming)
    }

    @Test func oneFrameCountedARefreshSoonerDoesNotFlipTheChoice() {
        // Shown three refreshes on, as under sway on Xvfb; one at-once frame whose
        // presentation time strayed early is counted two.
        var latch = CommitLatch()
        frame(&latch, 1, .atOnce, committed: 17, shown: 64)
        frame(&latch, 2, .atOnce, committed: 33, shown: 63)
        frame(&latch, 3, .atOnce, committed: 49, shown: 96)
        for i in 0 ..< 3 {
            frame(&latch, UInt32(4 + i), .atDeadline, committed: 79 + 16 * Double(i), shown: 112 + 16 * Double(i))
        }
        #expect(latch.atOnce.map(\.refreshes) == [3, 2, 3])
        #expect(latch.choice == .late)
    }

    @Test func aDiscardedFrameMadeNoRefresh() {
        // The deadline frame (31 ms) is replaced by the one drawn at the callback (32 ms)
        // before the compositor takes either, 5 ms after the refresh.
        var latch = CommitLatch()
        frame(&latch, 1, .atOnce, committed: 16, shown: 32)
        latch.committed(frame: 2, at: 47, timing: .atDeadline)
        latch.discarded(frame: 2, period: 16, refreshAt: 32)
        #expect(latch.atDeadline == [CommitLatch.Sample(phase: 15, refreshes: CommitLatch.neverShown, committed: 47)])
        #expect(latch.choice == .early)
        #expect(latch.latch?.made == 0)
        #expect(latch.latch?.missed == 15)
    }

    @Test func oneFrameInFourIsFollowedByAProbe() {
        var latch = CommitLatch()
        let probed = (1 ... 12).filter { _ in latch.probesNextFrame() }
        #expect(CommitLatch.probeEvery == 4)
        #expect(probed.count == 3)
    }

    /// A deadline frame committed at `committed` and its probe at `probe`, in the refresh
    /// that ends at `refresh`; the compositor takes commits until `latch` ms after a refresh
    /// (before `refresh` + `latch`) and shows the newest taken at the refresh after.
    func probedRefresh(
        _ latch: inout CommitLatch, frame: UInt32, refresh: Double, committed: Double, probe: Double,
        takesUntil: Double
    ) {
        latch.committed(frame: frame, at: committed, timing: .atDeadline)
        latch.committed(frame: frame + 1, at: probe, timing: .atDeadline, probe: true)
        let cut = refresh + takesUntil
        if probe < cut {   // the probe replaced the frame before the latch
            latch.discarded(frame: frame, period: 16, refreshAt: refresh - 16)
            latch.presented(frame: frame + 1, at: refresh + 16, period: 16)
        } else {   // the frame was taken; the probe waits for the next latch, and is shown a refresh later
            latch.presented(frame: frame, at: refresh + 16, period: 16)
            latch.presented(frame: frame + 1, at: refresh + 32, period: 16)
        }
    }

    @Test func probesPastTheLatchLearnWhereTheCompositorTakesCommitsAndCostNothing() {
        // The compositor takes commits until 13.6 ms after a refresh (2.4 ms before the next).
        var latch = CommitLatch()
        frame(&latch, 1, .atDeadline, committed: 13, shown: 16)   // the first deadline frame
        #expect(latch.taken == 13)
        var frameNumber: UInt32 = 2
        for i in 0 ..< 16 {
            let refresh = 32 + 32 * Double(i)
            let taken = latch.taken ?? 0
            probedRefresh(
                &latch, frame: frameNumber, refresh: refresh, committed: refresh + taken - CommitLatch.guardBeforeLatch,
                probe: refresh + taken + CommitLatch.step, takesUntil: 13.6)
            frameNumber += 2
        }
        // Raised a step at a time while the probes were taken, held below the latch after.
        let taken = try! #require(latch.taken)
        #expect(taken > 13.6 - 2 * CommitLatch.step && taken < 13.6, "learnt \(taken)")
        #expect(latch.choice == .late)
        // Every deadline frame sampled made the fewest refreshes: the probes cost none.
        #expect(latch.atDeadline.filter { $0.phase < 13.6 }.allSatisfy { $0.refreshes == 1 })
    }

    @Test func aFrameReplacedByItsProbeGivesNoSample() {
        var latch = CommitLatch()
        latch.committed(frame: 1, at: 10, timing: .atOnce)
        latch.committed(frame: 2, at: 15, timing: .atDeadline, probe: true)
        latch.discarded(frame: 1, period: 16, refreshAt: 0)
        #expect(latch.atOnce.isEmpty)
        latch.presented(frame: 2, at: 16, period: 16)
        #expect(latch.atDeadline == [CommitLatch.Sample(phase: 15, refreshes: 1, committed: 15)])
    }

    @Test func aDeadlineFrameThatMissedNearTheLatchLowersItAQuarterStep() {
        var latch = CommitLatch()
        frame(&latch, 1, .atDeadline, committed: 14, shown: 16)
        frame(&latch, 2, .atDeadline, committed: 29.9, shown: 48)   // waited a refresh more
        #expect(latch.taken == 14 - CommitLatch.step / 4)
        frame(&latch, 3, .atDeadline, committed: 58, shown: 96)   // 10 ms after a refresh: a stall
        #expect(latch.taken == 14 - CommitLatch.step / 4)
    }

    @Test func theSendTimeIsTheCommitsPhase() {
        var latch = CommitLatch()
        latch.committed(frame: 1, at: 12, timing: .atDeadline)
        latch.sent(frame: 1, at: 13.5)   // drawn from 12, out at 13.5
        latch.presented(frame: 1, at: 16, period: 16)
        #expect(latch.atDeadline == [CommitLatch.Sample(phase: 13.5, refreshes: 1, committed: 13.5)])
    }

    @Test func framesNeverShownOrUnknownGiveNoSample() {
        var latch = CommitLatch()
        latch.committed(frame: 1, at: 17, timing: .atOnce)
        latch.committed(frame: 2, at: 20, timing: .atDeadline)
        latch.committed(frame: 3, at: 31, timing: .atDeadline)
        latch.discarded(frame: 2, period: nil, refreshAt: nil)   // no grid yet: no sample
        latch.presented(frame: 2, at: 32, period: 16)   // discarded before
        latch.presented(frame: 9, at: 32, period: 16)   // never committed
        latch.presented(frame: 3, at: 48, period: nil)   // no period known yet
        #expect(latch.atOnce.isEmpty && latch.atDeadline.isEmpty)
        latch.presented(frame: 1, at: 32, period: 16)   // forgotten: frame 3 was shown after it
        #expect(latch.atOnce.isEmpty)
        latch.committed(frame: 4, at: 40, timing: .atOnce)
        latch.presented(frame: 4, at: 30, period: 16)   // before its commit: another timeline
        #expect(latch.atOnce.isEmpty)
    }

    @Test func samplesOlderThanTheirLifetimeAreForgottenAndTheChoiceIsLateAgain() {
        // Start-up: the deadline's frames wait 8 refreshes, the at-once ones 3 once the
        // compositor keeps up, so early is chosen; then no deadline frame is shown for a while.
        var latch = CommitLatch()
        for i in 0 ..< 3 {
            let t = 15 + 16 * Double(i)
            frame(&latch, UInt32(1 + i), .atDeadline, committed: t, shown: t + 1 + 7 * 16)
        }
        var t = 65.0, frame = UInt32(4)
        func atOnce(until end: Double) {
            while t < end {
                self.frame(&latch, frame, .atOnce, committed: t, shown: t + 15 + 2 * 16)
                t += 16
                frame += 1
            }
        }
        atOnce(until: 15 + CommitLatch.sampleLifetime)
        #expect(latch.choice == .early)
        #expect(latch.atDeadline.count == 3)
        atOnce(until: 47 + CommitLatch.sampleLifetime + 16)   // the last start-up frame ages out
        #expect(latch.atDeadline.isEmpty)
        #expect(latch.atOnce.count == CommitLatch.samplesPerTiming)
        #expect(latch.choice == .late)
    }
}
