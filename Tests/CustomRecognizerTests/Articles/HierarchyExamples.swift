import Gestures
import GesturesTesting
import Testing

// The Hierarchy page's examples, as the articles show them: gestures of a view against the
// gestures of the views inside it, and a view that defers the system's edge swipe.

// doc-example begin
final class CircleInRectangle {
    let rectangle = GestureView(frame: GestureRect(x: 0, y: 0, width: 300, height: 200))
    let circle = GestureView(frame: GestureRect(x: 90, y: 40, width: 120, height: 120))
    @GestureState var rectangleDragging = false
    @GestureState var circleDragging = false
    lazy var circleDrag = circle.gesture(DragGesture().updating($circleDragging) { _, state, _ in state = true })

    init() {
        rectangle.addChild(circle)
        rectangle.gesture(DragGesture().updating($rectangleDragging) { _, state, _ in state = true })
        _ = circleDrag   // attached now, not at the first look at its mask
    }

    var mask: GestureMask {
        get { circleDrag.mask }
        set { circleDrag.mask = newValue }   // no rebuild: the next touch sees it
    }
}
// doc-example end

// doc-example begin
final class OrangeBox {
    let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 200, height: 150))
    var message = ""

    init() {
        view.gesture(TapGesture().onEnded { [unowned self] _ in message = "Tap detected" })
        view.highPriorityGesture(LongPressGesture().onEnded { [unowned self] _ in message = "Long press priority" })
    }
}
// doc-example end

// doc-example begin
final class SimultaneousGestureExample {
    let stack = GestureView(frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
    let image = GestureView(frame: GestureRect(x: 62, y: 16, width: 75, height: 75))
    var messages: [String] = []

    init() {
        stack.addChild(image).gesture(TapGesture().onEnded { [unowned self] _ in messages.append("Gesture on image.") })
        stack.simultaneousGesture(TapGesture().onEnded { [unowned self] _ in messages.append("Gesture on VStack.") })
    }
}
// doc-example end

// doc-example begin
final class EdgeSquare {
    let window = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
    let square = GestureView(frame: GestureRect(x: 0, y: 100, width: 160, height: 160))
    var offset = Point.zero
    @GestureState var dragging = Point.zero
    var wentBack = false

    init() {
        // The system's back gesture, which an app here declares itself.
        window.highPriorityGesture(EdgeSwipeGesture(edge: .leading).onEnded { [unowned self] _ in wentBack = true })
        window.addChild(square)
            .defersSystemGestures(on: .leading)
            .gesture(
                DragGesture()
                    .updating($dragging) { value, state, _ in state = value.translation }
                    .onEnded { [unowned self] value in offset = offset + value.translation })
    }
}
// doc-example end

@Suite struct HierarchyExampleTests {
    /// The rectangle's and the circle's drags, each seen while a drag from the circle's centre runs.
    func dragFromTheCircle(_ example: CircleInRectangle) -> (rectangle: Bool, circle: Bool) {
        let f = InputDriver(root: example.rectangle)
        f.down(1, Point(x: 150, y: 100))
        f.drag(1, from: Point(x: 150, y: 100), to: Point(x: 200, y: 100))
        defer { f.up(1) }
        return (example.rectangleDragging, example.circleDragging)
    }

    @Test func theCirclesMaskSaysWhichDragRuns() {
        let example = CircleInRectangle()
        #expect(dragFromTheCircle(example) == (false, true))   // .all: the inner view wins a tie
        example.mask = .subviews   // the circle's own drag is off (it has no views inside)
        #expect(dragFromTheCircle(example) == (true, false))
        example.mask = .gesture
        #expect(dragFromTheCircle(example) == (false, true))
        example.mask = .none
        #expect(dragFromTheCircle(example) == (true, false))
    }

    @Test func aTapIsATapAndALongPressTakesPriority() {
        let example = OrangeBox()
        let f = InputDriver(root: example.view)
        f.tap(Point(x: 100, y: 75))
        #expect(example.message == "Tap detected")
        f.down(1, Point(x: 100, y: 75)); f.advance(by: 0.6); f.up(1)
        #expect(example.message == "Long press priority")
    }

    @Test func theImagesTapAndTheStacksBothRun() {
        let example = SimultaneousGestureExample()
        let f = InputDriver(root: example.stack)
        f.tap(Point(x: 100, y: 50))   // on the image
        #expect(example.messages.sorted() == ["Gesture on VStack.", "Gesture on image."])
        f.tap(Point(x: 100, y: 150))   // beside it
        #expect(example.messages.filter { $0 == "Gesture on VStack." }.count == 2)
    }

    @Test func theFirstSwipeFromTheEdgeDragsTheSquareTheSecondGoesBack() {
        let example = EdgeSquare()
        let f = InputDriver(root: example.window)
        f.down(1, Point(x: 5, y: 150))
        f.drag(1, from: Point(x: 5, y: 150), to: Point(x: 105, y: 150))
        #expect(example.dragging == Point(x: 100, y: 0))
        f.up(1)
        #expect(example.offset == Point(x: 100, y: 0) && !example.wentBack)
        // Its view is where layout put it (only the drawing moved): a second swipe over it
        // within the deferral time is the system's.
        f.advance(by: 0.2)
        f.down(1, Point(x: 5, y: 150))
        f.drag(1, from: Point(x: 5, y: 150), to: Point(x: 105, y: 150))
        f.up(1)
        #expect(example.wentBack)
        #expect(example.offset == Point(x: 100, y: 0))
    }
}
