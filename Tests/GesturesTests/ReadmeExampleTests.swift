import Gestures
import Testing

/// The README's usage example, line for line, so that it cannot drift from the API.
@Suite("README example")
struct ReadmeExampleTests {
    @Test func theReadmeExampleStartsAnOpacityDragOnTheThirdRow() {
        let engine = GestureEngine(configuration: .default)
        let list = GestureRegionID(0)
        var regions = [
            GestureRegion(
                id: list, frame: GestureRect(x: 0, y: 56, width: 480, height: 744),
                gestures: [
                    ScrollRecognizer(), PinchRecognizer(), AxisScrollRecognizer(),
                    WheelZoomRecognizer(), TouchpadPinchRecognizer(),
                ],
                scrolls: true)
        ]
        // One set of recognizers serves every row: they keep their state per sequence. Gestures
        // compose as values: here a double tap that the tap waits for (the Colours list itself lets
        // the tap act at once), and a drag enabled by a long press.
        let row: [any GestureComposable] = [
            ComposedGesture.exclusive(TapRecognizer(count: 2), TapRecognizer()),
            ComposedGesture.sequenced(
                LongPressRecognizer(), DragRecognizer(minimumDistance: 0, kind: GestureKind("move"))),
            DragRecognizer(direction: .horizontal), HoverRecognizer(), AxisPanRecognizer(),
        ]
        for i in 0 ..< 14 {
            regions.append(
                GestureRegion(
                    id: GestureRegionID(i + 1), parent: list,
                    frame: GestureRect(x: 16, y: 72 + Double(i) * 100, width: 448, height: 80),
                    gestures: row))
        }
        engine.setRegions(regions)
        engine.setScrollExtent(max: 1060, at: 0)

        engine.handle(.touchDown(id: 0, Point(x: 100, y: 300), time: 10), at: 10)
        engine.handle(.touchFrame, at: 10)
        engine.handle(.touchMotion(id: 0, Point(x: 130, y: 304), time: 26), at: 26)
        engine.handle(.touchFrame, at: 26)

        let began = engine.reports.first { $0.kind == .drag && $0.phase == .began }
        #expect(began?.region == GestureRegionID(3))
        #expect(!engine.reports.contains { $0.kind == .scroll || $0.kind == GestureKind("move") })
        let accepted = engine.explain.entries.map(\.description)
        #expect(
            accepted.contains { $0.contains("slop 10 passed at dx=30") && $0.contains("inside the horizontal cone") },
            "explain: \(accepted)")
    }
}

/// Explain descriptions are built from whatever numbers arrive: huge or non-finite ones must
/// print, not trap (Int(Double) traps outside Int's range).
@Suite("Explain formatting")
struct ExplainFormattingTests {
    @Test func hugeAndNonFiniteTimesAndDistancesDescribe() {
        let engine = GestureEngine(configuration: .default)
        engine.setRegions([
            GestureRegion(
                id: GestureRegionID(1), frame: GestureRect(x: 0, y: 0, width: 100, height: 100),
                gestures: [TapRecognizer(), DragRecognizer(direction: .horizontal)])
        ])
        let t = 9.3e18
        engine.handle(.touchDown(id: 1, Point(x: 10, y: 10), time: 1), at: t)
        engine.handle(.touchFrame, at: t)
        engine.handle(.touchMotion(id: 1, Point(x: 4e18, y: 10), time: 2), at: t + 1)
        engine.handle(.touchFrame, at: t + 1)
        let text = engine.explain.entries.map(\.description).joined(separator: "\n")
        #expect(text.contains("9.3e+18"), "\(text)")
    }
}
