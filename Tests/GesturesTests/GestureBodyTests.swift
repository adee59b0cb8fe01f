import Gestures
import GesturesTesting
import Testing

/// A gesture of an app's own, made of others through its `body` as in SwiftUI: it runs as
/// its body does, with its body's value, and carries its own parameters into it.
@Suite struct GestureBodyTests {
    /// A press held for `minimumDuration`, then a drag: the long press's end and the drag's
    /// translation arrive as the sequenced value of the body (named, not `some Gesture`, so
    /// that its value can be read).
    struct PressThenDrag: Gesture {
        var minimumDuration = 0.3
        var body: SequencedGesture<LongPressGesture, DragGesture> {
            LongPressGesture(minimumDuration: minimumDuration).sequenced(before: DragGesture(minimumDistance: 0))
        }
    }

    static func card() -> GestureView {
        GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
    }

    @Test func aGestureMadeOfOthersRunsAsItsBodyWithItsBodysValue() {
        let card = Self.card()
        var dragged: [Point] = [], pressed = false, ended = 0
        card.gesture(
            PressThenDrag()
                .onChanged { value in
                    switch value {
                    case .first(let down): pressed = down
                    case .second(_, let drag?): dragged.append(drag.translation)
                    case .second(_, nil): break
                    }
                }
                .onEnded { _ in ended += 1 })
        let d = InputDriver(root: card)
        d.down(0, 100, 100)
        #expect(pressed)
        d.advance(by: 0.4)
        d.move(0, 130, 100)
        d.move(0, 160, 100)
        d.up()
        #expect(dragged.last == Point(x: 60, y: 0))
        #expect(ended == 1)
    }

    @Test func itsOwnParametersReachItsBody() {
        let card = Self.card()
        var dragged = 0
        card.gesture(PressThenDrag(minimumDuration: 1).onChanged { if case .second(_, .some) = $0 { dragged += 1 } })
        let d = InputDriver(root: card)
        d.down(0, 100, 100)
        d.advance(by: 0.4)   // past the default, short of its own second
        d.move(0, 130, 100)
        #expect(dragged == 0)
    }
}

/// A view's gestures, whatever their types, are kept as one type of handle.
@Suite struct ViewGestureHandleTests {
    @Test func handlesOfGesturesOfDifferentTypesAreKeptTogetherAndSwitchTheirGestures() {
        let card = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
        var taps = 0, drags = 0
        let handles: [ViewGesture] = [
            card.gesture(TapGesture().onEnded { _ in taps += 1 }),
            card.simultaneousGesture(DragGesture().onChanged { _ in drags += 1 }),
        ]
        let d = InputDriver(root: card)
        d.tap(Point(x: 50, y: 50))
        d.down(0, 50, 50)
        d.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50))
        d.up()
        #expect(taps == 1 && drags > 0)
        for h in handles { h.isEnabled = false }
        let dragsBefore = drags
        d.tap(Point(x: 50, y: 50))
        d.down(0, 50, 50)
        d.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50))
        d.up()
        #expect(taps == 1 && drags == dragsBefore)
        #expect(handles.allSatisfy { $0.view === card && !$0.isActive })
    }
}

/// A gesture taken off its view (SwiftUI's `gesture(nil)`) takes no new input, and finishes
/// a run it is in.
@Suite struct RemovedGestureTests {
    @Test func aRemovedGestureTakesNoNewInputButFinishesItsRun() {
        let card = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
        var changes = 0, ends = 0
        let drag = card.gesture(DragGesture().onChanged { _ in changes += 1 }.onEnded { _ in ends += 1 })
        let d = InputDriver(root: card)
        d.down(0, 50, 50)
        d.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50))
        card.removeGesture(drag)
        d.up()
        #expect(changes > 0 && ends == 1)   // the run it was in ended
        let before = changes
        d.down(0, 50, 50)
        d.drag(from: Point(x: 50, y: 50), to: Point(x: 150, y: 50))
        d.up()
        #expect(changes == before && ends == 1)
    }
}
