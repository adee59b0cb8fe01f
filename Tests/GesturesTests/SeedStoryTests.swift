import Gestures
import GesturesTesting
import Testing

/// The source documents' stories, stage by stage, written as their SwiftUI code is and
/// driven as a compositor would: each comes out as the document tells it.
@Suite struct SeedStoryTests {
    /// Seed 002's colour list: rows 300 × 80 px, 20 px apart, in a vertical scroll view.
    final class ColourList {
        let list = GestureView(id: "list", frame: GestureRect(x: 0, y: 0, width: 300, height: 400))
            .scrollable(.vertical, contentLength: 14 * 100)
        var opacity = [Double](repeating: 1, count: 14)
        let width = 300.0

        init(row: (ColourList, Int, GestureView) -> Void) {
            for i in 0 ..< 14 {
                let frame = GestureRect(x: 0, y: Double(i) * 100, width: 300, height: 80)
                row(self, i, list.addChild(GestureView(id: "row \(i)", frame: frame)))
            }
        }

        func setOpacity(_ i: Int, _ location: Point) { opacity[i] = 1 - location.x / width }
    }

    /// Stage 1: `DragGesture(minimumDistance: 0)` on each row.
    static func stage1() -> ColourList {
        ColourList { list, i, row in
            row.gesture(DragGesture(minimumDistance: 0).onChanged { list.setOpacity(i, $0.location) })
        }
    }

    /// Stage 2: a 20 px drag and a spatial tap, simultaneously.
    static func stage2() -> ColourList {
        ColourList { list, i, row in
            let drag = DragGesture(minimumDistance: 20).onChanged { list.setOpacity(i, $0.location) }
            let tap = SpatialTapGesture().onEnded { list.setOpacity(i, $0.location) }
            row.gesture(tap.simultaneously(with: drag))
        }
    }

    /// Stage 3: stage 2 with the spatial long press SwiftUI lacks.
    static func stage3() -> ColourList {
        ColourList { list, i, row in
            let drag = DragGesture(minimumDistance: 20).onChanged { list.setOpacity(i, $0.location) }
            let tap = SpatialTapGesture().onEnded { list.setOpacity(i, $0.location) }
            let press = SpatialLongPressGesture().onEnded { list.setOpacity(i, $0.location) }
            row.gesture(tap.simultaneously(with: drag).simultaneously(with: press))
        }
    }

    static func verticalDrag(_ d: InputDriver<DrainingHost>) {
        d.down(0, 150, 350)
        d.drag(from: Point(x: 150, y: 350), to: Point(x: 150, y: 50), steps: 30)
        d.up()
    }

    static func horizontalDrag(_ d: InputDriver<DrainingHost>) {
        d.down(0, 270, 40)
        d.drag(from: Point(x: 270, y: 40), to: Point(x: 60, y: 40), steps: 20)
        d.up()
    }

    /// What stages 2 and 3 share: a vertical drag scrolls and sets nothing; a horizontal drag
    /// sets its row's opacity and scrolls nothing; a tap sets its row's.
    static func expectScrollingDragsAndTaps(_ colours: ColourList, _ d: InputDriver<DrainingHost>) {
        verticalDrag(d)
        #expect(colours.list.scrollOffset > 250)
        #expect(colours.opacity == [Double](repeating: 1, count: 14))
        colours.list.scrollOffset = 0
        horizontalDrag(d)
        #expect(colours.list.scrollOffset == 0)
        #expect(abs(colours.opacity[0] - 0.8) < 1e-9)
        d.tap(Point(x: 150, y: 240))
        #expect(colours.opacity[2] == 0.5)
    }

    @Test func seed002Stage1TheRowsSwallowTheScrolling() {
        let colours = Self.stage1(), d = InputDriver(root: colours.list)
        d.down(0, 150, 350)
        #expect(colours.opacity[3] == 0.5)   // the drag began at the touch-down, at its location
        d.drag(from: Point(x: 150, y: 350), to: Point(x: 150, y: 50), steps: 30)
        d.up()
        #expect(colours.list.scrollOffset == 0)
        #expect(colours.opacity[3] == 0.5)
        d.tap(Point(x: 240, y: 140))   // a plain tap sets it too
        #expect(abs(colours.opacity[1] - 0.2) < 1e-9)
    }

    @Test func seed002Stage2ScrollsVerticallyAndSetsOpacityByDragOrTap() {
        let colours = Self.stage2(), d = InputDriver(root: colours.list)
        Self.expectScrollingDragsAndTaps(colours, d)
        // Held still: neither a tap nor a drag yet, so nothing happens while the finger is
        // down, where a drag of distance 0 set it at the touch-down. The lift is a tap.
        d.down(0, 30, 340)
        d.advance(by: 1)
        #expect(colours.opacity[3] == 1)
        d.up()
        #expect(abs(colours.opacity[3] - 0.9) < 1e-9)
    }

    @Test func seed002Stage3TheSpatialLongPressSetsOpacityToo() {
        let colours = Self.stage3(), d = InputDriver(root: colours.list)
        Self.expectScrollingDragsAndTaps(colours, d)
        d.down(0, 30, 340)
        d.advance(by: 0.6)
        #expect(abs(colours.opacity[3] - 0.9) < 1e-9)   // at the deadline, the finger still down
        d.up()
    }

    @Test func seed000EnteredAtTheTouchDown() {
        // A drag of distance 0 tracks the touch from the moment it goes down.
        let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
        let target = GestureRect(x: 50, y: 50, width: 100, height: 100)
        var text = "Default"
        var inside = false
        var count = 0
        view.gesture(
            DragGesture(minimumDistance: 0).onChanged { value in
                let now = target.contains(value.location)
                if now, !inside { text = "Entered \(count)"; count += 1 }
                if !now, inside { text = "Exited" }
                inside = now
            })
        let d = InputDriver(root: view)
        d.down(0, 100, 100)
        #expect(text == "Entered 0")
        d.move(0, 180, 100)
        #expect(text == "Exited")
        d.up()
    }

    @Test func seed003TheBlueSquareReturnsToZero() {
        // `onEnded { offset = .zero }`: where the drag left it is not where it stays.
        let square = GestureView(id: "blue", frame: GestureRect(x: 0, y: 0, width: 100, height: 100))
        var offset = Point.zero
        square.gesture(
            DragGesture()
                .onChanged { offset = $0.translation }
                .onEnded { _ in offset = .zero })
        let d = InputDriver(root: square)
        d.down(0, 50, 50)
        d.drag(from: Point(x: 50, y: 50), to: Point(x: 90, y: 80))
        #expect(offset == Point(x: 40, y: 30))
        d.up()
        #expect(offset == .zero)
    }
}

/// Seed 004's frame colours: teal under the pointer (pink with Super), orange while a drag
/// with Super held moves the shape, each read from its own gesture's modifiers as UIKit's
/// `modifierFlags` are; the hover does not overwrite the drag's colour.
@Suite struct SeedPointerStoryTests {
    @Test func seed004TheFrameIsOrangeWhileTheSuperDragRunsThenPinkAgain() {
        let shape = GestureView(id: "shape", frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
        var frame = "none", log: [String] = []
        let set = { (c: String) in
            if c != frame { log.append(c) }
            frame = c
        }
        shape.gesture(
            HoverGesture()
                .onChanged { set($0.modifiers.contains(.superKey) ? "pink" : "teal") }
                .onEnded { _ in set("none") })
        shape.simultaneousGesture(
            DragGesture().onChanged { set($0.modifiers.contains(.superKey) ? "orange" : "none") })
        let d = InputDriver(root: shape)
        d.enter(50, 50)
        d.pointer(60, 50)
        #expect(frame == "teal")
        d.modifiers(.superKey)
        #expect(frame == "pink")
        d.button(true)
        for x in stride(from: 70.0, through: 150, by: 10) { d.advance(by: 0.01); d.pointer(x, 50) }
        #expect(frame == "orange")   // the hover ended at the press and stays out of the drag
        d.modifiers([])
        d.pointer(160, 50)
        #expect(frame == "none")   // Super let go during the pan
        d.modifiers(.superKey)
        d.button(false)
        d.pointer(161, 50)
        #expect(frame == "pink")   // back once the button is up
        #expect(log == ["teal", "pink", "none", "orange", "none", "pink"])
    }

    @Test func aTapAndALongPressSayWhichModifiersWereHeld() {
        let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
        var tap: Modifiers?, press: Modifiers?
        view.gesture(TapGesture().onEnded { tap = $0.modifiers })
        let d = InputDriver(root: view)
        d.modifiers([.shift, .control])
        d.tap(Point(x: 50, y: 50))
        #expect(tap == [.shift, .control])
        let other = GestureView(frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
        other.gesture(SpatialLongPressGesture().onEnded { press = $0.modifiers })
        let e = InputDriver(root: other)
        e.modifiers(.alt)
        e.down(0, 50, 50)
        e.advance(by: 0.6)
        #expect(press == .alt)
    }
}
