import Drawing
import Foundation
import Gallery

/// One live gallery test's world: its own sway headless, the real `opacity-bars gallery`
/// window on it (mapped, configured to the tiled size), and wl-inject's virtual pointer and
/// keyboard. Screenshots, states and logs stay in out/live/TEST.
final class GallerySession {
    let artifacts: URL
    let sway: SwayHeadless
    let app: AppUnderTest
    let inject: Injector
    private var shots = 0

    /// `appEnvironment` adds to the app's environment (WAYLAND_DEBUG=client records a trace on
    /// its stderr, `app.stderrFile`).
    init(test: String, width: Int = 800, height: Int = 600, appEnvironment: [String: String] = [:]) throws {
        (artifacts, sway, app) = try AppUnderTest.onSway(
            test: test, width: width, height: height,
            appEnvironment: appEnvironment, arguments: ["gallery"])
        let sway = self.sway, app = self.app
        let mapped = try Processes.waitUntil(timeout: 20) {
            guard app.isRunning else { return false }
            let rect = try sway.window(ofPID: app.pid)?["rect"] as? [String: Any]
            return (rect?["width"] as? Int ?? 0) > 0
        }
        guard mapped else {
            throw LiveError("the gallery window never appeared: \(app.stderrTail())\nsway log:\n\(sway.logTail())")
        }
        inject = try Injector(
            environment: sway.environment,
            errorLog: artifacts.appendingPathComponent("wl-inject.stderr").path)
        var state = try app.gallerySnapshot("start")
        _ = try Processes.waitUntil(timeout: 10) {
            state = try app.gallerySnapshot("start")
            return state.size.width == width && state.size.height == height
        }
        guard state.size.width == width, state.size.height == height else {
            throw LiveError(
                "the gallery reports \(state.size.width)×\(state.size.height), sway tiles it \(width)×\(height)")
        }
    }

    /// Sends an injection script, waits until the compositor has it, then `settle` ms.
    func play(_ script: String, settle: UInt32 = 250) throws {
        try inject.send(script)
        try inject.sync()
        usleep(settle * 1000)
    }

    /// Moves to `p` and clicks `button` (left, right).
    func click(_ p: (x: Double, y: Double), button: String = "left") throws {
        try play(
            "motion \(p.x) \(p.y)\nframe\nsleep 40\nbutton \(button) 1\nframe\nsleep 40\nbutton \(button) 0\nframe")
    }

    /// Presses and releases each key (keysym names), one after another.
    func type(_ keys: String...) throws {
        try play(keys.map { "type \($0)\nsleep 30" }.joined(separator: "\n"))
    }

    func snapshot(_ label: String) throws -> GallerySnapshot { try app.gallerySnapshot(label) }

    /// From the home page, opens `page` by a click on its link.
    func open(_ page: PageID) throws -> GallerySnapshot {
        try click(try snapshot("home-\(page.rawValue)").centre(page.rawValue))
        let state = try snapshot(page.rawValue)
        guard state.page == page else { throw LiveError("clicking the \(page) link opened \(state.page)") }
        return state
    }

    /// A grim shot of the output, kept as NN-LABEL.png.
    func screenshot(_ label: String) throws -> Canvas {
        shots += 1
        return try sway.screenshot(artifacts.appendingPathComponent(String(format: "%02d-%@.png", shots, label)).path)
    }

    /// Ends wl-inject, then the app (SIGTERM), then sway; the app's exit status.
    func finish() throws -> Int32 {
        try inject.finish()
        let status = try app.terminate().status
        sway.stop()
        return status
    }

    /// Ends a session whose window closed by itself (Ctrl+W): waits for the app's own exit.
    func finishClosedByItself() throws -> Int32 {
        try inject.finish()
        let status = try app.waitForExit().status
        sway.stop()
        return status
    }
}
