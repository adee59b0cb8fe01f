import Canvas
import Foundation
import Testing

extension WireSuites {
    /// The comparators the wire tests rely on can fail: each tolerance accepts only what it
    /// documents.
    @Suite
    struct ComparisonTests {
        static func state(opacity: Double = 1, scrollOffset: Double = 0, times: [Double] = [100, 400]) -> String {
            let gestures = times.map { #"{"time": \#($0), "gesture": "tap", "bar": "red", "outcome": "ended"}"# }
            return """
                {"size": {"width": 480, "height": 800}, "scale": 1, "scrollOffset": \(scrollOffset),
                 "bars": [{"name": "black", "opacity": 1.0}, {"name": "red", "opacity": \(opacity)}],
                 "gestures": [\(gestures.joined(separator: ","))]}
                """
        }

        static func compare(_ a: String, _ b: String, tolerance: Double = 1) throws -> StateComparison {
            let directory = try TemporaryDirectory()
            try a.write(toFile: directory.file("a.json"), atomically: true, encoding: .utf8)
            try b.write(toFile: directory.file("b.json"), atomically: true, encoding: .utf8)
            return try StateComparison(replay: directory.file("a.json"), live: directory.file("b.json"),
                                       scrollOffsetTolerance: tolerance)
        }

        @Test func gesture_times_are_compared_relative_to_the_first() throws {
            #expect(try Self.compare(Self.state(), Self.state(times: [5100, 5400])).differences.isEmpty)
            let late = try Self.compare(Self.state(), Self.state(times: [5100, 5500]))
            #expect(late.differences == ["gestures[1].time: 300.0 ms after the first in replay, 400.0 ms live"])
        }

        @Test func any_other_value_must_be_equal() throws {
            let differences = try Self.compare(Self.state(opacity: 0.5), Self.state(opacity: 0.5001)).differences
            #expect(differences == ["bars[1].opacity: 0.5 in replay, 0.5001 live"])
            #expect(try !Self.compare(Self.state(), Self.state(times: [100])).differences.isEmpty)
        }

        @Test func scroll_offset_within_its_tolerance_is_recorded_not_failed() throws {
            let near = try Self.compare(Self.state(scrollOffset: 10), Self.state(scrollOffset: 10.6))
            #expect(near.differences.isEmpty)
            #expect(abs(near.scrollOffsetDelta - 0.6) < 1e-9)
            #expect(try !Self.compare(Self.state(scrollOffset: 10), Self.state(scrollOffset: 12)).differences.isEmpty)
            #expect(try Self.compare(Self.state(scrollOffset: 10), Self.state(scrollOffset: 12), tolerance: 3).differences.isEmpty)
        }

        /// A 20×20 canvas with horizontal bands (rows of one colour each, like bars).
        static func bands(shiftedBy shift: Int = 0) -> Canvas {
            let canvas = Canvas(width: 20, height: 20)
            for y in 0 ..< 20 {
                let colour: UInt32 = (y + shift) / 5 % 2 == 0 ? 0xFFFF_0000 : 0xFF00_00FF
                canvas.fill(PixelRect(x: 0, y: y, width: 20, height: 1), color: Color(argb: colour))
            }
            return canvas
        }

        @Test func pixels_are_exact_unless_a_row_shift_is_allowed() {
            #expect(PixelComparison(replay: Self.bands(), live: Self.bands()).isEqual)
            let shifted = PixelComparison(replay: Self.bands(), live: Self.bands(shiftedBy: 1))
            #expect(!shifted.isEqual && shifted.differingPixels == 4 * 20)
            #expect(PixelComparison(replay: Self.bands(), live: Self.bands(shiftedBy: 1), rowShift: 1).isEqual)
            let far = PixelComparison(replay: Self.bands(), live: Self.bands(shiftedBy: 3), rowShift: 1)
            #expect(!far.isEqual, "\(far.description)")
        }
    }
}
