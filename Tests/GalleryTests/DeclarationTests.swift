import Drawing
import Gestures
import Testing

@testable import Gallery

/// The gallery draws its first frame before it makes its engine and views, as Colours does,
/// and what came before (the seat's state, the layout) reaches them when they are made.
@Suite struct DeclarationTests {
    @Test func theFirstFrameIsDrawnFromTheShapesAloneWithNoEngine() {
        let core = GalleryCore()
        core.handle(.capabilities([.pointer, .keyboard, .touch]), at: 1)
        core.handle(.modifiers(.shift), at: 2)
        core.handle(.keyboardFocus(true), at: 3)
        core.configure(width: 600, height: 700)
        let canvas = Canvas(width: 600, height: 700)
        _ = core.render(into: canvas, stale: nil)
        // Everything a window asks for its first frame, answered without the engine.
        #expect(!core.isAnimating && core.stepDeadline == nil && core.cursor == .default)
        #expect(core.pointerStyle == .default)
        #expect(core.declaredHost == nil)

        core.prepareGestures()
        let host = try! #require(core.declaredHost)
        // The held seat state, at its own times.
        #expect(host.engine.modifiers == .shift)
        #expect(host.now == 3)
    }

    @Test func theHomeRowsMadeAfterTheLayoutAreWhereItPutThem() {
        let core = GalleryCore()
        core.configure(width: 640, height: 720)   // laid out before the views exist
        let d = GalleryDriver(core)
        d.tap(d.centre("scrolling"))
        #expect(core.page == .scrolling)
    }

    @Test func theFirstInputThatCanStartAGestureDeclaresThem() {
        let core = GalleryCore()
        core.handle(.pointerEnter(Point(x: 10, y: 10)), at: 5)
        #expect(core.declaredHost != nil)
    }
}
