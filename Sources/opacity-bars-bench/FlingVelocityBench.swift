// The fling velocity figure: the engine's release velocity over the platforms' (Flutter's
// VelocityTracker, as BenchWorkloads' ReferenceVelocityTracker computes it) on every real
// stroke the repository holds, each played into the engine with its own millisecond event
// times. The goal is every fling within 20 %; FlingVelocityTests asserts the same.
import BenchWorkloads
import Foundation
import TraceReplay

enum FlingVelocityBench {
    /// Tests/Fixtures, from this file's place in the repository.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/Fixtures")

    static func run() {
        let strokes: [Stroke]
        do {
            strokes = try FlingVelocity.realStrokes(fixtures: fixtures) { try TraceParser.parse(path: $0).inputEvents }
        } catch {
            print("P9 fling velocity: not measured (\(error))")
            return
        }
        let flings = FlingVelocity.flings(in: strokes)
        let phone = flings.filter { !$0.stroke.contains(".trace#") }
        let recorded = flings.filter { $0.stroke.contains(".trace#") }
        print("  phone strokes (Flutter's published data): \(FlingVelocity.Summary(phone))")
        print("  recorded under sway, kwin, mutter:          \(FlingVelocity.Summary(recorded))")
        let all = FlingVelocity.Summary(flings)
        let met = all.count > 0 && all.within == all.count
        print(
            "P9 fling release velocity / Flutter's VelocityTracker, \(all.count) real flings: \(all)"
                + (met ? "  met (goal every fling within 20 %)" : "  NOT met (goal every fling within 20 %)"))
    }
}
