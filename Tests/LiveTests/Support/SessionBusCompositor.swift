import Foundation

/// A compositor that a scripts/lib helper starts as the unprivileged test user under a session
/// bus of its own, in a process group of its own (kwin, mutter): `SCRIPT start DIR WxH` prints
/// `KEY=VALUE` lines and leaves it running. Stopping the group stops the compositor, its
/// dbus-daemon and whatever else it started beside it (mutter's PipeWire); nothing is stopped
/// by name, since other instances may be running.
class SessionBusCompositor {
    /// The helper under scripts/lib (`kwin-headless.sh`, `mutter-headless.sh`).
    let script: String
    let runtimeDirectory: String
    /// The process group: the compositor, dbus-run-session, dbus-daemon and their helpers.
    let processGroup: pid_t
    let log: String
    /// What a client running as root needs: XDG_RUNTIME_DIR, WAYLAND_DISPLAY (+ PATH, HOME).
    let environment: [String: String]
    /// Every `KEY=VALUE` the script printed.
    let values: [String: String]
    /// How long `init` took, start to the compositor answering (s).
    let startSeconds: Double
    /// Where `stop` keeps a copy of the log (a test's artifacts), before the runtime directory
    /// goes: for failure messages made after the end, and for reading afterwards.
    var keepsLog: String?

    /// Starts the compositor with one virtual output of `width`×`height`; `name` names it in
    /// messages and in the runtime directory, `pidKey` / `logKey` are the script's variables
    /// for the process group and the log. Fails with the script's output if it does not start
    /// within its own deadline (15 s).
    init(name: String, script: String, width: Int, height: Int, pidKey: String, logKey: String) throws {
        let started = Date()
        self.script = LivePaths.script(script)
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("ob-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))").path
        let (values, pid) = try LivePaths.start(
            script, directory: dir, width: width, height: height, required: ["XDG_RUNTIME_DIR", "WAYLAND_DISPLAY"],
            pid: pidKey)
        let runtime = values["XDG_RUNTIME_DIR"]!
        self.values = values
        processGroup = pid
        runtimeDirectory = runtime
        log = values[logKey] ?? "\(runtime)/\(name).log"
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtime
        env["WAYLAND_DISPLAY"] = values["WAYLAND_DISPLAY"]
        for key in ["WAYLAND_DEBUG", "DISPLAY", "SWAYSOCK"] { env.removeValue(forKey: key) }
        environment = env
        startSeconds = Date().timeIntervalSince(started)
    }

    deinit { stop() }

    /// Stops the process group (SIGTERM, then SIGKILL after 2 s) and removes the runtime
    /// directory. By process group id, never by name.
    func stop() {
        if kill(-processGroup, 0) == 0 {
            kill(-processGroup, SIGTERM)
            _ = Processes.waitUntil(timeout: 2) { kill(-processGroup, 0) != 0 || !Processes.isAlive(processGroup) }
            kill(-processGroup, SIGKILL)
        }
        if let keepsLog, FileManager.default.fileExists(atPath: log) {
            try? FileManager.default.removeItem(atPath: keepsLog)
            try? FileManager.default.copyItem(atPath: log, toPath: keepsLog)
        }
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    var isRunning: Bool { Processes.isAlive(processGroup) }

    /// Runs the helper script with `arguments` (a mode and its operands) to completion.
    func runScript(_ arguments: [String], timeout: Double = 10) throws -> Processes.Result {
        try Processes.run("/bin/bash", [script] + arguments, timeout: timeout)
    }

    /// The last lines of the compositor's log, for failure messages.
    func logTail(_ lines: Int = 15) -> String {
        let text =
            (try? String(contentsOfFile: log, encoding: .utf8))
            ?? keepsLog.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? "(no log at \(log))"
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }
}
