import Drawing
import Foundation

/// One live test's world under kwin: its own kwin headless, the real `opacity-bars` window on
/// it (run with WAYLAND_DEBUG=client, `--state` and `--screenshot`), and wl-inject's fake
/// input (real wl_touch, pointer and keys) running as kwin's user. Tests write gestures in
/// surface coordinates; `at` turns them into the global coordinates fake input takes, from
/// where kwin says the window is. Artifacts stay in out/live/TEST.
final class KWinSession {
    let artifacts: URL
    let kwin: KWinHeadless
    let app: AppUnderTest
    let inject: Injector
    /// The window's top-left corner in global coordinates (kwin's scripting API).
    let origin: (x: Double, y: Double)
    /// The state right after start-up.
    let initial: LiveState
    /// Where the app writes its final frame on exit (`opacity-bars run --screenshot`).
    let framePath: String
    /// Seconds from the start of `init` to a mapped window with the injector ready.
    let startSeconds: Double

    /// Who draws the title bar: kwin (the app's default) or the app (`--decorations client`).
    let decorations: DecorationSide

    init(test: String, decorations: DecorationSide = .server) throws {
        let started = Date()
        self.decorations = decorations
        artifacts = try LivePaths.artifacts(for: test)
        kwin = try KWinHeadless()
        var env = kwin.environment
        env["WAYLAND_DEBUG"] = "client"
        framePath = artifacts.appendingPathComponent("app-final.png").path
        app = try AppUnderTest(
            environment: env, artifacts: artifacts,
            arguments: decorations.appArguments + ["--screenshot", framePath])
        let kwin = self.kwin, app = self.app
        var window: KWinWindow?
        let mapped = try Processes.waitUntil(timeout: 20) {
            guard app.isRunning else { return false }
            window = try kwin.window(ofPID: app.pid)
            return (window?.buffer.width ?? 0) > 0
        }
        guard mapped, let window else {
            throw LiveError(
                "the opacity-bars window never appeared in kwin"
                    + (app.isRunning ? "" : " (the app exited with \(app.child.exitStatus ?? -1))")
                    + "\napp stderr:\n\(app.stderrTail())\nkwin log:\n\(kwin.logTail())")
        }
        origin = (window.buffer.x, window.buffer.y)
        inject = try Injector(
            environment: kwin.environment,
            errorLog: artifacts.appendingPathComponent("wl-inject.stderr").path,
            launcher: { kwin.asKWinUser($0, $1) })
        // The content the app reports fills kwin's window, less the title bar it draws itself.
        let expected = decorations.contentSize(ofWindow: window.windowGeometry(decorations))
        var state = try app.snapshot("start")
        _ = try Processes.waitUntil(timeout: 10) {
            if state.size.width == expected.width && state.size.height == expected.height { return true }
            state = try app.snapshot("start")
            return false
        }
        guard state.size.width == expected.width, state.size.height == expected.height else {
            throw LiveError(
                "the app reports size \(state.size.width)×\(state.size.height), kwin shows \(window) "
                    + "(\(decorations)-side decorations: \(expected.width)×\(expected.height) expected)")
        }
        initial = state
        startSeconds = Date().timeIntervalSince(started)
    }

    /// "X Y" in global coordinates for the surface point (x, y), for wl-inject's commands.
    func at(_ x: Double, _ y: Double) -> String { "\(origin.x + x) \(origin.y + y)" }

    /// A one-finger tap at surface (x, y), held `holdMS`.
    func tap(_ x: Double, _ y: Double, id: Int = 0, holdMS: Int = 40) -> String {
        Script.tap(origin.x + x, origin.y + y, id: id, holdMS: holdMS)
    }

    /// Sends a script and waits until kwin has it, plus `settle` ms for the app.
    func play(_ script: String, settle: Int = 200) throws {
        try inject.send(script)
        try inject.sync()
        usleep(UInt32(settle) * 1000)
    }

    /// A snapshot once the app has settled (see `AppUnderTest.settledSnapshot`).
    func settledSnapshot(_ label: String, timeout: Double = 8) throws -> LiveState {
        try app.settledSnapshot(label, timeout: timeout)
    }

    /// Ends the session: wl-inject (the seat loses touch and pointer), then the app (SIGTERM:
    /// it writes its state and final frame; or, `closedByItself`, waits for the exit its own
    /// close button started), then kwin. Returns the exit status, the final state and the
    /// app's own final frame.
    func finish(closedByItself: Bool = false) throws -> (status: Int32, state: LiveState, frame: Canvas) {
        try app.finish(injector: inject, framePath: framePath, closedByItself: closedByItself) { kwin.stop() }
    }

    /// `opacity-bars replay` of the WAYLAND_DEBUG trace this live run printed: its state and
    /// final frame (saved as replay.state.json / replay.png beside the trace).
    func replayOfLiveTrace() throws -> (state: LiveState, frame: Canvas) {
        try app.replayOfTrace()
    }
}

extension AppUnderTest {
    /// A snapshot taken once the app has settled (two snapshots 150 ms apart agree on the
    /// scroll offset, row height and opacities): flings and animations have finished.
    func settledSnapshot(_ label: String, timeout: Double = 8) throws -> LiveState {
        var last = try snapshot(label)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            usleep(150_000)
            let next = try snapshot(label)
            if next.scrollOffset == last.scrollOffset && next.rowHeight == last.rowHeight
                && next.opacities == last.opacities
            {
                return next
            }
            last = next
        }
        throw LiveError("the app did not settle within \(timeout) s (scroll offset still moving: \(last.scrollOffset))")
    }
}

extension KWinSession: WindowManagerSession {
    func windowGeometry() throws -> ScreenRect? { try kwin.window(ofPID: app.pid)?.windowGeometry(decorations) }
    func compositorLogTail() -> String { kwin.logTail() }

    func compositorHasBegun(_ request: String) throws -> Bool {
        guard let window = try kwin.window(ofPID: app.pid) else { return false }
        return request == "move" ? window.isMoving : window.isResizing
    }
}
