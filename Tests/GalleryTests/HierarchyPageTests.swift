import Gestures
import Testing

@testable import Gallery

/// The Hierarchy page: the circle's mask, high priority, simultaneous recognition, the
/// orange box's tap and high-priority long press, and the deferred back swipe.
@Suite struct HierarchyPageTests {
    /// Drags from the circle's centre 60 px down; returns the circle's and the rectangle's
    /// colours while dragging.
    func dragCircle(_ d: GalleryDriver) -> (circle: GalleryColour, rectangle: GalleryColour) {
        let p = d.centre("circle")
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y + 60), steps: 6, interval: 0.016)
        let colours = (d.shape("circle").colour, d.shape("rectangle").colour)
        d.up(1)
        d.advance(by: 0.1)
        return colours
    }

    func page(_ controls: String...) -> GalleryDriver {
        let d = GalleryDriver(page: .hierarchy)
        for c in controls { d.tap(d.centre(c), gap: 0.4) }
        return d
    }

    @Test func maskAllTheCircleRuns() {
        let d = page("mask-all")
        #expect(dragCircle(d) == (.orange, .gray))
        #expect(d.shape("circle").counters["drags"] == 1 && d.shape("rectangle").counters["drags"] == 0)
        #expect(d.shape("circle").colour == .blue)   // back at rest after the drag
    }

    @Test func maskGestureTheCircleRuns() {
        let d = page("mask-gesture")
        #expect(d.shape("circle").message == "mask gesture")
        #expect(dragCircle(d) == (.orange, .gray))
    }

    @Test func maskSubviewsTheRectangleRuns() {
        let d = page("mask-subviews")
        #expect(dragCircle(d) == (.blue, .teal))
        #expect(d.shape("circle").counters["drags"] == 0 && d.shape("rectangle").counters["drags"] == 1)
    }

    @Test func maskNoneTheRectangleRuns() {
        let d = page("mask-none")
        #expect(dragCircle(d) == (.blue, .teal))
    }

    @Test func highPriorityOnTheRectangleWins() {
        let d = page("high-priority")
        #expect(d.shape("high-priority").label == "high priority: on")
        #expect(dragCircle(d) == (.blue, .teal))
    }

    @Test func simultaneousRunsBoth() {
        let d = page("simultaneous")
        #expect(dragCircle(d) == (.orange, .teal))
    }

    @Test func theOrangeBoxTapAndHighPriorityLongPress() {
        let d = GalleryDriver(page: .hierarchy)
        let p = d.centre("orange-box")
        d.tap(p)
        #expect(d.shape("orange-box").message == "Tap detected")
        d.down(1, p)
        d.advance(by: 0.6)
        d.up(1)
        #expect(d.shape("orange-box").message == "Long press priority")
    }

    /// A swipe from the left edge of the blue square's band, `wait` ms after the last.
    func swipe(_ d: GalleryDriver, id: Int32, wait: Double = 0) {
        d.advance(by: wait)
        let p = Point(x: 5, y: d.centre("blue-square").y)
        d.down(id, p)
        d.drag(id, from: p, to: Point(x: 125, y: p.y), steps: 6, interval: 0.016)
        d.up(id)
    }

    @Test func withDeferralTheFirstEdgeSwipeDragsTheSquareAndTheSecondGoesBack() {
        let d = GalleryDriver(page: .hierarchy)
        #expect(d.shape("defer").label == "defer back: on")
        swipe(d, id: 1)
        #expect(d.core.page == .hierarchy)
        #expect(d.shape("blue-square").offset == Point(x: 120, y: 0))
        swipe(d, id: 2, wait: 0.3)
        #expect(d.core.page == .home)
    }

    @Test func aSecondSwipeAfterTheDeferralTimeIsDeferredAgain() {
        let d = GalleryDriver(page: .hierarchy)
        swipe(d, id: 1)
        // The deferral lasts 1000 ms from the first swipe's down (96 ms of movement before).
        swipe(d, id: 2, wait: GestureConfiguration.default.systemGestureDeferral)
        #expect(d.core.page == .hierarchy)
        swipe(d, id: 3, wait: 0.1)
        #expect(d.core.page == .home)
    }

    @Test func withoutDeferralTheFirstEdgeSwipeGoesBack() {
        let d = page("defer")
        #expect(d.shape("defer").label == "defer back: off")
        swipe(d, id: 1)
        #expect(d.core.page == .home)
        d.core.open(.hierarchy)
        #expect(d.core.shape("blue-square")?.offset == .zero)
    }
}
