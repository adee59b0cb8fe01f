import Gestures
import GesturesTesting
import Testing

// The Touch and Pointer pages' examples, the catalogue's overview and the Colours list's
// taps, as the articles show them.

// doc-example begin
final class TouchGrid {
    let grid = GestureView(frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
    var lit: Set<Int> = []

    init() {
        for i in 0 ..< 16 {
            let frame = GestureRect(x: Double(i % 4) * 50, y: Double(i / 4) * 50, width: 50, height: 50)
            grid.addChild(GestureView(id: i, frame: frame))
        }
        grid.gesture(
            TrackingGesture().onChanged { [unowned self] value in
                switch value.crossing {
                case .entered(let cell)?: lit.insert(cell.id as! Int)
                case .exited(let cell)?: lit.remove(cell.id as! Int)
                case nil: break
                }
            })
    }
}
// doc-example end

// doc-example begin
final class Square {
    let view = GestureView(frame: GestureRect(x: 40, y: 40, width: 120, height: 120))
    var offset = Point.zero, scale = 1.0, opacity = 1.0, hovered = false, raised = 0
    @GestureState var drag = Point.zero
    @GestureState var pinch = 1.0

    init() {
        view.gesture(
            DragGesture()
                .updating($drag) { value, state, _ in state = value.translation }
                .onEnded { [unowned self] value in offset = offset + value.translation })
        view.gesture(
            MagnifyGesture()
                .updating($pinch) { value, state, _ in state = value.magnification }
                .onEnded { [unowned self] value in scale *= value.magnification })
        view.gesture(TapGesture().onEnded { [unowned self] _ in raised += 1 })
        view.gesture(
            HoverGesture()
                .onChanged { [unowned self] _ in hovered = true }
                .onEnded { [unowned self] _ in hovered = false })
        view.gesture(
            TouchpadScrollGesture().onChanged { [unowned self] value in
                opacity = min(1, max(0.1, opacity - value.delta.y / 300))
            })
    }
}
// doc-example end

@Suite struct PageExampleTests {
    @Test func theCellsUnderOneTouchLightAsItCrossesThem() {
        let example = TouchGrid()
        let f = InputDriver(root: example.grid)
        f.down(1, Point(x: 25, y: 25))
        #expect(example.lit == [0])
        f.drag(1, from: Point(x: 25, y: 25), to: Point(x: 125, y: 25))
        #expect(example.lit == [2])
        f.drag(1, from: Point(x: 125, y: 25), to: Point(x: 125, y: 75))
        #expect(example.lit == [6])
        f.up(1)
        #expect(example.lit.isEmpty)
    }

    @Test func theSquareMovesScalesRaisesHoversAndFades() {
        let example = Square()
        let window = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
        window.addChild(example.view)
        let f = InputDriver(root: window)
        f.down(1, Point(x: 100, y: 100))
        f.drag(1, from: Point(x: 100, y: 100), to: Point(x: 140, y: 100))
        #expect(example.drag == Point(x: 40, y: 0))
        f.up(1)
        #expect(example.offset == Point(x: 40, y: 0) && example.drag == .zero)
        f.pinch(about: Point(x: 100, y: 100), from: 40, to: 80, lift: false)
        #expect(abs(example.pinch - 2) < 1e-9)
        f.up(1); f.up(2)
        #expect(abs(example.scale - 2) < 1e-9 && example.pinch == 1)
        f.tap(Point(x: 100, y: 100))
        #expect(example.raised == 1)
        // The pointer: hover, then a touchpad scroll of 60 px over the square.
        f.enter(Point(x: 100, y: 100))
        for _ in 1 ... 6 {
            f.advance(by: 0.01)
            f.touchpadScroll(Point(x: 0, y: 10))
        }
        #expect(example.hovered)
        #expect(abs(example.opacity - 0.8) < 1e-9)
        f.pointer(Point(x: 300, y: 300))
        #expect(!example.hovered)
    }
}
