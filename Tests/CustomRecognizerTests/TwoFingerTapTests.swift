import Gestures
import Testing

/// The two-finger tap beside a one-finger tap on one region: two fingers tapping are its
/// gesture, not a tap; two that move or stay too long are not.
@Suite struct TwoFingerTapTests {
    static let box = GestureRegionID(1)
    static let a = Point(x: 100, y: 100), b = Point(x: 160, y: 110)

    final class Run {
        let engine = GestureEngine()
        var now = 0.0
        var log: [GestureReport] = []
        init(_ gestures: [any GestureComposable]) {
            engine.setRegions([
                GestureRegion(id: box, frame: GestureRect(x: 0, y: 0, width: 300, height: 300), gestures: gestures)
            ])
        }
        func send(_ e: InputEvent) {
            engine.handle(e, at: now)
            log += engine.reports
        }
        func frame(_ events: InputEvent...) {
            for e in events { send(e) }
            send(.touchFrame)
        }
        func wait(_ ms: Double) {
            now += ms
            engine.advance(to: now)
            log += engine.reports
        }
        var t: UInt32 { UInt32(now) }
        func kinds() -> [GestureKind] { log.filter { $0.phase == .ended || $0.phase == .began }.map(\.kind) }
        func reasons(_ decision: ExplainDecision) -> [ExplainReason] {
            engine.explain.entries.filter { $0.decision == decision && $0.kind == TwoFingerTap.kind }.map(\.reason)
        }
    }

    static func withTap() -> Run { Run([TwoFingerTap().makeRecognizer(), TapRecognizer()]) }

    @Test func twoFingersTappingWinOverTheOneFingerTap() {
        let run = Self.withTap()
        run.frame(.touchDown(id: 1, Self.a, time: run.t), .touchDown(id: 2, Self.b, time: run.t))
        run.wait(60)
        run.frame(.touchMotion(id: 1, Point(x: 102, y: 101), time: run.t))
        run.wait(60)
        run.frame(.touchUp(id: 1, time: run.t))
        run.wait(20)
        run.frame(.touchUp(id: 2, time: run.t))
        #expect(run.kinds() == [TwoFingerTap.kind])
        let tap = run.log.first { $0.kind == TwoFingerTap.kind }
        #expect(tap?.region == Self.box)   // its value, the centroid: AttachmentTests
        #expect(run.reasons(.accepted).count == 2)
        #expect(
            run.engine.explain.entries.filter { $0.kind == .tap && $0.decision == .rejected && $0.reason == .otherWon }
                .count == 2)
        #expect(run.engine.activeGestureCount == 0)
    }

    @Test func aFingerMovingPastTheSlopIsNoTwoFingerTap() {
        let run = Self.withTap()
        run.frame(.touchDown(id: 1, Self.a, time: run.t), .touchDown(id: 2, Self.b, time: run.t))
        run.wait(30)
        run.frame(.touchMotion(id: 2, Point(x: 200, y: 110), time: run.t))
        run.wait(30)
        run.frame(.touchUp(id: 1, time: run.t), .touchUp(id: 2, time: run.t))
        #expect(!run.kinds().contains(TwoFingerTap.kind))
        #expect(run.reasons(.rejected).contains(TwoFingerTap.tooFar))
    }

    @Test func fingersStayingTooLongAreNoTwoFingerTap() {
        let run = Self.withTap()
        run.frame(.touchDown(id: 1, Self.a, time: run.t), .touchDown(id: 2, Self.b, time: run.t))
        run.wait(301)
        #expect(run.reasons(.rejected) == [TwoFingerTap.tooLong, TwoFingerTap.tooLong])
        // Stamped when the time ran out, not when the clock was next read.
        #expect(
            run.engine.explain.entries.last { $0.kind == TwoFingerTap.kind }?.time == 300)
        run.frame(.touchUp(id: 1, time: run.t))
        run.frame(.touchUp(id: 2, time: run.t))
        #expect(!run.kinds().contains(TwoFingerTap.kind))
        #expect(run.kinds().contains(.tap))   // the one-finger tap has no time limit
    }

    @Test func oneFingerIsLeftToTheTap() {
        let run = Self.withTap()
        run.frame(.touchDown(id: 1, Self.a, time: run.t))
        run.wait(50)
        run.frame(.touchUp(id: 1, time: run.t))
        #expect(run.kinds() == [.tap])
        #expect(run.reasons(.rejected) == [TwoFingerTap.oneFinger])
    }

    @Test func aSecondPairIsRecognizedAfterTheFirst() {
        let run = Self.withTap()
        for _ in 0 ..< 2 {
            run.frame(.touchDown(id: 1, Self.a, time: run.t), .touchDown(id: 2, Self.b, time: run.t))
            run.wait(50)
            run.frame(.touchUp(id: 1, time: run.t), .touchUp(id: 2, time: run.t))
            run.wait(500)
        }
        #expect(run.kinds() == [TwoFingerTap.kind, TwoFingerTap.kind])
    }
}
