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
        var withPressSerial: UInt32
        var maximize: UInt32
        var unmaximize: UInt32
        var minimize: UInt32
    }
}

/// One run of `fixture-compositor`, in its own temporary directory.
struct WireSession {
    let directory: TemporaryDirectory
    let result: Processes.Result
    let report: WireReport?

    var screenshot: String { directory.file("wire.png") }
    var reportPath: String { directory.file("report.json") }

    /// Runs `fixture-compositor [fixture] OPTIONS --screenshot … --report … -- CLIENT…`; the
    /// client inherits the compositor's environment, with `environment` added.
    init(
        fixture: String?, options: [String] = [], client: [String], environment: [String: String] = [:],
        timeout: Double = 120
    ) async throws {
        let directory = try TemporaryDirectory()
        self.directory = directory
        var arguments: [String] = []
        if let fixture { arguments.append(fixture) }
        arguments += options
        arguments += ["--screenshot", directory.file("wire.png"), "--report", directory.file("report.json"), "--"]
        arguments += client.map { $0.replacingOccurrences(of: "$DIR", with: directory.path) }
        result = try await run(Binaries.fixtureCompositor, arguments, timeout: timeout, environment: environment)
        if let data = FileManager.default.contents(atPath: directory.file("report.json")) {
            report = try JSONDecoder().decode(WireReport.self, from: data)
        } else {
            report = nil
        }
    }

    /// Everything a failing expectation should show.
    var diagnostics: String {
        "exit \(result.status)\nstderr:\n\(result.stderr.suffix(3000))\n"
            + "report: \((try? String(contentsOfFile: reportPath, encoding: .utf8)) ?? "none")"
    }
}
