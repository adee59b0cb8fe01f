import Drawing
import Foundation

/// One live test's world: its own sway headless, the real `opacity-bars` window on it
/// (mapped and snapshotted), and wl-inject's virtual pointer and keyboard. Everything
/// it makes (screenshots, states, logs) stays in out/live/TEST for inspection.
final class LiveSession {
    let artifacts: URL
    let sway: SwayHeadless
    let app: AppUnderTest
    let inject: Injector
    /// The state right after start-up.
    let initial: LiveState
    private var shots = 0

    /// Who draws the title bar: sway (the app's default) or the app (`--decorations client`).
    let decorations: DecorationSide

    /// `swayCommands` run before the app starts (`for_window` rules: floating, say).
    init(
        test: String, width: Int = 800, height: Int = 600, appEnvironment: [String: String] = [:],
        appArguments: [String] = [], x11: Bool = false, decorations: DecorationSide = .server,
        swayCommands: [String] = []
    ) throws {
        self.decorations = decorations
        (artifacts, sway, app) = try AppUnderTest.onSway(
            test: test, width: width, height: height,
            appEnvironment: appEnvironment,
            arguments: decorations.appArguments + appArguments, x11: x11,
            swayCommands: swayCommands)
        let sway = self.sway, app = self.app
        var rect: ScreenRect?
        let mapped = try Processes.waitUntil(timeout: 20) {
            guard app.isRunning else { return false }
            rect = ScreenRect(sway: try sway.window(ofPID: app.pid)?["rect"] as? [String: Any])
            return (rect?.width ?? 0) > 0
        }
        guard mapped, let rect else {
            throw LiveError(
                "the opacity-bars window never appeared in sway's tree"
                    + (app.isRunning ? "" : " (the app exited with \(app.child.exitStatus ?? -1))")
                    + "\napp stderr:\n\(app.stderrTail())\nsway log:\n\(sway.logTail())")
        }
        inject = try Injector(
            environment: sway.environment,
            errorLog: artifacts.appendingPathComponent("wl-inject.stderr").path)
        // The window must have configured to sway's size (less the title bar the app draws
        // itself, if it does) before anything is measured.
        let (w, h) = decorations.contentSize(ofWindow: rect)
        var state = try app.snapshot("start")
        _ = try Processes.waitUntil(timeout: 10) {
            if state.size.width == w && state.size.height == h { return true }
            state = try app.snapshot("start")
            return false
        }
        guard state.size.width == w, state.size.height == h else {
            throw LiveError(
                "the app reports size \(state.size.width)×\(state.size.height), sway shows \(rect) (content \(w)×\(h) expected)"
            )
        }
        initial = state
    }

    /// Sends an injection script and waits until the compositor has it, plus `settle` ms
    /// for the app to take it in and draw.
    func play(_ script: String, settle: Int = 200) throws {
        try inject.send(script)
        try inject.sync()
        usleep(UInt32(settle) * 1000)
    }

    /// A screenshot without the software cursor, saved as NN-LABEL.png in the artifacts.
    /// Hiding the cursor makes sway send wl_pointer.leave, so hover ends first.
    func screenshot(_ label: String, hideCursor: Bool = true) throws -> Canvas {
        if hideCursor {
            try sway.hideCursor()
            try play("rel 0 0\nframe", settle: 400)
        } else {
            usleep(300_000)
        }
        shots += 1
        let path = artifacts.appendingPathComponent(String(format: "%02d-%@.png", shots, label)).path
        let shot = try sway.screenshot(path)
        // Never leave the hide timer armed: it would take pointer focus away mid-gesture.
        if hideCursor { try showCursor() }
        return shot
    }

    /// A snapshot taken once the app has settled (`AppUnderTest.settledSnapshot`).
    func settledSnapshot(_ label: String, timeout: Double = 8) throws -> LiveState {
        try app.settledSnapshot(label, timeout: timeout)
    }

    /// Shows the cursor again (pointer focus returns on the next motion).
    func showCursor() throws {
        try sway.swaymsg("seat", "-", "hide_cursor", "0")
    }

    /// Ends the session: wl-inject, then the app (SIGTERM; or, `closedByItself`, waits for the
    /// exit its own close button started), then sway. Returns the app's exit status and its
    /// final state.
    func finish(closedByItself: Bool = false) throws -> (status: Int32, state: LiveState?) {
        try inject.finish()
        let result = closedByItself ? try app.waitForExit() : try app.terminate()
        sway.stop()
        return result
    }
}

extension LiveSession: WindowManagerSession {
    /// sway's `rect` of the window: its window geometry, for a floating window that draws its
    /// own decorations (sway draws no border then) as for a tiled one without a border.
    func windowGeometry() throws -> ScreenRect? {
        ScreenRect(sway: try sway.window(ofPID: app.pid)?["rect"] as? [String: Any])
    }

    func compositorLogTail() -> String { sway.logTail() }

    /// sway shows no interactive move or resize in its tree. It need not: the request is
    /// flushed before the drag goes on (`awaitHandOver`), and sway's event loop (epoll, whose
    /// ready list keeps the order in which sockets became readable) reads the app's socket
    /// before wl-inject's later motion.
    func compositorHasBegun(_ request: String) throws -> Bool { true }
}
