import Gestures
import Testing

@testable import TraceReplay

/// Known events with wrong arguments, and unreadable lines, fail with `FILE:LINE: reason`.
@Suite struct TraceParserErrorTests {
    static func error(_ text: String) -> String? {
        do {
            _ = try TraceParser.parse(contents: text, file: "bad.trace")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func wrongArgumentCount() {
        #expect(
            Self.error(
                """
                [1.000] wl_seat@9.capabilities(3)
                [2.000] wl_pointer@11.motion(5, 1.0)
                """) == "bad.trace:2: wl_pointer.motion expects 3 arguments (time, surface_x, surface_y), got 2")
    }

    @Test func wrongArgumentKind() {
        #expect(
            Self.error("[1.000] wl_touch@3.down(1, 2, wl_surface@4, 0, \"x\", 4.0)")
                == "bad.trace:1: wl_touch.down argument 5 (x) must be a fixed-point number, got string")
        #expect(
            Self.error("[1.000] wl_pointer@3.button(1, 2, 272, 7)")
                == "bad.trace:1: wl_pointer.button argument 4 (state) = 7 is not 0 or 1")
        #expect(
            Self.error("[1.000] wl_pointer@3.axis(1, 5, 2.0)")
                == "bad.trace:1: wl_pointer.axis argument 2 (axis) = 5 is not a wl_pointer.axis")
        #expect(
            Self.error("[1.000] wl_pointer@3.axis_relative_direction(1, 2)")
                == "bad.trace:1: wl_pointer.axis_relative_direction argument 2 (direction) = 2 is not 0 (identical) or 1 (inverted)"
        )
        #expect(
            Self.error("[1.000] wl_pointer@3.motion(-1, 2.0, 2.0)")
                == "bad.trace:1: wl_pointer.motion argument 1 (time) = -1 is out of range for uint")
    }

    @Test func unreadableLines() {
        #expect(
            Self.error("[1.000] wl_pointer@3.frame()\n[abc] wl_pointer@3.frame()")
                == "bad.trace:2: cannot read timestamp '[abc]'")
        #expect(Self.error("[1.000 wl_pointer@3.frame()") == "bad.trace:1: missing ']' after the timestamp")
        #expect(Self.error("[1.000] wl_pointer@3.motion(1, 2.0, 3.0") == "bad.trace:1: wl_pointer.motion: missing ')'")
        #expect(
            Self.error("[1.000] wl_pointer.frame()")
                == "bad.trace:1: cannot read object 'wl_pointer': expected interface@id or interface#id")
        #expect(
            Self.error("[1.000] wl_pointer@3.frame")
                == "bad.trace:1: cannot read message 'wl_pointer@3.frame': missing '('")
    }
}
