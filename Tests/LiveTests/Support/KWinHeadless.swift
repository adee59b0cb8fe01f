import Foundation

/// kwin_wayland 5.27 headless, started through scripts/lib/kwin-headless.sh (as the
/// unprivileged test user, under its own session bus, from a copy of the binary), stopped as
/// a whole process group (kwin and its dbus-daemon) when the test is done.
final class KWinHeadless {
    let runtimeDirectory: String
    /// The process group: kwin, dbus-run-session and dbus-daemon.
    let processGroup: pid_t
    let log: String
    /// What a client running as root needs: XDG_RUNTIME_DIR, WAYLAND_DISPLAY (+ PATH, HOME).
    let environment: [String: String]
    /// How long `init` took, start to socket and D-Bus answering (s).
    let startSeconds: Double

    /// Starts kwin with one virtual output of `width`×`height`; fails with kwin's log if it
    /// does not answer within the script's deadline (15 s).
    init(width: Int = 800, height: Int = 1000) throws {
        let started = Date()
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("ob-kwin-\(getpid())-\(UUID().uuidString.prefix(8))").path
        let r = try Processes.run("/bin/bash", [LivePaths.script("kwin-headless.sh"), "start", dir, "\(width)x\(height)"],
                                  timeout: 30)
        guard r.status == 0 else {
            throw LiveError("kwin headless did not start (exit \(r.status)): \(r.errors)\(r.output)")
        }
        var values: [String: String] = [:]
        for line in r.output.split(separator: "\n") {
            if let eq = line.firstIndex(of: "=") { values[String(line[..<eq])] = String(line[line.index(after: eq)...]) }
        }
        guard let pidText = values["KWIN_PID"], let pid = pid_t(pidText),
              let runtime = values["XDG_RUNTIME_DIR"], let display = values["WAYLAND_DISPLAY"] else {
            throw LiveError("kwin-headless.sh start printed no variables: \(r.output)")
        }
        processGroup = pid
        runtimeDirectory = runtime
        log = values["KWIN_LOG"] ?? "\(runtime)/kwin.log"
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtime
        env["WAYLAND_DISPLAY"] = display
        for key in ["WAYLAND_DEBUG", "DISPLAY", "SWAYSOCK"] { env.removeValue(forKey: key) }
        environment = env
        startSeconds = Date().timeIntervalSince(started)
    }

    deinit { stop() }

    /// Stops kwin's process group (SIGTERM, then SIGKILL after 2 s) and removes the runtime
    /// directory. By process group id, never by name: other kwin instances may be running.
    func stop() {
        if kill(-processGroup, 0) == 0 {
            kill(-processGroup, SIGTERM)
            _ = Processes.waitUntil(timeout: 2) { kill(-processGroup, 0) != 0 || !Processes.isAlive(processGroup) }
            kill(-processGroup, SIGKILL)
        }
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    var isRunning: Bool { Processes.isAlive(processGroup) }

    /// The command line that runs `executable` as kwin's user with kwin's runtime directory
    /// and display: fake input is offered only to clients of that user.
    func asKWinUser(_ executable: String, _ arguments: [String] = []) -> [String] {
        ["/bin/bash", LivePaths.script("kwin-headless.sh"), "as-user", runtimeDirectory, "--", executable] + arguments
    }

    /// Where the window of process `pid` is, in global (output) coordinates, as kwin's
    /// scripting API reports it (its buffer geometry); nil while kwin knows no such window.
    func windowGeometry(ofPID pid: pid_t) throws -> (x: Double, y: Double, width: Double, height: Double)? {
        try window(ofPID: pid).map { ($0.buffer.x, $0.buffer.y, $0.buffer.width, $0.buffer.height) }
    }

    /// The buffer and frame geometry of the window of process `pid` (kwin's scripting API,
    /// `kwin-headless.sh window`); nil while kwin knows no such window.
    func window(ofPID pid: pid_t) throws -> KWinWindow? {
        let r = try Processes.run("/bin/bash", [LivePaths.script("kwin-headless.sh"), "window", runtimeDirectory, "\(pid)"],
                                  timeout: 10)
        guard r.status == 0 else { return nil }
        let v = r.output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard v.count == 8 else { throw LiveError("kwin-headless.sh window printed '\(r.output)'") }
        return KWinWindow(buffer: ScreenRect(x: v[0], y: v[1], width: v[2], height: v[3]),
                          frame: ScreenRect(x: v[4], y: v[5], width: v[6], height: v[7]))
    }

    /// The last lines of kwin's log, for failure messages.
    func logTail(_ lines: Int = 15) -> String {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? "(no log at \(log))"
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }
}

/// A window as kwin manages it, in global coordinates.
struct KWinWindow: Equatable {
    /// The client's buffer (its whole surface, shadow included).
    var buffer: ScreenRect
    /// What kwin manages: the buffer inside kwin's own decoration when kwin draws one
    /// (server-side), the window geometry inside the buffer's shadow when the client draws
    /// its own (client-side).
    var frame: ScreenRect

    /// The client's window geometry: the buffer under kwin's frame when kwin decorates it, the
    /// frame (the geometry the client set) when the client does.
    func windowGeometry(_ decorations: DecorationSide) -> ScreenRect { decorations == .client ? frame : buffer }
}
