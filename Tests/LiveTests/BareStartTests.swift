import Foundation
import TestSupport
import Testing

/// `opacity-bars` with no arguments, the common start, opens the Colours window without
/// going through the argument parser (`Entry`); every other live test passes options and so
/// takes the parser's path.
@Suite struct BareStartTests {
    @Test func aStartWithNoArgumentsOpensTheColoursWindow() throws {
        let artifacts = try LivePaths.artifacts(for: "bare-start")
        let sway = try SwayHeadless(width: 800, height: 600)
        var environment = sway.environment
        // Glyph snapshots of this test's own, so that it draws the way a user's second start does.
        environment["XDG_CACHE_HOME"] = artifacts.appendingPathComponent("cache").path
        let stderr = artifacts.appendingPathComponent("app.stderr").path
        let app = try Subprocess(
            try BuiltProducts.executable("opacity-bars"), [], environment: environment, stderr: .file(stderr))
        defer { app.signal(SIGKILL) }
        func log() -> String { (try? String(contentsOfFile: stderr, encoding: .utf8)) ?? "" }

        var window: [String: Any]?
        _ = try Processes.waitUntil(timeout: 10) {
            window = try sway.window(ofPID: app.pid)
            return window != nil
        }
        let mapped = try #require(window, "no window of the app in sway's tree: \(log())")
        #expect(mapped["app_id"] as? String == "org.opacitybars.OpacityBars")
        // The first bar, black at full opacity, fills the output's width once drawn.
        var pixel: UInt32 = 0
        _ = try Processes.waitUntil(timeout: 10) {
            pixel = try sway.screenshot(artifacts.appendingPathComponent("screen.png").path).pixel(x: 400, y: 110)
            return pixel == 0xFF00_0000
        }
        #expect(pixel == 0xFF00_0000, "the first bar is not drawn: 0x\(String(pixel, radix: 16)); \(log())")

        app.signal(SIGTERM)
        let status = app.wait(timeout: 10)
        #expect(status == 0, "exit status \(status.map(String.init) ?? "none") after SIGTERM: \(log())")
    }
}
