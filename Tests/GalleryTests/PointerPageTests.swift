import Gestures
import Testing

@testable import Gallery

/// The Pointer page: squares moved, raised, resized, outlined, faded, duplicated and deleted
/// with the mouse, the touchpad and touch.
@Suite struct PointerPageTests {
    func squares(_ d: GalleryDriver) -> [String] { d.core.shapes.map(\.name).filter { $0.hasPrefix("square-") } }

    func click(_ d: GalleryDriver, _ p: Point, _ button: PointerButton = .primary) {
        d.pointer(p); d.advance(10)
        d.button(true, button); d.advance(30)
        d.button(false, button); d.advance(400)
    }

    @Test func aMouseDragMovesASquare() {
        let d = GalleryDriver(page: .pointer)
        let p = d.centre("square-3")
        d.enter(p)
        d.button(true, .primary)
        for k in 1 ... 5 { d.advance(16); d.pointer(Point(x: p.x + Double(k) * 8, y: p.y)) }
        #expect(d.shape("square-3").transientOffset == Point(x: 40, y: 0))
        d.button(false, .primary)
        #expect(d.shape("square-3").offset == Point(x: 40, y: 0))
        #expect(d.shape("square-3").transientOffset == .zero)
    }

    @Test func aTapBringsASquareToTheFront() {
        let d = GalleryDriver(page: .pointer)
        #expect(squares(d) == ["square-1", "square-2", "square-3"])
        d.tap(Point(x: 50, y: 150))   // only square-1 is there
        #expect(squares(d) == ["square-2", "square-3", "square-1"])
    }

    @Test func aTwoTouchPinchResizes() {
        let d = GalleryDriver(page: .pointer)
        let c = d.centre("square-3")
        d.send(.touchDown(id: 1, Point(x: c.x - 20, y: c.y), time: 0))
        d.send(.touchDown(id: 2, Point(x: c.x + 20, y: c.y), time: 0))
        d.send(.touchFrame)
        for k in 1 ... 10 {
            d.advance(16)
            let r = 20 + Double(k) * 4
            d.send(.touchMotion(id: 1, Point(x: c.x - r, y: c.y), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: c.x + r, y: c.y), time: d.time))
            d.send(.touchFrame)
        }
        d.up(1); d.up(2)
        // Measured from where the fingers went down, 40 px apart: 120 / 40 at the end, kept
        // after the lift.
        #expect(abs(d.shape("square-3").scale - 3) < 1e-9)
    }

    /// Two squares pinched at the same time (one by two touches, one by the touchpad under
    /// the pointer), one already enlarged: each scales from the scale it had when its own
    /// pinch began, not from the other's.
    @Test func eachPinchedSquareKeepsItsOwnBaseScale() {
        let d = GalleryDriver(page: .pointer)
        d.core.focus = "square-1"
        for _ in 0 ..< 5 { d.key(Key(rawValue: 0x2b), hold: 20, after: 20) }   // + five times: twice the size
        #expect(abs(d.shape("square-1").scale - 2) < 1e-9)
        let a = d.centre("square-1")
        d.enter(d.centre("square-3"))
        d.send(.touchDown(id: 1, Point(x: a.x - 20, y: a.y), time: d.time))
        d.send(.touchDown(id: 2, Point(x: a.x + 20, y: a.y), time: d.time))
        d.send(.touchFrame)
        d.send(.pinchBegin(fingers: 2, time: d.time))
        for k in 1 ... 5 {
            d.advance(16)
            d.send(.touchMotion(id: 1, Point(x: a.x - 20 - Double(k) * 2, y: a.y), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: a.x + 20 + Double(k) * 2, y: a.y), time: d.time))
            d.send(.touchFrame)
            d.send(.pinchUpdate(delta: .zero, scale: 1 + Double(k) * 0.1, rotation: 0, time: d.time))
        }
        d.send(.pinchEnd(cancelled: false, time: d.time))
        d.up(1); d.up(2)
        #expect(abs(d.shape("square-3").scale - 1.5) < 1e-9, "square-3 \(d.shape("square-3").scale)")
        // The touch pinch went down 40 px apart and ended 60 px apart.
        #expect(abs(d.shape("square-1").scale - 2 * 60 / 40) < 1e-9, "square-1 \(d.shape("square-1").scale)")
    }

    @Test func aTouchpadPinchResizesTheSquareUnderThePointer() {
        let d = GalleryDriver(page: .pointer)
        d.enter(d.centre("square-3"))
        d.send(.pinchBegin(fingers: 2, time: 0))
        for k in 1 ... 5 {
            d.advance(16)
            d.send(.pinchUpdate(delta: .zero, scale: 1 + Double(k) * 0.1, rotation: 0, time: d.time))
        }
        d.send(.pinchEnd(cancelled: false, time: d.time))
        #expect(abs(d.shape("square-3").scale - 1.5) < 1e-9)
        #expect(d.shape("square-2").scale == 1)
    }

    @Test func hoverOutlineChangesWithSuperAndDimsWithSuperAlt() {
        let d = GalleryDriver(page: .pointer)
        d.enter(d.centre("square-3"))
        #expect(d.shape("square-3").outline == .yellow)
        d.modifiers(.superKey)
        #expect(d.shape("square-3").outline == .pink)
        #expect(!d.shape("square-3").dimmed)
        d.modifiers([.superKey, .alt])
        #expect(d.shape("square-3").dimmed)
        d.modifiers([])
        #expect(d.shape("square-3").outline == .yellow && !d.shape("square-3").dimmed)
        d.pointer(Point(x: 440, y: 760))
        #expect(d.shape("square-3").outline == nil)
        #expect(d.core.shapes.allSatisfy { $0.outline == nil })
    }

    @Test func touchpadScrollFadesTheHoveredSquare() {
        let d = GalleryDriver(page: .pointer)
        d.enter(d.centre("square-3"))
        for _ in 0 ..< 6 {
            d.advance(10)
            d.send(.axisSource(.finger)); d.send(.axis(.vertical, value: 10, time: d.time));
            d.send(.pointerFrame)
        }
        d.send(.axisSource(.finger)); d.send(.axisStop(.vertical, time: d.time)); d.send(.pointerFrame)
        let o = d.shape("square-3").opacity
        #expect(o < 0.9 && o > 0.7, "opacity \(o)")
        #expect(d.shape("square-2").opacity == 1)
    }

    @Test func theContextMenuDuplicatesAndDeletes() {
        let d = GalleryDriver(page: .pointer)
        d.enter(d.centre("square-3"))
        click(d, d.centre("square-3"), .secondary)
        #expect(d.core.shape("menu-duplicate") != nil && d.core.shape("menu-delete") != nil)
        click(d, d.centre("menu-duplicate"))
        #expect(squares(d) == ["square-1", "square-2", "square-3", "square-4"])
        #expect(d.core.shape("menu-delete") == nil)
        #expect(d.shape("square-4").offset == Point(x: 24, y: 24))
        click(d, d.centre("square-2"), .secondary)
        click(d, d.centre("menu-delete"))
        #expect(squares(d) == ["square-1", "square-3", "square-4"])
        // A right click on the canvas closes an open menu without acting.
        click(d, d.centre("square-1"), .secondary)
        click(d, Point(x: 440, y: 760), .secondary)
        #expect(d.core.shape("menu-delete") == nil)
        #expect(squares(d).count == 3)
    }

    /// The menu is a popup the host shows: asked for at the pointer, its items where the
    /// compositor put it, modal (a click on a square under nothing but the window closes it
    /// without raising), driven by keys, dismissed by popup_done; and not drawn in the window.
    @Test func theContextMenuIsAModalPopupPlacedByTheCompositor() throws {
        let d = GalleryDriver(page: .pointer)
        let c = d.centre("square-1")
        d.enter(c)
        click(d, c, .secondary)
        let request = try #require(d.core.popup)
        #expect(
            request.anchorX == Int(c.x) && request.anchorY == Int(c.y) && request.width == 140 && request.height == 74)
        d.core.popupConfigured(x: 200, y: 300, width: 140, height: 74)
        #expect(d.shape("menu-delete").frame.x == 200 && d.shape("menu-delete").frame.y == 338)
        // Modal: a click on square 2 closes the menu and does not raise square 2.
        click(d, d.centre("square-2"))
        #expect(d.core.popup == nil && squares(d) == ["square-1", "square-2", "square-3"])
        // Keys: Down, Down chooses Delete; Escape closes without going back; Enter deletes.
        click(d, c, .secondary)
        d.key(.down, hold: 20, after: 20); d.key(.down, hold: 20, after: 20)
        #expect(d.shape("menu-delete").outline == .blue && d.shape("menu-duplicate").outline == nil)
        d.key(.escape, hold: 20, after: 20)
        #expect(d.core.popup == nil && d.core.page == .pointer)
        click(d, c, .secondary)
        let second = try #require(d.core.popup)
        #expect(second.generation > request.generation)
        d.key(.up, hold: 20, after: 20); d.key(.return, hold: 20, after: 20)
        #expect(squares(d) == ["square-2", "square-3"] && d.core.popup == nil)
        // popup_done closes it.
        click(d, d.centre("square-2"), .secondary)
        d.core.popupDismissed()
        #expect(d.core.popup == nil && d.core.shape("menu-delete") == nil)
    }

    @Test func squaresAreAddedAndDeletedWithoutEndWithNothingLeftBehind() {
        let d = GalleryDriver(page: .pointer)
        d.advance(10)   // a change to the views is compiled into regions at the host's next call
        let regions = d.core.engine.declaredRegions.count
        for n in 1 ... 200 {
            click(d, d.centre("add"))
            let name = "square-\(3 + n)"
            click(d, d.centre(name), .secondary)
            click(d, d.centre("menu-delete"))
            #expect(d.core.shape(name) == nil)
        }
        #expect(squares(d) == ["square-1", "square-2", "square-3"])
        d.advance(10)
        #expect(d.core.engine.declaredRegions.count == regions)
        #expect(d.core.engine.activeGestureCount == 0)
        #expect(d.core.shapes.count == 4)   // add button + 3 squares: no menu left
    }
}
