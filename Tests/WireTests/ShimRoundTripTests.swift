import Canvas
import ContentHost
import Foundation
import Gestures
import TestSupport
import Testing
import TraceReplay

@testable import WaylandClient

/// Fixture → fixture-compositor (a libwayland-server peer, built beside this test binary) →
/// the real C shim and `WaylandWindow` in this process → recorded `InputEvent`s. They must
/// equal what `TraceParser` reads from the same fixture: the live path and the replay path
/// speak one vocabulary (frames synthesized below wl_pointer v5, a touch frame synthesized
/// when the compositor omits it, keysyms through the keymap fd, modifiers resolved).
@Suite(.serialized) struct ShimRoundTripTests {
    static let synthetic = Binaries.fixturesDirectory + "/synthetic"

    /// Every synthetic fixture in the libwayland 1.21 format (the wire does not depend on it).
    static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: Self.synthetic)) ?? [])
        .filter { $0.hasSuffix(".v121.trace") }.map { String($0.dropLast(".v121.trace".count)) }.sorted()

    @Test func theCorpusIsThere() {
        #expect(Self.fixtures.count >= 20, "v121 fixtures in \(Self.synthetic)")
    }

    @Test(arguments: fixtures)
    func liveEventsEqualTheTrace(name: String) throws {
        let path = "\(Self.synthetic)/\(name).v121.trace"
        let expected = try TraceParser.parse(path: path).inputEvents
        let got = try FixtureSession.run(trace: path)
        #expect(got.closed)
        expectSame(got.events, expected, name)
    }

    /// Some compositors send no wl_touch.frame after the last up: the shim owes one.
    @Test func aMissingTouchFrameAfterTheLastUpIsSynthesized() throws {
        let original = "\(Self.synthetic)/tap.v121.trace"
        let lines = try String(contentsOfFile: original, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        var removed = 0
        for (i, line) in lines.enumerated() {
            if line.contains("wl_touch@14.frame()"), i > 0, lines[i - 1].contains("wl_touch@14.up(") {
                removed += 1
                continue
            }
            kept.append(line)
        }
        try #require(removed == 1, "the tap fixture should end its touch with up + frame")
        let stripped = NSTemporaryDirectory() + "cw-tap-noframe-\(getpid()).trace"
        try kept.joined(separator: "\n").write(toFile: stripped, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: stripped) }

        let got = try FixtureSession.run(trace: stripped)
        expectSame(got.events, try TraceParser.parse(path: original).inputEvents, "tap without its last touch frame")
    }

    private func expectSame(
        _ got: [InputEvent], _ expected: [InputEvent], _ name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if got == expected { return }
        let index =
            zip(got, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(got.count, expected.count)
        let show = { (events: [InputEvent]) in
            index < events.count ? "\(events[index])" : "(end)"
        }
        Issue.record(
            """
            \(name): event \(index) differs (\(got.count) live, \(expected.count) in the trace)
              live:  \(show(got))
              trace: \(show(expected))
            """, sourceLocation: sourceLocation)
    }
}

/// Records the input a window receives; draws one colour once (so the compositor sees the
/// client settle) and closes when told.
final class RecordingContent: WindowContent {
    var events: [InputEvent] = []
    var size = (width: 480, height: 800)
    var drawn = false
    var closeRequested = false

    func handle(_ event: InputEvent, at now: Double) { events.append(event) }
    func configure(width: Int, height: Int) {
        if width > 0 { size.width = width }
        if height > 0 { size.height = height }
        drawn = false
    }
    func setScale(_ scale: Double) {}
    func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {}
    func requestClose() { closeRequested = true }
    func advance(to now: Double) {}
    func settle(from now: Double) -> Double { now }   // the window never settles
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { false }
    var scale: Double { 1 }
    var logicalSize: (width: Int, height: Int) { size }
    var needsRedraw: Bool { !drawn }
    func render(into canvas: Canvas, stale: Region?) -> Region {
        canvas.fill(canvas.bounds, color: Color(argb: 0xff80_8080))
        drawn = true
        return Region(canvas.bounds)
    }
    var cursor: CursorShape { .default }
    var wantsToClose: Bool { closeRequested }
}

/// One fixture-compositor process serving one in-process `WaylandWindow`.
enum FixtureSession {
    struct Result { var events: [InputEvent]; var closed: Bool }

    /// `options` go to fixture-compositor after the defaults.
    static func run(trace: String, options: [String] = []) throws -> Result {
        let compositor = Binaries.fixtureCompositor
        try #require(
            Binaries.exists(compositor),
            "\(compositor) is missing: build with `swift build --build-tests` (it is a package executable)")
        let runtime = NSTemporaryDirectory() + "cw-fixture-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        try FileManager.default.createDirectory(
            atPath: runtime, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let process = try Subprocess(
            compositor,
            [
                trace, "--runtime-dir", runtime, "--socket", "wayland-cw", "--speed", "4",
                "--settle-ms", "150", "--settle-timeout-ms", "10000",
            ] + options, stdout: .pipe)
        defer { process.signal(SIGTERM); _ = process.wait(timeout: 10) }
        let socket = runtime + "/wayland-cw"
        // It prints WAYLAND_DISPLAY=… once the socket listens (the file exists a little earlier).
        let printed = PipeLineReader(fd: process.stdoutFD!)
        while true {
            let line = try printed.next(timeout: 60, what: "fixture-compositor serving \(socket)")
            try #require(line != nil, "fixture-compositor exited before serving \(socket)")
            if line!.contains("WAYLAND_DISPLAY=") { break }
        }
        let content = RecordingContent()
        let window = try WaylandWindow(
            title: "Colours", appID: "org.opacitybars.Test", content: content,
            display: socket)
        let reason = try window.run()
        return Result(events: content.events, closed: reason == .closed)
    }
}
