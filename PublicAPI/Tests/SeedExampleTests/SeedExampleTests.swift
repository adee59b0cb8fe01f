import Gestures
import GesturesTesting
import Testing

// The seeds' SwiftUI and UIKit examples as an app outside the package writes them: the
// public API only (no @testable import).

let box = GestureRect(x: 0, y: 0, width: 200, height: 200)

@Suite struct Seed001 {
    @Test func aDoubleTap() {
        var taps = 0
        let image = GestureView(frame: box)
        let double = TapGesture(count: 2).onEnded { _ in taps += 1 }
        image.gesture(double)
        let d = InputDriver(root: image)
        d.tap(Point(x: 50, y: 50), gap: 0.05)
        d.tap(Point(x: 50, y: 50))
        #expect(taps == 1)
    }

    @Test func aLongPressOfTenSeconds() {
        var ended = false
        let image = GestureView(frame: box)
        image.gesture(LongPressGesture(minimumDuration: 10, maximumDistance: 25).onEnded { _ in ended = true })
        let d = InputDriver(root: image)
        d.down(0, 50, 50)
        d.advance(by: 9.9)
        #expect(!ended)
        d.advance(by: 0.2)
        #expect(ended)
    }

    @Test func magnificationReportsItsScale() {
        var scale = 1.0
        let image = GestureView(frame: box)
        let pinch = MagnificationGesture(minimumScaleDelta: 0)
            .onChanged { value in scale = value }
        image.gesture(pinch)
        InputDriver(root: image).pinch(about: Point(x: 100, y: 100), from: 50, to: 100)
        #expect(abs(scale - 2) < 1e-9)
    }

    struct ContentView {
        @GestureState var offset = Point.zero
        @GestureState var longPress = false
        let image = GestureView(frame: box)

        init() {
            let holding = LongPressGesture(minimumDuration: 1).updating($longPress) { down, held, _ in held = down }
            let both = holding.simultaneously(with: DragGesture()).updating($offset) { joint, moved, _ in
                moved = joint.second?.translation ?? .zero
            }
            image.gesture(both)
        }
    }

    @Test func aLongPressAndADragAtOnce() {
        let view = ContentView()
        let d = InputDriver(root: view.image)
        d.down(0, 50, 50)
        #expect(view.longPress)
        d.drag(from: Point(x: 50, y: 50), to: Point(x: 90, y: 50))
        #expect(view.offset == Point(x: 40, y: 0))
        d.up()
        #expect(view.offset == .zero && !view.longPress)
    }

    @Test func aLongPressBeforeADrag() {
        var dragEnabled = false
        var offset = Point.zero
        let image = GestureView(frame: box)
        let unlock = LongPressGesture(minimumDuration: 2).onEnded { _ in dragEnabled = true }
        image.gesture(
            unlock.sequenced(before: DragGesture()).onChanged { step in
                if case .second(true, let drag?) = step { offset = drag.translation }
            })
        let d = InputDriver(root: image)
        d.down(0, 50, 50)
        d.advance(by: 2.1)
        #expect(dragEnabled)
        d.drag(from: Point(x: 50, y: 50), to: Point(x: 50, y: 120))
        #expect(offset == Point(x: 0, y: 70))
    }
}

@Suite struct Seed000 {
    @Test func enteredAtTheTouchDown() {
        @GestureState var dragLocation = Point.zero
        var text = "Default"
        let window = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
        let view = window.addChild(GestureView(frame: GestureRect(x: 100, y: 100, width: 100, height: 100)))
        view.gesture(
            DragGesture(minimumDistance: 0, coordinateSpace: .global)
                .updating($dragLocation) { value, state, _ in state = value.location }
                .onChanged { value in
                    if view.frameInWindow.contains(value.location) { text = "Entered 0" }
                })
        let d = InputDriver(root: window)
        d.down(0, 150, 150)
        #expect(text == "Entered 0")
        #expect(dragLocation == Point(x: 150, y: 150))
    }
}

@Suite struct Seed002 {
    /// The fix: rows with a 20 px drag and a spatial tap inside a scroll view.
    @Test func verticalDragsScrollAndTapsSetOpacity() {
        let list = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
            .scrollable(.vertical, contentLength: 2000)
        var opacity = [Double](repeating: 0, count: 20)
        for i in 0 ..< 20 {
            let row = list.addChild(GestureView(frame: GestureRect(x: 0, y: Double(i) * 100, width: 400, height: 90)))
            let drag = DragGesture(minimumDistance: 20).onChanged { opacity[i] = $0.location.x / 400 }
            let tap = SpatialTapGesture().onEnded { opacity[i] = $0.location.x / 400 }
            row.gesture(tap.simultaneously(with: drag))
        }
        let d = InputDriver(root: list)
        d.down(0, 200, 350)
        d.drag(from: Point(x: 200, y: 350), to: Point(x: 200, y: 50), steps: 20)
        d.up()
        #expect(list.scrollOffset > 250)
        #expect(opacity.allSatisfy { $0 == 0 })
        d.advance(by: 5)   // the fling settles
        let at = list.scrollOffset
        d.tap(Point(x: 100, y: 145 - at.truncatingRemainder(dividingBy: 100)))   // 45 px into a row
        #expect(opacity.contains(0.25))
    }
}

@Suite struct Seed003 {
    @Test func theLongPressHasPriorityOverTheTap() {
        var message = "Tap the box"
        let rectangle = GestureView(frame: box)
        rectangle.gesture(TapGesture().onEnded { message = "Tap detected" })
        rectangle.highPriorityGesture(LongPressGesture().onEnded { _ in message = "Long press priority" })
        let d = InputDriver(root: rectangle)
        d.down(0, 50, 50)
        d.advance(by: 0.6)
        d.up()
        #expect(message == "Long press priority")
        d.tap(Point(x: 50, y: 50))
        #expect(message == "Tap detected")
    }

    @Test func aMaskOfSubviewsLeavesTheParentsGestureOut() {
        var parent = 0, child = 0
        let outer = GestureView(frame: box)
        let inner = outer.addChild(GestureView(frame: GestureRect(x: 50, y: 50, width: 100, height: 100)))
        inner.onTapGesture { child += 1 }
        outer.gesture(TapGesture().onEnded { parent += 1 }, including: .subviews)
        InputDriver(root: outer).tap(Point(x: 100, y: 100))
        #expect(child == 1 && parent == 0)
    }
}

@Suite struct Seed004 {
    @Test func thePanIsOrangeWhileSuperIsHeld() {
        var colour = "none"
        let shape = GestureView(frame: box)
        shape.gesture(
            HoverGesture().onChanged { colour = $0.modifiers.contains(.superKey) ? "pink" : "teal" }
                .onEnded { _ in colour = "none" })
        shape.simultaneousGesture(
            DragGesture().onChanged { colour = $0.modifiers.contains(.superKey) ? "orange" : colour })
        let d = InputDriver(root: shape)
        d.enter(50, 50)
        d.pointer(60, 50)
        #expect(colour == "teal")
        d.modifiers(.superKey)
        d.button(true)
        for x in stride(from: 70.0, through: 150, by: 10) { d.advance(by: 0.01); d.pointer(x, 50) }
        #expect(colour == "orange")
    }

    @Test func aHoverEffectAndAPointerStyle() {
        let button = GestureView(frame: box)
        var inside: [Bool] = []
        button.onHover { inside.append($0) }
        let d = InputDriver(root: button)
        d.enter(50, 50)
        d.leave()
        #expect(inside == [true, false])
    }
}

@Suite struct Seed001Removal {
    /// SwiftUI removes a gesture with `.gesture(nil)`; here the view takes its handle off.
    @Test func aGestureTakenOff() {
        var taps = 0
        let image = GestureView(frame: box)
        let tap = image.gesture(TapGesture().onEnded { _ in taps += 1 })
        let d = InputDriver(root: image)
        d.tap(Point(x: 50, y: 50))
        image.removeGesture(tap)
        d.tap(Point(x: 50, y: 50))
        #expect(taps == 1)
    }
}
