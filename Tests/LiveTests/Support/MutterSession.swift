import Drawing
import Foundation

/// One live test's world under GNOME's compositor: its own mutter headless (800×600), the real
/// `opacity-bars` window on it (run with WAYLAND_DEBUG=client, `--state` and `--screenshot`),
/// drawing its own decorations since mutter offers no xdg-decoration, and mutter-inject.py's
/// pointer, keyboard and touch through mutter's RemoteDesktop API. Tests speak global
/// (monitor) coordinates, which is what the injector takes, worked out from where mutter says
/// the window is. Nothing here sleeps for a fixed time: every wait polls a condition with a
/// deadline. Artifacts stay in out/live/TEST.
final class MutterSession {
    typealias Rect = ScreenRect

    let artifacts: URL
    let mutter: MutterHeadless
    let app: AppUnderTest
    let inject: Injector
    /// Where the app writes its final frame on exit (`opacity-bars run --screenshot`).
    let framePath: String
    /// The window geometry mutter gave the window at start-up (global coordinates).
    let initialGeometry: Rect
    /// The state once the app's content had the size of that geometry.
    let initial: LiveState
    /// Seconds from the start of `init` to a mapped window with the injector ready.
    let startSeconds: Double

    /// Starts mutter, the app (with `appArguments`, e.g. `--width`), waits until mutter has
    /// placed the window and the app's content has the size of its window geometry less the
    /// title bar, then starts the injector.
    init(test: String, appArguments: [String] = []) throws {
        let started = Date()
        artifacts = try LivePaths.artifacts(for: test)
        mutter = try MutterHeadless()
        mutter.keepsLog = artifacts.appendingPathComponent("mutter.log").path
        var env = mutter.environment
        env["WAYLAND_DEBUG"] = "client"
        framePath = artifacts.appendingPathComponent("app-final.png").path
        app = try AppUnderTest(
            environment: env, artifacts: artifacts, arguments: ["--screenshot", framePath] + appArguments)
        let mutter = self.mutter, app = self.app
        // mutter logs the window at 1×1 before its first commit, at (0, 0) in the size of
        // that commit, and only then where it places it, right before it sends the configure
        // that maps it: so the geometry is read once the app has that configure (non-zero).
        var geometry: Rect?
        let placed = try Processes.waitUntil(timeout: 20) {
            guard app.isRunning else { return false }
            let log = try WaylandTraceLog(file: app.stderrFile)
            guard log.events("xdg_toplevel", "configure").contains(where: { ($0.int(0) ?? 0) > 0 }) else {
                return false
            }
            geometry = try mutter.windowGeometry()
            return (geometry?.width ?? 0) > 1
        }
        guard placed, let geometry else {
            throw LiveError(
                "mutter never placed the opacity-bars window"
                    + (app.isRunning ? "" : " (the app exited with \(app.child.exitStatus ?? -1))")
                    + "\napp stderr:\n\(app.stderrTail())\nmutter log:\n\(mutter.logTail())")
        }
        let content = (Int(geometry.width), Int(geometry.height - CSD.titleBarHeight))
        let state = try Self.snapshot(of: app, "start", untilSize: content.0, content.1, timeout: 10)
        guard (state.size.width, state.size.height) == content else {
            throw LiveError(
                "the app's content is \(state.size.width)×\(state.size.height), mutter's window geometry "
                    + "\(geometry) leaves \(content.0)×\(content.1) below the title bar\n\(Self.tails(app, mutter))")
        }
        initialGeometry = geometry
        initial = state
        inject = try Injector(
            command: mutter.injectorCommand, environment: mutter.environment,
            errorLog: artifacts.appendingPathComponent("mutter-inject.stderr").path)
        startSeconds = Date().timeIntervalSince(started)
    }

    // MARK: Input

    /// Sends an injection script and waits until mutter has every event of it (a D-Bus round
    /// trip after the last). What the app and mutter do with them is polled for by the caller.
    func play(_ script: String) throws {
        try inject.send(script)
        try inject.sync()
    }

    // MARK: What mutter and the app say

    /// The window geometry mutter last logged (see `MutterHeadless.windowGeometry`).
    func geometry() throws -> Rect {
        guard let g = try mutter.windowGeometry() else { throw LiveError("mutter's log places no window\n\(tails)") }
        return g
    }

    /// Polls mutter's log until the window geometry is `expected` (or `timeout` s pass);
    /// returns the last one seen, for the caller to compare.
    func waitForGeometry(_ expected: Rect, timeout: Double = 5) throws -> Rect {
        var last = try geometry()
        _ = try Processes.waitUntil(timeout: timeout) {
            last = try geometry()
            return last == expected
        }
        return last
    }

    /// Polls the app's state until its content is `width`×`height` (or `timeout` s pass);
    /// returns the last snapshot.
    func waitForContentSize(_ width: Int, _ height: Int, label: String, timeout: Double = 5) throws -> LiveState {
        try Self.snapshot(of: app, label, untilSize: width, height, timeout: timeout)
    }

    private static func snapshot(
        of app: AppUnderTest, _ label: String, untilSize width: Int, _ height: Int,
        timeout: Double
    ) throws -> LiveState {
        var last = try app.snapshot(label)
        _ = try Processes.waitUntil(timeout: timeout) {
            if last.size.width == width && last.size.height == height { return true }
            last = try app.snapshot(label)
            return false
        }
        return last
    }

    /// The trace the app has printed so far.
    func trace() throws -> WaylandTraceLog { try WaylandTraceLog(file: app.stderrFile) }

    /// Polls the trace until `condition` holds (or `timeout` s pass); returns the last read.
    func waitForTrace(timeout: Double = 5, _ condition: (WaylandTraceLog) -> Bool) throws -> WaylandTraceLog {
        var log = try trace()
        _ = try Processes.waitUntil(timeout: timeout) {
            log = try trace()
            return condition(log)
        }
        return log
    }

    /// Where mutter has put the surface's top-left corner (global coordinates), measured the
    /// way a client sees it: the pointer is moved to (x − 5, y − 5), then to (x, y), a point
    /// that must be over the window, and the surface-local position of the last
    /// wl_pointer.enter / motion the app gets is subtracted from (x, y). Needed where mutter's
    /// log is silent: it logs no constraint for an unmaximize.
    func probeSurfaceOrigin(at x: Double, _ y: Double, timeout: Double = 5) throws -> (x: Double, y: Double) {
        let mark = try trace().messages.count
        func positions(_ log: WaylandTraceLog) -> [(Double, Double)] {
            log.after(mark).compactMap { m -> (Double, Double)? in
                guard m.interface == "wl_pointer" else { return nil }
                switch m.name {
                case "enter": return m.double(2).flatMap { sx in m.double(3).map { (sx, $0) } }
                case "motion": return m.double(1).flatMap { sx in m.double(2).map { (sx, $0) } }
                default: return nil
                }
            }
        }
        // The second motion's position is the one 5 px down and right of an earlier one: mutter
        // may report the first motion twice (enter, then motion), and counting positions would
        // then take it for the second.
        func second(_ log: WaylandTraceLog) -> (Double, Double)? {
            let all = positions(log)
            guard let last = all.last, all.dropLast().contains(where: { last.0 - $0.0 == 5 && last.1 - $0.1 == 5 })
            else { return nil }
            return last
        }
        try play("motion \(x - 5) \(y - 5)\nmotion \(x) \(y)")
        let log = try waitForTrace(timeout: timeout) { second($0) != nil }
        guard let last = second(log) else {
            throw LiveError(
                "the app got no pointer position for the motions to (\(x - 5), \(y - 5)) and (\(x), \(y)) "
                    + "within \(timeout) s: is the window there?\n\(tails)")
        }
        return (x - last.0, y - last.1)
    }

    // MARK: Failure messages

    /// The tails of the app's trace, mutter's log and the injector's errors.
    var tails: String {
        Self.tails(app, mutter, injectorLog: artifacts.appendingPathComponent("mutter-inject.stderr").path)
    }

    private static func tails(_ app: AppUnderTest, _ mutter: MutterHeadless, injectorLog: String? = nil) -> String {
        var text = "app stderr (trace) tail:\n\(app.stderrTail(12))\nmutter log tail:\n\(mutter.logTail(8))"
        if let injectorLog, let errors = try? String(contentsOfFile: injectorLog, encoding: .utf8), !errors.isEmpty {
            text += "\nmutter-inject stderr:\n\(errors.split(separator: "\n").suffix(5).joined(separator: "\n"))"
        }
        return text
    }

    // MARK: The end

    /// Ends the session: the injector, then the app (SIGTERM: it writes its state and final
    /// frame), then mutter. Returns the exit status, the final state and the app's own frame.
    func finish() throws -> (status: Int32, state: LiveState, frame: Canvas) {
        try app.finish(injector: inject, framePath: framePath) { mutter.stop() }
    }

    /// Plays `script`, after which the app is to exit by itself (its close button), and ends
    /// the session: waits up to `timeout` s for the exit, then stops the injector and mutter.
    /// Returns the exit status (nil: still running, then killed) and the state the app wrote
    /// as it exited (the snapshot file is removed first, so an earlier one is never read).
    func playExpectingExit(_ script: String, timeout: Double = 5) throws -> (status: Int32?, state: LiveState?) {
        try? FileManager.default.removeItem(atPath: app.stateFile)
        try play(script)
        let status = app.child.wait(timeout: timeout)
        let state = try FileManager.default.contents(atPath: app.stateFile).map {
            try LiveState.decode($0, source: app.stateFile)
        }
        if status == nil { app.child.signal(SIGKILL); _ = app.child.wait(timeout: 5) }
        try? inject.finish()
        mutter.stop()
        return (status, state)
    }
}
