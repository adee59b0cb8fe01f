import Gestures
import Testing

@testable import Gallery

/// The Pointer page: shapes moved, raised, resized, framed, dimmed, duplicated and deleted
/// with the mouse, the touchpad and touch.
@Suite struct PointerPageTests {
    func squares(_ d: GalleryDriver) -> [String] { d.core.shapes.map(\.name).filter { $0.hasPrefix("shape-") } }

    func click(_ d: GalleryDriver, _ p: Point, _ button: PointerButton = .primary) {
        d.pointer(p); d.advance(by: 0.01)
        d.button(true, button); d.advance(by: 0.03)
        d.button(false, button); d.advance(by: 0.4)
    }

    @Test func aMouseDragMovesASquare() {
        let d = GalleryDriver(page: .pointer)
        let p = d.centre("shape-3")
        d.enter(p)
        d.button(true, .primary)
        for k in 1 ... 5 { d.advance(by: 0.016); d.pointer(Point(x: p.x + Double(k) * 8, y: p.y)) }
        #expect(d.shape("shape-3").transientOffset == Point(x: 40, y: 0))
        d.button(false, .primary)
        #expect(d.shape("shape-3").offset == Point(x: 40, y: 0))
        #expect(d.shape("shape-3").transientOffset == .zero)
    }

    @Test func aTapBringsASquareToTheFront() {
        let d = GalleryDriver(page: .pointer)
        #expect(squares(d) == ["shape-1", "shape-2", "shape-3", "shape-4"])
        d.tap(Point(x: 50, y: 150))   // only shape-1 is there
        #expect(squares(d) == ["shape-2", "shape-3", "shape-4", "shape-1"])
    }

    @Test func aTwoTouchPinchResizes() {
        let d = GalleryDriver(page: .pointer)
        let c = d.centre("shape-3")
        d.send(.touchDown(id: 1, Point(x: c.x - 20, y: c.y), time: 0))
        d.send(.touchDown(id: 2, Point(x: c.x + 20, y: c.y), time: 0))
        d.send(.touchFrame)
        for k in 1 ... 10 {
            d.advance(by: 0.016)
            let r = 20 + Double(k) * 4
            d.send(.touchMotion(id: 1, Point(x: c.x - r, y: c.y), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: c.x + r, y: c.y), time: d.time))
            d.send(.touchFrame)
        }
        d.up(1); d.up(2)
        // Measured from where the fingers went down, 40 px apart: 120 / 40 at the end, kept
        // after the lift.
        #expect(abs(d.shape("shape-3").scale - 3) < 1e-9)
    }

    /// Two squares pinched at the same time (one by two touches, one by the touchpad under
    /// the pointer), one already enlarged: each scales from the scale it had when its own
    /// pinch began, not from the other's.
    @Test func eachPinchedSquareKeepsItsOwnBaseScale() {
        let d = GalleryDriver(page: .pointer)
        d.core.focus = "shape-1"
        for _ in 0 ..< 5 { d.key(Key(rawValue: 0x2b), hold: 0.02, after: 0.02) }   // + five times: twice the size
        #expect(abs(d.shape("shape-1").scale - 2) < 1e-9)
        let a = d.centre("shape-1")
        d.enter(d.centre("shape-3"))
        d.send(.touchDown(id: 1, Point(x: a.x - 20, y: a.y), time: d.time))
        d.send(.touchDown(id: 2, Point(x: a.x + 20, y: a.y), time: d.time))
        d.send(.touchFrame)
        d.send(.pinchBegin(fingers: 2, time: d.time))
        for k in 1 ... 5 {
            d.advance(by: 0.016)
            d.send(.touchMotion(id: 1, Point(x: a.x - 20 - Double(k) * 2, y: a.y), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: a.x + 20 + Double(k) * 2, y: a.y), time: d.time))
            d.send(.touchFrame)
            d.send(.pinchUpdate(delta: .zero, scale: 1 + Double(k) * 0.1, rotation: 0, time: d.time))
        }
        d.send(.pinchEnd(cancelled: false, time: d.time))
        d.up(1); d.up(2)
        #expect(abs(d.shape("shape-3").scale - 1.5) < 1e-9, "shape-3 \(d.shape("shape-3").scale)")
        // The touch pinch went down 40 px apart and ended 60 px apart.
        #expect(abs(d.shape("shape-1").scale - 2 * 60 / 40) < 1e-9, "shape-1 \(d.shape("shape-1").scale)")
    }

    @Test func aTouchpadPinchResizesTheSquareUnderThePointer() {
        let d = GalleryDriver(page: .pointer)
        d.enter(d.centre("shape-3"))
        d.send(.pinchBegin(fingers: 2, time: 0))
        for k in 1 ... 5 {
            d.advance(by: 0.016)
            d.send(.pinchUpdate(delta: .zero, scale: 1 + Double(k) * 0.1, rotation: 0, time: d.time))
        }
        d.send(.pinchEnd(cancelled: false, time: d.time))
        #expect(abs(d.shape("shape-3").scale - 1.5) < 1e-9)
        #expect(d.shape("shape-2").scale == 1)
    }

    @Test func theHoverFrameIsTealAndPinkWithSuper() {
        let d = GalleryDriver(page: .pointer)
        d.enter(d.centre("shape-3"))
        #expect(d.shape("shape-3").outline == .teal)
        d.modifiers(.superKey)
        #expect(d.shape("shape-3").outline == .pink)
        d.modifiers([])
        #expect(d.shape("shape-3").outline == .teal)
        d.pointer(Point(x: 440, y: 600))
        #expect(d.core.shapes.allSatisfy { $0.outline == nil })
    }

    /// The sample's region: the shape's inner bounds. Super+Alt there dims the view to half;
    /// in the frame around the shape the view is hovered but no region, and no effect, is there.
    @Test func superAltDimsTheViewInItsInnerRegion() {
        let d = GalleryDriver(page: .pointer)
        let f = d.shape("shape-1").drawnFrame
        d.enter(d.centre("shape-1"))
        #expect(d.core.host.pointerRegionID == AnyHashable("inner"))
        d.modifiers([.superKey, .alt])
        #expect(d.shape("shape-1").dimmed)
        d.modifiers(.alt)
        #expect(!d.shape("shape-1").dimmed)
        d.modifiers([.superKey, .alt])
        d.pointer(Point(x: f.x + 3, y: f.midY))   // in the frame, outside the inner region
        #expect(d.core.host.pointerRegionID == nil)
        #expect(d.core.host.hoverEffects.allSatisfy { !$0.isActive })
        #expect(d.shape("shape-1").outline == .pink)
        d.pointer(Point(x: 440, y: 600))
        #expect(!d.shape("shape-1").dimmed)
    }

    /// The oval is hit inside its oval only: its frame's corner is the canvas's.
    @Test func theOvalTakesThePointerOnlyInsideItsOval() {
        let d = GalleryDriver(page: .pointer)
        let f = d.shape("shape-2").drawnFrame
        #expect(d.shape("shape-2").form == .oval && f.width > f.height)
        d.enter(Point(x: f.x + 4, y: f.y + 4))
        #expect(d.shape("shape-2").outline == nil)
        #expect(d.core.host.pointerViewID != AnyHashable("shape-2"))
        click(d, Point(x: f.x + 4, y: f.y + 4), .secondary)
        #expect(d.core.popup == nil)
        d.pointer(d.centre("shape-2"))
        #expect(d.shape("shape-2").outline == .teal)
        #expect(d.core.host.pointerViewID == AnyHashable("shape-2"))
    }

    /// A pan with Super held turns the frame orange while it runs; without Super it has none (a
    /// press pauses the hover, as UIKit's does); released, the hover's frame is back.
    @Test func aPanWithSuperHeldTurnsTheFrameOrange() {
        let d = GalleryDriver(page: .pointer)
        let p = d.centre("shape-1")
        d.enter(p)
        d.modifiers(.superKey)
        d.button(true, .primary)
        for k in 1 ... 4 { d.advance(by: 0.016); d.pointer(Point(x: p.x + Double(k) * 8, y: p.y)) }
        #expect(d.shape("shape-1").outline == .orange)
        d.modifiers([])
        d.advance(by: 0.016); d.pointer(Point(x: p.x + 40, y: p.y))
        #expect(d.shape("shape-1").outline == nil)
        d.modifiers(.superKey)
        d.advance(by: 0.016); d.pointer(Point(x: p.x + 48, y: p.y))
        #expect(d.shape("shape-1").outline == .orange)
        d.button(false, .primary)
        #expect(d.shape("shape-1").offset == Point(x: 48, y: 0))
        #expect(d.shape("shape-1").outline == .pink)   // hovered, Super still held
        d.modifiers([])
        d.advance(by: 0.016); d.pointer(Point(x: p.x + 49, y: p.y))
        #expect(d.shape("shape-1").outline == .teal)
    }

    /// What each shape and button does under the pointer, as the sample sets them.
    @Test func eachShapeAndButtonHasItsEffectAndPointer() {
        let d = GalleryDriver(page: .pointer)
        let expected: [(String, HoverEffectState.Kind, String)] = [
            ("shape-1", .hover, "default"), ("shape-2", .lift, "hidden"), ("shape-3", .highlight, "hidden"),
            ("shape-4", .hover, "custom"), ("effect-automatic", .highlight, "hidden"),
            ("effect-highlight", .highlight, "hidden"), ("effect-lift", .lift, "hidden"),
            ("effect-hover", .hover, "default"), ("effect-custom", .custom, "custom"),
        ]
        d.enter(Point(x: 440, y: 600))
        for (name, kind, pointer) in expected {
            d.pointer(d.centre(name)); d.advance(by: 0.4)
            let effect = d.core.host.hoverEffects.last
            #expect(
                effect?.viewID == AnyHashable(name) && effect?.kind == kind, "\(name): \(String(describing: effect))")
            #expect(effect?.isActive == true && abs((effect?.progress ?? 0) - 1) < 0.01, "\(name)")
            #expect(d.core.pointerStyle.name == pointer, "\(name): \(d.core.pointerStyle)")
        }
        // The triangle reveals a triangle pointer; the custom button keeps its size.
        d.pointer(d.centre("shape-4")); d.advance(by: 0.4)
        guard case .custom(let triangle) = d.core.pointerStyle else { Issue.record("no custom pointer"); return }
        #expect(triangle.path == CustomPointer(.polygon(ShapeForm.trianglePoints), width: 20, height: 18).path)
        d.pointer(d.centre("effect-custom")); d.advance(by: 0.4)
        let custom = d.core.host.hoverEffects.last
        #expect(custom?.values.scale == 1 && abs((custom?.values.opacity ?? 1) - 0.75) < 0.01)
    }

    /// An effect springs in and out on the virtual clock: critically damped, 250 ms period.
    @Test func effectsSpringOnTheVirtualClock() {
        let d = GalleryDriver(page: .pointer)
        d.enter(Point(x: 440, y: 600))
        d.advance(by: 0.01)
        let start = d.now
        d.pointer(d.centre("effect-lift"))
        let omega = 2 * Double.pi / 250
        for t in [50.0, 100, 250] {
            d.advance(by: (start + t - d.now) / 1000)
            let expected = 1 - (1 + omega * t) * Double.exp(-omega * t)
            let p = d.core.host.hoverEffects.last?.progress ?? -1
            #expect(abs(p - expected) < 1e-9, "at \(t) ms: \(p), not \(expected)")
        }
        #expect(d.core.isAnimating)
        d.advance(by: 1)
        #expect(!d.core.isAnimating && d.core.host.hoverEffects.last?.progress ?? 0 > 0.999)
        d.pointer(Point(x: 440, y: 600))
        #expect(d.core.host.hoverEffects.count == 1 && d.core.host.hoverEffects[0].isActive == false)
        d.advance(by: 1.5)
        #expect(d.core.host.hoverEffects.isEmpty && !d.core.isAnimating)
    }

    /// The alpha control follows a two-finger touchpad scroll and a touch or click on it, and
    /// not a wheel's clicks.
    @Test func theAlphaControlFollowsTheTouchpadAndATouchButNotTheWheel() {
        let d = GalleryDriver(page: .pointer)
        let f = d.shape("alpha").drawnFrame
        d.enter(d.centre("alpha"))
        #expect(d.core.cursor == .ewResize)
        for _ in 0 ..< 5 {
            d.advance(by: 0.01)
            d.axis(.vertical, 10, source: .wheel, discrete: 1, value120: 120)
        }
        #expect(d.shape("alpha").opacity == 1)
        for _ in 0 ..< 6 {
            d.advance(by: 0.01)
            d.axis(.vertical, 10, source: .finger)
        }
        d.axisStop(.vertical)
        #expect(abs(d.shape("alpha").opacity - 0.7) < 1e-9, "\(d.shape("alpha").opacity)")
        #expect(d.shape("alpha").label == "Alpha 70%")
        for _ in 0 ..< 3 {
            d.advance(by: 0.01)
            d.axis(.vertical, 10, source: .wheel, discrete: 1, value120: 120)
        }
        #expect(abs(d.shape("alpha").opacity - 0.7) < 1e-9)
        d.advance(by: 0.4)
        click(d, Point(x: f.x + f.width / 4, y: f.midY))
        #expect(abs(d.shape("alpha").opacity - 0.25) < 1e-9)
        d.tap(Point(x: f.x + f.width * 3 / 4, y: f.midY))
        #expect(abs(d.shape("alpha").opacity - 0.75) < 1e-9)
        #expect(d.core.shapes.filter { $0.name.hasPrefix("shape-") }.allSatisfy { $0.opacity == 1 })
    }

    @Test func theContextMenuDuplicatesAndDeletes() {
        let d = GalleryDriver(page: .pointer)
        d.enter(d.centre("shape-3"))
        click(d, d.centre("shape-3"), .secondary)
        #expect(d.core.shape("menu-duplicate") != nil && d.core.shape("menu-delete") != nil)
        click(d, d.centre("menu-duplicate"))
        #expect(squares(d) == ["shape-1", "shape-2", "shape-3", "shape-4", "shape-5"])
        #expect(d.core.shape("menu-delete") == nil)
        #expect(d.shape("shape-5").offset == Point(x: 24, y: 24) && d.shape("shape-5").form == .roundedRectangle)
        click(d, d.centre("shape-2"), .secondary)
        click(d, d.centre("menu-delete"))
        #expect(squares(d) == ["shape-1", "shape-3", "shape-4", "shape-5"])
        // A right click on the canvas closes an open menu without acting.
        click(d, d.centre("shape-1"), .secondary)
        click(d, Point(x: 440, y: 760), .secondary)
        #expect(d.core.shape("menu-delete") == nil)
        #expect(squares(d).count == 4)
    }

    /// The menu is a popup the host shows: asked for at the pointer, its items where the
    /// compositor put it, modal (a click on a square under nothing but the window closes it
    /// without raising), driven by keys, dismissed by popup_done; and not drawn in the window.
    @Test func theContextMenuIsAModalPopupPlacedByTheCompositor() throws {
        let d = GalleryDriver(page: .pointer)
        let c = d.centre("shape-1")
        d.enter(c)
        click(d, c, .secondary)
        let request = try #require(d.core.popup)
        #expect(
            request.anchorX == Int(c.x) && request.anchorY == Int(c.y) && request.width == 140 && request.height == 74)
        d.core.popupConfigured(x: 200, y: 300, width: 140, height: 74)
        #expect(d.shape("menu-delete").frame.x == 200 && d.shape("menu-delete").frame.y == 338)
        // Modal: a click on square 2 closes the menu and does not raise square 2.
        click(d, d.centre("shape-2"))
        #expect(d.core.popup == nil && squares(d) == ["shape-1", "shape-2", "shape-3", "shape-4"])
        // Keys: Down, Down chooses Delete; Escape closes without going back; Enter deletes.
        click(d, c, .secondary)
        d.key(.down, hold: 0.02, after: 0.02); d.key(.down, hold: 0.02, after: 0.02)
        #expect(d.shape("menu-delete").outline == .blue && d.shape("menu-duplicate").outline == nil)
        d.key(.escape, hold: 0.02, after: 0.02)
        #expect(d.core.popup == nil && d.core.page == .pointer)
        click(d, c, .secondary)
        let second = try #require(d.core.popup)
        #expect(second.generation > request.generation)
        d.key(.up, hold: 0.02, after: 0.02); d.key(.return, hold: 0.02, after: 0.02)
        #expect(squares(d) == ["shape-2", "shape-3", "shape-4"] && d.core.popup == nil)
        // popup_done closes it.
        click(d, d.centre("shape-2"), .secondary)
        d.core.popupDismissed()
        #expect(d.core.popup == nil && d.core.shape("menu-delete") == nil)
    }

    /// The keyboard's way to the context menu: the Menu key, or Shift+F10, on the focused square
    /// opens its menu at the square's centre; F10 alone, or with no square focused, does not.
    @Test func theMenuKeyAndShiftF10OpenTheFocusedSquaresMenu() throws {
        let menuKey = Key(rawValue: 0xff67), f10 = Key(rawValue: 0xffc7)
        let d = GalleryDriver(page: .pointer)
        d.key(menuKey, hold: 0.02, after: 0.02)
        #expect(d.core.popup == nil, "nothing focused")
        for _ in 0 ..< 3 { d.key(.tab, hold: 0.02, after: 0.02) }   // Add, the alpha control, shape 1
        #expect(d.core.focus == "shape-1")
        let c = d.centre("shape-1")
        d.key(f10, hold: 0.02, after: 0.02)
        #expect(d.core.popup == nil, "F10 alone is not the menu")
        d.key(menuKey, hold: 0.02, after: 0.02)
        let request = try #require(d.core.popup, "the Menu key opens the menu")
        #expect(request.anchorX == Int(c.x) && request.anchorY == Int(c.y), "at the square's centre: \(request)")
        // The open menu takes the keys: Down, Enter duplicates square 1.
        d.core.popupConfigured(x: request.anchorX, y: request.anchorY, width: 140, height: 74)
        d.key(.down, hold: 0.02, after: 0.02); d.key(.return, hold: 0.02, after: 0.02)
        #expect(d.core.popup == nil && squares(d).count == 5)
        d.modifiers(.shift)
        d.key(f10, hold: 0.02, after: 0.02)
        d.modifiers([])
        let again = try #require(d.core.popup, "Shift+F10 opens it too")
        #expect(again.generation > request.generation && d.core.shape("menu-delete") != nil)
    }

    @Test func shapesAreAddedAndDeletedWithoutEndWithNothingLeftBehind() {
        let d = GalleryDriver(page: .pointer)
        d.advance(by: 0.01)   // a change to the views is compiled into regions at the host's next call
        let regions = d.core.engine.declaredRegions.count
        for n in 1 ... 200 {
            click(d, d.centre("add"))
            let name = "shape-\(4 + n)"
            click(d, d.centre(name), .secondary)
            click(d, d.centre("menu-delete"))
            #expect(d.core.shape(name) == nil)
        }
        #expect(squares(d) == ["shape-1", "shape-2", "shape-3", "shape-4"])
        d.advance(by: 0.01)
        #expect(d.core.engine.declaredRegions.count == regions)
        #expect(d.core.engine.activeGestureCount == 0)
        #expect(d.core.shapes.count == 11)   // 7 controls + 4 shapes: no menu left
    }
}
