import Foundation
import Gestures
import Testing
import TraceReplay

extension WireSuites {
    /// Fixture → fixture compositor → a real client (weston-eventdemo, which binds pointer,
    /// keyboard and touch) with WAYLAND_DEBUG=client → TraceParser: the client's own trace must
    /// hold the fixture's input events, in order, with the same coordinates, times, keys
    /// (through the keymap we send and the client compiles) and modifiers.
    @Suite
    struct RoundTripTests {
        /// The events a wl_seat delivers (touchpad gestures need zwp_pointer_gestures_v1, which
        /// eventdemo does not bind).
        static func seatEvents(_ trace: Trace) -> [InputEvent] {
            trace.inputEvents.filter {
                switch $0 {
                case .pinchBegin, .pinchUpdate, .pinchEnd, .swipeBegin, .swipeUpdate, .swipeEnd, .holdBegin, .holdEnd:
                    false
                default: true
                }
            }
        }

        /// What a wl_seat v7 client (eventdemo) receives for high-resolution wheel steps: whole
        /// clicks as axis_discrete once the steps add up to one, as wlroots sends them; and no
        /// axis_relative_direction (v9).
        static func asSeenByV7(_ events: [InputEvent]) -> [InputEvent] {
            var accumulated: [Axis: Int32] = [:]
            return events.flatMap { event -> [InputEvent] in
                if case .axisRelativeDirection = event { return [] }
                guard case .axisValue120(let axis, let value120) = event else { return [event] }
                let total = accumulated[axis, default: 0] + value120
                let steps = total / 120
                accumulated[axis] = total - steps * 120
                return steps == 0 ? [] : [.axisDiscrete(axis, steps: steps)]
            }
        }

        @Test func the_corpus_is_there() {
            #expect(Corpus.fixtures.count >= 10, "fixtures in \(Binaries.fixturesDirectory)")
            #expect(Corpus.fixtures.contains { !$0.hasPrefix("synthetic/") }, "traces recorded from real clients")
        }

        @Test(arguments: Corpus.fixtures)
        func a_clients_own_trace_holds_the_fixtures_input(_ name: String) async throws {
            let client = try #require(Binaries.system("weston-eventdemo"), "weston-eventdemo (apt weston) is needed")
            let path = Corpus.path(name)
            let fixture = try TraceParser.parse(path: path)
            let session = try await WireSession(
                fixture: path, options: ["--speed", "4", "--settle-ms", "200"],
                client: ["env", "WAYLAND_DEBUG=client", client])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(report.outcome == "done", "\(session.diagnostics)")
            #expect(report.eventsSkipped.isEmpty, "\(report.eventsSkipped)")
            let received = try TraceParser.parse(contents: session.stderr, file: "\(name) as received")
            let expected = Self.asSeenByV7(Self.seatEvents(fixture))
            let got = Self.seatEvents(received)
            if got != expected {
                let index =
                    (0 ..< min(got.count, expected.count)).first { got[$0] != expected[$0] }
                    ?? min(got.count, expected.count)
                Issue.record(
                    """
                    \(name): event \(index) differs (\(got.count) received, \(expected.count) in the fixture)
                      fixture:  \(index < expected.count ? "\(expected[index])" : "—")
                      received: \(index < got.count ? "\(got[index])" : "—")
                    """)
            }
        }
    }
}
