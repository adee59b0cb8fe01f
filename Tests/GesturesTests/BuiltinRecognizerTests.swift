import Foundation
import Testing

@testable import Gestures

/// The built-ins that follow SwiftUI's gesture documentation beyond its examples:
/// `RotationGesture(minimumAngleDelta:)`, `MagnificationGesture(minimumScaleDelta:)`, a drag of
/// minimum distance 0 tracking a container's children, and `DragGesture.Value`.
@Suite struct BuiltinRecognizerTests {
    static let shape = GestureRegionID(1)
    static let frame = GestureRect(x: 0, y: 0, width: 800, height: 800)

    /// One shape, with `recognizers` (a scrolling one when `scrolls`).
    /// The numbers below are worked out with the list's 20 px touch slop.
    static func driver(_ recognizers: [any GestureComposable], scrolls: Bool = false) -> Driver {
        let e = GestureEngine(configuration: ListFixture.configuration)
        e.setRegions([GestureRegion(id: shape, frame: frame, gestures: recognizers, scrolls: scrolls)])
        if scrolls { e.setScrollExtent(max: 10_000, at: 0) }
        return Driver(e)
    }

    /// Touches 1 and 2 on opposite sides of `centre`, `radius` from it, the direction from 1 to
    /// 2 at `degrees` (clockwise, y down), in one frame.
    static func place(_ d: Driver, centre c: Point, radius r: Double, degrees: Double) {
        let t = degrees * Double.pi / 180
        d.send(.touchMotion(id: 1, Point(x: c.x - r * cos(t), y: c.y - r * sin(t)), time: d.time))
        d.send(.touchMotion(id: 2, Point(x: c.x + r * cos(t), y: c.y + r * sin(t)), time: d.time))
        d.send(.touchFrame)
    }

    // MARK: RotationGesture(minimumAngleDelta:)

    @Test func aRotationAloneBeginsPastOneDegreeWithoutAnySpread() {
        let d = Self.driver([RotationRecognizer()])
        let c = Point(x: 200, y: 200)
        d.down(1, Point(x: 150, y: 200)); d.down(2, Point(x: 250, y: 200))
        // Turning 0.6° a frame at a constant distance (no spread at all).
        d.advance(by: 0.01); Self.place(d, centre: c, radius: 50, degrees: 0.6)
        #expect(d.log.isEmpty)   // 0.6° ≤ 1°
        d.advance(by: 0.01); Self.place(d, centre: c, radius: 50, degrees: 1.2)
        #expect(d.lifecycle(.rotation) == [.began])   // 1.2° > 1°
        let began = d.of(.rotation)[0]
        #expect(began.rotation == 0)   // relative to began: no jump
        #expect(abs(began.location.x - 200) < 1e-9 && abs(began.location.y - 200) < 1e-9)
        #expect(began.sequence == .group && began.region == Self.shape && began.time == 20)
        for k in 3 ... 10 { d.advance(by: 0.01); Self.place(d, centre: c, radius: 50, degrees: Double(k) * 0.6) }
        let changed = d.of(.rotation).filter { $0.phase == .changed }
        #expect(changed.count == 8)
        for (k, e) in zip(3 ... 10, changed) { #expect(abs(e.rotation - Double(k - 2) * 0.6) < 1e-9) }
        d.up(1)
        #expect(d.lifecycle(.rotation).last == .ended)
        #expect(abs((d.of(.rotation).last?.rotation ?? 0) - 4.8) < 1e-9)   // kept at the end
        d.up(2)
        #expect(d.log.allSatisfy { $0.kind == .rotation })
        #expect(d.engine.activeGestureCount == 0)
    }

    @Test func aRotationWaitsForItsMinimumAngleDelta() {
        let d = Self.driver([RotationRecognizer(minimumAngleDelta: 5)])
        let c = Point(x: 200, y: 200)
        d.down(1, Point(x: 150, y: 200)); d.down(2, Point(x: 250, y: 200))
        for k in 1 ... 8 { d.advance(by: 0.01); Self.place(d, centre: c, radius: 50, degrees: Double(k) * 0.6) }
        #expect(d.log.isEmpty)   // 4.8° ≤ 5°
        d.advance(by: 0.01); Self.place(d, centre: c, radius: 50, degrees: 5.4)
        #expect(d.lifecycle(.rotation) == [.began])
        d.advance(by: 0.01); Self.place(d, centre: c, radius: 50, degrees: 6)
        #expect(abs((d.of(.rotation).last?.rotation ?? 0) - 0.6) < 1e-9)   // from 5.4°, not from 0°
        // Counter-clockwise is negative.
        d.advance(by: 0.01); Self.place(d, centre: c, radius: 50, degrees: 2)
        #expect(abs((d.of(.rotation).last?.rotation ?? 0) + 3.4) < 1e-9)
    }

    @Test func twoFingersMovingAlongWithADriftAreNoRotation() {
        let d = Self.driver([RotationRecognizer()])
        d.down(1, Point(x: 150, y: 200)); d.down(2, Point(x: 250, y: 200))
        // Down together, the second drifting 0.5 px a frame: 10 px apart in y after 20 frames
        // (5.7°), but the centroid moved 205 px; each time it has moved the pinch slop the
        // watch starts afresh, so the drift never adds up to a turn.
        for k in 1 ... 20 {
            d.advance(by: 0.01)
            d.send(.touchMotion(id: 1, Point(x: 150, y: 200 + Double(k) * 10), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: 250, y: 200 + Double(k) * 10.5), time: d.time))
            d.send(.touchFrame)
        }
        #expect(d.log.isEmpty)
        // Then they turn where they are: a rotation, from there.
        let a = Point(x: 150, y: 400), b = Point(x: 250, y: 410)
        let c = Point(x: 200, y: 405), r = (b - a).length / 2
        let from = atan2(b.y - a.y, b.x - a.x) * 180 / Double.pi
        d.advance(by: 0.01); Self.place(d, centre: c, radius: r, degrees: from + 2)
        #expect(d.lifecycle(.rotation) == [.began])
        d.advance(by: 0.01); Self.place(d, centre: c, radius: r, degrees: from + 5)
        #expect(abs((d.of(.rotation).last?.rotation ?? 0) - 3) < 1e-9)
    }

    @Test func aRotationTakesTheTouchesOverFromAScroll() {
        let d = Self.driver([ScrollRecognizer(), RotationRecognizer()], scrolls: true)
        d.down(1, Point(x: 150, y: 300)); d.down(2, Point(x: 250, y: 300))
        // Two fingers scroll up 36 px: the scroll wins both at 24 px (past the 20 px slop) and
        // scrolls the 12 px after; the rotation stands by, watching afresh each 18 px (the
        // pinch slop) the pair moved along.
        for k in 1 ... 6 {
            d.advance(by: 0.01)
            d.send(.touchMotion(id: 1, Point(x: 150, y: 300 - Double(k) * 6), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: 250, y: 300 - Double(k) * 6), time: d.time))
            d.send(.touchFrame)
        }
        #expect(d.lifecycle(.scroll).first == .began)
        #expect(d.of(.rotation).isEmpty)
        #expect(d.engine.scrollOffset == 12)
        // Then they turn: the rotation takes both over; the scroll is cancelled.
        let c = Point(x: 200, y: 264)
        for k in 1 ... 5 { d.advance(by: 0.01); Self.place(d, centre: c, radius: 50, degrees: Double(k) * 3) }
        #expect(d.lifecycle(.scroll).last == .cancelled)
        #expect(d.of(.scroll).last?.cancelReason == .lostToOther)
        let scrollCancelled = d.log.firstIndex { $0.kind == .scroll && $0.phase == .cancelled }
        let rotationBegan = d.log.firstIndex { $0.kind == .rotation && $0.phase == .began }
        #expect(scrollCancelled != nil && rotationBegan != nil && scrollCancelled! < rotationBegan!)
        #expect(d.lifecycle(.rotation) == [.began, .changed, .changed, .changed, .changed])
        #expect(abs((d.of(.rotation).last?.rotation ?? 0) - 12) < 1e-9)   // 15° − the 3° it began at
        #expect(abs(d.engine.scrollOffset - 12) < 1e-9)   // the turn scrolled nothing
        d.up(2); d.up(1)
        #expect(d.lifecycle(.rotation).last == .ended)
        #expect(d.engine.activeGestureCount == 0)
    }

    @Test func aPinchAndARotationBesideAScrollEachEndWhatTheyBegan() {
        // Both stand by beside the scroll; the pinch takes the touches over first. Whether the
        // rotation may take them from the pinch then is the arena's to decide: either way every
        // gesture that began ends exactly once, and nothing runs after the lift.
        let d = Self.driver([ScrollRecognizer(), PinchRecognizer(spread: .any), RotationRecognizer()], scrolls: true)
        var checker = InvariantChecker()
        func step(_ body: () -> Void) {
            let n = d.log.count; body(); checker.check(Array(d.log[n...]), engine: d.engine)
        }
        step {
            d.down(1, Point(x: 150, y: 300)); d.down(2, Point(x: 250, y: 300))
        }
        for k in 1 ... 6 {
            step {
                d.advance(by: 0.01)
                d.send(.touchMotion(id: 1, Point(x: 150, y: 300 - Double(k) * 6), time: d.time))
                d.send(.touchMotion(id: 2, Point(x: 250, y: 300 - Double(k) * 6), time: d.time))
                d.send(.touchFrame)
            }
        }
        for k in 1 ... 5 {
            step {
                d.advance(by: 0.01); d.move(2, Point(x: 250 + Double(k) * 5, y: 264))
            }
        }
        #expect(d.lifecycle(.scroll).last == .cancelled)
        #expect(d.lifecycle(.pinch).first == .began)
        let c = Point(x: 212.5, y: 264)
        for k in 1 ... 5 {
            step {
                d.advance(by: 0.01); Self.place(d, centre: c, radius: 62.5, degrees: Double(k) * 3)
            }
        }
        step {
            d.up(1); d.up(2)
        }
        checker.checkAllEnded(engine: d.engine)
        #expect(checker.failures == [])
        #expect(d.engine.activeGestureCount == 0)
        #expect(d.lifecycle(.pinch).filter { $0 == .began }.count == 1)
        #expect(d.lifecycle(.pinch).last == .ended || d.lifecycle(.pinch).last == .cancelled)
    }

    // MARK: MagnificationGesture(minimumScaleDelta:)

    /// Touches 1 and 2 100 px apart; touch 2 moves right to each x of `xs`, a frame each.
    static func spread(_ d: Driver, _ xs: [Double]) {
        for x in xs { d.advance(by: 0.01); d.move(2, Point(x: x, y: 200)) }
    }

    @Test func aMagnificationWithMinimumScaleDeltaZeroBeginsAtTheFirstChange() {
        let d = Self.driver([PinchRecognizer(spread: .any, minimumScaleDelta: 0)])
        d.down(1, Point(x: 150, y: 200)); d.down(2, Point(x: 250, y: 200))
        Self.spread(d, [251])
        #expect(d.lifecycle(.pinch) == [.began])
        #expect(d.of(.pinch)[0].scale == 1)
        #expect(d.of(.pinch)[0].location == Point(x: 200.5, y: 200))
        Self.spread(d, [301])
        #expect(abs(d.of(.pinch)[1].scale - 151.0 / 101.0) < 1e-12)
        d.up(2)
        // The scale is kept at the end: the ended report carries the last scale, not 1.
        let ended = d.of(.pinch).last
        #expect(ended?.phase == .ended)
        #expect(abs((ended?.scale ?? 0) - 151.0 / 101.0) < 1e-12)
        #expect(ended?.location == Point(x: 225.5, y: 200))
    }

    @Test func aMagnificationBeginsPastItsMinimumScaleDelta() {
        let d = Self.driver([PinchRecognizer(spread: .any, minimumScaleDelta: 0.1)])
        d.down(1, Point(x: 150, y: 200)); d.down(2, Point(x: 250, y: 200))
        Self.spread(d, [255, 260])   // 10 % of 100 px: not past it
        #expect(d.log.isEmpty)
        Self.spread(d, [261])
        #expect(d.lifecycle(.pinch) == [.began])
        Self.spread(d, [250])   // together again: 100 / 111 of the began distance
        #expect(abs((d.of(.pinch).last?.scale ?? 0) - 100.0 / 111.0) < 1e-12)
        d.up(1)
        #expect(abs((d.of(.pinch).last?.scale ?? 0) - 100.0 / 111.0) < 1e-12)
    }

    @Test func withoutMinimumScaleDeltaThePinchSlopDecides() {
        // The default: the configuration's pinch slop (18 px) whatever the distance.
        let d = Self.driver([PinchRecognizer(spread: .any)])
        d.down(1, Point(x: 150, y: 200)); d.down(2, Point(x: 250, y: 200))
        Self.spread(d, [251, 268])
        #expect(d.log.isEmpty)
        Self.spread(d, [269])
        #expect(d.lifecycle(.pinch) == [.began])
        #expect(d.engine.explain.entries.contains { $0.reason == .pinchSlopPassed && $0.slop == 18 })
    }

    // MARK: Enter/exit tracking from the down (DragGesture(minimumDistance: 0) on a container)

    static let container = GestureRegionID(100)

    /// A 400 × 400 container of 4 × 4 squares of 100 px, square `1 + row * 4 + column`.
    static func grid(squareRecognizers: [any GestureComposable] = []) -> Driver {
        var regions = [
            GestureRegion(
                id: container, frame: GestureRect(x: 0, y: 0, width: 400, height: 400),
                gestures: [TrackingRecognizer()])
        ]
        for row in 0 ..< 4 {
            for column in 0 ..< 4 {
                regions.append(
                    GestureRegion(
                        id: GestureRegionID(1 + row * 4 + column), parent: container,
                        frame: GestureRect(
                            x: Double(column) * 100, y: Double(row) * 100,
                            width: 100, height: 100),
                        gestures: squareRecognizers))
            }
        }
        let e = GestureEngine()
        e.setRegions(regions)
        return Driver(e)
    }

    /// The tracking reports other than `.changed`, as "phase region".
    static func crossings(_ d: Driver) -> [String] {
        d.of(.tracking).filter { $0.phase != .changed }.map { "\($0.phase) \($0.region?.rawValue ?? -1)" }
    }

    @Test func trackingEntersAndExitsEachSquareOncePerCrossing() {
        let d = Self.grid()
        d.down(1, Point(x: 50, y: 50))
        for p in [
            Point(x: 60, y: 70),   // within square 1
            Point(x: 150, y: 50),   // → 2
            Point(x: 250, y: 50),   // → 3
            Point(x: 300, y: 100),   // exactly the corner of 3, 4, 7, 8: the bottom-right square's (8)
            Point(x: 350, y: 150),   // within 8
            Point(x: 250, y: 250),   // diagonally across the corner of 7, 8, 11, 12 → 11
            Point(x: 150, y: 250),
        ] {   // → 10
            d.advance(by: 0.01); d.move(1, p)
        }
        d.up(1)
        #expect(
            Self.crossings(d) == [
                "began 100", "entered 1",
                "exited 1", "entered 2",
                "exited 2", "entered 3",
                "exited 3", "entered 8",
                "exited 8", "entered 11",
                "exited 11", "entered 10",
                "exited 10",   // still under it at the lift
                "ended 100",
            ])
        // Every crossing is reported before the movement that made it, at its location.
        let t = d.of(.tracking)
        #expect(t.filter { $0.phase == .changed }.count == 7)
        let enter11 = t.first { $0.phase == .entered && $0.region == GestureRegionID(11) }
        #expect(enter11?.location == Point(x: 250, y: 250))
        #expect(enter11?.startLocation == Point(x: 50, y: 50))
        #expect(t.last?.translation == Point(x: 100, y: 200))
        #expect(d.engine.activeGestureCount == 0)
    }

    @Test func trackingBeginsAtTheDownWithoutMoving() {
        let d = Self.grid()
        d.advance(by: 0.005)
        d.down(1, Point(x: 250, y: 350))   // square 15
        #expect(Self.crossings(d) == ["began 100", "entered 15"])
        let began = d.of(.tracking)[0]
        #expect(began.location == Point(x: 250, y: 350) && began.startLocation == began.location)
        #expect(began.translation == .zero && began.time == 5)
        #expect(d.engine.activeGestureCount == 1)
        d.advance(by: 1)   // held: nothing more
        #expect(d.of(.tracking).count == 2)
        d.up(1)
        #expect(Self.crossings(d) == ["began 100", "entered 15", "exited 15", "ended 100"])
        #expect(d.engine.explain.entries.contains { $0.reason == .claimedAtDown && $0.decision == .accepted })
    }

    @Test func aTouchCancelExitsTheSquareThenCancels() {
        let d = Self.grid()
        d.down(1, Point(x: 50, y: 50))
        d.advance(by: 0.01); d.move(1, Point(x: 150, y: 150))   // → 6
        d.send(.touchCancel)
        #expect(Self.crossings(d) == ["began 100", "entered 1", "exited 1", "entered 6", "exited 6", "cancelled 100"])
        #expect(d.of(.tracking).last?.cancelReason == .touchCancel)
        #expect(d.engine.activeGestureCount == 0)
    }

    @Test func trackingASingleSquareReportsEachCrossingAndTakesItsTaps() {
        let e = GestureEngine()
        e.setRegions([
            GestureRegion(
                id: Self.container, frame: GestureRect(x: 0, y: 0, width: 400, height: 400),
                gestures: [TrackingRecognizer()]),
            GestureRegion(
                id: GestureRegionID(1), parent: Self.container,
                frame: GestureRect(x: 100, y: 100, width: 100, height: 100), gestures: [TapRecognizer()]),
        ])
        let d = Driver(e)
        d.down(1, Point(x: 50, y: 50))   // beside the square
        for p in [
            Point(x: 150, y: 150), Point(x: 160, y: 160), Point(x: 250, y: 250), Point(x: 150, y: 150),
            Point(x: 450, y: 150),
        ] {   // in, in, out, in, out of the container
            d.advance(by: 0.01); d.move(1, p)
        }
        d.up(1)
        #expect(Self.crossings(d) == ["began 100", "entered 1", "exited 1", "entered 1", "exited 1", "ended 100"])
        // A tap on the square is tracking too: the tracking took the sequence at the down.
        d.advance(by: 0.5)
        d.down(2, Point(x: 150, y: 150)); d.advance(by: 0.03); d.up(2)
        #expect(d.of(.tap).isEmpty)
        #expect(Self.crossings(d).suffix(4) == ["began 100", "entered 1", "exited 1", "ended 100"])
    }

    // MARK: DragGesture.Value

    /// A drag of 10 frames of 10 ms at (5, −1) px, then 5 at (20, −1) px, from (100, 200);
    /// lifted `pause` ms after the last movement.
    static func scriptedDrag(pause: Double) -> Driver {
        let d = driver([DragRecognizer()])
        var p = Point(x: 100, y: 200)
        d.down(1, p)
        for k in 1 ... 15 {
            d.advance(by: 0.01)
            p = p + Point(x: k <= 10 ? 5 : 20, y: -1)
            d.move(1, p)
        }
        d.advance(by: pause / 1000)
        d.up(1)
        return d
    }

    @Test func dragValuesAreSwiftUIsDragGestureValue() {
        // The prediction: released at v px/s, a fling decelerating by 0.998 per ms travels
        // v / (1000 · −ln 0.998) = v · 0.49949983316645474 px (FlingSimulation.distance).
        let f = 0.49949983316645474
        let d = Self.scriptedDrag(pause: 0)
        // (Without the enter/exit tracking of the regions beside the shape: the shape itself.)
        let drag = d.of(.drag).filter { $0.phase != .entered && $0.phase != .exited }
        #expect(drag.map(\.phase) == [.began] + Array(repeating: .changed, count: 11) + [.ended])
        // Began at the 4th frame, the first past the 20 px slop: (20, −4) is 20.4 px.
        let began = drag[0]
        #expect(began.time == 40)
        #expect(began.location == Point(x: 120, y: 196))
        #expect(began.startLocation == Point(x: 100, y: 200))
        #expect(began.translation == Point(x: 20, y: -4))
        // Five samples on a line, 10 ms apart: (500, −100) px/s.
        #expect(abs(began.velocity.x - 500) < 1e-9 && abs(began.velocity.y + 100) < 1e-9)
        #expect(abs(began.predictedEndLocation.x - (120 + 500 * f)) < 1e-9)
        #expect(abs(began.predictedEndLocation.y - (196 - 100 * f)) < 1e-9)
        #expect(abs(began.predictedEndTranslation.x - (20 + 500 * f)) < 1e-9)
        #expect(abs(began.predictedEndTranslation.y - (-4 - 100 * f)) < 1e-9)
        // The last movement, at 150 ms: (250, 185). The velocity window (100 ms, its edge
        // included) holds the 11 samples of 1050…1150 ms: x 125, 130, …, 150, then 170, …, 250;
        // the slope at 1150 ms of their least-squares quadratic is 366 250 / 143 px/s
        // = 2561.19 px/s (the straight line's, the window's average, would be 1250; y: −100 px/s
        // throughout).
        let last = drag[11]
        #expect(last.time == 150)
        #expect(last.location == Point(x: 250, y: 185))
        #expect(last.translation == Point(x: 150, y: -15))
        #expect(last.delta == Point(x: 20, y: -1))
        let vx = 366_250.0 / 143
        #expect(abs(last.velocity.x - vx) < 1e-9 && abs(last.velocity.y + 100) < 1e-9)
        #expect(abs(last.predictedEndLocation.x - (250 + vx * f)) < 1e-9)   // 1529.31…
        #expect(abs(last.predictedEndLocation.y - (185 - 100 * f)) < 1e-9)   // 135.05…
        #expect(abs(last.predictedEndTranslation.x - (150 + vx * f)) < 1e-9)
        #expect(abs(last.predictedEndTranslation.y - (-15 - 100 * f)) < 1e-9)
        // Lifted at once: the release velocity is the same, and so is the prediction.
        let ended = drag[12]
        #expect(ended.time == 150 && ended.location == last.location && ended.startLocation == Point(x: 100, y: 200))
        #expect(abs(ended.velocity.x - vx) < 1e-9 && abs(ended.velocity.y + 100) < 1e-9)
        #expect(abs(ended.predictedEndTranslation.x - (150 + vx * f)) < 1e-9)

        // Lifted after a 50 ms pause (longer than the 40 ms stop gap): it had stopped, so the
        // release velocity is zero and it is predicted to end where it is.
        let paused = Self.scriptedDrag(pause: 50).of(.drag).last { $0.phase != .exited }
        #expect(paused?.phase == .ended && paused?.time == 200)
        #expect(paused?.velocity == .zero)
        #expect(paused?.predictedEndLocation == Point(x: 250, y: 185))
        #expect(paused?.predictedEndTranslation == Point(x: 150, y: -15))
    }
}
