import Foundation
import Gestures
import Testing
import TraceReplay

extension WireSuites {
    /// Every wl_seat is bound and its devices live: the fixture compositor serves touch from a
    /// second seat (`--second-seat touch`, a touchscreen that is a seat of its own, plugged in
    /// once the window is mapped and unplugged after the playback) and pointer and keyboard
    /// from the first, and input from both reaches the app as one stream.
    @Suite
    struct SeatWireTests {
        static let fixture = Binaries.wireFixturesDirectory + "/two-seats.trace"

        /// The real app: a tap from seat1's touchscreen and a mouse drag from seat0 both land,
        /// and the app ends where replay of the same input ends (state and pixels).
        @Test func touch_on_the_second_seat_and_the_pointer_on_the_first_both_reach_the_app() async throws {
            let (report, state) = try await AppWireTests.compare(
                fixture: Self.fixture, wireOptions: ["--second-seat", "touch"])
            #expect(report.seatsBound == 2, "seats bound: \(report.seatsBound)")
            #expect(report.secondSeatReleased, "the unplugged seat was not released: \(report.log)")
            #expect(report.touchesBound == 1 && report.pointersBound == 1, "\(report)")
            let red = try #require(state.opacity("red")), orange = try #require(state.opacity("orange"))
            // The snapshot keeps four decimals.
            #expect(abs(red - (1 - (245.0 - 16) / 448)) < 1e-3, "red \(red): the touch from seat1 was lost")
            #expect(orange < 1, "orange \(orange): the drag from seat0 was lost")
        }

        /// Through the shim itself: the events from both seats are the trace's, in order, touch
        /// ids unchanged (only one seat touches); only the capabilities differ, the union of the
        /// seats': seat0's pointer and keyboard, all three once seat1 is plugged in, and
        /// seat0's again once it is unplugged.
        @Test func the_shim_merges_both_seats_into_the_traces_events() async throws {
            let expected = try TraceParser.parse(path: Self.fixture).inputEvents
            let got = try await RecordingContent.record(trace: Self.fixture, options: ["--second-seat", "touch"])
            #expect(got.closed)
            let capabilities = got.events.compactMap { event -> SeatCapabilities? in
                if case .capabilities(let caps) = event { caps } else { nil }
            }
            #expect(
                capabilities == [[.pointer, .keyboard], [.pointer, .keyboard, .touch], [.pointer, .keyboard]],
                "\(capabilities)")
            let isCapabilities = { (event: InputEvent) -> Bool in
                if case .capabilities = event { true } else { false }
            }
            #expect(got.events.filter { !isCapabilities($0) } == expected.filter { !isCapabilities($0) })
        }

        /// Two seats touched alike (`--second-seat-shares`: both seats have a touchscreen, and
        /// each wl_touch event reaches the client through both): two fingers give four touches,
        /// and no id is held by two touches at once, though each seat numbers its own from 0.
        @Test func touch_ids_from_two_seats_never_collide() async throws {
            let trace = Binaries.fixturesDirectory + "/synthetic/two-finger-drag.v121.trace"
            let expected = try TraceParser.parse(path: trace).inputEvents
            let got = try await RecordingContent.record(
                trace: trace, options: ["--second-seat", "touch", "--second-seat-shares"])
            #expect(got.closed)
            let downs = { (events: [InputEvent]) -> [(id: Int32, point: Point)] in
                events.compactMap { if case .touchDown(let id, let p, _) = $0 { (id, p) } else { nil } }
            }
            let expectedDowns = downs(expected), gotDowns = downs(got.events)
            #expect(expectedDowns.count == 2, "the fixture puts two fingers down")
            #expect(gotDowns.count == 2 * expectedDowns.count, "\(gotDowns)")
            for down in expectedDowns {
                #expect(gotDowns.filter { $0.point == down.point }.count == 2, "each finger arrives through both seats")
            }
            var held: Set<Int32> = []
            for event in got.events {
                switch event {
                case .touchDown(let id, _, _):
                    #expect(!held.contains(id), "touch id \(id) is already held: \(held)")
                    held.insert(id)
                case .touchMotion(let id, _, _): #expect(held.contains(id), "motion of touch \(id), not down")
                case .touchUp(let id, _):
                    #expect(held.contains(id), "up of touch \(id), not down")
                    held.remove(id)
                default: break
                }
            }
            #expect(held.isEmpty, "touches never lifted: \(held)")
            #expect(Set(gotDowns.map(\.id)).count == 4, "\(gotDowns.map(\.id))")
        }
    }
}
