import Foundation
import Gestures
import Testing

@testable import Gallery

/// The home page, the three ways back, the keyboard, resizing and the state snapshot.
@Suite struct NavigationAndKeyboardTests {
    @Test func theHomePageListsEveryPageAndATapOpensIt() {
        let d = GalleryDriver()
        #expect(d.core.page == .home)
        #expect(d.core.shapes.map(\.name) == ["touch", "recognizers", "hierarchy", "pointer", "scrolling"])
        d.tap(d.centre("hierarchy"))
        #expect(d.core.page == .hierarchy)
    }

    @Test func backWithEscapeTheBackButtonOrAnEdgeSwipe() {
        let d = GalleryDriver(page: .recognizers)
        d.key(.escape, hold: 0.02, after: 0.02)
        #expect(d.core.page == .home)
        d.core.open(.pointer)
        let b = d.core.backButtonFrame
        d.tap(Point(x: b.x + b.width / 2, y: b.y + b.height / 2))
        #expect(d.core.page == .home)
        d.core.open(.touch)
        let p = Point(x: 4, y: 400)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: 120, y: 400), steps: 6, interval: 0.016)
        #expect(d.core.page == .touch)   // the swipe goes back when it ends
        d.up(1)
        #expect(d.core.page == .home)
    }

    /// The back button is on top of every page's views, those that cover the header too.
    @Test func theBackButtonWorksOnEveryPage() {
        for page in PageID.allCases where page != .home {
            let d = GalleryDriver(page: page)
            let b = d.core.backButtonFrame
            d.tap(Point(x: b.x + b.width / 2, y: b.y + b.height / 2))
            #expect(d.core.page == .home, "on \(page)")
        }
    }

    /// A hover is a running gesture too, but Escape cancels nothing of it: it goes back.
    @Test func escapeWhileHoveringGoesBack() {
        let d = GalleryDriver(page: .pointer)
        d.enter(d.centre("shape-3"))
        #expect(d.shape("shape-3").outline == .teal)
        d.key(.escape, hold: 0.02, after: 0.02)
        #expect(d.core.page == .home)
    }

    @Test func escapeDuringADragCancelsTheDragOnly() {
        let d = GalleryDriver(page: .recognizers)
        let p = d.centre("drag")
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x + 40, y: p.y), steps: 4, interval: 0.016)
        d.key(.escape, hold: 0.02, after: 0.02)
        #expect(d.core.page == .recognizers)
        #expect(d.core.isAnimating)   // springing back
        d.advance(by: 1)
        #expect(d.shape("drag").transientOffset == .zero)
        d.up(1)
    }

    @Test func tabEnterArrowsAndPlusMinus() {
        let d = GalleryDriver()
        d.key(.tab, hold: 0.02, after: 0.02); d.key(.tab, hold: 0.02, after: 0.02)
        #expect(d.core.focus == "recognizers")
        d.key(.return, hold: 0.02, after: 0.02)
        #expect(d.core.page == .recognizers)
        #expect(d.core.focus == nil)
        d.key(.tab, hold: 0.02, after: 0.02)
        #expect(d.core.focus == "taps")
        d.key(.return, hold: 0.02, after: 0.02)
        #expect(d.shape("taps").counters["single"] == 1)
        d.key(.tab, hold: 0.02, after: 0.02)
        #expect(d.core.focus == "long-press")
        d.key(.right, hold: 0.02, after: 0.02); d.key(.right, hold: 0.02, after: 0.02);
        d.key(.down, hold: 0.02, after: 0.02)
        #expect(d.shape("long-press").offset == Point(x: 20, y: 10))
        d.modifiers(.shift)
        d.key(.left, hold: 0.02, after: 0.02)
        d.modifiers([])
        #expect(d.shape("long-press").offset == Point(x: 19, y: 10))
        d.key(GalleryCore.plus, hold: 0.02, after: 0.02)
        #expect(abs(d.shape("long-press").scale - GalleryCore.scaleStep) < 1e-9)
        d.key(GalleryCore.minus, hold: 0.02, after: 0.02); d.key(GalleryCore.minus, hold: 0.02, after: 0.02)
        #expect(abs(d.shape("long-press").scale - 1 / GalleryCore.scaleStep) < 1e-9)
        d.modifiers(.shift)
        d.key(.tab, hold: 0.02, after: 0.02)
        d.modifiers([])
        #expect(d.core.focus == "taps")
    }

    /// Ctrl+C copies the focused shape (name, opacity, colour); with no focus, nothing.
    @Test func controlCCopiesTheFocusedShape() throws {
        let d = GalleryDriver(page: .pointer)
        let c = Key(rawValue: 0x63)
        d.modifiers(.control)
        d.key(c, hold: 0.02, after: 0.02)
        #expect(d.core.takeCopiedText() == nil, "no focus: nothing to copy")
        d.modifiers([])
        for _ in 0 ..< 3 { d.key(.tab, hold: 0.02, after: 0.02) }
        let shape = try #require(d.core.shape("shape-1"))
        d.modifiers(.control)
        d.key(c, hold: 0.02, after: 0.02)
        d.modifiers([])
        let argb = shape.colour.color.argb
        let hex = String(format: "%06X", argb & 0xFF_FFFF)
        #expect(d.core.takeCopiedText() == "shape-1 100 % #\(hex)FF")
    }

    @Test func deleteRemovesTheFocusedShape() {
        let d = GalleryDriver(page: .pointer)
        for _ in 0 ..< 3 { d.key(.tab, hold: 0.02, after: 0.02) }   // Add, the alpha control, shape 1
        #expect(d.core.focus == "shape-1")
        d.key(GalleryCore.delete, hold: 0.02, after: 0.02)
        #expect(d.core.shape("shape-1") == nil)
        #expect(d.core.focus == nil)
    }

    @Test func aResizeRelaysEveryPageOut() {
        let d = GalleryDriver()
        d.core.configure(width: 800, height: 600)
        #expect(d.core.logicalSize == (800, 600))
        for page in PageID.allCases {
            d.core.open(page)
            for s in d.core.shapes {
                let f = s.drawnFrame
                #expect(
                    f.x >= 0 && f.maxX <= 800 && f.y >= GalleryCore.headerHeight && f.maxY <= 600,
                    "\(page) \(s.name) \(f)")
            }
        }
        d.core.open(.home)
        #expect(d.shape("touch").frame.width == 752)
        d.core.configure(width: 0, height: 0)   // "you choose": keep the size
        #expect(d.core.logicalSize == (800, 600))
    }

    @Test func theSnapshotCarriesThePageAndEveryShape() throws {
        let d = GalleryDriver(page: .recognizers)
        d.tap(d.centre("taps")); d.advance(by: 1)
        let json = d.core.snapshotJSON()
        #expect(json.contains("\"page\" : \"recognizers\""))
        #expect(json.contains("\"app\" : \"gallery\""))
        let snapshot = d.core.snapshot()
        #expect(snapshot.shapes.map(\.name) == RecognizersPage.names)
        #expect(snapshot.shapes[0].counters == ["single": 1, "double": 0, "triple": 0])
        #expect(snapshot.shapes[1].colour == .gray)
    }

    @Test func timeIsAnInputAndNeverRunsBackwards() {
        let d = GalleryDriver(page: .recognizers)
        let p = d.centre("long-press")
        d.core.handle(.touchDown(id: 1, p, time: 0), at: 5000)
        d.core.handle(.touchFrame, at: 100)   // an earlier time is taken as 5000
        d.core.advance(to: 5999)
        #expect(d.shape("long-press").message == "pressing")
        d.core.advance(to: 6000)
        #expect(d.shape("long-press").message == "done")
    }
}
