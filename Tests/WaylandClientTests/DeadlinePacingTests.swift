import Drawing
import Gestures
import Testing

@testable import WaylandClient

/// The deadline pacer through the window driver with the recording backend and a manual
/// clock: when frames are drawn once wp_presentation feedback predicts the next refresh.
@Suite struct DeadlinePacingTests {
    let content = ScriptedContent()
    let backend = RecordingBackend()

    /// A driver past its first configure and first frame (frame 1, committed at 0), with
    /// wp_presentation on CLOCK_MONOTONIC, margin 1 ms, and no frame cost measured yet.
    func started(
        pacing: FramePacing = FramePacing(mode: .deadline, margin: 1),
        clock: UInt32 = Presentation.usableClock
    ) -> WindowDriver {
        let d = WindowDriver(
            content: content, backend: backend, fractionalAllowed: true,
            pacing: pacing, recordsFrames: true)
        d.handle(.presentationClock(clock), at: 0)
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        _ = d.tick(now: 0)
        _ = backend.take()
        return d
    }

    func presented(_ time: Double, refresh: UInt32 = 16_000_000, sequence: UInt64 = 0) -> Presentation {
        Presentation(time: time, refreshNanoseconds: refresh, sequence: sequence, flags: 0)
    }

    func commits(_ calls: [RecordingBackend.Call]) -> Int {
        calls.filter { if case .commit = $0 { true } else { false } }.count
    }

    func motion(_ d: WindowDriver, at now: Double) {
        d.handle(.input(.pointerMotion(Point(x: now, y: 1), time: UInt32(now))), at: now)
        content.dirty = true
    }

    /// Frame `frame` shown at `time` (refresh 16 ms) and its frame callback, a motion then (or
    /// at `motionAt`), and the loop's tick then (or at `tickAt`): a new frame becomes due.
    func shownThenMoved(
        _ d: WindowDriver, frame: UInt32 = 1, at time: Double,
        motionAt: Double? = nil, tickAt: Double? = nil
    ) {
        d.handle(.presented(frame: frame, presented(time)), at: time)
        d.handle(.frameDone, at: time)
        motion(d, at: motionAt ?? time)
        _ = d.tick(now: tickAt ?? motionAt ?? time)
    }

    @Test func everyBufferCommitAsksForFeedbackTaggedWithItsFrame() {
        let d = WindowDriver(content: content, backend: backend, fractionalAllowed: true)
        d.handle(.presentationClock(Presentation.usableClock), at: 0)
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        _ = d.tick(now: 0)
        #expect(
            backend.take() == [
                .ack(1), .create(0, 100, 50), .frame, .feedback(1),
                .commit(0, [PixelRect(x: 0, y: 0, width: 100, height: 50)]),
            ])
        content.animating = true   // an empty commit (no buffer) asks for none
        d.handle(.frameDone, at: 16)
        _ = d.tick(now: 16)
        #expect(backend.take() == [.frame, .commit(nil, [])])
    }

    @Test func noFeedbackYetDrawsAtTheFrameCallback() {
        let d = started()
        motion(d, at: 5)
        d.handle(.frameDone, at: 16)
        #expect(d.tick(now: 16))
        #expect(commits(backend.take()) == 1)
        #expect(d.nextDrawTime == nil)
    }

    @Test func feedbackDefersTheDrawToThePredictedDeadline() {
        let d = started()
        shownThenMoved(d, at: 16)
        #expect(commits(backend.take()) == 0)
        #expect(d.nextDrawTime == 31)   // 16 + 16 − margin 1 − cost 0
        _ = d.tick(now: 30.9)
        #expect(commits(backend.take()) == 0)
        _ = d.tick(now: 31)   // the loop's timer fires at nextDrawTime
        #expect(commits(backend.take()) == 1)
    }

    @Test func inputAfterTheCallbackLandsInTheNextFrame() {
        let d = started()
        shownThenMoved(d, at: 16, motionAt: 17)
        motion(d, at: 25)   // after the callback, before the deadline
        _ = d.tick(now: 25)
        _ = d.tick(now: 31)
        #expect(commits(backend.take()) == 1)
        d.handle(.presented(frame: 2, presented(32)), at: 32)
        // Frame 2 was the first to show both motions: the frame log says so.
        #expect(d.takePresentedFrames().map(\.motionTimes) == [[], [17, 25]])   // frame 1 showed none
    }

    @Test func theMeasuredFrameCostStartsTheDrawEarlier() {
        let d = started()
        shownThenMoved(d, at: 16, tickAt: 31)
        d.frameSent(at: 33.5)   // the frame took 2.5 ms
        d.handle(.presented(frame: 2, presented(32)), at: 34)
        d.handle(.frameDone, at: 34)
        motion(d, at: 34)
        _ = d.tick(now: 34)
        #expect(d.nextDrawTime == 44.5)   // 32 + 16 − 1 − 2.5
    }

    @Test func aDiscardedFrameChangesNoPredictionAndItsMotionsGoToTheNextFrameShown() {
        let d = started()
        shownThenMoved(d, at: 16, motionAt: 20, tickAt: 31)   // frame 2
        d.handle(.discarded(frame: 2), at: 33)
        d.handle(.frameDone, at: 33)
        motion(d, at: 34)
        _ = d.tick(now: 34)
        #expect(commits(backend.take()) == 1)   // frame 2 only: frame 3 waits for its deadline
        #expect(d.nextDrawTime == 47)   // on the grid of the presentation at 16: 48 − 1
        _ = d.tick(now: 47)
        #expect(commits(backend.take()) == 1)
        d.handle(.presented(frame: 3, presented(48)), at: 48)
        #expect(d.takePresentedFrames().map(\.motionTimes) == [[], [20, 34]])
    }

    @Test func refreshZeroLearnsThePeriodFromSuccessivePresentations() {
        let d = started()
        d.handle(.presented(frame: 1, presented(10, refresh: 0, sequence: 100)), at: 10)
        d.handle(.frameDone, at: 10)
        motion(d, at: 10)
        _ = d.tick(now: 10)
        #expect(commits(backend.take()) == 1)   // one presentation: no period yet
        // Frame 2 skipped a refresh (seq +2): the period is half the interval.
        d.handle(.presented(frame: 2, presented(30, refresh: 0, sequence: 102)), at: 30)
        d.handle(.frameDone, at: 30)
        motion(d, at: 30)
        _ = d.tick(now: 30)
        #expect(d.pacer.refresh.period == 10)
        #expect(d.nextDrawTime == 39)   // 30 + 10 − 1
    }

    @Test func aMissedDeadlineDrawsAtOnceWhileTheRefreshIsAhead() {
        let d = started()
        shownThenMoved(d, at: 16)
        #expect(d.nextDrawTime == 31)
        _ = d.tick(now: 31.6)   // the loop woke 0.6 ms late: the refresh (32) still takes it
        #expect(commits(backend.take()) == 1)
        // A frame callback that itself comes after the deadline and before the refresh.
        d.handle(.presented(frame: 2, presented(48)), at: 48)
        d.handle(.frameDone, at: 63.5)
        motion(d, at: 63.5)
        _ = d.tick(now: 63.5)
        #expect(commits(backend.take()) == 1)
    }

    @Test func aFrameThatWokePastItsRefreshIsDrawnAtTheNextDeadline() {
        let d = started()
        shownThenMoved(d, at: 16)
        _ = d.tick(now: 37)   // the loop woke 6 ms late: the refresh at 32 is gone
        #expect(commits(backend.take()) == 0)
        #expect(d.nextDrawTime == 47)   // drawn now or at 47, shown at 48: at 47, with fresher input
        motion(d, at: 40)
        _ = d.tick(now: 47)
        #expect(commits(backend.take()) == 1)
        // A frame callback long after the refresh: the deadline of the refresh it comes in.
        d.handle(.presented(frame: 2, presented(48)), at: 48)
        d.handle(.frameDone, at: 70)
        motion(d, at: 70)
        _ = d.tick(now: 70)
        #expect(commits(backend.take()) == 0)
        #expect(d.nextDrawTime == 79)
    }

    @Test func anIdleAppSendsNoFrames() {
        let d = started()
        d.handle(.presented(frame: 1, presented(16)), at: 16)
        d.handle(.frameDone, at: 16)
        for t in stride(from: 16.0, through: 200, by: 8) { _ = d.tick(now: t) }
        #expect(backend.take().isEmpty)
        #expect(d.nextDrawTime == nil)   // and the loop is not woken for one
    }

    @Test func theCallbackPacerIgnoresFeedback() {
        let d = started(pacing: FramePacing(mode: .callback, margin: 1))
        shownThenMoved(d, at: 16)
        #expect(commits(backend.take()) == 1)
    }

    @Test func feedbackOnAnotherClockIsIgnoredAndNotAskedFor() {
        let d = started(clock: 4)   // CLOCK_MONOTONIC_RAW (weston)
        shownThenMoved(d, at: 16)
        let calls = backend.take()
        #expect(commits(calls) == 1)   // at the callback
        #expect(!calls.contains { if case .feedback = $0 { true } else { false } })
    }

    @Test func feedbackForNoFrameInFlightChangesNothing() {
        let d = started()
        d.handle(.presented(frame: 9, presented(16)), at: 16)   // never committed
        d.handle(.presented(frame: 1, presented(.nan)), at: 16)   // nonsense time
        d.handle(.presented(frame: 1, presented(-5)), at: 16)
        d.handle(.discarded(frame: 77), at: 16)
        #expect(d.pacer.refresh.nextPresentation == nil)
        #expect(d.takePresentedFrames().isEmpty)
        // A presentation time far from `now` (another timeline) never defers by more than a period.
        d.handle(.presented(frame: 1, presented(1e9)), at: 16)
        d.handle(.frameDone, at: 16)
        motion(d, at: 16)
        _ = d.tick(now: 16)
        #expect(commits(backend.take()) == 1)
    }
}
