import ContentHost
import Decorations
import Drawing
import Gestures
import Testing

@Suite struct DecoratedWindowLayoutTests {
    @Test func serverSideDecorationsLeaveTheContentAsItIs() {
        let d = DecoratedWindowDriver(mode: .server)
        #expect(d.window.bufferSize == d.content.bufferSize)
        #expect(d.window.logicalSize == (400, 332))
        #expect(d.window.windowGeometry == nil)
        #expect(d.window.minimumSize == (200, 150))
        d.send([.pointerMotion(Point(x: 5, y: 7), time: 1), .pointerFrame], at: 1)
        #expect(d.content.events.suffix(2) == [.pointerMotion(Point(x: 5, y: 7), time: 1), .pointerFrame])
        let canvas = Canvas(width: 400, height: 332)
        _ = d.window.render(into: canvas, stale: nil)
        #expect(canvas.pixel(x: 0, y: 0) == d.content.color.argb)
    }

    @Test func clientSideDecorationsSurroundTheContent() {
        let d = DecoratedWindowDriver()
        // The configure's 400×332 is the window geometry: the content gets it less the title bar.
        #expect(d.content.logicalSize == (400, 300))
        #expect(d.window.windowGeometry == LogicalRect(x: 12, y: 12, width: 400, height: 332))
        #expect(d.window.logicalSize == (424, 356))
        #expect(d.window.bufferSize == (424, 356))
        #expect(d.window.minimumSize == (200, 182))
    }

    @Test func maximizedTiledAndFullscreenLoseTheShadowFullscreenTheTitleBar() {
        for states: ToplevelStates in [[.maximized], [.tiledLeft], [.tiledLeft, .tiledRight, .tiledTop, .tiledBottom]] {
            let d = DecoratedWindowDriver(states: states)
            #expect(d.window.windowGeometry == LogicalRect(x: 0, y: 0, width: 400, height: 332), "\(states)")
            #expect(d.window.logicalSize == (400, 332))
        }
        let full = DecoratedWindowDriver(states: [.fullscreen])
        full.window.configure(width: 800, height: 600)
        #expect(full.content.logicalSize == (800, 600))
        #expect(full.window.windowGeometry == LogicalRect(x: 0, y: 0, width: 800, height: 600))
        // Leaving fullscreen at the same size gives the title bar its height back.
        full.window.setStates([.activated])
        #expect(full.content.logicalSize == (800, 568))
    }

    @Test func theFirstSizeStaysWithinTheBounds() {
        let content = FakeContent()
        content.width = 480; content.height = 800
        let window = DecoratedWindow(content, title: "Colours")
        window.setDecorationMode(.client)
        window.setBounds(width: 800, height: 600)
        window.configure(width: 0, height: 0)
        #expect(content.logicalSize == (480, 568))
        // Later configures that let the client choose keep the size.
        content.height = 700
        window.configure(width: 0, height: 0)
        #expect(content.logicalSize == (480, 700))
    }

    @Test func noButtonForWhatTheCompositorCannotDo() {
        let d = DecoratedWindowDriver(capabilities: [.windowMenu])
        var input = Input(window: d)
        // Where the maximize button would be, and a double click on the title: nothing.
        input.click(12 + 400 - 6 - 12 - 30, 28)
        input.click(100, 28); input.click(100, 28)
        #expect(d.requests.isEmpty)
    }
}

@Suite struct DecoratedWindowBehaviourTests {
    // Buttons, right to left from the window's right edge (x 12 + 400), centred at y 28:
    // close 394…418 → centre 400, maximize 370, minimize 340.
    static let close = (400.0, 28.0), maximize = (370.0, 28.0), minimize = (340.0, 28.0)

    @Test func dragTheTitleBarToMove() {
        let d = DecoratedWindowDriver()
        var input = Input(window: d)
        input.move(100, 28); input.button(true)
        input.move(104, 29)
        #expect(d.requests.isEmpty, "within the slop")
        input.move(140, 30)
        #expect(d.requests == [.move])
    }

    @Test func aTouchDragOnTheTitleBarMovesToo() {
        let d = DecoratedWindowDriver()
        d.send([.touchDown(id: 3, Point(x: 100, y: 28), time: 10), .touchFrame], at: 10)
        d.send([.touchMotion(id: 3, Point(x: 160, y: 30), time: 30), .touchFrame], at: 30)
        #expect(d.requests == [.move])
        #expect(!d.content.events.contains { if case .touchDown = $0 { true } else { false } })
    }

    /// The double click's time is the desktop's: GNOME's 400 ms by default, so clicks 362 ms
    /// apart are one double click; at a desktop's 250 ms they are two clicks.
    @Test func theTitleBarsDoubleClickTimeIsTheDesktops() {
        let d = DecoratedWindowDriver()
        var input = Input(window: d)
        input.click(100, 28)
        input.time += 330
        input.click(100, 28)
        #expect(d.requests == [.setMaximized(true)], "362 ms apart, within the default 400 ms")

        let quick = DecoratedWindowDriver()
        quick.window.setDesktopSettings(DesktopSettings(doubleClickTime: 250))
        var again = Input(window: quick)
        again.click(100, 28)
        again.time += 330
        again.click(100, 28)
        #expect(quick.requests.isEmpty, "362 ms apart is two clicks at 250 ms: \(quick.requests)")
        again.time += 1000
        again.click(100, 28); again.click(100, 28)
        #expect(quick.requests == [.setMaximized(true)], "a quick double click still maximizes")
    }

    @Test func doubleClickTheTitleToMaximizeAndBack() {
        let d = DecoratedWindowDriver()
        var input = Input(window: d)
        input.click(100, 28); input.click(100, 28)
        #expect(d.requests == [.setMaximized(true)])
        d.window.setStates([.activated, .maximized])
        d.window.configure(width: 800, height: 600)
        d.requests.removeAll()
        input.time += 1000
        input.click(100, 16); input.click(100, 16)
        #expect(d.requests == [.setMaximized(false)])
    }

    @Test func buttonsMinimizeMaximizeAndClose() {
        let d = DecoratedWindowDriver()
        var input = Input(window: d)
        input.click(Self.minimize.0, Self.minimize.1)
        input.time += 1000
        input.click(Self.maximize.0, Self.maximize.1)
        #expect(d.requests == [.minimize, .setMaximized(true)])
        #expect(!d.content.closeRequested)
        input.time += 1000
        input.click(Self.close.0, Self.close.1)
        #expect(d.content.closeRequested && d.window.wantsToClose)
    }

    @Test func aPressOnAButtonReleasedElsewhereDoesNothing() {
        let d = DecoratedWindowDriver()
        var input = Input(window: d)
        input.move(Self.close.0, Self.close.1); input.button(true)
        input.move(200, 200); input.button(false)
        #expect(!d.content.closeRequested)
    }

    @Test func pressTheMarginToResizeFromThatEdgeOrCorner() {
        let cases: [((Double, Double), ResizeEdges, CursorShape)] = [
            ((5, 5), [.top, .left], .nwResize), ((200, 5), .top, .nResize), ((418, 200), .right, .eResize),
            ((418, 5), [.top, .right], .neResize), ((200, 350), .bottom, .sResize),
            ((5, 350), [.bottom, .left], .swResize),
            ((418, 350), [.bottom, .right], .seResize), ((5, 200), .left, .wResize),
            ((5, 340), [.bottom, .left], .swResize),
        ]
        for (point, edges, cursor) in cases {
            let d = DecoratedWindowDriver()
            var input = Input(window: d)
            input.move(point.0, point.1)
            #expect(d.window.cursor == cursor, "\(point)")
            input.button(true)
            #expect(d.requests == [.resize(edges)], "\(point)")
        }
        // Maximized: no margin, so no resize.
        let maximized = DecoratedWindowDriver(states: [.maximized])
        var input = Input(window: maximized)
        input.move(1, 1); input.button(true)
        #expect(maximized.requests.isEmpty)
    }

    @Test func aSecondaryClickOnTheTitleOpensTheWindowMenu() {
        let d = DecoratedWindowDriver()
        var input = Input(window: d)
        input.click(100, 28, .secondary)
        #expect(d.requests == [.showWindowMenu(x: 100, y: 28)], "surface coordinates, the shadow's margin included")
    }

    @Test func theContentGetsItsOwnCoordinatesAndLeaveEnterAtTheTitleBar() {
        let d = DecoratedWindowDriver()
        var input = Input(window: d)
        d.content.events.removeAll()
        input.move(112, 144)
        #expect(
            d.content.events == [
                .pointerEnter(Point(x: 100, y: 100)), .pointerMotion(Point(x: 100, y: 100), time: 1016),
                .pointerFrame,
            ])
        #expect(d.window.cursor == .pointer)
        d.content.events.removeAll()
        input.move(112, 28)
        #expect(d.content.events == [.pointerLeave, .pointerFrame])
        #expect(d.window.cursor == .default)
    }

    /// The content's style, custom or hidden, where the pointer is on it; the decorations'
    /// shape over the title bar and the resize margin.
    @Test func theContentsPointerStyleShowsOnlyOverTheContent() {
        let d = DecoratedWindowDriver()
        var input = Input(window: d)
        d.content.style = .hidden
        input.move(112, 144)
        #expect(d.window.pointerStyle == .hidden)
        input.move(112, 28)
        #expect(d.window.pointerStyle == .system(.default))
        input.move(5, 200)
        #expect(d.window.pointerStyle == .system(.wResize))
        let beam = CustomPointer.verticalBeam(length: 18)
        d.content.style = .custom(beam)
        input.move(112, 144)
        #expect(d.window.pointerStyle == .custom(beam))
    }

    @Test func aDragThatStartsInTheContentStaysWithIt() {
        let d = DecoratedWindowDriver()
        var input = Input(window: d)
        input.move(112, 144); input.button(true)
        d.content.events.removeAll()
        input.move(112, 20)   // over the title bar, button held
        input.button(false)
        #expect(d.content.events.contains(.pointerMotion(Point(x: 100, y: -24), time: 1048)))
        #expect(!d.content.events.contains(.pointerLeave))
        #expect(d.requests.isEmpty)
    }

    /// A compositor that takes the pointer over for a move sends a leave and never the
    /// release; when the pointer comes back over the list, the list has it again, and the next
    /// drag on the title bar moves again.
    @Test func afterAMoveTheCompositorsGrabEndsWithALeaveAndTheListHasThePointerAgain() {
        let d = DecoratedWindowDriver()
        var input = Input(window: d)
        input.move(100, 28); input.button(true); input.move(160, 30)
        #expect(d.requests == [.move])
        d.send([.pointerLeave, .pointerFrame], at: 2000)
        d.content.events.removeAll()
        d.send([.pointerEnter(Point(x: 112, y: 144)), .pointerFrame], at: 3000)
        input.time = 3000
        input.button(true); input.button(false)
        #expect(d.content.events.contains(.pointerEnter(Point(x: 100, y: 100))))
        #expect(
            d.content.events.contains(.pointerButton(button: .primary, pressed: false, time: 3032)),
            "\(d.content.events)")
        input.move(100, 28); input.button(true); input.move(160, 30)
        #expect(d.requests == [.move, .move])
    }

    @Test func touchesGoToWhatTheyWentDownOn() {
        let d = DecoratedWindowDriver()
        d.content.events.removeAll()
        d.send(
            [
                .touchDown(id: 1, Point(x: 50, y: 100), time: 1), .touchDown(id: 2, Point(x: 50, y: 20), time: 1),
                .touchFrame,
            ], at: 1)
        d.send([.touchMotion(id: 1, Point(x: 60, y: 10), time: 2), .touchFrame], at: 2)
        #expect(
            d.content.events == [
                .touchDown(id: 1, Point(x: 38, y: 56), time: 1), .touchFrame,
                .touchMotion(id: 1, Point(x: 48, y: -34), time: 2), .touchFrame,
            ])
    }

    @Test func keysGoToTheContent() {
        let d = DecoratedWindowDriver()
        d.send([.key(Key(rawValue: 0xff1b), pressed: true, time: 5)], at: 5)
        #expect(d.content.events.last == .key(Key(rawValue: 0xff1b), pressed: true, time: 5))
    }
}

@Suite struct DecoratedWindowDrawingTests {
    static func frame(_ d: DecoratedWindowDriver) -> Canvas {
        let size = d.window.bufferSize
        let canvas = Canvas(width: size.width, height: size.height)
        _ = d.window.render(into: canvas, stale: nil)
        return canvas
    }

    @Test func theContentIsDrawnInsideTheTitleBarAboveAndTheShadowAround() {
        let d = DecoratedWindowDriver()
        let canvas = Self.frame(d)
        #expect(canvas.pixel(x: 12, y: 44) == d.content.color.argb)
        #expect(canvas.pixel(x: 411, y: 343) == d.content.color.argb)
        #expect(canvas.pixel(x: 100, y: 20) == DecorationStyle.standard.activeTitleBar.argb)
        // The shadow fades outwards: some alpha near the window, none at the surface's edge.
        let near = canvas.pixel(x: 200, y: 350) >> 24, far = canvas.pixel(x: 200, y: 355) >> 24
        #expect(near > far && far < 8)
        // The top-left corner is rounded: the window's corner pixel is not the title bar's colour.
        #expect(canvas.pixel(x: 12, y: 12) != DecorationStyle.standard.activeTitleBar.argb)
    }

    @Test func anInactiveWindowHasADimmerTitleBarAndAHoveredCloseTurnsRed() {
        let active = DecoratedWindowDriver()
        let inactive = DecoratedWindowDriver(states: [])
        #expect(Self.frame(inactive).pixel(x: 100, y: 20) == DecorationStyle.standard.inactiveTitleBar.argb)
        var input = Input(window: active)
        input.move(DecoratedWindowBehaviourTests.close.0, DecoratedWindowBehaviourTests.close.1)
        #expect(active.window.needsRedraw)
        // Between the cross's strokes, the backdrop shows.
        #expect(Self.frame(active).pixel(x: 400, y: 20) == DecorationStyle.standard.closeHover.argb)
    }

    @Test func atScaleTwoEveryPartDoubles() {
        let d = DecoratedWindowDriver()
        d.window.setScale(2)
        #expect(d.window.bufferSize == (848, 712))
        let canvas = Self.frame(d)
        #expect(canvas.pixel(x: 24, y: 88) == d.content.color.argb)
        #expect(canvas.pixel(x: 200, y: 40) == DecorationStyle.standard.activeTitleBar.argb)
    }

    @Test func aRedrawOfAnotherBufferRepaintsTheDecorationsOnce() {
        let d = DecoratedWindowDriver()
        let size = d.window.bufferSize
        let a = Canvas(width: size.width, height: size.height), b = Canvas(width: size.width, height: size.height)
        let first = d.window.render(into: a, stale: nil)
        #expect(first.bounds == a.bounds)
        let contentOnly = d.window.render(into: a, stale: .empty)
        #expect(contentOnly.bounds == PixelRect(x: 12, y: 44, width: 400, height: 300))
        let other = d.window.render(into: b, stale: Region(b.bounds))
        #expect(other.bounds == b.bounds)
    }
}
