import Gestures
import GesturesTesting
import Testing

// The Recognizers page's examples, as the articles show them: each a class with its view,
// its state and its gesture, beside the SwiftUI view it translates. The tests drive each one
// as a person would and check what the SwiftUI example would show.

// doc-example begin
final class TapCounter {
    let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 100, height: 100))
    var counts = [1: 0, 2: 0, 3: 0]

    init() {
        view.gesture(
            TapGesture(count: 3).onEnded { [unowned self] _ in counts[3]! += 1 }
                .exclusively(before: TapGesture(count: 2).onEnded { [unowned self] _ in counts[2]! += 1 })
                .exclusively(before: TapGesture().onEnded { [unowned self] _ in counts[1]! += 1 }))
    }
}
// doc-example end

// doc-example begin
final class LongPressGestureView {
    let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 100, height: 100))
    @GestureState var isDetectingLongPress = false
    var completedLongPress = false

    init() {
        view.gesture(
            LongPressGesture(minimumDuration: 3)
                .updating($isDetectingLongPress) { currentState, gestureState, _ in gestureState = currentState }
                .onEnded { [unowned self] finished in completedLongPress = finished })
    }

    var colour: String { isDetectingLongPress ? "red" : completedLongPress ? "green" : "blue" }
}
// doc-example end

// doc-example begin
final class MagnifyGestureView {
    let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 100, height: 100))
    @GestureState var magnifyBy = 1.0

    init() {
        view.gesture(
            MagnifyGesture().updating($magnifyBy) { value, gestureState, _ in gestureState = value.magnification })
    }
}
// doc-example end

// doc-example begin
final class RotateGestureView {
    let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
    var angle = 0.0   // degrees, clockwise

    init() {
        view.gesture(RotateGesture().onChanged { [unowned self] value in angle = value.rotation })
    }
}
// doc-example end

// doc-example begin
final class MagnifyAndRotateView {
    let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
    @GestureState var magnifyBy = 1.0
    @GestureState var angle = 0.0

    init() {
        view.gesture(
            MagnifyGesture().simultaneously(with: RotateGesture())
                .updating($magnifyBy) { value, state, _ in state = value.first?.magnification ?? 1 }
                .updating($angle) { value, state, _ in state = value.second?.rotation ?? 0 })
    }
}
// doc-example end

// doc-example begin
final class DraggableSquare {
    let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 100, height: 100))
    @GestureState var offset = Point.zero

    init() {
        view.gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
    }
}
// doc-example end

// doc-example begin
final class PressAndDrag {
    let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 100, height: 100))
    var pressed = false
    @GestureState var offset = Point.zero

    init() {
        view.gesture(
            LongPressGesture(minimumDuration: 1).onEnded { [unowned self] _ in pressed = true }
                .simultaneously(with: DragGesture())
                .updating($offset) { value, state, _ in state = value.second?.translation ?? .zero })
    }
}
// doc-example end

// doc-example begin
final class PressThenDrag {
    let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 100, height: 100))
    @GestureState var canDrag = false
    @GestureState var offset = Point.zero

    init() {
        view.gesture(
            LongPressGesture(minimumDuration: 2)
                .sequenced(before: DragGesture(minimumDistance: 0))
                .updating($canDrag) { value, state, _ in
                    if case .second(true, _) = value { state = true }
                }
                .updating($offset) { value, state, _ in
                    if case .second(true, let drag?) = value { state = drag.translation }
                })
    }
}
// doc-example end

@Suite struct RecognizerExampleTests {
    static let centre = Point(x: 50, y: 50)

    @Test func theTapCounterCountsOneSeriesOnce() {
        let counter = TapCounter()
        let f = InputDriver(root: counter.view)
        f.tap(Self.centre); f.tap(Self.centre); f.tap(Self.centre, gap: 1)
        #expect(counter.counts == [1: 0, 2: 0, 3: 1])
        f.tap(Self.centre); f.tap(Self.centre, gap: 1)
        #expect(counter.counts == [1: 0, 2: 1, 3: 1])
        f.tap(Self.centre, gap: 1)
        #expect(counter.counts == [1: 1, 2: 1, 3: 1])
    }

    @Test func theLongPressIsRedWhilePressedAndGreenOnceDone() {
        let example = LongPressGestureView()
        let f = InputDriver(root: example.view)
        f.down(1, Self.centre)
        f.advance(by: 1)
        #expect(example.colour == "red")
        f.advance(by: 2)
        #expect(example.colour == "green")
        f.up(1)
        let early = LongPressGestureView()
        let g = InputDriver(root: early.view)
        g.down(1, Self.centre); g.advance(by: 1); g.up(1)
        #expect(early.colour == "blue")
    }

    @Test func magnificationIsTransient() {
        let example = MagnifyGestureView()
        let f = InputDriver(root: example.view)
        f.down(1, Point(x: 30, y: 50)); f.down(2, Point(x: 70, y: 50))
        f.drag(2, from: Point(x: 70, y: 50), to: Point(x: 110, y: 50))
        #expect(abs(example.magnifyBy - 2) < 1e-9)   // 40 px apart, then 80
        f.up(1); f.up(2)
        #expect(example.magnifyBy == 1)
    }

    @Test func rotationFollowsTheFingers() {
        let example = RotateGestureView()
        InputDriver(root: example.view).pinch(about: Point(x: 100, y: 100), from: 80, to: 80, degrees: 90)
        #expect(abs(example.angle - 90) < 1e-9)
    }

    @Test func magnificationAndRotationTogether() {
        let example = MagnifyAndRotateView()
        let f = InputDriver(root: example.view)
        f.pinch(about: Point(x: 100, y: 100), from: 60, to: 120, degrees: 30, lift: false)
        #expect(abs(example.magnifyBy - 2) < 1e-9)
        #expect(abs(example.angle - 30) < 1e-9)
        f.up(1); f.up(2)
        #expect(example.magnifyBy == 1 && example.angle == 0)
    }

    @Test func theDragOffsetLastsWhileTheDragRuns() {
        let example = DraggableSquare()
        let f = InputDriver(root: example.view)
        f.down(1, Self.centre)
        f.drag(1, from: Self.centre, to: Point(x: 90, y: 80))
        #expect(example.offset == Point(x: 40, y: 30))
        f.up(1)
        #expect(example.offset == .zero)
    }

    @Test func pressedAndDraggedTogether() {
        let example = PressAndDrag()
        let f = InputDriver(root: example.view)
        f.down(1, Self.centre)
        f.advance(by: 1)
        #expect(example.pressed)
        f.drag(1, from: Self.centre, to: Point(x: 100, y: 50))
        #expect(example.offset == Point(x: 50, y: 0))
        f.up(1)
        #expect(example.offset == .zero)
    }

    @Test func theDragIsEnabledOnlyAfterTheLongPress() {
        let example = PressThenDrag()
        let f = InputDriver(root: example.view)
        f.down(1, Self.centre)
        f.advance(by: 1)
        #expect(!example.canDrag)
        f.advance(by: 1)
        #expect(example.canDrag)
        f.drag(1, from: Self.centre, to: Point(x: 80, y: 50))
        #expect(example.offset == Point(x: 30, y: 0))
        f.up(1)
        #expect(!example.canDrag && example.offset == .zero)
        // Moved before the 2 s: the press fails, and the drag never begins.
        f.down(1, Self.centre)
        f.drag(1, from: Self.centre, to: Point(x: 90, y: 50))
        f.advance(by: 2)
        #expect(!example.canDrag && example.offset == .zero)
        f.up(1)
    }
}
