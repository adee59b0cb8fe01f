import Drawing
import Foundation
import Testing

extension LiveSuite {
    /// Start-up, exit and a second compositor.
    @Suite("Lifecycle")
    struct LifecycleTests {
        @Test func sigtermExitsWithStatusZeroAndWritesTheState() throws {
            let s = try LiveSession(test: "sigterm")
            try s.play("type Right")
            _ = try s.settledSnapshot("after-key")
            try s.inject.finish()
            let (status, state) = try s.app.terminate()
            #expect(status == 0, "exit status after SIGTERM; stderr: \(s.app.stderrTail())")
            let final = try #require(state, "no state written on exit")
            #expect(abs(try final.bar("black").opacity - 0.9) < 1e-6, "the state on exit reflects the key press")
            #expect(s.sway.isRunning, "the compositor survives the client")
        }

        /// The seat loses its pointer and keyboard (wl-inject quits: sway sends leave events
        /// and drops the capabilities) and gets new ones: the app releases and re-creates its
        /// wl_pointer / wl_keyboard and takes input from the new devices.
        @Test func seatCapabilitiesGoAwayAndComeBack() throws {
            let s = try LiveSession(test: "capabilities")
            try s.play("type Right")
            try s.inject.finish()
            let gone = try Processes.waitUntil(timeout: 5) { try s.sway.seatCapabilities() == 0 }
            #expect(gone)
            let mid = try s.app.snapshot("no-devices")
            #expect(abs(try mid.bar("black").opacity - 0.9) < 1e-6)

            let again = try Injector(
                environment: s.sway.environment,
                errorLog: s.artifacts.appendingPathComponent("wl-inject-2.stderr").path)
            let red = try s.initial.surfaceFrame("red")
            let y = red.y + red.height / 2
            try again.send("type Right\nsleep 50\n" + Script.drag(from: red.x + 100, y, to: red.x + red.width / 2, y))
            try again.sync()
            usleep(300_000)
            let state = try s.settledSnapshot("new-devices")
            #expect(abs(try state.bar("black").opacity - 0.8) < 1e-6, "the new keyboard reaches the app")
            #expect(abs(try state.bar("red").opacity - 0.5) < 0.01, "the new pointer reaches the app")
            try again.finish()
            let (status, _) = try s.app.terminate()
            #expect(status == 0, "stderr: \(s.app.stderrTail())")
        }

        /// weston headless has no seat: the app must start, configure, commit a frame that
        /// weston shows, and that frame must be exactly what the renderer draws in replay.
        @Test func westonStartsConfiguresAndRenders() throws {
            let artifacts = try LivePaths.artifacts(for: "weston")
            let weston = try WestonHeadless(width: 1024, height: 1024)
            defer { weston.stop() }
            var env = weston.environment
            env["WAYLAND_DEBUG"] = "client"
            let app = try AppUnderTest(environment: env, artifacts: artifacts)
            // The trace says when the first configure was acked and a buffer committed.
            let committed = Processes.waitUntil(timeout: 20) {
                let trace = (try? String(contentsOfFile: app.stderrFile, encoding: .utf8)) ?? ""
                guard let ack = trace.range(of: ".ack_configure(") else { return false }
                return trace[ack.upperBound...].contains(".attach(") && trace[ack.upperBound...].contains(".commit()")
            }
            #expect(
                committed,
                "no ack_configure followed by attach + commit; app stderr: \(app.stderrTail())\nweston: \(weston.logTail())"
            )
            usleep(500_000)
            let state = try app.snapshot("weston")
            #expect(state.size.width > 0 && state.size.height > 0)
            // weston fades new windows in: wait until two shots in a row agree.
            var shot = try weston.screenshot(artifacts.appendingPathComponent("weston.png").path)
            let stable = try Processes.waitUntil(timeout: 10) {
                usleep(250_000)
                let next = try weston.screenshot(artifacts.appendingPathComponent("weston.png").path)
                defer { shot = next }
                return next.firstDifference(from: shot) == nil
            }
            #expect(stable, "weston's screen kept changing")

            // The same size through replay of an empty trace: the app's first frame.
            let empty = artifacts.appendingPathComponent("empty.trace").path
            FileManager.default.createFile(atPath: empty, contents: Data())
            let expectedPNG = artifacts.appendingPathComponent("replay.png").path
            try Processes.check(
                try BuiltProducts.executable("opacity-bars"),
                [
                    "replay", empty, "--width", "\(state.size.width)", "--height", "\(state.size.height)",
                    "--screenshot", expectedPNG,
                ])
            let expected = try Canvas.readPNG(path: expectedPNG)
            let found = locate(expected, in: shot)
            #expect(
                found != nil,
                "the app's frame (\(expected.width)×\(expected.height), as replay renders it) is not on weston's screen"
            )
            if let (ox, oy) = found {
                var mismatches = 0
                for y in 0 ..< expected.height where oy + y < shot.height {
                    for x in 0 ..< expected.width where ox + x < shot.width {
                        if expected.pixel(x: x, y: y) | 0xFF00_0000 != shot.pixel(x: ox + x, y: oy + y) | 0xFF00_0000 {
                            mismatches += 1
                        }
                    }
                }
                #expect(mismatches == 0, "\(mismatches) pixels differ from replay's frame at (\(ox), \(oy))")
            }
            let (status, _) = try app.terminate()
            #expect(status == 0)
        }
    }
}

/// Where `needle` sits inside `haystack` (top-left corner), found by matching a sparse
/// grid of needle pixels at every candidate position whose first pixel matches.
func locate(_ needle: Canvas, in haystack: Canvas) -> (Int, Int)? {
    let probes: [(Int, Int)] = stride(from: 0, to: min(needle.height, haystack.height), by: 7).flatMap { y in
        stride(from: 0, to: min(needle.width, haystack.width), by: 11).map { x in (x, y) }
    }
    let first = needle.pixel(x: 0, y: 0) | 0xFF00_0000
    for oy in 0 ... max(0, haystack.height - 1) {
        for ox in 0 ... max(0, haystack.width - 1) where haystack.pixel(x: ox, y: oy) | 0xFF00_0000 == first {
            let fits = probes.allSatisfy { (x, y) in
                ox + x >= haystack.width || oy + y >= haystack.height
                    || needle.pixel(x: x, y: y) | 0xFF00_0000 == haystack.pixel(x: ox + x, y: oy + y) | 0xFF00_0000
            }
            if fits { return (ox, oy) }
        }
    }
    return nil
}
