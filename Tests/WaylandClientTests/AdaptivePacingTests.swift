import Gestures
import Testing

@testable import WaylandClient

/// The adaptive pacer through the window driver, against a compositor simulated on the test's
/// clock: it refreshes every 16 ms and sends the frame callbacks at each refresh; at its latch,
/// `takesUntil` ms after a refresh, it takes the newest commit (older ones are discarded) and
/// shows it at the next refresh. A motion arrives every millisecond for two seconds; the
/// latency of each is the presentation of the first frame that showed it minus its time.
@Suite struct AdaptivePacingTests {
    final class LatchingCompositor {
        static let period = 16.0
        let takesUntil: Double
        private var waiting: [(frame: UInt32, buffer: Int32)] = []
        private var latched: (frame: UInt32, buffer: Int32)?
        private var shown: Int32?
        private var callbackOwed = false
        private var sequence: UInt64 = 0

        init(takesUntil: Double) { self.takesUntil = takesUntil }

        /// Reads the requests the app sent since the last step.
        func receive(_ calls: [RecordingBackend.Call]) {
            var frame: UInt32?
            for call in calls {
                switch call {
                case .feedback(let f): frame = f
                case .frame: callbackOwed = true
                case .commit(let buffer?, _):
                    if let f = frame { waiting.append((f, buffer)) }
                    frame = nil
                default: break
                }
            }
        }

        /// What happens at `t` (whole ms): a refresh shows the latched commit and answers the
        /// frame callbacks; the latch takes the newest commit.
        func events(at t: Double) -> [ShimEvent] {
            var out: [ShimEvent] = []
            let phase = t.truncatingRemainder(dividingBy: Self.period)
            if phase == 0 {
                sequence += 1
                if let l = latched {
                    out.append(
                        .presented(
                            frame: l.frame,
                            Presentation(time: t, refreshNanoseconds: 16_000_000, sequence: sequence, flags: 1)))
                    if let old = shown { out.append(.bufferRelease(id: old)) }
                    shown = l.buffer
                    latched = nil
                }
                if callbackOwed { out.append(.frameDone) }
                callbackOwed = false
            }
            if phase == takesUntil, let newest = waiting.last {
                for old in waiting.dropLast() {
                    out.append(.discarded(frame: old.frame))
                    out.append(.bufferRelease(id: old.buffer))
                }
                latched = newest
                waiting = []
            }
            return out
        }
    }

    struct Run {
        var meanLatency: Double
        var pacing: PacingState
        var commitPhases: [Double]
    }

    /// Two seconds of 1000 Hz motion under `mode` against a compositor that takes commits
    /// until `takesUntil` ms after each refresh.
    func run(_ mode: FramePacing.Mode, takesUntil: Double) -> Run {
        let content = ScriptedContent()
        let backend = RecordingBackend()
        let compositor = LatchingCompositor(takesUntil: takesUntil)
        let d = WindowDriver(
            content: content, backend: backend, fractionalAllowed: true,
            pacing: FramePacing(mode: mode, margin: 1), recordsFrames: true)
        d.handle(.presentationClock(Presentation.usableClock), at: 0)
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        var latencies: [Double] = []
        var phases: [Double] = []
        for step in 1 ... 2000 {
            let t = Double(step)
            for event in compositor.events(at: t) { d.handle(event, at: t) }
            d.handle(.input(.pointerMotion(Point(x: t, y: 1), time: UInt32(t))), at: t)
            content.dirty = true
            _ = d.tick(now: t)
            let calls = backend.take()
            if calls.contains(where: { if case .commit(_?, _) = $0 { true } else { false } }) {
                phases.append(t.truncatingRemainder(dividingBy: LatchingCompositor.period))
                d.frameSent(at: t)   // a frame costs nothing on this clock
            }
            compositor.receive(calls)
            for frame in d.takePresentedFrames() where t > 500 {   // after the first half second
                latencies += frame.motionTimes.map { frame.presentation.time - Double($0) }
            }
        }
        return Run(
            meanLatency: latencies.reduce(0, +) / Double(latencies.count), pacing: d.pacer.state,
            commitPhases: phases)
    }

    /// The share of commits made at `phase` ms after a refresh.
    func share(_ phases: [Double], at phase: Double) -> Double {
        Double(phases.filter { $0 == phase }.count) / Double(phases.count)
    }

    @Test func aCompositorThatTakesCommitsAtTheRefreshGetsThemAtTheDeadline() {
        let adaptive = run(.adaptive, takesUntil: 0)
        #expect(adaptive.pacing.choice == .late)
        #expect(adaptive.pacing.period == 16)
        #expect(adaptive.pacing.missed == nil)   // every commit seen made the next latch
        #expect(share(adaptive.commitPhases, at: 15) > 0.9)   // refresh − margin 1
        let deadline = run(.deadline, takesUntil: 0), callback = run(.callback, takesUntil: 0)
        // Committing at the callback (just after the latch) costs nearly a refresh more.
        #expect(callback.meanLatency > deadline.meanLatency + 12)
        #expect(abs(adaptive.meanLatency - deadline.meanLatency) < 0.5)
    }

    @Test func aCompositorThatTakesCommitsEarlyGetsThemAtOnce() {
        let adaptive = run(.adaptive, takesUntil: 5)
        #expect(adaptive.pacing.choice == .early)
        // Learnt: a commit made just after a refresh made the next latch, one made at the
        // deadline (15 ms after it) did not: the compositor takes commits in (made, missed].
        #expect(adaptive.pacing.made.map { $0 <= 5 } == true)
        #expect(adaptive.pacing.missed == 15)
        #expect(share(adaptive.commitPhases, at: 0) > 0.9)   // at the frame callback
        let deadline = run(.deadline, takesUntil: 5), callback = run(.callback, takesUntil: 5)
        // The deadline's frames miss the latch and wait a refresh more than early ones.
        #expect(deadline.meanLatency > callback.meanLatency + 1)
        #expect(abs(adaptive.meanLatency - callback.meanLatency) < 0.5)
    }
}
