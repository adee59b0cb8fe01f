import Drawing
import Foundation

/// sway 1.7 headless, started through scripts/lib/sway-headless.sh (as an unprivileged
/// user, in its own runtime directory), stopped by pid when the test is done.
final class SwayHeadless {
    let runtimeDirectory: String
    let pid: pid_t
    let log: String
    /// The variables a client needs: XDG_RUNTIME_DIR, WAYLAND_DISPLAY, SWAYSOCK (+ PATH, HOME).
    let environment: [String: String]
    let width: Int
    let height: Int
    /// The Xvfb sway runs on (`x11`), stopped with it.
    let xvfbPID: pid_t?

    /// Starts sway with one output of `width`×`height`; fails with sway's log if it cannot.
    /// `x11`: on wlroots' x11 backend and an Xvfb of its own instead of the headless output
    /// (SWAY_X11=1: the one sway output here that reports presentation times).
    init(width: Int = 800, height: Int = 600, x11: Bool = false) throws {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("ob-live-\(getpid())-\(UUID().uuidString.prefix(8))").path
        var scriptEnvironment = ProcessInfo.processInfo.environment
        if x11 { scriptEnvironment["SWAY_X11"] = "1" }
        let (values, pid) = try LivePaths.start(
            "sway-headless.sh", directory: dir, width: width, height: height, environment: scriptEnvironment,
            required: ["XDG_RUNTIME_DIR", "WAYLAND_DISPLAY", "SWAYSOCK"], pid: "SWAY_PID")
        let runtime = values["XDG_RUNTIME_DIR"]!
        self.pid = pid
        xvfbPID = values["XVFB_PID"].flatMap { pid_t($0) }
        runtimeDirectory = runtime
        log = values["SWAY_LOG"] ?? "\(runtime)/sway.log"
        self.width = width
        self.height = height
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtime
        env["WAYLAND_DISPLAY"] = values["WAYLAND_DISPLAY"]
        env["SWAYSOCK"] = values["SWAYSOCK"]
        env.removeValue(forKey: "WAYLAND_DEBUG")
        env.removeValue(forKey: "DISPLAY")
        environment = env
    }

    deinit { stop() }

    /// Stops sway (by its pid) and removes the runtime directory.
    func stop() {
        Processes.stop(pid: pid)
        if let xvfbPID { Processes.stop(pid: xvfbPID) }
        try? FileManager.default.removeItem(atPath: runtimeDirectory)
    }

    var isRunning: Bool { Processes.isAlive(pid) }

    /// `swaymsg ARGS…`; fails with its output unless it succeeds.
    @discardableResult
    func swaymsg(_ arguments: String...) throws -> String { try swaymsg(arguments) }

    @discardableResult
    func swaymsg(_ arguments: [String]) throws -> String {
        try Processes.check("/usr/bin/swaymsg", arguments, environment: environment)
    }

    /// The sway tree node of the window whose process is `pid` (its `rect` is where it is),
    /// tiled (`con`) or floating (`floating_con`).
    func window(ofPID pid: pid_t) throws -> [String: Any]? {
        let json = try swaymsg("-t", "get_tree", "-r")
        guard let tree = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else { return nil }
        func find(_ node: [String: Any]) -> [String: Any]? {
            if let p = node["pid"] as? Int, p == Int(pid), ["con", "floating_con"].contains(node["type"] as? String) {
                return node
            }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] {
                    if let hit = find(child) { return hit }
                }
            }
            return nil
        }
        return find(tree)
    }

    /// The seat's capabilities as `swaymsg -t get_seats` reports them (1 pointer, 2 keyboard).
    func seatCapabilities() throws -> Int {
        let json = try swaymsg("-t", "get_seats", "-r")
        let seats = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] ?? []
        return seats.first?["capabilities"] as? Int ?? 0
    }

    /// Hides the software cursor (it is drawn into screenshots): sway hides it after
    /// 100 ms without pointer activity. Call after the interaction, before `screenshot`.
    func hideCursor() throws {
        try swaymsg("seat", "-", "hide_cursor", "100")
    }

    /// The clipboard's text as another client pastes it: `wl-paste` (wl-clipboard, through
    /// sway's data-control, so it needs no window or focus of its own).
    func paste() throws -> String {
        try Processes.check(
            "/usr/bin/wl-paste", ["--no-newline", "--type", "text/plain;charset=utf-8"], environment: environment,
            timeout: 5)
    }

    /// A grim screenshot of the whole output, saved at `path` and decoded.
    func screenshot(_ path: String) throws -> Canvas {
        try Processes.check("/usr/bin/grim", [path], environment: environment)
        do { return try Canvas.readPNG(path: path) } catch { throw LiveError("\(error)") }
    }

    /// The last lines of sway's log, for failure messages.
    func logTail(_ lines: Int = 15) -> String {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? "(no log at \(log))"
        return text.split(separator: "\n").suffix(lines).joined(separator: "\n")
    }
}
