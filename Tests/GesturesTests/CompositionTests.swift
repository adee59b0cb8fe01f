import TestSupport
import Testing

@testable import Gestures

/// The declarable composition forms on the Colours list: simultaneous with an ancestor
/// (`simultaneousWithAncestors`) and require-to-fail (`ComposedGesture.exclusive(doubleTap, tap)`),
/// beside the defaults they leave unchanged.
@Suite struct GestureCompositionTests {
    /// The list fixture with row `row` also declaring a vertical drag, simultaneous or not.
    static func engine(verticalDragOnRow row: Int, simultaneous: Bool) -> GestureEngine {
        var regions = ListFixture.regions()
        regions[row + 1].addVerticalDrag()
        regions[row + 1].simultaneousWithAncestors = simultaneous
        let e = GestureEngine()
        e.setRegions(regions)
        e.setScrollExtent(max: 672, at: 0)
        return e
    }

    static func engine(tapWaitsOnRow row: Int) -> GestureEngine {
        var regions = ListFixture.regions()
        regions[row + 1].gestures = ListFixture.rowRecognizers(tapWaitsForDoubleTap: true)
        let e = GestureEngine()
        e.setRegions(regions)
        e.setScrollExtent(max: 672, at: 0)
        return e
    }

    // MARK: Simultaneous

    @Test func simultaneousRowDragsAndScrollsTheList() {
        let d = Driver(Self.engine(verticalDragOnRow: 3, simultaneous: true))
        let p = ListFixture.point(row: 3)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y - 100), steps: 10)
        #expect(d.lifecycle(.drag) == [.began] + Array(repeating: .changed, count: d.lifecycle(.drag).count - 1))
        #expect(d.lifecycle(.scroll).first == .began)
        #expect(d.engine.scrollOffset > 60)   // the list followed the finger
        #expect(d.of(.drag).allSatisfy { $0.region == ListFixture.rowID(3) })
        #expect(d.of(.scroll).allSatisfy { $0.region == ListFixture.listID })
        d.up(1)
        #expect(d.lifecycle(.drag).last == .ended)
        #expect(d.lifecycle(.scroll).last == .ended)
        #expect(d.engine.activeGestureCount == (d.engine.isAnimating ? 1 : 0))   // a fling at most
        // Both accepted for the one sequence, the scroll explained as simultaneous.
        let accepted = d.engine.explain.entries.filter { $0.decision == .accepted }
        #expect(accepted.map(\.kind) == [.drag, .scroll])
        #expect(accepted.last?.reason == .simultaneous)
        #expect(accepted.last?.description.contains("recognized together") == true)
        #expect(!d.engine.explain.entries.contains { $0.decision == .rejected && $0.kind == .scroll })
    }

    @Test func withoutTheDeclarationOnlyTheDragWins() {
        let d = Driver(Self.engine(verticalDragOnRow: 3, simultaneous: false))
        let p = ListFixture.point(row: 3)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y - 100), steps: 10)
        d.up(1)
        #expect(d.lifecycle(.drag).first == .began)
        #expect(d.lifecycle(.drag).last == .ended)
        #expect(d.of(.scroll).isEmpty)
        #expect(d.engine.scrollOffset == 0)
        #expect(
            d.engine.explain.entries.contains {
                $0.decision == .rejected && $0.kind == .scroll && $0.reason == .otherWon
            })
    }

    @Test func simultaneousRowStillDragsHorizontallyAlone() {
        let d = Driver(Self.engine(verticalDragOnRow: 3, simultaneous: true))
        let p = ListFixture.point(row: 3, fx: 0.3)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x + 120, y: p.y + 5), steps: 8)
        d.up(1)
        #expect(d.lifecycle(.drag).first == .began)
        #expect(d.of(.scroll).isEmpty)
        #expect(d.engine.explain.entries.first { $0.decision == .accepted }?.dragAxis == .horizontal)
    }

    @Test func otherRowsStillCompete() {
        let d = Driver(Self.engine(verticalDragOnRow: 3, simultaneous: true))
        let p = ListFixture.point(row: 5)   // no vertical drag here: the scroll wins alone
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y - 100), steps: 10)
        d.up(1)
        #expect(d.of(.drag).isEmpty)
        #expect(d.lifecycle(.scroll).first == .began)
    }

    @Test func touchCancelEndsBothSimultaneousGestures() {
        let d = Driver(Self.engine(verticalDragOnRow: 3, simultaneous: true))
        let p = ListFixture.point(row: 3)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y - 80), steps: 8)
        d.send(.touchCancel)
        #expect(d.lifecycle(.drag).last == .cancelled)
        #expect(d.lifecycle(.scroll).last == .cancelled)
        #expect(d.of(.fling).isEmpty)
        #expect(d.engine.activeGestureCount == 0)
    }

    @Test func escapeCancelsTheDragAndTheScrollGoesOnToTheLift() {
        let d = Driver(Self.engine(verticalDragOnRow: 3, simultaneous: true))
        let p = ListFixture.point(row: 3)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y - 60), steps: 6)
        d.send(.key(.escape, pressed: true, time: d.time))
        #expect(d.lifecycle(.drag).last == .cancelled)
        #expect(d.of(.drag).last?.cancelReason == .escape)
        let offset = d.engine.scrollOffset
        d.drag(1, from: Point(x: p.x, y: p.y - 60), to: Point(x: p.x, y: p.y - 100), steps: 4)
        #expect(d.engine.scrollOffset > offset)
        d.advance(by: 0.2)   // hold still: no fling
        d.up(1)
        #expect(d.lifecycle(.scroll).last == .ended)
        #expect(d.engine.activeGestureCount == (d.engine.isAnimating ? 1 : 0))
    }

    // MARK: Require-to-fail

    @Test func heldTapIsReportedAfterTheDoubleTapTime() {
        let d = Driver(Self.engine(tapWaitsOnRow: 2))
        let p = ListFixture.point(row: 2, fx: 0.3)
        d.down(1, p); d.advance(by: 0.06); d.up(1)
        #expect(d.log.isEmpty)   // held, not reported
        let deadline = 60 + GestureConfiguration.default.doubleTapTimeout * 1000
        #expect(d.engine.nextDeadline == deadline)
        #expect(d.engine.explain.entries.last?.decision == .held)
        #expect(
            d.engine.explain.entries.last?.description.contains("another gesture waits for this count to fail") == true)
        d.advance(by: (deadline - 60 - 1) / 1000)
        #expect(d.log.isEmpty)   // not yet
        d.advance(by: 0.001)
        #expect(d.kinds() == ["tap.ended"])
        #expect(d.of(.tap).first?.time == deadline)
        #expect(d.of(.tap).first?.location == p)
        #expect(d.of(.tap).first?.region == ListFixture.rowID(2))
        #expect(d.engine.nextDeadline == nil)
        // The tap wins with its own claim once the double tap's series ended, as of its deadline.
        let accepted = d.engine.explain.entries.last { $0.decision == .accepted }
        #expect(accepted?.kind == .tap && accepted?.reason == .liftedWithinSlop && accepted?.time == deadline)
        #expect(
            d.engine.explain.entries.contains {
                $0.decision == .rejected && $0.kind == .doubleTap && $0.reason == .seriesEnded
            })
        // A second tap after the tap was reported is a new (held) tap, not a double tap.
        d.down(2, p); d.advance(by: 0.04); d.up(2)
        d.advance(by: 0.4)
        #expect(d.kinds() == ["tap.ended", "tap.ended"])
    }

    @Test func doubleTapReportsNoSingleTap() {
        let d = Driver(Self.engine(tapWaitsOnRow: 2))
        let p = ListFixture.point(row: 2)
        d.down(1, p); d.advance(by: 0.04); d.up(1)
        d.advance(by: 0.1)
        d.down(2, Point(x: p.x + 10, y: p.y))
        // The held tap waits for this sequence now, not for its deadline: only the long press.
        #expect(d.engine.nextDeadline == 140 + GestureConfiguration.default.longPressDuration * 1000)
        d.advance(by: 0.04); d.up(2)
        d.advance(by: 1)
        #expect(d.kinds() == ["doubleTap.ended"])
        let tapLost = d.engine.explain.entries.filter { $0.decision == .rejected && $0.kind == .tap }
        #expect(tapLost.count == 2 && tapLost.allSatisfy { $0.reason == .otherWon })   // both sequences
        #expect(d.engine.nextDeadline == nil)
    }

    @Test func secondSequenceThatDragsReleasesTheTapFirst() {
        let d = Driver(Self.engine(tapWaitsOnRow: 2))
        let p = ListFixture.point(row: 2, fx: 0.3)
        d.down(1, p); d.advance(by: 0.04); d.up(1)
        d.advance(by: 0.05)
        d.down(2, p)
        d.drag(2, from: p, to: Point(x: p.x + 100, y: p.y), steps: 5)
        // The double tap failed when the second touch passed the slop: the tap comes first.
        #expect(Array(d.kinds().prefix(2)) == ["tap.ended", "drag.began"])
        #expect(d.of(.tap).first?.location == p)
        d.up(2)
        d.advance(by: 1)
        #expect(d.of(.tap).count == 1)
    }

    @Test func secondSequenceHeldForTheLongPressReleasesTheTap() {
        let d = Driver(Self.engine(tapWaitsOnRow: 2))
        let p = ListFixture.point(row: 2)
        d.down(1, p); d.advance(by: 0.04); d.up(1)
        d.advance(by: 0.1)
        d.down(2, p)
        d.advance(by: 0.6)   // past the double-tap time too: the tap waits for the second sequence
        #expect(Array(d.kinds().prefix(2)) == ["tap.ended", "longPress.began"])
        d.up(2)
        #expect(d.of(.tap).count == 1)
        #expect(d.of(.doubleTap).isEmpty)
    }

    @Test func tapOnARowWithoutTheOptionIsNotDelayed() {
        let d = Driver(Self.engine(tapWaitsOnRow: 2))
        d.down(1, ListFixture.point(row: 4)); d.advance(by: 0.06); d.up(1)
        #expect(d.kinds() == ["tap.ended"])
        #expect(d.engine.nextDeadline == nil)
    }

    @Test func defaultTapIsExclusiveWithoutDelay() {
        let d = Driver()   // no declaration: exactly as before
        let p = ListFixture.point(row: 2)
        d.down(1, p); d.advance(by: 0.06); d.up(1)
        #expect(d.kinds() == ["tap.ended"])
        #expect(d.engine.nextDeadline == nil)
        d.advance(by: 0.1)
        d.down(2, p); d.advance(by: 0.04); d.up(2)
        #expect(d.kinds() == ["tap.ended", "doubleTap.ended"])
        #expect(!d.engine.explain.entries.contains { $0.decision == .held })
    }

    @Test func heldTapsPassTheContestChecks() {
        let d = Driver(Self.engine(tapWaitsOnRow: 2))
        let p = ListFixture.point(row: 2)
        d.down(1, p); d.advance(by: 0.04); d.up(1)   // held, then a double tap
        d.advance(by: 0.05); d.down(1, p); d.advance(by: 0.04); d.up(1)
        d.advance(by: 0.05); d.down(1, p); d.advance(by: 0.04); d.up(1)   // held, times out
        d.advance(by: 0.4)
        var checker = InvariantChecker()
        checker.check(d.log, engine: d.engine)
        checker.checkContests(d.engine.explain.entries)
        #expect(checker.failures.isEmpty, "\(checker.failures)")
        #expect(d.kinds() == ["doubleTap.ended", "tap.ended"])
    }
}
