import Gestures
import Testing

/// The one-sequence helper: began where the claim won, changed with each move's delta, ended
/// with the release velocity, or cancelled with the reason.
@Suite struct StrokeTests {
    static func engine() -> GestureEngine {
        let e = GestureEngine()
        e.setRegions([
            GestureRegion(
                id: GestureRegionID(1), frame: GestureRect(x: 0, y: 0, width: 300, height: 300),
                gestures: [Stroke().makeRecognizer(), TapRecognizer()])
        ])
        return e
    }

    static func send(_ e: GestureEngine, _ events: [(InputEvent, Double)]) -> [GestureReport] {
        var out: [GestureReport] = []
        for (event, t) in events {
            e.handle(event, at: t); out += e.reports
            e.handle(.touchFrame, at: t); out += e.reports
        }
        return out
    }

    @Test func aStrokeFollowsItsPointerFromTheClaimToTheLift() {
        let e = Self.engine()
        let out = Self.send(
            e,
            [
                (.touchDown(id: 1, Point(x: 10, y: 10), time: 0), 0),
                (.touchMotion(id: 1, Point(x: 60, y: 10), time: 10), 10),
                (.touchMotion(id: 1, Point(x: 120, y: 20), time: 20), 20),
                (.touchUp(id: 1, time: 30), 30),
            ])
        let strokes = out.filter { $0.kind == Stroke.kind }
        #expect(strokes.map(\.phase) == [.began, .changed, .ended])
        #expect(strokes.first?.location == Point(x: 60, y: 10))
        #expect(strokes.first?.startLocation == Point(x: 10, y: 10))
        #expect(strokes.dropFirst().first?.delta == Point(x: 60, y: 10))
        #expect(strokes.last?.translation == Point(x: 110, y: 10))
        #expect(Set(strokes.map(\.id)).count == 1)
        #expect(!out.contains { $0.kind == .tap })
        #expect(e.activeGestureCount == 0)
    }

    @Test func aCancelledStrokeSaysWhy() {
        let e = Self.engine()
        let out = Self.send(
            e,
            [
                (.touchDown(id: 1, Point(x: 10, y: 10), time: 0), 0),
                (.touchMotion(id: 1, Point(x: 60, y: 10), time: 10), 10),
            ])
        #expect(e.activeGestureCount == 1)
        e.handle(.touchCancel, at: 20)
        let strokes = (out + e.reports).filter { $0.kind == Stroke.kind }
        #expect(strokes.map(\.phase) == [.began, .cancelled])
        #expect(strokes.last?.cancelReason == .touchCancel)
        #expect(e.activeGestureCount == 0)
    }
}
