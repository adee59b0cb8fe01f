import ContentHost
import Gestures
import Testing

/// Input on the popup's surface in the window's coordinates; another surface's left out.
@Suite struct SurfaceInputRoutingTests {
    @Test func thePopupsInputIsMovedByItsConfiguredPosition() {
        var r = SurfaceInputRouting()
        #expect(r.route(.pointerEnter(Point(x: 5, y: 5)), surface: .popup) == nil)   // not placed yet
        r.popupOrigin = Point(x: 100, y: 40)
        #expect(r.route(.pointerEnter(Point(x: 5, y: 6)), surface: .popup) == .pointerEnter(Point(x: 105, y: 46)))
        #expect(r.route(.pointerMotion(Point(x: 7, y: 8), time: 1)) == .pointerMotion(Point(x: 107, y: 48), time: 1))
        #expect(r.route(.pointerButton(button: .primary, pressed: true, time: 2)) != nil)
        #expect(r.route(.pointerLeave) == .pointerLeave)
        #expect(r.route(.pointerEnter(Point(x: 1, y: 2))) == .pointerEnter(Point(x: 1, y: 2)))   // the window's
        #expect(
            r.route(.touchDown(id: 3, Point(x: 1, y: 1), time: 3), surface: .popup)
                == .touchDown(id: 3, Point(x: 101, y: 41), time: 3))
        #expect(
            r.route(.touchMotion(id: 3, Point(x: 2, y: 2), time: 4))
                == .touchMotion(id: 3, Point(x: 102, y: 42), time: 4))
        #expect(r.route(.touchUp(id: 3, time: 5)) == .touchUp(id: 3, time: 5))
        #expect(
            r.route(.touchMotion(id: 3, Point(x: 2, y: 2), time: 6)) == .touchMotion(id: 3, Point(x: 2, y: 2), time: 6))
    }

    @Test func anotherSurfacesInputIsLeftOut() {
        var r = SurfaceInputRouting()
        #expect(r.route(.pointerEnter(Point(x: 5, y: 5)), surface: .other) == nil)
        #expect(r.route(.pointerMotion(Point(x: 7, y: 8), time: 1)) == nil)
        #expect(r.route(.pointerButton(button: .primary, pressed: true, time: 2)) == nil)
        #expect(r.route(.pointerFrame) == .pointerFrame)
        #expect(r.route(.pointerLeave) == nil)
        #expect(r.route(.pointerMotion(Point(x: 7, y: 8), time: 3)) == .pointerMotion(Point(x: 7, y: 8), time: 3))
        #expect(r.route(.touchDown(id: 1, Point(x: 1, y: 1), time: 4), surface: .other) == nil)
        #expect(r.route(.touchUp(id: 1, time: 5)) == nil)
    }
}
