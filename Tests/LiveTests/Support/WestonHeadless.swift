import Canvas
import Foundation

/// weston 10 headless with the pixman renderer (no wl_seat: start-up and rendering only),
/// started through scripts/lib/weston-headless.sh and stopped by pid.
final class WestonHeadless {
    let runtimeDirectory: String
    let pid: pid_t
    let log: String
    let environment: [String: String]
    /// The socket's absolute path (wl_display_connect accepts one), for clients made in this
    /// process: the test's own environment stays untouched.
    var socketPath: String { runtimeDirectory + "/" + environment["WAYLAND_DISPLAY"]! }

    init(width: Int, height: Int) throws {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("ob-weston-\(getpid())-\(UUID().uuidString.prefix(8))").path
        let r = try Processes.run(
            "/bin/bash", [LivePaths.script("weston-headless.sh"), "start", dir, "\(width)x\(height)"],
            timeout: 30)
        guard r.status == 0 else {
            throw LiveError("weston headless did not start (exit \(r.status)): \(r.stderr)\(r.stdout)")
        }
        var values: [String: String] = [:]
        for line in r.stdout.split(separator: "\n") {
            if let eq = line.firstIndex(of: "=") {
                values[String(line[..<eq])] = String(line[line.index(after: eq)...])
            }
        }
        guard let pidText = values["WESTON_PID"], let pid = pid_t(pidText),
            let runtime = values["XDG_RUNTIME_DIR"], let display = values["WAYLAND_DISPLAY"]
        else {
            throw LiveError("weston-headless.sh start printed no variables: \(r.stdout)")
        }
        self.pid = pid
        runtimeDirectory = runtime
        log = values["WESTON_LOG"] ?? "\(runtime)/weston.log"
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtime
        env["WAYLAND_DISPLAY"] = display
        env.removeValue(forKey: "WAYLAND_DEBUG")
        env.removeValue(forKey: "SWAYSOCK")
        environment = env
    }

    deinit { stop() }

    func stop() {
        Processes.stop(pid: pid)
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    /// A weston-screenshooter capture of the whole output, saved at `path` and decoded.
    func screenshot(_ path: String) throws -> Canvas {
        try Processes.check(
            "/bin/bash", [LivePaths.script("weston-headless.sh"), "screenshot", path],
            environment: environment)
        do { return try Canvas.readPNG(path: path) } catch { throw LiveError("\(error)") }
    }

    func logTail(_ lines: Int = 15) -> String {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? "(no log at \(log))"
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }
}
