import Foundation

/// A D-Bus session of its own (`dbus-run-session`, in a process group of its own) on which
/// at-spi2-core's `org.a11y.Bus` is activatable: the first GetAddress starts
/// at-spi-bus-launcher, which starts the accessibility bus and the registry. The app joins it
/// through `appEnvironment`; `scripts/lib/atspi-client.py` (libatspi through pyatspi) is the
/// screen reader's side. Stopping the group stops the daemons it started, by group id.
final class AccessibilitySession {
    let processGroup: pid_t
    /// DBUS_SESSION_BUS_ADDRESS of the session.
    let address: String
    private let holder: Subprocess

    init(artifacts: URL) throws {
        let file = artifacts.appendingPathComponent("session-bus-address").path
        try? FileManager.default.removeItem(atPath: file)
        // setsid (not a group leader here, so it does not fork): the group is the pid.
        holder = try Subprocess("/usr/bin/setsid", [
            "/usr/bin/dbus-run-session", "--", "/bin/sh", "-c",
            #"printf '%s\n' "$DBUS_SESSION_BUS_ADDRESS" > "$0.tmp" && mv "$0.tmp" "$0" && exec sleep 600"#, file,
        ], environment: Self.cleanEnvironment, stderr: .file(artifacts.appendingPathComponent("dbus.stderr").path))
        processGroup = holder.pid
        var address = ""
        _ = Processes.waitUntil(timeout: 10) {
            address = (try? String(contentsOfFile: file, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return !address.isEmpty
        }
        guard !address.isEmpty else {
            kill(-processGroup, SIGKILL)
            throw LiveError("dbus-run-session wrote no session bus address within 10 s")
        }
        self.address = address
    }

    deinit { stop() }

    /// Stops the session's process group (SIGTERM, then SIGKILL).
    func stop() {
        guard kill(-processGroup, 0) == 0 else { return }
        kill(-processGroup, SIGTERM)
        _ = Processes.waitUntil(timeout: 2) { kill(-processGroup, 0) != 0 }
        kill(-processGroup, SIGKILL)
        _ = holder.wait(timeout: 2)
    }

    /// The test runner's environment without another session's bus, accessibility bus or X
    /// display (each would lead a client to another registry).
    static var cleanEnvironment: [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "DISPLAY"] { env.removeValue(forKey: key) }
        return env
    }

    /// What the app needs to find this session's accessibility bus.
    var appEnvironment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address, "AT_SPI_BUS_ADDRESS": ""] }

    private var clientEnvironment: [String: String] {
        var env = Self.cleanEnvironment
        env["DBUS_SESSION_BUS_ADDRESS"] = address
        return env
    }

    private static let python = "/usr/bin/python3"   // Debian's, where python3-pyatspi lives
    private var client: String { LivePaths.script("atspi-client.py") }

    /// The application named `app` as the registry's client sees it.
    func tree(of app: String) throws -> AtspiNode {
        let output = try Processes.check(Self.python, [client, "tree", app], environment: clientEnvironment, timeout: 30)
        do { return try JSONDecoder().decode(AtspiNode.self, from: Data(output.utf8)) } catch {
            throw LiveError("atspi-client tree printed no tree: \(error)\n\(output)")
        }
    }

    /// Sets org.a11y.atspi.Value's CurrentValue of the object named `name`.
    func setValue(_ value: Double, of name: String, in app: String) throws {
        try Processes.check(Self.python, [client, "set", app, name, "\(value)"], environment: clientEnvironment, timeout: 30)
    }

    /// Listens to `app`'s value, name and focus events for `seconds` while `act` runs (it
    /// starts once the listener is registered); returns the events in order.
    func events(of app: String, seconds: Double, during act: () throws -> Void) throws -> [AtspiEvent] {
        let watcher = try Subprocess(Self.python, [client, "watch", app, "\(seconds)"], environment: clientEnvironment,
                                     stdout: .pipe, stderr: .pipe)
        let lines = LineReader(fd: watcher.stdoutFD!)
        guard try lines.next(timeout: 30, what: "atspi-client watch's ready") == "ready" else {
            throw LiveError("atspi-client watch did not start: \(lines.transcript)")
        }
        try act()
        var events: [AtspiEvent] = []
        while let line = try lines.next(timeout: seconds + 20, what: "atspi-client watch's events") {
            events.append(try JSONDecoder().decode(AtspiEvent.self, from: Data(line.utf8)))
        }
        guard watcher.wait(timeout: 10) == 0 else { throw LiveError("atspi-client watch failed: \(lines.transcript)") }
        return events
    }
}

/// One object as atspi-client.py describes it.
struct AtspiNode: Decodable {
    struct Value: Decodable { var minimum: Double; var maximum: Double; var increment: Double; var current: Double; var text: String? }
    var role: String
    var name: String
    var description: String
    var states: [String]
    var interfaces: [String]
    var extents: [Int]?
    var value: Value?
    var children: [AtspiNode]
}

/// One event as atspi-client.py prints it.
struct AtspiEvent: Decodable {
    var type: String
    var source: String?
    var detail1: Int?
    var data: Double?
    var text: String?

    private enum CodingKeys: String, CodingKey { case type, source, detail1, data, text }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        type = try c.decode(String.self, forKey: .type)
        source = try c.decodeIfPresent(String.self, forKey: .source)
        detail1 = try c.decodeIfPresent(Int.self, forKey: .detail1)
        data = try? c.decodeIfPresent(Double.self, forKey: .data)
        text = try c.decodeIfPresent(String.self, forKey: .text)
    }
}
