import ContentHost
import Foundation
import Gestures
import Testing

@testable import Gallery

/// The Recognizers page: each SwiftUI example through the gallery core.
@Suite struct RecognizersPageTests {
    func taps(_ n: Int) -> GalleryDriver {
        let d = GalleryDriver(page: .recognizers)
        for _ in 0 ..< n { d.tap(d.centre("taps")) }
        d.advance(by: 1)
        return d
    }

    @Test func theTapCounterIsExclusive() {
        #expect(taps(3).shape("taps").counters == ["single": 0, "double": 0, "triple": 1])
        #expect(taps(2).shape("taps").counters == ["single": 0, "double": 1, "triple": 0])
        #expect(taps(1).shape("taps").counters == ["single": 1, "double": 0, "triple": 0])
        #expect(taps(3).shape("taps").label == "1×0 2×0 3×1")
    }

    @Test func aLongPressShowsPressingThenDone() {
        let d = GalleryDriver(page: .recognizers)
        let p = d.centre("long-press")
        d.down(1, p)
        #expect(d.shape("long-press").message == "pressing")
        d.advance(by: 0.99)
        #expect(d.shape("long-press").message == "pressing")
        d.move(1, Point(x: p.x + 8, y: p.y))   // within 10 px
        d.advance(by: 0.01)
        #expect(d.shape("long-press").message == "done")
        d.up(1)
        #expect(d.shape("long-press").message == "done")
    }

    @Test func aLongPressThatWandersOffShowsNothing() {
        let d = GalleryDriver(page: .recognizers)
        let p = d.centre("long-press")
        d.down(1, p)
        d.advance(by: 0.5)
        d.move(1, Point(x: p.x + 12, y: p.y))   // past 10 px
        #expect(d.shape("long-press").message == "")
        d.advance(by: 1)
        #expect(d.shape("long-press").message == "")
        d.up(1)
    }

    /// Two touches 2·r apart about `c`, turned by `angle` radians.
    func pair(_ d: GalleryDriver, _ c: Point, r: Double, angle: Double, first: Bool = false) {
        let a = Point(x: c.x - r * cos(angle), y: c.y - r * sin(angle))
        let b = Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        if first {
            d.send(.touchDown(id: 1, a, time: d.time)); d.send(.touchDown(id: 2, b, time: d.time))
        } else {
            d.send(.touchMotion(id: 1, a, time: d.time)); d.send(.touchMotion(id: 2, b, time: d.time))
        }
        d.send(.touchFrame)
    }

    func twoFingers(_ name: String, spread: Double, turn: Double) -> GalleryDriver {
        let d = GalleryDriver(page: .recognizers)
        let c = d.centre(name)
        pair(d, c, r: 30, angle: 0, first: true)
        for k in 1 ... 10 {
            d.advance(by: 0.016)
            pair(d, c, r: 30 + spread * Double(k) / 10, angle: turn * Double(k) / 10)
        }
        return d
    }

    @Test func magnificationScalesWhilePinchingAndKeepsTheScale() {
        let d = twoFingers("magnify", spread: 30, turn: 0)
        let pinching = d.shape("magnify").scale
        // Measured from where the fingers went down (60 px apart), not from the first frame
        // it began at (66 px): the shape stays under the fingers.
        #expect(abs(pinching - 120.0 / 60) < 1e-6, "scale \(pinching)")
        d.up(1); d.up(2)
        #expect(abs(d.shape("magnify").scale - pinching) < 1e-9)
        #expect(d.shape("magnify").rotation == 0)
    }

    @Test func rotationAloneTurns() {
        let d = twoFingers("rotate", spread: 0, turn: 0.5)
        d.up(1); d.up(2)
        let r = d.shape("rotate").rotation
        #expect(abs(r - 0.5 * 180 / .pi) < 1e-6, "rotation \(r)")   // all of it, from the down
        #expect(d.shape("rotate").scale == 1)
    }

    @Test func magnificationWithRotationDoesBoth() {
        let d = twoFingers("magnify-rotate", spread: 30, turn: 0.5)
        d.up(1); d.up(2)
        let s = d.shape("magnify-rotate")
        #expect(abs(s.scale - 2) < 1e-6, "scale \(s.scale)")
        #expect(abs(s.rotation - 0.5 * 180 / .pi) < 1e-6, "rotation \(s.rotation)")
    }

    @Test func aDragOffsetIsTransientWithNumbersShown() {
        let d = GalleryDriver(page: .recognizers)
        let p = d.centre("drag")
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x + 60, y: p.y), steps: 6, interval: 0.016)
        #expect(d.shape("drag").transientOffset == Point(x: 60, y: 0))
        let message = d.shape("drag").message
        #expect(message.hasPrefix("t 60,0 v "), "message \(message)")
        #expect(message.contains(" end "))
        d.up(1)
        d.advance(by: 1)   // springs back (SpringBackTests)
        #expect(d.shape("drag").transientOffset == .zero)
        #expect(d.shape("drag").offset == .zero)
        #expect(d.shape("drag").message == message)   // the numbers stay shown
    }

    /// With reduced motion (the desktop's setting) the drag example is back at the lift: no
    /// spring, nothing animating.
    @Test func withReducedMotionTheDragIsBackAtTheLift() {
        let d = GalleryDriver(page: .recognizers)
        d.core.setDesktopSettings(DesktopSettings(reducedMotion: true))
        let p = d.centre("drag")
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x + 60, y: p.y), steps: 6, interval: 0.016)
        #expect(d.shape("drag").transientOffset == Point(x: 60, y: 0), "the drag itself follows the finger")
        d.up(1)
        #expect(d.shape("drag").transientOffset == .zero)
        #expect(!d.core.isAnimating)
    }

    /// A page is made when first opened: one opened after the setting changed has it too,
    /// and is laid out for the window as it is then.
    @Test func aPageFirstOpenedAfterTheSettingChangedHasItToo() {
        let d = GalleryDriver(width: 600, height: 900)
        d.core.setDesktopSettings(DesktopSettings(reducedMotion: true))
        d.core.open(.recognizers)
        let fresh = GalleryDriver(page: .recognizers, width: 600, height: 900)
        #expect(d.shape("drag").frame == fresh.shape("drag").frame)
        let p = d.centre("drag")
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x + 60, y: p.y), steps: 6, interval: 0.016)
        d.up(1)
        #expect(d.shape("drag").transientOffset == .zero)
        #expect(!d.core.isAnimating)
    }

    /// The offset is transient (the example's `@GestureState`): back in place at the lift.
    @Test func aLongPressWithADragColoursRedAndMovesWhileItRuns() {
        let d = GalleryDriver(page: .recognizers)
        let p = d.centre("press-drag")
        d.down(1, p)
        d.advance(by: 1)
        #expect(d.shape("press-drag").colour == .red)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y + 30), steps: 6, interval: 0.016)
        #expect(d.shape("press-drag").colour == .red)
        #expect(d.shape("press-drag").transientOffset == Point(x: 0, y: 30))
        d.up(1)
        #expect(d.shape("press-drag").colour == .blue)
        #expect(d.shape("press-drag").transientOffset == .zero)
        #expect(d.shape("press-drag").offset == .zero)
        // A drag at once moves it without the red.
        d.advance(by: 0.1)
        d.down(2, p)
        d.drag(2, from: p, to: Point(x: p.x + 30, y: p.y), steps: 6, interval: 0.016)
        #expect(d.shape("press-drag").colour == .blue)
        #expect(d.shape("press-drag").transientOffset == Point(x: 30, y: 0))
        d.up(2)
        #expect(d.shape("press-drag").transientOffset == .zero)
        #expect(d.shape("press-drag").offset == .zero)
    }

    @Test func aLongPressSequencedBeforeADragEnablesDragging() {
        let d = GalleryDriver(page: .recognizers)
        let p = d.centre("press-then-drag")
        // Dragging at once does nothing.
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x + 40, y: p.y), steps: 6, interval: 0.016)
        d.up(1)
        #expect(d.shape("press-then-drag").offset == .zero)
        #expect(d.shape("press-then-drag").colour == .blue)
        // Held 2 s: green, then it moves.
        d.advance(by: 0.1)
        d.down(2, p)
        d.advance(by: 1.99)
        #expect(d.shape("press-then-drag").colour == .blue)
        d.advance(by: 0.01)
        #expect(d.shape("press-then-drag").colour == .green)
        d.drag(2, from: p, to: Point(x: p.x + 40, y: p.y + 10), steps: 6, interval: 0.016)
        #expect(d.shape("press-then-drag").transientOffset == Point(x: 40, y: 10))
        d.up(2)   // back in place, as at rest
        #expect(d.shape("press-then-drag").transientOffset == .zero)
        #expect(d.shape("press-then-drag").offset == .zero)
        #expect(d.shape("press-then-drag").colour == .blue)
    }
}
