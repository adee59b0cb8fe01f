import Gestures
import Testing

@testable import OpacityBars

/// docs/DESIGN.md's touch rules through the engine, on a 480×800 window: row i spans content y
/// 72 + 100·i … +80, x 16 … 464 (red is row 2: y 272–352).
@Suite struct TouchRuleTests {
    static let redY = 312.0, yellowY = 512.0

    @Test func tapSetsOpacityFromTheLiftPoint() {
        let d = Driver()
        d.down(300, Self.redY)
        #expect(d.opacity("red") == 1)   // nothing changes on down
        d.now += 30; d.move(308, Self.redY + 6)   // within the 20 px slop
        d.now += 30; d.move(310, Self.redY + 4)
        d.now += 20; d.up()
        #expect(abs(d.opacity("red") - (1 - (310 - 16) / 448.0)) < 1e-4)
        #expect(d.offset == 0)
        #expect(d.snap.gestures.map(\.gesture) == ["tap"])
        #expect(d.snap.gestures.first?.bar == "red")
        #expect(d.snap.gestures.first?.outcome == "ended")
    }

    @Test func doubleTapRestoresFullOpacity() {
        let d = Driver()
        d.down(300, Self.redY); d.now += 40; d.up()
        #expect(d.opacity("red") < 1)
        d.now += 120
        d.down(302, Self.redY + 2); d.now += 40; d.up()
        #expect(d.opacity("red") == 1)
        #expect(d.gestureNames == ["tap", "doubleTap"])
    }

    @Test func tapsOnDifferentBarsAreNotADoubleTap() {
        let d = Driver()
        d.down(300, Self.redY); d.now += 40; d.up()
        d.now += 100
        d.down(240, Self.yellowY); d.now += 40; d.up()
        #expect(d.opacity("yellow") == 0.5)
        #expect(d.opacity("red") < 1)
        #expect(!d.gestureNames.contains("doubleTap"))
    }

    @Test func longPressSetsOpacityAtOnceThenPaintsAcrossBars() {
        let d = Driver()
        d.down(240, Self.redY)
        d.advance(by: 0.499)
        #expect(d.opacity("red") == 1)
        d.advance(by: 0.001)
        #expect(d.opacity("red") == 0.5)   // before any lift
        #expect(d.gestureNames == ["longPress"])
        #expect(d.app.scene.rows.first { $0.id == 2 }?.highlighted == true)
        // Down into orange (row 3), then sideways.
        d.drag(from: Point(x: 240, y: Self.redY), to: Point(x: 240, y: 412), steps: 10)
        d.drag(from: Point(x: 240, y: 412), to: Point(x: 128, y: 412), steps: 8)
        #expect(d.opacity("red") == 0.5)
        #expect(d.opacity("orange") == 0.75)
        #expect(d.offset == 0)   // scrolling is denied
        #expect(d.app.scene.rows.first { $0.id == 3 }?.highlighted == true)
        #expect(d.app.scene.rows.first { $0.id == 2 }?.highlighted == false)
        d.now += 10; d.up()
        #expect(d.gestureNames == ["longPress", "paint"])
        #expect(d.snap.gestures.last?.bar == "orange")
        #expect(d.app.scene.rows.allSatisfy { !$0.highlighted })
    }

    @Test func horizontalDragIsAnOpacityDrag() {
        let d = Driver()
        d.down(400, Self.redY)
        d.drag(from: Point(x: 400, y: Self.redY), to: Point(x: 200, y: Self.redY + 6), steps: 20)
        #expect(abs(d.opacity("red") - (1 - 184 / 448.0)) < 1e-4)
        #expect(d.app.scene.rows.first { $0.id == 2 }?.highlighted == true)
        d.now += 10; d.up()
        #expect(d.offset == 0)
        #expect(d.gestureNames == ["opacityDrag"])
        #expect(d.snap.gestures.first?.bar == "red")
    }

    /// 33.7° from the horizontal: inside the 40° horizontal cone.
    @Test func shallowDiagonalIsAnOpacityDrag() {
        let d = Driver()
        d.down(400, Self.redY)
        d.drag(from: Point(x: 400, y: Self.redY), to: Point(x: 340, y: Self.redY - 40), steps: 20)
        d.now += 10; d.up()
        #expect(d.opacity("red") < 1)
        #expect(d.offset == 0)
        #expect(d.gestureNames == ["opacityDrag"])
    }

    /// 56° from the horizontal: outside the horizontal cone, so the list scrolls.
    @Test func steepDiagonalScrolls() {
        let d = Driver()
        d.down(400, Self.redY)
        d.drag(from: Point(x: 400, y: Self.redY), to: Point(x: 360, y: Self.redY - 60), steps: 20, interval: 0.02)
        d.advance(by: 0.1)
        d.up()
        d.settle()
        #expect(d.opacity("red") == 1)
        #expect(d.offset > 0)
        #expect(d.gestureNames.first == "scroll")
    }

    /// 45°: between the cones, the declared priority (scroll) wins.
    @Test func fortyFiveDegreesGoesToScroll() {
        let d = Driver()
        d.down(400, Self.redY)
        d.drag(from: Point(x: 400, y: Self.redY), to: Point(x: 350, y: Self.redY - 50), steps: 25, interval: 0.02)
        d.advance(by: 0.1); d.up(); d.settle()
        #expect(d.opacity("red") == 1)
        #expect(d.offset > 0)
    }

    @Test func scrollFollowsTheFingerOneToOneWithoutAJump() {
        let d = Driver()
        d.down(240, 600)
        var offsets: [Double] = []
        for i in 1 ... 40 {
            d.now += 16
            d.move(240, 600 - Double(i) * 4)
            offsets.append(d.offset)
        }
        // Never a jump bigger than one 4 px step; once scrolling, exactly 1:1.
        var previous = 0.0
        for o in offsets { #expect(o - previous <= 4 + 1e-9); previous = o }
        let moving = offsets.drop { $0 == 0 }.dropFirst()
        for (a, b) in zip(moving, moving.dropFirst()) { #expect(abs(b - a - 4) < 1e-9) }
        #expect(offsets.last! >= 160 - 20 - 4)
        #expect(d.snap.bars.allSatisfy { $0.opacity == 1 })
        d.advance(by: 0.2)   // finger rests: no fling on lift
        d.up()
        #expect(!d.app.isAnimating)
        #expect(d.gestureNames == ["scroll"])
    }

    @Test func flingContinuesAndSettlesInsideBounds() {
        let d = Driver()
        d.down(240, 700)
        d.drag(from: Point(x: 240, y: 700), to: Point(x: 240, y: 400), steps: 6, interval: 0.01)
        let atLift = d.offset
        d.up()
        #expect(d.app.isAnimating)
        #expect(d.app.nextDeadline != nil)
        d.advance(by: 0.1)
        #expect(d.offset > atLift)
        d.settle()
        #expect(!d.app.isAnimating)
        #expect(d.app.nextDeadline == nil)
        #expect(d.offset >= 0 && d.offset <= d.snap.maxScrollOffset)
        #expect(d.gestureNames.contains("fling"))
        // A flick down from the top stays at 0.
        let top = Driver()
        top.down(240, 300)
        top.drag(from: Point(x: 240, y: 300), to: Point(x: 240, y: 700), steps: 6, interval: 0.01)
        top.up(); top.settle()
        #expect(top.offset == 0)
    }

    @Test func touchStopsAFlingAndIsNotATap() {
        let d = Driver()
        d.down(240, 700)
        d.drag(from: Point(x: 240, y: 700), to: Point(x: 240, y: 500), steps: 5, interval: 0.01)
        d.up()
        d.advance(by: 0.06)
        #expect(d.app.isAnimating)
        let stoppedAt = d.offset
        d.down(300, Self.redY)
        #expect(!d.app.isAnimating)
        d.advance(by: 0.2)
        #expect(d.offset == stoppedAt)
        d.up()
        #expect(d.snap.bars.allSatisfy { $0.opacity == 1 })
        #expect(!d.gestureNames.contains("tap"))
        #expect(d.snap.gestures.contains { $0.gesture == "fling" && $0.outcome == "cancelled" })
    }

    @Test func twoFingersDragTwoBarsAtOnce() {
        let d = Driver()
        d.down(0, 400, Self.redY)
        d.down(1, 400, Self.yellowY)
        for i in 1 ... 20 {
            d.now += 10
            d.app.handle(.touchMotion(id: 0, Point(x: 400 - Double(i) * 10, y: Self.redY), time: d.time), at: d.now)
            d.app.handle(
                .touchMotion(id: 1, Point(x: 400 - Double(i) * 5, y: Self.yellowY + 2), time: d.time), at: d.now)
            d.app.handle(.touchFrame, at: d.now)
        }
        #expect(abs(d.opacity("red") - (1 - 184 / 448.0)) < 1e-4)
        #expect(abs(d.opacity("yellow") - (1 - 284 / 448.0)) < 1e-4)
        d.up(0); d.up(1)
        #expect(d.offset == 0)
        #expect(d.gestureNames == ["opacityDrag", "opacityDrag"])
        #expect(Set(d.snap.gestures.compactMap(\.bar)) == ["red", "yellow"])
    }

    /// Two fingers dragging one bar are two drags: each moves it; the one that ends commits,
    /// and the other, cancelled, puts the bar back to what the first left.
    @Test func twoFingersDragOneBarAndACancelRestoresWhatTheOtherCommitted() {
        let d = Driver()
        d.down(0, 400, Self.redY - 20)
        d.down(1, 200, Self.redY + 20)
        for i in 1 ... 20 {
            d.now += 10
            d.app.handle(
                .touchMotion(id: 0, Point(x: 400 - Double(i) * 10, y: Self.redY - 20), time: d.time), at: d.now)
            d.app.handle(
                .touchMotion(id: 1, Point(x: 200 + Double(i) * 5, y: Self.redY + 20), time: d.time), at: d.now)
            d.app.handle(.touchFrame, at: d.now)
        }
        d.up(0)   // at x 200
        #expect(abs(d.opacity("red") - (1 - 184 / 448.0)) < 1e-4)
        #expect(d.app.holdsGestureState)   // the second drag still runs
        d.now += 10
        d.app.handle(.touchMotion(id: 1, Point(x: 128, y: Self.redY + 20), time: d.time), at: d.now)
        d.app.handle(.touchFrame, at: d.now)
        #expect(abs(d.opacity("red") - 0.75) < 1e-4)
        d.app.handle(.touchCancel, at: d.now)
        #expect(abs(d.opacity("red") - (1 - 184 / 448.0)) < 1e-4)
        #expect(d.gestureNames == ["opacityDrag", "opacityDrag"])
        #expect(d.snap.gestures.map(\.outcome) == ["ended", "cancelled"])
        #expect(!d.app.holdsGestureState)
        #expect(d.app.scene.rows.allSatisfy { !$0.highlighted })
    }

    @Test func twoScrollingFingersMoveTheListByTheirCentroid() {
        let d = Driver()
        d.down(0, 200, 600)
        d.down(1, 300, 600)
        for i in 1 ... 30 {
            d.now += 16
            d.app.handle(.touchMotion(id: 0, Point(x: 200, y: 600 - Double(i) * 5), time: d.time), at: d.now)
            d.app.handle(.touchMotion(id: 1, Point(x: 300, y: 600 - Double(i) * 5), time: d.time), at: d.now)
            d.app.handle(.touchFrame, at: d.now)
        }
        // The fingers moved 150 px: the list moved at most that, never twice as far.
        #expect(d.offset > 100 && d.offset <= 150)
        #expect(d.snap.bars.allSatisfy { $0.opacity == 1 })
        #expect(d.snap.rowHeight == 80)
    }

    @Test func pinchZoomsRowHeightAboutTheCentroid() {
        let d = Driver()
        d.down(0, 240, 300)
        d.down(1, 240, 400)
        for i in 1 ... 20 {
            d.now += 10
            d.app.handle(.touchMotion(id: 0, Point(x: 240, y: 300 - Double(i) * 2.5), time: d.time), at: d.now)
            d.app.handle(.touchMotion(id: 1, Point(x: 240, y: 400 + Double(i) * 2.5), time: d.time), at: d.now)
            d.app.handle(.touchFrame, at: d.now)
        }
        // Span 100 → 200, but the pinch begins once the span has changed by the pinch slop
        // (18 px), and the row height scales with the span since then: 80 × 200/118…120.
        let h = d.snap.rowHeight
        #expect(h > 130 && h < 140)
        #expect(d.snap.bars.allSatisfy { $0.opacity == 1 })
        // About the centroid (surface y 350, 78 px into red at the start): it stays there.
        let redTop = 72 + 2 * (h + 20)
        #expect(abs(redTop + 78 / 80 * h - d.offset - 350) < 0.01)
        d.up(0); d.up(1)
        #expect(d.gestureNames == ["pinch"])
        #expect(d.snap.bars[1].frame.y == 72 + h + 20)
        // Far apart: clamped at 240.
        let big = Driver()
        big.down(0, 240, 340); big.down(1, 240, 360)
        for i in 1 ... 40 {
            big.now += 10
            big.app.handle(.touchMotion(id: 0, Point(x: 240, y: 340 - Double(i) * 5), time: big.time), at: big.now)
            big.app.handle(.touchMotion(id: 1, Point(x: 240, y: 360 + Double(i) * 5), time: big.time), at: big.now)
            big.app.handle(.touchFrame, at: big.now)
        }
        #expect(big.snap.rowHeight == 240)
        #expect(big.offset >= 0 && big.offset <= big.snap.maxScrollOffset)
    }

    @Test(arguments: [
        InputEvent.touchCancel,
        InputEvent.capabilities([.pointer, .keyboard]),
        InputEvent.keyboardFocus(false),
    ])
    func cancelRestoresTheDraggedBar(_ cancel: InputEvent) {
        let d = Driver()
        d.key(.right)   // black at 0.9 before the drag
        d.down(400, 112)
        d.drag(from: Point(x: 400, y: 112), to: Point(x: 200, y: 112), steps: 10)
        #expect(d.opacity("black") < 0.8)
        d.app.handle(cancel, at: d.now)
        if cancel != .touchCancel { d.app.handle(.touchFrame, at: d.now) }
        #expect(d.opacity("black") == 0.9)
        #expect(d.snap.gestures.last == .init(time: d.now, gesture: "opacityDrag", bar: "black", outcome: "cancelled"))
        #expect(d.app.scene.rows.allSatisfy { !$0.highlighted })
        // The rest of the sequence is ignored.
        d.now += 10; d.move(100, 112); d.up()
        #expect(d.opacity("black") == 0.9)
    }
}

@Suite struct LongPressEdgeTests {
    @Test func longPressWithoutMovingIsOnlyALongPress() {
        let d = Driver()
        d.down(128, 312)
        d.advance(by: 0.6)
        d.up()
        #expect(d.opacity("red") == 0.75)
        #expect(d.gestureNames == ["longPress"])
    }

    @Test func tremorAfterALongPressIsNotAPaint() {
        let d = Driver()
        d.down(128, 312)
        d.advance(by: 0.5)
        for i in 0 ..< 20 { d.now += 10; d.move(128 + (i % 2 == 0 ? 1.5 : -1.5), 312 + 1) }
        d.now += 10; d.move(128, 312)
        d.up()
        #expect(d.opacity("red") == 0.75)
        #expect(d.gestureNames == ["longPress"])
    }

    @Test func cancelledPaintPutsEveryPaintedBarBack() {
        let d = Driver()
        d.down(240, 312)
        d.advance(by: 0.5)
        d.drag(from: Point(x: 240, y: 312), to: Point(x: 128, y: 412), steps: 10)
        #expect(d.opacity("orange") < 1)
        d.app.handle(.touchCancel, at: d.now)
        #expect(d.opacity("red") == 1)
        #expect(d.opacity("orange") == 1)
        #expect(d.gestureNames == ["longPress", "paint"])
        #expect(d.snap.gestures.last?.outcome == "cancelled")
        #expect(d.app.scene.rows.allSatisfy { !$0.highlighted })
    }

    @Test func escapeCancelsATouchOpacityDrag() {
        let d = Driver()
        d.down(400, 312)
        d.drag(from: Point(x: 400, y: 312), to: Point(x: 240, y: 312), steps: 8)
        #expect(d.opacity("red") == 0.5)
        d.key(.escape)
        #expect(d.opacity("red") == 1)
        d.drag(from: Point(x: 240, y: 312), to: Point(x: 100, y: 312), steps: 4)
        d.up()
        #expect(d.opacity("red") == 1)
        #expect(d.gestureNames == ["opacityDrag"])
        #expect(d.snap.gestures.last?.outcome == "cancelled")
    }

    @Test func touchOnTheHeaderDoesNothing() {
        let d = Driver()
        d.down(240, 20)
        d.drag(from: Point(x: 240, y: 20), to: Point(x: 100, y: 20), steps: 5)
        d.up()
        d.down(240, 30); d.up()
        #expect(d.snap.bars.allSatisfy { $0.opacity == 1 })
        #expect(d.offset == 0)
        #expect(d.gestureNames.isEmpty)
    }
}
