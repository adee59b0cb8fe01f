import Gestures
import Testing

@testable import OpacityBars

/// A long session must not grow memory without bound: the snapshot's gesture list and the
/// explanations keep the newest entries only (bench P6 measures the effect on RSS).
@Suite("Bounded logs")
struct LogBoundTests {
    @Test func theGestureLogKeepsTheNewestRecords() {
        var configuration = AppConfiguration.default
        configuration.maxGestureRecords = 8
        configuration.maxExplanations = 20
        let d = Driver(configuration: configuration)
        for i in 0 ..< 40 {
            d.key(.down)   // one `key` record each
            if i == 39 { d.key(.right) }   // the newest: the focused bar made more transparent
        }
        let gestures = d.snap.gestures
        #expect(gestures.count >= 8 && gestures.count <= 10, "\(gestures.count) records")
        #expect(gestures.last?.gesture == "key")
        #expect(gestures.map(\.time) == gestures.map(\.time).sorted())
        #expect(d.app.explanations.count <= 25, "\(d.app.explanations.count) explanations")
    }

    @Test func theDefaultsKeepEveryRecordOfAShortSession() {
        let d = Driver()
        for _ in 0 ..< 30 { d.key(.down) }
        #expect(d.snap.gestures.count == 30)
    }
}
