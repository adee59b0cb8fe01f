import Gestures
import Testing

/// The primary-pointer helper: the deadline fires with the press still, stamped when it was
/// due; the slop and an early lift fail it; a second finger is not its business.
@Suite struct HoldTests {
    static func engine() -> GestureEngine {
        let e = GestureEngine()
        e.setRegions([
            GestureRegion(
                id: GestureRegionID(1), frame: GestureRect(x: 0, y: 0, width: 300, height: 300),
                gestures: [Hold().makeRecognizer(), DragRecognizer()])
        ])
        return e
    }

    @Test func aPressHeldStillIsAHoldAtItsDeadline() {
        let e = Self.engine()
        e.handle(.touchDown(id: 1, Point(x: 100, y: 100), time: 0), at: 0)
        e.handle(.touchFrame, at: 0)
        e.advance(to: 399)
        #expect(e.reports.isEmpty)
        e.advance(to: 450)   // caught up late: stamped 400
        #expect(e.reports.map(\.kind) == [Hold.kind])
        #expect(e.reports.first?.time == 400)
        #expect(e.explain.entries.contains { $0.kind == Hold.kind && $0.decision == .accepted && $0.time == 400 })
    }

    @Test func movingPastTheSlopFailsItAndLeavesTheDrag() {
        let e = Self.engine()
        var out: [GestureReport] = []
        e.handle(.touchDown(id: 1, Point(x: 100, y: 100), time: 0), at: 0)
        e.handle(.touchFrame, at: 0)
        e.handle(.touchMotion(id: 1, Point(x: 160, y: 100), time: 100), at: 100)
        e.handle(.touchFrame, at: 100); out += e.reports
        e.advance(to: 500); out += e.reports
        #expect(!out.contains { $0.kind == Hold.kind })
        #expect(out.contains { $0.kind == .drag && $0.phase == .began })
        #expect(
            e.explain.entries.contains {
                $0.kind == Hold.kind && $0.decision == .rejected && $0.reason == .primaryMovedPastSlop
            })
    }

    @Test func liftingBeforeTheDeadlineIsNoHoldAndTheNextPressIsPrimary() {
        let e = Self.engine()
        e.handle(.touchDown(id: 1, Point(x: 100, y: 100), time: 0), at: 0)
        e.handle(.touchFrame, at: 0)
        e.handle(.touchUp(id: 1, time: 200), at: 200)
        e.handle(.touchFrame, at: 200)
        e.advance(to: 700)
        #expect(!e.reports.contains { $0.kind == Hold.kind })
        e.handle(.touchDown(id: 2, Point(x: 100, y: 100), time: 800), at: 800)
        e.handle(.touchFrame, at: 800)
        e.advance(to: 1200)
        #expect(e.reports.map(\.kind) == [Hold.kind])
    }
}
