import Foundation
import TestSupport

/// The fields of fixture-compositor's `--report` JSON that the tests check.
struct WireReport: Decodable {
    var outcome: String
    var failure: String?
    var clientExitStatus: Int32?
    var clientsEver: Int32
    var title: String
    var appID: String
    var pongReceived: Bool
    var eventsInFixture: Int
    var eventsSent: Int
    var eventsSkipped: [String]
    var settled: Bool
    var maxLatenessMs: Double
    var followsVirtualClock: Bool
    var playbackMs: Double
    var fixtureSpanMs: Double
    var commits: UInt32
    var bufferCommits: UInt32
    var buffersReleased: UInt32
    var framesDone: UInt32
    var heldBufferWrites: UInt32
    var undamagedChanges: UInt32
    var inputEventsSent: UInt32
    var inputEventsDropped: UInt32
    var pointersBound: UInt32
    var keyboardsBound: UInt32
    var touchesBound: UInt32
    var seatsBound: UInt32
    var secondSeatReleased: Bool
    var bufferWidth: Int32
    var bufferHeight: Int32
    var bufferScale: Int32
    var viewportWidth: Int32
    var viewportHeight: Int32
    var bufferSizeChanges: UInt32
    var windowBuffersCreated: UInt32
    var windowBuffersAliveMax: UInt32
    var releasesDeferred: UInt32
    var buffersHeldMax: UInt32
    var clientPeakResidentKiB: Int?
    var screenshotSize: [Int]?
    var window: WindowReport
    var activations: UInt32
    var windowActivations: UInt32
    var activationToken: String
    var fault: Fault?
    var log: [String]
    var cursorRequests: [CursorRequest]
    var cursorRequestCount: UInt32
    var cursorBadSizes: UInt32
    var clipboard: Clipboard

    /// The clipboard (`--clipboard`): data devices made, selections set and how many carried
    /// the latest key press's serial, the pastes read to their end, the last selection's mime
    /// types and its text as pasted back.
    struct Clipboard: Decodable, Equatable {
        var dataDevices: UInt32
        var selections: UInt32
        var withKeySerial: UInt32
        var pastes: UInt32
        var types: String
        var text: String
    }

    /// A request about the pointer's look (fixture-compositor's `CursorRequest`): "shape" with
    /// its number, "hidden", or "surface" with the cursor surface's buffer (px), buffer scale,
    /// viewport destination and hot spot.
    struct CursorRequest: Decodable, Equatable, CustomStringConvertible {
        var kind: String
        var shape: UInt32?
        var serialMatches: Bool
        var buffer: [Int32]?
        var bufferScale: Int32?
        var viewport: [Int32]?
        var hotSpot: [Int32]?

        var description: String {
            switch kind {
            case "shape": "shape \(shape ?? 0)"
            case "surface":
                "surface \(buffer ?? []) ×\(bufferScale ?? 0) viewport \(viewport ?? []) hot \(hotSpot ?? [])"
            default: kind
            }
        }
    }

    /// What the injected fault did (`--fault`; fixture-compositor's Fault.swift).
    struct Fault: Decodable {
        var firedAtFixtureMs: Double?
        var bufferCommitsAtFire: UInt32?
        var windowBuffersCreatedAtFire: UInt32?
        var bufferCommitsWhileHeld: UInt32?
        var suspendAcked: Bool?
        var bufferCommitsAfterSuspendAck: UInt32?
        var inputEventsWhileSuspended: UInt32?
        var bufferCommitsAtLift: UInt32?
        var clientRunningAtEnd: Bool?
        var configuresSent: [[Int32]]
        var clientExitedAfterMs: Double?
    }

    /// What the client asked of its window (fixture-compositor's `window`).
    struct WindowReport: Decodable, Equatable {
        var minimumSize: [Int32]
        var geometry: [Int32]?
        var decorationObjects: UInt32
        var decorationRequested: UInt32
        var decorationConfigured: UInt32
        var moves: UInt32
        var resizes: UInt32
        var lastResizeEdges: UInt32
        var windowMenus: UInt32
        var lastWindowMenu: [Int32]?
        var withPressSerial: UInt32
        var maximize: UInt32
        var unmaximize: UInt32
        var minimize: UInt32
        var fullscreen: UInt32?
        var unfullscreen: UInt32?
    }
}

/// One run of `fixture-compositor` in a temporary directory of its own: the one way the wire
/// tests start it.
///
/// Given the client under test (`init(fixture:options:client:…)`), the compositor starts it,
/// plays the fixture, and the session returns once both have ended. Without one
/// (`serving(fixture:options:)`), it returns as soon as the compositor listens, which then
/// serves whoever connects (a client the test starts with `clientEnvironment`, a
/// `WaylandWindow` in this process on `socket`) until it ends by itself (`finish`) or is told
/// to (`stop`).
///
/// Its stdout and stderr, which the client it starts inherits, go to files in `directory`, so
/// no pipe fills while nobody reads it. Every wait has a deadline, and but for the start of a
/// serving one, the waiting task sleeps between looks rather than hold one of the test
/// runner's few threads (`WireSlots`).
final class WireSession {
    let directory: TemporaryDirectory
    private let compositor: Subprocess
    /// Its exit status once it has ended: its own, its client's (which it passes on), or 128 + a signal.
    private(set) var status: Int32?
    /// Its `--report`, read when it has ended; nil if it wrote none.
    private(set) var report: WireReport?
    /// `WAYLAND_DISPLAY` and `XDG_RUNTIME_DIR` as it printed them (`serving` only): the
    /// environment of a client the test starts.
    private(set) var clientEnvironment: [String: String] = [:]

    var screenshot: String { directory.file("wire.png") }
    var reportPath: String { directory.file("report.json") }
    var stdout: String { (try? String(contentsOfFile: directory.file("stdout"), encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: directory.file("stderr"), encoding: .utf8)) ?? "" }
    /// The socket's path: a display name a client in this process can connect to.
    var socket: String { "\(clientEnvironment["XDG_RUNTIME_DIR"] ?? "")/\(clientEnvironment["WAYLAND_DISPLAY"] ?? "")" }

    /// Runs `fixture-compositor [fixture] OPTIONS --screenshot … --report … -- CLIENT…` to its end
    /// (killed after `timeout` s, which throws). `$DIR` in the client's arguments is `directory`;
    /// the client inherits the compositor's environment, with `environment` added. Without
    /// `screenshot` the screen is not written (a 16384² one would take a gigabyte).
    convenience init(
        fixture: String?, options: [String] = [], client: [String], environment: [String: String] = [:],
        screenshot: Bool = true, timeout: Double = 120
    ) async throws {
        try self.init(
            fixture: fixture, options: options, screenshot: screenshot, client: client, environment: environment)
        try await finish(timeout: timeout)
    }

    /// Starts `fixture-compositor [fixture] OPTIONS --report …` without a client, and returns as
    /// soon as it listens (within `timeout` s). This wait blocks the calling thread: the
    /// compositor gives a client 20 s to map its window, and a task suspended here could wait
    /// longer than that for a thread while other suites keep the test runner's few threads
    /// busy, and then start its client too late.
    static func serving(fixture: String?, options: [String] = [], timeout: Double = 60) throws -> WireSession {
        let session = try WireSession(
            fixture: fixture, options: options, screenshot: false, client: [], environment: [:])
        // "WAYLAND_DISPLAY=wayland-N XDG_RUNTIME_DIR=/tmp/…", once the socket listens.
        _ = Processes.waitUntil(timeout: timeout) { session.stdout.contains("\n") || !session.compositor.isRunning }
        guard let line = session.stdout.split(separator: "\n").first else {
            throw ProcessError("fixture-compositor did not listen within \(timeout) s: \(session.diagnostics)")
        }
        for pair in line.split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { session.clientEnvironment[String(parts[0])] = String(parts[1]) }
        }
        return session
    }

    private init(
        fixture: String?, options: [String], screenshot: Bool, client: [String], environment: [String: String]
    ) throws {
        let directory = try TemporaryDirectory()
        self.directory = directory
        var arguments: [String] = []
        if let fixture { arguments.append(fixture) }
        arguments += options
        if screenshot { arguments += ["--screenshot", directory.file("wire.png")] }
        arguments += ["--report", directory.file("report.json")]
        if !client.isEmpty {
            arguments += ["--"] + client.map { $0.replacingOccurrences(of: "$DIR", with: directory.path) }
        }
        compositor = try Subprocess(
            BuiltProducts.executable("fixture-compositor"), arguments, environment: childEnvironment(environment),
            stdout: .file(directory.file("stdout")), stderr: .file(directory.file("stderr")))
    }

    /// Waits until the compositor has ended (killed after `timeout` s, which throws), then
    /// reads its report.
    func finish(timeout: Double = 120) async throws {
        guard let status = await compositor.exited(within: timeout) else {
            compositor.signal(SIGKILL)
            _ = await compositor.exited(within: 5)
            throw ProcessError("fixture-compositor did not end within \(timeout) s; stderr: \(stderr.suffix(3000))")
        }
        self.status = status
        if let data = FileManager.default.contents(atPath: reportPath) {
            report = try JSONDecoder().decode(WireReport.self, from: data)
        }
    }

    /// SIGTERM, then `finish`: the end of a session that its client does not end.
    func stop(timeout: Double = 10) async throws {
        compositor.signal(SIGTERM)
        try await finish(timeout: timeout)
    }

    /// Everything a failing expectation should show.
    var diagnostics: String {
        "exit \(status.map { "\($0)" } ?? "none")\nstderr:\n\(stderr.suffix(3000))\n"
            + "report: \((try? String(contentsOfFile: reportPath, encoding: .utf8)) ?? "none")"
    }
}
