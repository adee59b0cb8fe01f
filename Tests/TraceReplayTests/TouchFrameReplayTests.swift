import Gestures
import Testing
import TraceReplay

/// The replay side of the shared touch-frame rule (`ContentHost.TouchFrameCompletion`): a
/// trace records no reads, so a batch ends before an event of another kind or after a 50 ms gap.
@Suite struct TouchFrameReplayTests {
    static func events(_ text: String) throws -> [TimedTraceEvent] {
        try TraceParser.parse(contents: text, file: "t.trace").events
    }

    @Test func theFrameOmittedAfterTheLastUpFollowsTheUpAtItsTimeAndLine() throws {
        let e = try Self.events(
            """
            [1.000] wl_touch@12.down(5, 50, wl_surface@9, 0, 7.0, 8.0)
            [1.000] wl_touch@12.frame()
            [2.000] wl_touch@12.up(7, 70, 0)
            [90.000] wl_touch@12.down(8, 150, wl_surface@9, 1, 7.0, 8.0)
            [90.000] wl_touch@12.frame()
            [91.000] wl_touch@12.up(9, 170, 1)
            [91.000] wl_keyboard@13.leave(10, wl_surface@9)
            """)
        #expect(
            e.map(\.event) == [
                .input(.touchDown(id: 0, Point(x: 7, y: 8), time: 50)), .input(.touchFrame),
                .input(.touchUp(id: 0, time: 70)), .input(.touchFrame),
                .input(.touchDown(id: 1, Point(x: 7, y: 8), time: 150)), .input(.touchFrame),
                .input(.touchUp(id: 1, time: 170)), .input(.touchFrame),
                .input(.keyboardFocus(false)),
            ])
        #expect(e[3].now == 1 && e[3].line == 3)   // right after the up
        #expect(e[7].now == 90 && e[7].line == 6)
    }

    @Test func aFrameMoreThan50msLateIsTheOneAlreadySynthesized() throws {
        let e = try Self.events(
            """
            [1.000] wl_touch@12.down(5, 50, wl_surface@9, 0, 7.0, 8.0)
            [1.000] wl_touch@12.frame()
            [2.000] wl_touch@12.up(7, 70, 0)
            [80.000] wl_touch@12.frame()
            """)
        #expect(
            e.map(\.event) == [
                .input(.touchDown(id: 0, Point(x: 7, y: 8), time: 50)), .input(.touchFrame),
                .input(.touchUp(id: 0, time: 70)), .input(.touchFrame),
            ])
        #expect(e[3].now == 1)
    }

    @Test func aTraceThatEndsAfterTheLastUpGetsItsFrame() throws {
        let e = try Self.events(
            """
            [1.000] wl_touch@12.down(5, 50, wl_surface@9, 0, 7.0, 8.0)
            [1.000] wl_touch@12.frame()
            [2.000] wl_touch@12.up(7, 70, 0)
            """)
        #expect(e.last?.event == .input(.touchFrame))
    }
}
