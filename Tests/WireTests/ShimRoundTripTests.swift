import ContentHost
import Drawing
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
@Suite(WireSlots()) struct ShimRoundTripTests {
    static let synthetic = Binaries.fixturesDirectory + "/synthetic"

    /// Every synthetic fixture in the libwayland 1.21 format (the wire does not depend on it).
    static let fixtures: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: Self.synthetic)) ?? [])
        .filter { $0.hasSuffix(".v121.trace") }.map { String($0.dropLast(".v121.trace".count)) }.sorted()

    @Test func theCorpusIsThere() {
        #expect(Self.fixtures.count >= 20, "v121 fixtures in \(Self.synthetic)")
    }

    @Test(arguments: fixtures)
    func liveEventsEqualTheTrace(name: String) async throws {
        let path = "\(Self.synthetic)/\(name).v121.trace"
        let expected = try TraceParser.parse(path: path).inputEvents
        let got = try await RecordingContent.record(trace: path)
        #expect(got.closed)
        expectSame(got.events, expected, name)
    }

    /// Some compositors send no wl_touch.frame after the last up: the shim owes one.
    @Test func aMissingTouchFrameAfterTheLastUpIsSynthesized() async throws {
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
        let directory = try TemporaryDirectory()
        let stripped = directory.file("tap-without-last-frame.trace")
        try kept.joined(separator: "\n").write(toFile: stripped, atomically: true, encoding: .utf8)

        let got = try await RecordingContent.record(trace: stripped)
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

extension RecordingContent {
    struct Recording { var events: [InputEvent]; var closed: Bool }

    /// Plays `trace` (4× as fast; `options` go to fixture-compositor after that) to a
    /// `WaylandWindow` in this process, and returns what it received until the compositor
    /// closed it. The window's loop blocks, so it runs on a thread of its own while the task
    /// is suspended.
    static func record(trace: String, options: [String] = []) async throws -> Recording {
        let compositor = try WireSession.serving(
            fixture: trace, options: ["--speed", "4", "--settle-ms", "150", "--settle-timeout-ms", "10000"] + options)
        let display = compositor.socket
        let recording = try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result { () throws(WaylandError) -> Recording in
                        let content = RecordingContent()
                        let window = try WaylandWindow(
                            title: "Colours", appID: "org.opacitybars.Test", content: content, display: display)
                        let reason = try window.run()
                        return Recording(events: content.events, closed: reason == .closed)
                    })
            }.start()
        }
        try await compositor.stop()
        return recording
    }
}
