import Gestures
import TestSupport
import Testing

/// A recognizer declared outside the engine's module (`ThreeFingerSwipe`, public API only)
/// composed with the built-ins on the Colours list: it takes three fingers moving together
/// away from the rows' opacity drags and the list's scroll, and leaves one or two fingers to
/// them; its decisions are in the explain log like theirs, and the arena's contract holds.
@Suite struct CustomRecognizerTests {
    /// The list fixture with the swipe on the list region.
    static func engine() -> GestureEngine {
        var regions = ListFixture.regions()
        regions[0].gestures.append(ThreeFingerSwipe().makeRecognizer())
        let e = GestureEngine()
        e.setRegions(regions)
        e.setScrollExtent(max: 672, at: 0)
        return e
    }

    final class Run {
        let engine: GestureEngine
        var now = 0.0
        var time: UInt32 = 100
        var log: [GestureReport] = []
        var checker = InvariantChecker()
        init(_ engine: GestureEngine) { self.engine = engine }
        func send(_ e: InputEvent) {
            engine.handle(e, at: now)
            checker.check(engine.reports, engine: engine)
            log += engine.reports
        }
        /// All touches of `points` down in one frame, then moved by `step` `steps` times.
        func fingers(_ points: [Point], step: Point, steps: Int, lift: Bool = true) {
            for (k, p) in points.enumerated() { send(.touchDown(id: Int32(k), p, time: time)) }
            send(.touchFrame)
            for s in 1 ... steps {
                now += 10; time += 10
                for (k, p) in points.enumerated() {
                    send(
                        .touchMotion(
                            id: Int32(k), Point(x: p.x + step.x * Double(s), y: p.y + step.y * Double(s)), time: time))
                }
                send(.touchFrame)
            }
            guard lift else { return }
            now += 10; time += 10
            for k in points.indices { send(.touchUp(id: Int32(k), time: time)) }
            send(.touchFrame)
        }
        func kinds(_ kind: GestureKind) -> [GesturePhase] { log.filter { $0.kind == kind }.map(\.phase) }
    }

    static let threeRows = [
        ListFixture.point(row: 1, fx: 0.3), ListFixture.point(row: 2, fx: 0.3),
        ListFixture.point(row: 3, fx: 0.3),
    ]

    @Test func threeFingersMovingRightAreASwipeNotThreeDrags() {
        let engine = Self.engine()
        let run = Run(engine)
        run.fingers(Self.threeRows, step: Point(x: 8, y: 0), steps: 6)
        #expect(run.kinds(ThreeFingerSwipe.swipe) == [.began, .ended])
        #expect(run.log.last { $0.kind == ThreeFingerSwipe.swipe }.map { $0.translation.x > 40 } == true)
        #expect(run.kinds(.drag).isEmpty)
        #expect(run.kinds(.scroll).isEmpty)
        // Each finger's arena: the swipe accepted with its own reason, the drag rejected.
        let accepted = engine.explain.entries.filter { $0.decision == .accepted }
        #expect(accepted.count == 3 && accepted.allSatisfy { $0.kind == ThreeFingerSwipe.swipe })
        #expect(accepted.first?.description.contains("three touches moved past the slop together") == true)
        #expect(
            engine.explain.entries.filter { $0.decision == .rejected && $0.kind == .drag && $0.reason == .otherWon }
                .count == 3)
        run.checker.checkAllEnded(engine: engine)
        run.checker.checkContests(engine.explain.entries)
        #expect(run.checker.failures.isEmpty, "\(run.checker.failures)")
    }

    @Test func threeFingersScrollingUpAreASwipeToo() {
        let engine = Self.engine()
        let run = Run(engine)
        run.fingers(Self.threeRows, step: Point(x: 0, y: -8), steps: 6)
        #expect(run.kinds(ThreeFingerSwipe.swipe) == [.began, .ended])
        #expect(run.log.last { $0.kind == ThreeFingerSwipe.swipe }.map { $0.translation.y < -40 } == true)
        #expect(run.kinds(.scroll).isEmpty)
        #expect(engine.scrollOffset == 0)
    }

    @Test func twoFingersAreLeftToTheBuiltIns() {
        let engine = Self.engine()
        let run = Run(engine)
        run.fingers(Array(Self.threeRows.prefix(2)), step: Point(x: 8, y: 0), steps: 6)
        #expect(run.kinds(ThreeFingerSwipe.swipe).isEmpty)
        #expect(
            run.log.filter { $0.kind == .drag && $0.phase == .began }.map(\.region)
                == [ListFixture.rowID(1), ListFixture.rowID(2)])
        run.checker.checkAllEnded(engine: engine)
        run.checker.checkContests(engine.explain.entries)
        #expect(run.checker.failures.isEmpty, "\(run.checker.failures)")
    }

    @Test func threeFingersApartAreNoSwipe() {
        let engine = Self.engine()
        let run = Run(engine)
        // Two move right, one moves down: the swipe waits, and the built-ins decide each.
        let p = Self.threeRows
        run.send(.touchDown(id: 0, p[0], time: run.time)); run.send(.touchDown(id: 1, p[1], time: run.time))
        run.send(.touchDown(id: 2, p[2], time: run.time)); run.send(.touchFrame)
        for s in 1 ... 6 {
            run.now += 10; run.time += 10
            let d = Double(s) * 8
            run.send(.touchMotion(id: 0, Point(x: p[0].x + d, y: p[0].y), time: run.time))
            run.send(.touchMotion(id: 1, Point(x: p[1].x + d, y: p[1].y), time: run.time))
            run.send(.touchMotion(id: 2, Point(x: p[2].x, y: p[2].y + d), time: run.time))
            run.send(.touchFrame)
        }
        #expect(run.kinds(ThreeFingerSwipe.swipe).isEmpty)
        #expect(run.log.filter { $0.kind == .drag && $0.phase == .began }.count == 2)
        #expect(run.kinds(.scroll).first == .began)
    }

    @Test func aTouchCancelCancelsTheSwipe() {
        let engine = Self.engine()
        let run = Run(engine)
        run.fingers(Self.threeRows, step: Point(x: -8, y: 0), steps: 6, lift: false)
        run.send(.touchCancel)
        #expect(run.kinds(ThreeFingerSwipe.swipe) == [.began, .cancelled])
        #expect(run.log.last { $0.kind == ThreeFingerSwipe.swipe }?.cancelReason == .touchCancel)
        #expect(engine.activeGestureCount == 0)
    }
}
