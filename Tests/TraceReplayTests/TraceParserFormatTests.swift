import Gestures
import Testing

@testable import TraceReplay

/// The same pointer/touch story printed by each libwayland release parses to the same events.
@Suite struct TraceParserFormatTests {
    static let v121 = """
        [ 954247.819] wl_seat@9.capabilities(7)
        [ 954247.823]  -> wl_surface@3.commit()
        [ 954248.000] xdg_toplevel@14.configure(400, 600, array[0])
        [ 954250.100] wl_touch@12.down(96816, 141604443, wl_surface@3, 0, 36.97265625, 77.44531250)
        [ 954250.101] wl_touch@12.frame()
        [ 954258.300] wl_touch@12.motion(141604451, 0, -1.50000000, 80.00000000)
        [ 954258.301] wl_touch@12.frame()
        [ 954266.000] wl_touch@12.up(96817, 141604459, 0)
        [ 954266.001] wl_touch@12.frame()
        """

    static let v118 = """
        [  954247.819] wl_seat@9.capabilities(7)
        [  954247.823]  -> wl_surface@3.commit()
        [  954248.000] xdg_toplevel@14.configure(400, 600, array)
        [  954250.100] wl_touch@12.down(96816, 141604443, wl_surface@3, 0, 36.972656, 77.445312)
        [  954250.101] wl_touch@12.frame()
        [  954258.300] wl_touch@12.motion(141604451, 0, -1.500000, 80.000000)
        [  954258.301] wl_touch@12.frame()
        [  954266.000] wl_touch@12.up(96817, 141604459, 0)
        [  954266.001] wl_touch@12.frame()
        """

    static let v123 = """
        [ 954247.819] {Default Queue} wl_seat#9.capabilities(7)
        [ 954247.823] {Default Queue}  -> wl_surface#3.commit()
        [ 954248.000] {Default Queue} xdg_toplevel#14.configure(400, 600, array[0])
        [ 954250.100] {Default Queue} wl_touch#12.down(96816, 141604443, wl_surface#3, 0, 36.97265625, 77.44531250)
        [ 954250.101] {Default Queue} wl_touch#12.frame()
        [ 954258.300] {Default Queue} wl_touch#12.motion(141604451, 0, -1.50000000, 80.00000000)
        [ 954258.301] {Default Queue} wl_touch#12.frame()
        [ 954266.000] {Default Queue} wl_touch#12.up(96817, 141604459, 0)
        [ 954266.001] {Default Queue} wl_touch#12.frame()
        """

    static func expected(xDown: Double, yDown: Double) -> [InputEvent] {
        [
            .capabilities([.pointer, .keyboard, .touch]),
            .touchDown(id: 0, Point(x: xDown, y: yDown), time: 141_604_443), .touchFrame,
            .touchMotion(id: 0, Point(x: -1.5, y: 80), time: 141_604_451), .touchFrame,
            .touchUp(id: 0, time: 141_604_459), .touchFrame,
        ]
    }

    @Test func libwayland121() throws {
        let trace = try TraceParser.parse(contents: Self.v121, file: "v121.trace")
        #expect(trace.inputEvents == Self.expected(xDown: 36.97265625, yDown: 77.4453125))
        #expect(trace.lastConfiguredSize! == (400, 600))
        // The clock starts at 0 on the first line and follows the bracketed stamps exactly.
        // (Line 3's configure is two events: its count of states, then its size.)
        #expect(trace.events.map(\.now) == [0, 0.181, 0.181, 2.281, 2.282, 10.481, 10.482, 18.181, 18.182])
        #expect(trace.events.map(\.line) == [1, 3, 3, 4, 5, 6, 7, 8, 9])
    }

    @Test func libwayland118FixedAsPercentF() throws {
        let trace = try TraceParser.parse(contents: Self.v118, file: "v118.trace")
        #expect(trace.inputEvents == Self.expected(xDown: 36.972656, yDown: 77.445312))
    }

    @Test func libwayland123QueuesAndHash() throws {
        let a = try TraceParser.parse(contents: Self.v123, file: "v123.trace")
        let b = try TraceParser.parse(contents: Self.v121, file: "v121.trace")
        #expect(a.events == b.events)
    }

    @Test func ansiColourCodesAreStripped() throws {
        let e = "\u{1B}"
        let coloured = Self.v123.split(separator: "\n").map { line in
            line.replacingOccurrences(of: "{Default Queue}", with: "\(e)[33m{Default Queue}\(e)[0m")
                .replacingOccurrences(of: "wl_touch", with: "\(e)[34mwl_touch\(e)[35m")
        }.map { "\(e)[32m" + $0 }.joined(separator: "\n")
        let a = try TraceParser.parse(contents: coloured, file: "colour.trace")
        let b = try TraceParser.parse(contents: Self.v121, file: "v121.trace")
        #expect(a.events == b.events)
    }

    @Test func timeOfDayAndWaylandRsStamps() throws {
        let tod = """
            [23:59:59.999000] TID#42 {Display Queue} wl_pointer#5.enter(1, wl_surface#3, 10.00000000, 20.00000000)
            [00:00:00.007000] wl_pointer#5.frame()
            """
        let t = try TraceParser.parse(contents: tod, file: "tod.trace")
        #expect(t.events.map(\.now) == [0, 8])   // midnight wrap
        let rs = """
            [1700000000.000000] <- wl_pointer@5.motion(10, 1.0, 2.0)
            [1700000000.016000] <- wl_pointer@5.frame()
            """
        let r = try TraceParser.parse(contents: rs, file: "rs.trace")
        #expect(r.inputEvents == [.pointerMotion(Point(x: 1, y: 2), time: 10), .pointerFrame])
        #expect(r.events.map(\.now) == [0, 16])
    }

    @Test func counterWrapAfter71Minutes() throws {
        let text = """
            [4294967.000] wl_pointer@5.motion(1, 1.0, 2.0)
            [4294967.000] wl_pointer@5.frame()
            [      4.704] wl_pointer@5.motion(9, 1.0, 3.0)
            [      4.704] wl_pointer@5.frame()
            """
        let t = try TraceParser.parse(contents: text, file: "wrap.trace")
        #expect(t.events.map(\.now) == [0, 0, 5, 5])
    }

    @Test func requestsDiscardedZombiesAndUnknownInterfacesAreSkipped() throws {
        let text = """
            # recorded by hand
            some client log line: hello (not a trace line)
            [INFO] a client's own log line in brackets (x)
            [2024-05-01T10:00:00Z WARN app] another one
            [ 100.000]  -> wl_registry@2.bind(7, "wl_seat", 7, new id [unknown]@10)
            [ 100.100] wl_registry@2.global(33, "zwp_linux_dmabuf_v1", 4)
            [ 100.200] discarded wl_pointer@11.motion(1, 2.0, 3.0)
            [ 100.300] discarded [zombie]#5.[event 0](0 fd, 12 byte)
            [ 100.350] {Default Queue} discarded  -> wl_surface#25.commit()
            [ 100.400] wl_output@8.geometry(0, 0, 600, 340, 0, "Foo, Inc. (x)", "Model", 0)
            [ 100.500] zwp_tablet_tool_v2@40.motion(3.5, 4.5)
            [ 100.600] wl_data_offer@30.offer("text/plain;charset=utf-8")
            [ 100.700] wl_keyboard@12.keymap(1, fd 33, 48024)
            [ 100.900] wl_touch@13.shape(0, 4.0, 3.0)
            """
        let t = try TraceParser.parse(contents: text, file: "skip.trace")
        #expect(t.events.isEmpty)
        #expect(t.messageLines == 10)
    }

    @Test func emptyTraceAndCommentOnlyTrace() throws {
        #expect(try TraceParser.parse(contents: "", file: "e").events.isEmpty)
        #expect(try TraceParser.parse(contents: "# synthetic\n\n", file: "e").isSynthetic)
    }

    @Test func aFileWithNoTraceLineIsAnError() {
        #expect(
            throws: TraceError(
                file: "x.txt", line: 2, reason: "not a WAYLAND_DEBUG trace: no line starts with a [timestamp]")
        ) {
            try TraceParser.parse(contents: "# c\nhello world\n", file: "x.txt")
        }
    }
}
