import Foundation

/// A D-Bus session of its own (`dbus-run-session`, in a process group of its own) on which
/// at-spi2-core's `org.a11y.Bus` is activatable: the first GetAddress starts
/// at-spi-bus-launcher, which starts the accessibility bus and the registry. The app joins it
/// through `appEnvironment`; `scripts/lib/atspi-client.py` (libatspi through pyatspi) is the
/// screen reader's side. Stopping the group stops the daemons it started, by group id.
final class AccessibilitySession {
    /// The session bus the app and the screen reader's side join.
    let bus: SessionBus
    var address: String { bus.address }

    init(artifacts: URL) throws {
        // A runtime directory of its own: at-spi-bus-launcher puts the accessibility bus's
        // socket in $XDG_RUNTIME_DIR/at-spi/ (without one, in ~/.cache/at-spi/, the same path
        // for every session of the user), so a session ending elsewhere, another test's or
        // another run's, would remove this one's socket.
        let runtime = artifacts.appendingPathComponent("runtime").path
        try? FileManager.default.removeItem(atPath: runtime)
        try FileManager.default.createDirectory(
            atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var environment = Self.cleanEnvironment
        environment["XDG_RUNTIME_DIR"] = runtime
        bus = try SessionBus(
            environment: environment, addressFile: artifacts.appendingPathComponent("session-bus-address").path,
            stderr: artifacts.appendingPathComponent("dbus.stderr").path)
    }

    /// Stops the session's process group (SIGTERM, then SIGKILL).
    func stop() { bus.stop() }

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
        let output = try Processes.check(
            Self.python, [client, "tree", app], environment: clientEnvironment, timeout: 30)
        do { return try JSONDecoder().decode(AtspiNode.self, from: Data(output.utf8)) } catch {
            throw LiveError("atspi-client tree printed no tree: \(error)\n\(output)")
        }
    }

    /// Sets org.a11y.atspi.Value's CurrentValue of the object named `name`.
    func setValue(_ value: Double, of name: String, in app: String) throws {
        try Processes.check(
            Self.python, [client, "set", app, name, "\(value)"], environment: clientEnvironment, timeout: 30)
    }

    /// Does the first org.a11y.atspi.Action of the object named `name`.
    func doAction(on name: String, in app: String) throws {
        try Processes.check(Self.python, [client, "do", app, name], environment: clientEnvironment, timeout: 30)
    }

    /// Listens to `app`'s value, name, focus and children events for `seconds` while `act` runs (it
    /// starts once the listener is registered); returns the events in order.
    func events(of app: String, seconds: Double, during act: () throws -> Void) throws -> [AtspiEvent] {
        let watcher = try Subprocess(
            Self.python, [client, "watch", app, "\(seconds)"], environment: clientEnvironment,
            stdout: .pipe, stderr: .pipe)
        let lines = PipeLineReader(fd: watcher.stdoutFD!)
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
    struct Value: Decodable {
        var minimum: Double; var maximum: Double; var increment: Double; var current: Double; var text: String?
    }
    var role: String
    var name: String
    var description: String
    var states: [String]
    var interfaces: [String]
    var extents: [Int]?
    var actions: [String]?
    var value: Value?
    var children: [AtspiNode]
}

/// One event as atspi-client.py prints it.
struct AtspiEvent: Decodable {
    var type: String
    var source: String?
    var detail1: Int?
    /// A value event's value.
    var data: Double?
    /// A children event's child, by name.
    var child: String?
    var text: String?

    private enum CodingKeys: String, CodingKey { case type, source, detail1, data, text }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        type = try c.decode(String.self, forKey: .type)
        source = try c.decodeIfPresent(String.self, forKey: .source)
        detail1 = try c.decodeIfPresent(Int.self, forKey: .detail1)
        data = try? c.decodeIfPresent(Double.self, forKey: .data)
        child = try? c.decodeIfPresent(String.self, forKey: .data)
        text = try c.decodeIfPresent(String.self, forKey: .text)
    }
}

/// Orca, GNOME's screen reader, on the session's accessibility bus, with its debug log as
/// the transcript of what it would say (`SPEECH OUTPUT: '…'` lines are written whether or not
/// a speech server answers; none runs here). Orca 43 reads the X keyboard map when it
/// starts, so it gets an Xvfb of its own; it reads the app through AT-SPI only. Its
/// `--debug-file` is block-buffered, so the log is opened line-buffered by the user
/// customizations file Orca runs at start-up (orca-customizations.py, its documented hook).
final class OrcaScreenReader {
    let log: String
    private let xvfb: Subprocess
    private let orca: Subprocess

    init(session: AccessibilitySession, artifacts: URL) throws {
        xvfb = try Subprocess(
            "/usr/bin/Xvfb", ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "640x480x24"],
            environment: AccessibilitySession.cleanEnvironment, stdout: .pipe,
            stderr: .file(artifacts.appendingPathComponent("xvfb.stderr").path))
        guard let display = try PipeLineReader(fd: xvfb.stdoutFD!).next(timeout: 10, what: "Xvfb's display number"),
            Int(display) != nil
        else { throw LiveError("Xvfb did not say which display it opened") }
        log = artifacts.appendingPathComponent("orca.debug").path
        let home = artifacts.appendingPathComponent("orca-home").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        var env = AccessibilitySession.cleanEnvironment
        env["DBUS_SESSION_BUS_ADDRESS"] = session.address
        env["DISPLAY"] = ":" + display
        env["HOME"] = home
        env["XDG_CONFIG_HOME"] = home + "/config"
        env["XDG_DATA_HOME"] = home + "/data"
        let prefs = home + "/data/orca"
        try FileManager.default.createDirectory(atPath: prefs, withIntermediateDirectories: true)
        try """
        import orca.debug
        orca.debug.debugLevel = orca.debug.LEVEL_INFO
        orca.debug.debugFile = open(\(pythonString(log)), "a", buffering=1)

        """.write(toFile: prefs + "/orca-customizations.py", atomically: true, encoding: .utf8)
        orca = try Subprocess(
            "/usr/bin/orca", [], environment: env,
            stdout: .file(artifacts.appendingPathComponent("orca.stdout").path),
            stderr: .file(artifacts.appendingPathComponent("orca.stderr").path))
    }

    deinit { stop() }

    func stop() {
        orca.signal(SIGTERM)
        if orca.wait(timeout: 3) == nil { orca.signal(SIGKILL) }
        xvfb.signal(SIGTERM)
        _ = xvfb.wait(timeout: 3)
    }

    /// What Orca said so far, in order.
    var spoken: [String] {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "SPEECH OUTPUT: '") else { return nil }
            // SPEECH OUTPUT: 'black horizontal slider 100.'{'established': False}
            let rest = line[start.upperBound...]
            return String(rest[..<(rest.range(of: "'{")?.lowerBound ?? rest.lastIndex(of: "'") ?? rest.endIndex)])
        }
    }

    /// Waits until Orca has said something that starts with `prefix`; false after `timeout` s.
    func waitToSay(_ prefix: String, timeout: Double) -> Bool {
        Processes.waitUntil(timeout: timeout) { spoken.contains { $0.hasPrefix(prefix) } }
    }
}

/// A Python string literal for `text` (JSON's string syntax is Python's for these).
private func pythonString(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
}
