import Gestures
import Testing

@testable import WaylandClient

/// The adaptive pacer through the window driver, against a compositor simulated on the test's
/// clock: it refreshes every 16 ms and sends the frame callbacks at each refresh; at its latch,
/// `takesUntil` ms after a refresh (0: at the refresh itself), it takes the newest commit that
/// has arrived (older ones are discarded), releases the buffer it replaces, and shows it at
/// the next refresh. A motion arrives
/// every millisecond for two seconds, the loop ticks every `resolution` ms, and a commit
/// arrives `cost` ms after the tick that drew it; the latency of each motion is the
/// presentation of the first frame that showed it minus its time.
@Suite struct AdaptivePacingTests {
    final class LatchingCompositor {
        static let period = 16.0
        let takesUntil: Double
        private var waiting: [(frame: UInt32, buffer: Int32, arrival: Double)] = []
        private var latched: (frame: UInt32, buffer: Int32)?
        private var current: Int32?
        private var callbackOwed = false
        private var sequence: UInt64 = 0
        /// Refreshes that showed no new frame.
        private(set) var refreshesWithoutAFrame: [Double] = []

        init(takesUntil: Double) { self.takesUntil = takesUntil }

        /// Reads the requests the app sent in one tick, which reach it at `arrival`.
        func receive(_ calls: [RecordingBackend.Call], arrival: Double) {
            var frame: UInt32?
            for call in calls {
                switch call {
                case .feedback(let f): frame = f
                case .frame: callbackOwed = true
                case .commit(let buffer?, _):
                    if let f = frame { waiting.append((f, buffer, arrival)) }
                    frame = nil
                default: break
                }
            }
        }

        /// What happens at `t`: a refresh shows the latched commit and answers the frame
        /// callbacks; the latch takes the newest commit that has arrived.
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
                    latched = nil
                } else {
                    refreshesWithoutAFrame.append(t)
                }
                if callbackOwed { out.append(.frameDone) }
                callbackOwed = false
            }
            let arrived = waiting.filter { $0.arrival <= t }
            if phase == takesUntil, let newest = arrived.last {
                for old in arrived.dropLast() {
                    out.append(.discarded(frame: old.frame))
                    out.append(.bufferRelease(id: old.buffer))
                }
                // The buffer it replaces is released, as by a compositor that copies it.
                if let old = current { out.append(.bufferRelease(id: old)) }
                current = newest.buffer
                latched = (newest.frame, newest.buffer)
                waiting.removeFirst(arrived.count)
            }
            return out
        }
    }

    struct Run {
        var meanLatency: Double
        var pacing: PacingState
        /// Phases (ms after a refresh) at which the frames' commits arrived (after the first
        /// half second), and the probes' (all).
        var framePhases: [Double]
        var probePhases: [Double]
        /// Refreshes in the measured part (after the first half second) that showed no new frame.
        var missedRefreshes: Int
    }

    /// Two seconds of 1000 Hz motion under `mode` against a compositor that takes commits
    /// until `takesUntil` ms after each refresh.
    func run(
        _ mode: FramePacing.Mode, takesUntil: Double, resolution: Double = 1, cost: Double = 0
    ) -> Run {
        let content = ScriptedContent()
        let backend = RecordingBackend()
        let compositor = LatchingCompositor(takesUntil: takesUntil)
        let d = WindowDriver(
            content: content, backend: backend, fractionalAllowed: true,
            pacing: FramePacing(mode: mode, margin: 1), recordsFrames: true)
        d.handle(.presentationClock(Presentation.usableClock), at: 0)
        d.handle(.configure(width: 0, height: 0, serial: 1), at: 0)
        var latencies: [Double] = []
        var frames: [Double] = [], probes: [Double] = []
        for step in 1 ... Int(2000 / resolution) {
            let t = Double(step) * resolution
            for event in compositor.events(at: t) { d.handle(event, at: t) }
            if t == t.rounded() {
                d.handle(.input(.pointerMotion(Point(x: t, y: 1), time: UInt32(t))), at: t)
                content.dirty = true
            }
            _ = d.tick(now: t)
            let calls = backend.take()
            if calls.contains(where: { if case .commit(_?, _) = $0 { true } else { false } }) {
                let phase = (t + cost).truncatingRemainder(dividingBy: LatchingCompositor.period)
                if !calls.contains(.frame) {
                    probes.append(phase)
                } else if t > 500 {
                    frames.append(phase)
                }
                d.frameSent(at: t + cost)
            }
            compositor.receive(calls, arrival: t + cost)
            for frame in d.takePresentedFrames() where t > 500 {   // after the first half second
                latencies += frame.motionTimes.map { frame.presentation.time - Double($0) }
            }
        }
        return Run(
            meanLatency: latencies.reduce(0, +) / Double(latencies.count), pacing: d.pacer.state,
            framePhases: frames, probePhases: probes,
            missedRefreshes: compositor.refreshesWithoutAFrame.filter { $0 > 500 }.count)
    }

    /// The share of `phases` in `range`.
    func share(_ phases: [Double], in range: ClosedRange<Double>) -> Double {
        Double(phases.filter { range.contains($0) }.count) / Double(phases.count)
    }

    @Test func aCompositorThatTakesCommitsAtTheRefreshGetsThemAtTheDeadline() {
        let adaptive = run(.adaptive, takesUntil: 0)
        #expect(adaptive.pacing.choice == .late)
        #expect(adaptive.pacing.period == 16)
        #expect(adaptive.pacing.missed == nil)   // every commit seen made the next latch
        // On a clock of whole ms the loop wakes up to 1 ms late, and that is part of the
        // frame's measured cost: the commits go out on the last tick or the one before it.
        #expect(share(adaptive.framePhases, in: 14 ... 15) > 0.9)
        #expect(adaptive.missedRefreshes == 0)
        let deadline = run(.deadline, takesUntil: 0), callback = run(.callback, takesUntil: 0)
        // Committing at the callback (just after the latch) costs nearly a refresh more.
        #expect(callback.meanLatency > deadline.meanLatency + 12)
        #expect(adaptive.meanLatency <= deadline.meanLatency + 1)   // at most a tick earlier
    }

    @Test func theDeadlineIsAimedAtTheLearntLatchAheadOfItByTheFrameCost() {
        // Ticks every 0.25 ms, frames that take 0.25 ms: the adaptive pacer learns that the
        // compositor takes commits until the refresh, its commits arrive its guard before
        // that, and its probes past it cost no refresh.
        let adaptive = run(.adaptive, takesUntil: 0, resolution: 0.25, cost: 0.25)
        #expect(adaptive.pacing.choice == .late)
        let latch = try! #require(adaptive.pacing.taken)
        #expect(latch > 16 - 2 * CommitLatch.step && latch < 16, "learnt \(latch)")
        let aim = latch - CommitLatch.guardBeforeLatch
        #expect(share(adaptive.framePhases, in: (aim - 0.25) ... aim) > 0.9, "\(adaptive.framePhases.prefix(8))")
        #expect(!adaptive.probePhases.isEmpty)   // while it learnt (none once at the refresh)
        #expect(adaptive.missedRefreshes == 0)
    }

    @Test func aCompositorThatTakesCommitsEarlyGetsThemAtOnce() {
        let adaptive = run(.adaptive, takesUntil: 5)
        #expect(adaptive.pacing.choice == .early)
        // Learnt: a commit made just after a refresh made the next latch, one made at the
        // deadline (15 ms after it) did not: the compositor takes commits in (made, missed].
        #expect(adaptive.pacing.made.map { $0 <= 5 } == true)
        #expect(adaptive.pacing.missed == 15)
        #expect(share(adaptive.framePhases, in: 0 ... 0) > 0.9)   // at the frame callback
        #expect(share(adaptive.probePhases, in: 15 ... 15) > 0.9)   // at the deadline, in vain
        #expect(adaptive.missedRefreshes == 0)
        let deadline = run(.deadline, takesUntil: 5), callback = run(.callback, takesUntil: 5)
        // The deadline's frames miss the latch and wait a refresh more than early ones: shown
        // 17 ms after their commit rather than 16 (their input is 15 ms fresher).
        #expect(deadline.meanLatency >= callback.meanLatency + 1)
        #expect(abs(adaptive.meanLatency - callback.meanLatency) < 0.5)
    }
}
