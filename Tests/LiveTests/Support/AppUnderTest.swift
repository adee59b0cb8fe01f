import Foundation

/// The real `opacity-bars` binary, run with `--state FILE` so the test can ask for its
/// state snapshot (SIGUSR1) and read the one written on exit.
final class AppUnderTest {
    let child: Subprocess
    let stateFile: String
    let stderrFile: String
    private var snapshots = 0
    let artifacts: URL

    /// Starts the app; stdout and stderr go to `artifacts/app.stdout` and `app.stderr` (the
    /// latter a WAYLAND_DEBUG trace when `environment` asks for one).
    init(environment: [String: String], artifacts: URL, arguments: [String] = []) throws {
        self.artifacts = artifacts
        stateFile = artifacts.appendingPathComponent("state.json").path
        stderrFile = artifacts.appendingPathComponent("app.stderr").path
        child = try Subprocess(
            try BuiltProducts.executable("opacity-bars"), arguments + ["--state", stateFile],
            environment: environment,
            stdout: .file(artifacts.appendingPathComponent("app.stdout").path),
            stderr: .file(stderrFile))
    }

    deinit { child.signal(SIGKILL) }

    var pid: pid_t { child.pid }
    var isRunning: Bool { child.isRunning }

    /// What the app wrote to stderr so far (its last lines), for failure messages.
    func stderrTail(_ lines: Int = 20) -> String {
        let text = (try? String(contentsOfFile: stderrFile, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }

    /// Asks for a snapshot with SIGUSR1 and waits until a complete one is written; the
    /// copy is kept as `artifacts/state-N-LABEL.json`.
    func snapshot(_ label: String, timeout: Double = 10) throws -> LiveState {
        guard child.isRunning else {
            throw LiveError(
                "opacity-bars exited (\(child.exitStatus ?? -1)) before snapshot '\(label)': \(stderrTail())")
        }
        try? FileManager.default.removeItem(atPath: stateFile)
        child.signal(SIGUSR1)
        var state: LiveState?
        var lastError: Error?
        _ = Processes.waitUntil(timeout: timeout) {
            guard let data = FileManager.default.contents(atPath: stateFile), !data.isEmpty else { return false }
            do { state = try LiveState.decode(data, source: stateFile); return true } catch {
                lastError = error   // half-written: try again
                return false
            }
        }
        guard let state else {
            throw LiveError(
                "no state snapshot '\(label)' in \(stateFile) \(timeout) s after SIGUSR1"
                    + (lastError.map { " (\($0))" } ?? "") + "; app stderr: \(stderrTail())")
        }
        snapshots += 1
        try? FileManager.default.copyItem(
            atPath: stateFile,
            toPath: artifacts.appendingPathComponent("state-\(snapshots)-\(label).json").path)
        return state
    }

    /// Sends SIGTERM and waits for the exit; returns the exit status and the final state.
    func terminate(timeout: Double = 10) throws -> (status: Int32, state: LiveState?) {
        try? FileManager.default.removeItem(atPath: stateFile)
        child.signal(SIGTERM)
        return try waitForExit(timeout: timeout, after: "SIGTERM")
    }

    /// Waits for the app to exit by itself (its window closed: the close button, or the
    /// compositor's close); returns the exit status and the state it wrote on the way out.
    func waitForExit(timeout: Double = 10, after what: String = "its window closed") throws -> (
        status: Int32, state: LiveState?
    ) {
        guard let status = child.wait(timeout: timeout) else {
            child.signal(SIGKILL)
            throw LiveError("opacity-bars did not exit within \(timeout) s of \(what): \(stderrTail())")
        }
        let state = FileManager.default.contents(atPath: stateFile).flatMap {
            try? LiveState.decode($0, source: stateFile)
        }
        return (status, state)
    }
}

extension AppUnderTest {
    /// A test's artifacts directory (out/live/TEST), its own sway headless of `width`×`height`,
    /// and the app started on it with `arguments`, `appEnvironment` added to sway's.
    /// `swayCommands` run (swaymsg) before the app starts: `for_window` rules, say.
    static func onSway(
        test: String, width: Int, height: Int, appEnvironment: [String: String],
        arguments: [String] = [], x11: Bool = false,
        swayCommands: [String] = []
    ) throws -> (artifacts: URL, sway: SwayHeadless, app: AppUnderTest) {
        let artifacts = try LivePaths.artifacts(for: test)
        let sway = try SwayHeadless(width: width, height: height, x11: x11)
        for command in swayCommands { try sway.swaymsg([command]) }
        var env = sway.environment
        env.merge(appEnvironment) { $1 }
        return (artifacts, sway, try AppUnderTest(environment: env, artifacts: artifacts, arguments: arguments))
    }
}
