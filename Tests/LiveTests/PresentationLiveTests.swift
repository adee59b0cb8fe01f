import Foundation
import Testing

extension LiveSuite {
    /// wp_presentation live: the real app with `--frame-log` under sway, an opacity drag from
    /// the virtual pointer, and what the log says about the frames the compositor showed.
    @Suite("Presentation")
    struct PresentationLiveTests {
        /// The frame log's `presented` lines: (frame, presented µs, seq, committed µs, motion ms).
        struct Shown {
            var frame: Int; var presented: Int64; var sequence: UInt64; var committed: Int64; var motions: [Int64]
        }

        static func read(_ path: String) throws -> (shown: [Shown], clock: String?) {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            var shown: [Shown] = [], clock: String?
            for line in text.split(separator: "\n") {
                let f = line.split(separator: " ")
                if f.first == "clock", f.count == 2 { clock = String(f[1]) }
                guard f.first == "presented", f.count >= 7, let frame = Int(f[1]), let presented = Int64(f[2]),
                    let sequence = UInt64(f[3]), let committed = Int64(f[6])
                else { continue }
                shown.append(
                    Shown(
                        frame: frame, presented: presented, sequence: sequence, committed: committed,
                        motions: f[7...].compactMap { Int64($0) }))
            }
            return (shown, clock)
        }

        /// A 1000 Hz drag across red (in `steps` motions), released; returns red's expected
        /// opacity. The pointer's extent is 10 units a pixel, so every motion moves it (sway
        /// sends no motion for a position that did not change).
        static func drag(_ s: LiveSession, steps: Int) throws -> Double {
            let red = try s.initial.surfaceFrame("red")
            let y = (red.y + red.height / 2).rounded() * 10
            let x0 = (red.x + red.width * 0.2).rounded() * 10, x1 = (red.x + red.width * 0.7).rounded() * 10
            try s.play(
                """
                extent \(s.sway.width * 10) \(s.sway.height * 10)
                motion \(x0) \(y)
                frame
                sleep 50
                button left 1
                frame
                sleep 16
                glide_us \(x0) \(y) \(x1) \(y) \(steps) 1000
                sleep 100
                button left 0
                frame
                """, settle: 300)
            return 1 - (x1 / 10 - red.x) / red.width
        }

        /// Runs the app under sway with `arguments` and a frame log, drags red in `steps`
        /// motions, checks the drag's result and the exit, and returns the log.
        static func dragged(
            test: String, arguments: [String] = [], x11: Bool,
            steps: Int
        ) throws -> (shown: [Shown], clock: String?) {
            let log = try LivePaths.artifacts(for: test).appendingPathComponent("frames.log").path
            let s = try LiveSession(test: test, appArguments: ["--frame-log", log] + arguments, x11: x11)
            let expected = try drag(s, steps: steps)
            let end = try s.finish()
            #expect(end.status == 0)
            let red = try #require(end.state).bars.first { $0.name == "red" }
            #expect(abs((red?.opacity ?? -1) - expected) < 0.01, "red \(red?.opacity ?? -1), expected \(expected)")
            return try read(log)
        }

        @Test func deadlinePacedFramesArePresentedUnderSwayOnXvfb() throws {
            let (shown, clock) = try Self.dragged(
                test: "presentation-x11", arguments: ["--pacing", "deadline"],
                x11: true, steps: 1000)
            #expect(
                clock == "1", "wp_presentation bound on CLOCK_MONOTONIC (the log's clock line: \(clock ?? "missing"))")
            // One second of dragging at 60 Hz: dozens of frames, each answered by the compositor.
            #expect(shown.count >= 30, "only \(shown.count) frames presented")
            for (a, b) in zip(shown, shown.dropFirst()) {
                #expect(
                    b.frame > a.frame && b.sequence > a.sequence && b.presented > a.presented,
                    "frames out of order: \(a.frame)@\(a.sequence) then \(b.frame)@\(b.sequence)")
            }
            for f in shown {
                #expect(f.presented >= f.committed, "frame \(f.frame) presented before it was committed")
                for m in f.motions {   // 32-bit ms stamps: compared modulo 2^32
                    let lag = UInt32(truncatingIfNeeded: f.presented / 1000) &- UInt32(truncatingIfNeeded: m)
                    #expect(lag < 10_000, "frame \(f.frame) shows a motion stamped \(m), after or long before it")
                }
            }
            // Every motion of the glide reached a frame that was shown (the first motion may
            // come as the pointer's enter instead).
            let motions = shown.reduce(0) { $0 + $1.motions.count }
            #expect(motions >= 1000, "\(motions) motions in presented frames, 1001 sent")
        }

        /// sway takes commits on the frame event just after a refresh: the adaptive pacer must
        /// choose late and learn a latch to aim its deadline at. The machine's load moves the
        /// choice (deadline frames that wake late miss the latch, and early then wins for a
        /// while): 10 runs with eight CPU burners on two CPUs gave late for 50–100 % of the
        /// `pacing` lines, in spells of early up to 0.9 s, and 8 runs with four gave 97–100 %.
        /// What sway fixes is that the pacer comes back to late, and ends the drag there with a
        /// latch learnt, every run, and is late for at least half of it.
        @Test func theAdaptivePacerChoosesLateUnderSwayOnXvfb() throws {
            let log = try LivePaths.artifacts(for: "adaptive-x11").appendingPathComponent("frames.log").path
            let s = try LiveSession(test: "adaptive-x11", appArguments: ["--frame-log", log], x11: true)
            _ = try Self.drag(s, steps: 2000)
            #expect(try s.finish().status == 0)
            let text = try String(contentsOfFile: log, encoding: .utf8)
            var pacing: [[String]] = []
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ").map(String.init)
                if fields.count == 6, fields[0] == "pacing" { pacing.append(fields) }
            }
            let late = pacing.filter { $0[1] == "late" }.count
            #expect(pacing.count >= 10, "\(pacing.count) pacing lines")
            #expect(2 * late >= pacing.count, "\(late) of \(pacing.count) pacing lines late")
            let last = try #require(pacing.last)
            #expect(last[1] == "late" && last[5] != "-", "last pacing line: \(last.joined(separator: " "))")
        }

        @Test func unansweredFeedbackUnderSwayHeadlessNeitherStallsNorGrows() throws {
            // 2 s of motion: far more frames than the 16 feedback objects the shim keeps in flight.
            let (shown, clock) = try Self.dragged(test: "presentation-headless", x11: false, steps: 2000)
            #expect(clock == "1", "sway offers wp_presentation (clock line: \(clock ?? "missing"))")
            // sway 1.7's headless output never reports a frame presented (docs/TESTING.md); if it
            // starts to, the input-to-photon figure can move back to headless sway.
            #expect(shown.isEmpty, "\(shown.count) frames presented under sway headless")
        }
    }
}
