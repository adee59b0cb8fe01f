import Drawing
import Foundation
import Testing

extension LiveSuite {
    /// One code path: the live app under sway and `opacity-bars replay` of the very trace
    /// that live run printed (WAYLAND_DEBUG=client) must end in the same state and pixels.
    @Suite("Live and replay agree")
    struct ReplayAgreementTests {
        @Test func replayOfTheLiveTraceGivesTheLiveStateAndFrame() throws {
            let s = try LiveSession(test: "live-vs-replay", appEnvironment: ["WAYLAND_DEBUG": "client"])
            let red = try s.initial.surfaceFrame("red"), orange = try s.initial.surfaceFrame("orange")
            let ry = red.y + red.height / 2, oy = orange.y + orange.height / 2
            let ox = orange.x + orange.width / 2
            try s.play(Script.drag(from: red.x + red.width * 0.2, ry, to: red.x + red.width * 0.7, ry))
            try s.play(
                """
                motion \(orange.x + orange.width * 0.8) \(oy)
                frame
                axis h 8
                axis_source finger
                frame
                sleep 12
                axis h 8
                axis_source finger
                frame
                sleep 12
                axis_stop h
                axis_source finger
                frame
                sleep 200
                """)
            try s.play(Script.drag(from: ox, oy, to: ox, oy - 120, steps: 15, holdMS: 250))
            try s.play(Script.wheel(notches: 1) + "\nsleep 100\ntype Down\nsleep 60\ntype Right\nsleep 60")
            _ = try s.settledSnapshot("settled")
            // Hide the cursor (pointer leave), remove the devices, let timers run out.
            try s.sway.hideCursor()
            try s.play("rel 0 0\nframe", settle: 400)
            try s.inject.finish()
            usleep(1_500_000)
            let shot = try s.sway.screenshot(s.artifacts.appendingPathComponent("live-final.png").path)
            let (status, liveState) = try s.app.terminate()
            #expect(status == 0)
            let live = try #require(liveState, "no state on exit")

            // Replay the trace the live app printed.
            let trace = s.artifacts.appendingPathComponent("live.trace").path
            try FileManager.default.copyItem(atPath: s.app.stderrFile, toPath: trace)
            let replayState = s.artifacts.appendingPathComponent("replay.state.json").path
            let replayPNG = s.artifacts.appendingPathComponent("replay.png").path
            try Processes.check(
                try BuiltProducts.executable("opacity-bars"),
                ["replay", trace, "--state", replayState, "--screenshot", replayPNG])
            let replayed = try LiveState.decode(
                try Data(contentsOf: URL(fileURLWithPath: replayState)), source: replayState)

            #expect(replayed.size.width == live.size.width && replayed.size.height == live.size.height)
            #expect(
                replayed.scrollOffset == live.scrollOffset,
                "scroll: live \(live.scrollOffset), replay \(replayed.scrollOffset)")
            #expect(replayed.rowHeight == live.rowHeight)
            #expect(replayed.opacities == live.opacities, "live \(live.opacities) vs replay \(replayed.opacities)")
            #expect(live.bars.contains { $0.opacity < 1 }, "the script should have changed some opacity")
            // The same gestures in the same order with the same outcomes. Their times are on each
            // side's own clock (the live one is the wall clock when the event was handled), so
            // they are not compared: how late a live event is handled is the bench's business.
            #expect(
                replayed.gestures.map { "\($0.gesture) \($0.bar ?? "-") \($0.outcome)" }
                    == live.gestures.map { "\($0.gesture) \($0.bar ?? "-") \($0.outcome)" })

            // And the same pixels: grim's shot of the live window against replay's frame.
            let frame = try Canvas.readPNG(path: replayPNG)
            #expect(frame.width == shot.width && frame.height == shot.height)
            var differing = 0
            var first: (Int, Int)?
            for y in 0 ..< min(frame.height, shot.height) {
                for x in 0 ..< min(frame.width, shot.width)
                where frame.pixel(x: x, y: y) | 0xFF00_0000 != shot.pixel(x: x, y: y) | 0xFF00_0000 {
                    differing += 1
                    if first == nil { first = (x, y) }
                }
            }
            #expect(
                differing == 0,
                "\(differing) pixels differ between the live shot and replay's frame, first at \(String(describing: first))"
            )
            s.sway.stop()
        }
    }
}
