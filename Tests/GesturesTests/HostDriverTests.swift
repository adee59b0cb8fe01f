import Gestures
import GesturesTesting
import Testing

/// The public test driver over a host: what it sends is what a compositor sends, its clock is
/// the one the gestures see, and callbacks have run when each call returns.
@Suite struct HostDriverTests {
    static func list() -> GestureView {
        GestureView(frame: GestureRect(x: 0, y: 0, width: 300, height: 400)).scrollable(.vertical, contentLength: 2000)
    }

    @Test func aWheelClickScrollsOneStepAndLeavesNothingRunning() {
        let list = Self.list(), d = InputDriver(root: list)
        d.enter(100, 100)
        d.wheel(1)
        #expect(list.scrollOffset == 15)
        d.wheel(-1)
        #expect(list.scrollOffset == 0)
        #expect(d.host.engine.activeGestureCount == 0)
    }

    @Test func touchpadFingersScrollAndTheirLiftEndsTheRun() {
        let list = Self.list(), d = InputDriver(root: list)
        d.enter(100, 100)
        for _ in 0 ..< 5 {
            d.advance(by: 0.008)
            d.touchpadScroll(Point(x: 0, y: 10))
        }
        #expect(list.scrollOffset == 50)
        d.axisStop(.vertical)
        #expect(d.reports.contains { $0.kind == .axisScroll && $0.phase == .ended })
    }

    @Test func callbacksHaveRunWhenTheCallReturnsOnTheDriversClock() {
        let v = GestureView(frame: GestureRect(x: 0, y: 0, width: 100, height: 100))
        var pressedAt: Double?
        let d = InputDriver(root: v)
        v.gesture(LongPressGesture().onEnded { [unowned d] _ in pressedAt = d.now })
        d.down(0, 50, 50)
        d.advance(by: 0.4)
        #expect(pressedAt == nil)
        d.advance(by: 0.2)
        #expect(pressedAt == 600)   // in the call that reached the deadline (500 ms)
        #expect(d.reports.first { $0.kind == .longPress }?.time == 500)
        d.up()
    }

    @Test func explainNamesViewsByTheirIDs() {
        let card = GestureView(id: "card", frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
        card.gesture(DragGesture())
        let d = InputDriver(root: card)
        d.down(0, 50, 50)
        d.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50))
        d.up()
        let lines = d.host.engine.explain.entries.map(d.host.describe)
        #expect(lines.contains { $0.contains("drag (view \"card\") accepted") }, "\(lines)")
        #expect(!lines.contains { $0.contains("(region ") })   // no view left under its number
    }
}

@Suite struct ShortcutTests {
    @Test func onTapGestureRunsOnItsCountWithTheLocation() {
        let v = GestureView(frame: GestureRect(x: 10, y: 10, width: 100, height: 100))
        var singles = 0, doubles: [Point] = []
        v.onTapGesture { singles += 1 }.onTapGesture(count: 2) { doubles.append($0) }
        let d = InputDriver(root: v)
        d.tap(Point(x: 30, y: 40), gap: 0.5)
        #expect(singles == 1 && doubles.isEmpty)
        d.tap(Point(x: 30, y: 40), gap: 0.05)
        d.tap(Point(x: 31, y: 40), gap: 0.5)
        #expect(doubles == [Point(x: 21, y: 30)])
    }

    @Test func onLongPressGestureTellsThePressingAndFiresHeld() {
        let v = GestureView(frame: GestureRect(x: 0, y: 0, width: 100, height: 100))
        var log: [String] = []
        v.onLongPressGesture(
            minimumDuration: 1, perform: { log.append("fired") }, onPressingChanged: { log.append("pressing \($0)") })
        let d = InputDriver(root: v)
        d.down(0, 50, 50)
        #expect(log == ["pressing true"])
        d.advance(by: 0.9)
        #expect(log == ["pressing true"])
        d.advance(by: 0.1)
        #expect(log == ["pressing true", "pressing false", "fired"])   // at 1 s, the finger down
        d.up()
        log = []
        d.down(0, 50, 50)
        d.move(0, 50, 65)   // past its 10 px before the second
        d.advance(by: 2)
        d.up()
        #expect(log == ["pressing true", "pressing false"])
    }
}

/// SwiftUI's state wrapper: `@GestureState` and its `$` projection, reset at the end, told when.
@Suite struct GestureStateTests {
    final class Card {
        let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
        @GestureState var offset = Point.zero
        var changedAt: [Double] = []

        init() {
            view.gesture(
                DragGesture().updating($offset) { [unowned self] value, state, transaction in
                    state = value.translation
                    changedAt.append(transaction.time.milliseconds)
                })
        }
    }

    @Test func theWrappedValueFollowsTheDragAndReturnsAtTheEnd() {
        let card = Card(), d = InputDriver(root: card.view)
        #expect(card.$offset === card.$offset)   // the projection is the state itself
        d.down(0, 50, 50)
        d.drag(from: Point(x: 50, y: 50), to: Point(x: 110, y: 50), steps: 3)
        #expect(card.offset == Point(x: 60, y: 0))
        #expect(card.changedAt == [10, 20, 30])   // each 20 px step on the host clock, the first past its 10 px
        d.up()
        #expect(card.offset == .zero)
    }

    @available(*, deprecated)
    @Test func theOlderPinchAndRotationNamesReportTheirNumbersAlone() {
        let v = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
        var scales: [Double] = [], angles: [Double] = []
        v.gesture(
            MagnificationGesture().onChanged { scales.append($0) }.simultaneously(
                with: RotationGesture().onChanged { angles.append($0) }))
        let d = InputDriver(root: v)
        d.down(1, 150, 200); d.down(2, 250, 200)
        for k in 1 ... 5 {
            d.advance(by: 0.01)
            d.send(.touchMotion(id: 1, Point(x: 150 - Double(k) * 10, y: 200), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: 250 + Double(k) * 10, y: 200), time: d.time))
            d.send(.touchFrame)
        }
        #expect(abs((scales.last ?? 0) - 2) < 1e-9)   // 100 px apart, then 200
        #expect(angles.allSatisfy { abs($0) < 1e-9 })
        d.up(1); d.up(2)
    }
}
