import AppTestSupport
import Gestures
import Testing

@testable import OpacityBars

/// docs/DESIGN.md's pointer, wheel, touchpad and hover rules through the engine (480×800 window,
/// red is row 2: y 272–352).
@Suite struct PointerRuleTests {
    static let redY = 312.0

    @Test func mouseClickIsATapAndDragUsesTheSmallerMouseSlop() {
        let d = Driver()
        d.enter(300, Self.redY)
        d.button(true); d.now += 10; d.pointer(304, Self.redY + 2); d.now += 10; d.button(false)
        #expect(abs(d.opacity("red") - (1 - 288 / 448.0)) < 1e-4)
        #expect(d.gestureNames == ["tap"])
        // 12 px sideways: past the mouse slop (smaller than touch's 20), an opacity drag.
        let m = Driver()
        m.enter(300, Self.redY)
        m.button(true)
        for i in 1 ... 6 { m.now += 10; m.pointer(300 + Double(i) * 2, Self.redY) }
        #expect(m.app.cursor == .grabbing)
        m.now += 10; m.button(false)
        #expect(m.gestureNames == ["opacityDrag"])
        #expect(abs(m.opacity("red") - (1 - 296 / 448.0)) < 1e-4)
        #expect(m.app.cursor == .pointer)
    }

    @Test func escapeCancelsAnOpacityDragAndIgnoresTheRest() {
        let d = Driver()
        d.enter(400, Self.redY)
        d.button(true)
        for i in 1 ... 10 { d.now += 10; d.pointer(400 - Double(i) * 20, Self.redY) }
        #expect(d.opacity("red") < 1)
        d.key(.escape)
        #expect(d.opacity("red") == 1)
        #expect(d.snap.gestures.last?.outcome == "cancelled")
        for i in 1 ... 5 { d.now += 10; d.pointer(200 - Double(i) * 20, Self.redY) }
        d.button(false)
        #expect(d.opacity("red") == 1)
        // A new press works again.
        d.now += 400
        d.button(true); d.now += 10; d.button(false)
        #expect(d.opacity("red") < 1)
    }

    @Test func wheelScrollsDiscreteAndValue120() {
        let d = Driver()
        d.enter(240, 400)
        d.axis(.vertical, 15, source: .wheel, discrete: 1)
        let one = d.offset
        #expect(one > 0)
        d.now += 50
        d.axis(.vertical, 15, source: .wheel, discrete: 1)
        #expect(abs(d.offset - 2 * one) < 1e-9)
        d.now += 50
        d.axis(.vertical, -30, source: .wheel, discrete: -2)
        #expect(d.offset == 0)
        // value120 only (seat v8 high-resolution wheel), half a click.
        d.app.handle(.axisSource(.wheel), at: d.now)
        d.app.handle(.axisValue120(.vertical, value120: 60), at: d.now)
        d.app.handle(.pointerFrame, at: d.now)
        #expect(d.offset > 0 && d.offset < one)
        #expect(d.snap.bars.allSatisfy { $0.opacity == 1 })
        #expect(d.gestureNames.allSatisfy { $0 == "axisScroll" })
        #expect(d.gestureNames.count == 4)
        // Far past the end: clamped.
        for _ in 0 ..< 200 { d.now += 5; d.axis(.vertical, 15, source: .wheel, discrete: 1) }
        #expect(d.offset == d.snap.maxScrollOffset)
    }

    @Test func touchpadScrollHandsOverToAFlingAtAxisStop() {
        let d = Driver()
        d.enter(240, 400)
        var sum = 0.0
        for _ in 0 ..< 10 { d.now += 10; d.axis(.vertical, 12, source: .finger); sum += 12 }
        #expect(abs(d.offset - sum) < 1e-9)
        d.now += 5
        d.axisStop(.vertical)
        #expect(d.app.isAnimating)
        d.settle()
        #expect(d.offset > sum)
        #expect(d.offset <= d.snap.maxScrollOffset)
        #expect(d.gestureNames.contains("axisScroll"))
        #expect(d.gestureNames.contains("fling"))
        #expect(d.snap.bars.allSatisfy { $0.opacity == 1 })
    }

    @Test func touchpadHorizontalChangesOpacityWithDirectionLocked() {
        let d = Driver()
        d.enter(240, Self.redY)
        d.now += 10; d.axis(.horizontal, 22.4, source: .finger)   // 5 % of 448
        d.now += 10; d.axis(.horizontal, 22.4, source: .finger)
        #expect(abs(d.opacity("red") - 0.9) < 1e-9)
        // Vertical movement within the same run is ignored (direction locked).
        d.now += 10; d.axis(.vertical, 30, source: .finger)
        #expect(d.offset == 0)
        // Scrolling left makes it more opaque again.
        d.now += 10; d.axis(.horizontal, -44.8, source: .finger)
        #expect(abs(d.opacity("red") - 1) < 1e-9)
        d.now += 10; d.axis(.horizontal, 448, source: .finger)
        #expect(d.opacity("red") == 0)
        d.now += 10; d.axisStop(.horizontal)
        d.settle()
        #expect(d.opacity("red") == 0)
        #expect(d.offset == 0)
        #expect(d.snap.gestures.last?.gesture == "axisOpacity")
        #expect(d.snap.gestures.last?.bar == "red")
    }

    @Test func ctrlWheelZoomsRowHeight() {
        let d = Driver()
        d.enter(240, 400)
        d.modifiers(.control)
        d.axis(.vertical, -15, source: .wheel, discrete: -1)
        let zoomed = d.snap.rowHeight
        #expect(zoomed != 80)
        #expect(d.offset == 0 || zoomed > 80)
        d.now += 20
        d.axis(.vertical, 15, source: .wheel, discrete: 1)
        #expect(abs(d.snap.rowHeight - 80) < 1e-3)
        for _ in 0 ..< 40 { d.now += 20; d.axis(.vertical, -15, source: .wheel, discrete: -1) }
        let extreme = d.snap.rowHeight
        #expect(extreme == 240 || extreme == 40)
        #expect(d.gestureNames.allSatisfy { $0 == "pinch" })
        d.modifiers([])
        d.now += 20; d.axis(.vertical, 15, source: .wheel, discrete: 1)
        #expect(d.snap.rowHeight == extreme)
        #expect(d.gestureNames.last == "axisScroll")
    }

    @Test func touchpadPinchZoomsRowHeight() {
        let d = Driver()
        d.enter(240, 400)
        d.app.handle(.pinchBegin(fingers: 2, time: 0), at: d.now)
        d.now += 10
        d.app.handle(.pinchUpdate(delta: .zero, scale: 1.5, rotation: 0, time: 10), at: d.now)
        #expect(abs(d.snap.rowHeight - 120) < 1e-6)
        d.now += 10
        d.app.handle(.pinchUpdate(delta: .zero, scale: 0.25, rotation: 0, time: 20), at: d.now)
        #expect(d.snap.rowHeight == 40)
        d.app.handle(.pinchEnd(cancelled: false, time: 30), at: d.now)
        #expect(d.gestureNames == ["pinch"])
    }

    @Test func hoverOutlinesAndModifiersRestyle() {
        let d = Driver()
        d.enter(240, Self.redY)
        func red(_ d: Driver) -> SceneRow { d.app.scene.rows.first { $0.id == 2 }! }
        #expect(red(d).hover == .outline)
        #expect(!red(d).dimmed)
        #expect(d.app.cursor == .pointer)
        d.modifiers(.superKey)
        #expect(red(d).hover == .superOutline)
        #expect(!red(d).dimmed)
        d.modifiers([.superKey, .alt])
        #expect(red(d).dimmed)
        d.now += 10; d.pointer(240, Self.redY + 100)   // onto orange
        #expect(red(d).hover == .none)
        #expect(!red(d).dimmed)
        #expect(d.app.scene.rows.first { $0.id == 3 }!.dimmed)
        d.modifiers([])
        #expect(!d.app.scene.rows.first { $0.id == 3 }!.dimmed)
        d.app.handle(.pointerLeave, at: d.now); d.app.handle(.pointerFrame, at: d.now)
        #expect(d.app.scene.rows.allSatisfy { $0.hover == .none })
        #expect(d.app.cursor == .default)
        #expect(d.snap.gestures.isEmpty)
    }

    @Test func keyboardScrollStopsAFling() {
        let d = Driver()
        d.down(240, 700)
        d.drag(from: Point(x: 240, y: 700), to: Point(x: 240, y: 500), steps: 5, interval: 0.01)
        d.up()
        d.advance(by: 0.03)
        #expect(d.app.isAnimating)
        d.key(.home)
        #expect(!d.app.isAnimating)
        #expect(d.offset == 0)
    }
}

@Suite struct PointerCancelTests {
    @Test func losingThePointerCancelsAMouseDragAndRestoresTheBar() {
        let d = Driver()
        d.enter(400, 312)
        d.button(true)
        for i in 1 ... 8 { d.now += 10; d.pointer(400 - Double(i) * 20, 312) }
        #expect(d.opacity("red") < 1)
        d.app.handle(.capabilities([.keyboard, .touch]), at: d.now)
        #expect(d.opacity("red") == 1)
        #expect(d.snap.gestures.last == .init(time: d.now, gesture: "opacityDrag", bar: "red", outcome: "cancelled"))
        #expect(d.app.scene.rows.allSatisfy { $0.hover == .none && !$0.highlighted })
        #expect(d.app.cursor == .default)
    }

    /// Found by the app storms: a mouse drag and a touchpad run on one bar, both cancelled.
    /// The run began after the drag had moved the bar; each gesture restoring "its"
    /// before-value left the drag's change behind whenever the drag was cancelled first.
    @Test(arguments: [true, false])
    func overlappingOpacityGesturesCancelledInAnyOrderRestoreTheBar(seatGoesFirst: Bool) {
        let d = Driver()
        d.enter(400, 312)
        d.button(true)
        for i in 1 ... 6 { d.now += 10; d.pointer(400 - Double(i) * 30, 312) }
        d.now += 10; d.axis(.horizontal, 44.8, source: .finger)   // a run on red as well
        #expect(d.opacity("red") < 0.7)
        if seatGoesFirst { d.app.handle(.capabilities([.keyboard, .touch]), at: d.now) }
        d.app.handle(.keyboardFocus(false), at: d.now)   // Focus loss cancels what is left.
        #expect(d.opacity("red") == 1)
        #expect(d.snap.gestures.filter { $0.outcome == "cancelled" }.count == 2)
        #expect(!d.app.holdsGestureState)
    }
}
