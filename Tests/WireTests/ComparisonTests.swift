import Drawing
import Foundation
import Testing

extension WireSuites {
    /// The comparators the wire tests rely on are exact, and fail on the smallest difference.
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

        static func compare(_ a: String, _ b: String) throws -> StateComparison {
            let directory = try TemporaryDirectory()
            try a.write(toFile: directory.file("a.json"), atomically: true, encoding: .utf8)
            try b.write(toFile: directory.file("b.json"), atomically: true, encoding: .utf8)
            return try StateComparison(replay: directory.file("a.json"), live: directory.file("b.json"))
        }

        @Test func equal_states_agree() throws {
            #expect(try Self.compare(Self.state(), Self.state()).differences.isEmpty)
        }

        @Test func gesture_times_must_be_equal() throws {
            let late = try Self.compare(Self.state(), Self.state(times: [100, 400.001]))
            #expect(late.differences == ["gestures[1].time: 400.0 in replay, 400.001 live"])
            #expect(try !Self.compare(Self.state(), Self.state(times: [5100, 5400])).differences.isEmpty)
        }

        @Test func any_other_value_must_be_equal() throws {
            let differences = try Self.compare(Self.state(opacity: 0.5), Self.state(opacity: 0.5001)).differences
            #expect(differences == ["bars[1].opacity: 0.5 in replay, 0.5001 live"])
            #expect(try !Self.compare(Self.state(), Self.state(times: [100])).differences.isEmpty)
            let scrolled = try Self.compare(Self.state(scrollOffset: 10), Self.state(scrollOffset: 10.000001))
            #expect(scrolled.differences == ["scrollOffset: 10.0 in replay, 10.000001 live"])
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

        @Test func pixels_are_exact() {
            #expect(PixelComparison(replay: Self.bands(), live: Self.bands()).isEqual)
            let shifted = PixelComparison(replay: Self.bands(), live: Self.bands(shiftedBy: 1))
            #expect(!shifted.isEqual && shifted.differingPixels == 4 * 20, "\(shifted.description)")
            let one = Self.bands()
            one.fill(PixelRect(x: 7, y: 3, width: 1, height: 1), color: Color(argb: 0xFFFF_0001))
            let single = PixelComparison(replay: Self.bands(), live: one)
            #expect(!single.isEqual && single.differingPixels == 1 && single.firstDifference?.x == 7)
        }
    }
}
