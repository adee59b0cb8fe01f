import AppTestSupport
import Foundation
import Gestures
import TestSupport
import Testing

@testable import TraceReplay

/// Damaged traces never crash the parser: every line either reads or fails with its own number.
@Suite struct TraceParserRobustnessTests {
    @Test(arguments: ["tap.v121", "two-finger-drag.v123", "keyboard.v118", "touchpad-pinch.v124"])
    func truncatedOrMangledLinesFailOnTheirOwnLine(fixture: String) throws {
        let text = try String(
            contentsOfFile: FixturePaths.synthetic.appendingPathComponent("\(fixture).trace").path,
            encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var rng = SplitMix(state: 42)
        for _ in 0 ..< 50 {
            let i = 1 + rng.below(lines.count - 2)
            let original = lines[i]
            guard original.count > 2 else { continue }
            var damaged = Array(original)
            switch rng.below(3) {
            case 0: damaged = Array(damaged.prefix(1 + rng.below(damaged.count - 1)))   // cut short
            case 1: damaged[rng.below(damaged.count)] = ["(", ")", ",", "@", "#", "\"", "x", "]", "{"][rng.below(9)]
            default: damaged.remove(at: rng.below(damaged.count))
            }
            lines[i] = String(damaged)
            do {
                _ = try TraceParser.parse(contents: lines.joined(separator: "\n"), file: "f", keyboard: RawKeys())
            } catch {
                #expect(error.line == i + 1, "damage on line \(i + 1) reported as \(error)")
            }
            lines[i] = original
        }
    }
}
