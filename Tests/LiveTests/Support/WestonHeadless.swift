import Drawing
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
        let (values, pid) = try LivePaths.start(
            "weston-headless.sh", directory: dir, width: width, height: height,
            required: ["XDG_RUNTIME_DIR", "WAYLAND_DISPLAY"], pid: "WESTON_PID")
        let runtime = values["XDG_RUNTIME_DIR"]!
        self.pid = pid
        runtimeDirectory = runtime
        log = values["WESTON_LOG"] ?? "\(runtime)/weston.log"
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtime
        env["WAYLAND_DISPLAY"] = values["WAYLAND_DISPLAY"]
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
