import Foundation
import Testing

/// The harness on its own, without the app: sway headless starts as the unprivileged user,
/// and wl-inject's devices reach the seat (so any client will see a pointer and keyboard).
extension LiveSuite {
    @Suite("Harness")
    struct HarnessTests {
        @Test func swayStartsAndInjectorDevicesReachTheSeat() throws {
            let sway = try SwayHeadless()
            defer { sway.stop() }
            #expect(sway.isRunning)
            #expect(try sway.seatCapabilities() == 0, "no devices before wl-inject")
            let dir = try LivePaths.artifacts(for: "harness-sway")
            let inject = try Injector(
                environment: sway.environment,
                errorLog: dir.appendingPathComponent("wl-inject.stderr").path)
            #expect(try sway.seatCapabilities() == 3, "pointer (1) + keyboard (2)")
            try inject.send("motion 10 10\nframe\nkey Up 1\nkey Up 0")
            try inject.sync()
            try inject.finish()
            // When the virtual devices go away the seat loses both capabilities.
            let dropped = try Processes.waitUntil(timeout: 5) { try sway.seatCapabilities() == 0 }
            #expect(dropped)
            sway.stop()
            #expect(!sway.isRunning)
        }

        @Test func westonStartsAndScreenshots() throws {
            let weston = try WestonHeadless(width: 640, height: 480)
            defer { weston.stop() }
            let dir = try LivePaths.artifacts(for: "harness-weston")
            let shot = try weston.screenshot(dir.appendingPathComponent("empty.png").path)
            #expect(shot.width == 640 && shot.height == 480)
        }
    }
}
