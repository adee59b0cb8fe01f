import Testing

@testable import Gestures

/// System gestures from a window edge, and their deferral (SwiftUI's
/// `defersSystemGestures(on:)`): a root region covers the window with a left-edge swipe (the
/// back gesture) and high priority; a square inside it follows a drag.
@Suite struct EdgeDeferralTests {
    static let window = GestureRegionID(0), square = GestureRegionID(1)

    static func driver(defers: Bool) -> Driver {
        let e = GestureEngine()
        e.setRegions([
            GestureRegion(
                id: window, frame: GestureRect(x: 0, y: 0, width: 480, height: 800),
                gestures: [EdgeSwipeRecognizer(edge: .leading)], highPriority: true),
            GestureRegion(
                id: square, parent: window, frame: GestureRect(x: 0, y: 300, width: 200, height: 200),
                gestures: [DragRecognizer()], defersSystemGestures: defers ? .leading : []),
        ])
        return Driver(e)
    }

    /// A swipe from the left edge into the square, `wait` ms after the previous one ended.
    func swipe(_ d: Driver, id: Int32, from x: Double = 5, wait: Double = 0) {
        d.advance(by: wait)
        let p = Point(x: x, y: 400)
        d.down(id, p)
        d.drag(id, from: p, to: Point(x: x + 120, y: 400), steps: 6)
        d.up(id)
    }

    @Test func withoutDeferralTheFirstSwipeGoesBack() {
        let d = Self.driver(defers: false)
        swipe(d, id: 1)
        let life = d.lifecycle(EdgeSwipeRecognizer.edgeSwipe)
        #expect(life.first == .began && life.last == .ended)
        #expect(life.count >= 4 && life.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(d.of(.drag).isEmpty)
    }

    @Test func withDeferralTheFirstSwipeDragsTheSquareAndTheSecondGoesBack() {
        let d = Self.driver(defers: true)
        swipe(d, id: 1)
        #expect(d.of(EdgeSwipeRecognizer.edgeSwipe).isEmpty)
        #expect(d.lifecycle(.drag).first == .began && d.lifecycle(.drag).last == .ended)
        #expect(
            d.engine.explain.entries.contains {
                $0.kind == EdgeSwipeRecognizer.edgeSwipe && $0.reason == EdgeSwipeRecognizer.deferred
            })
        swipe(d, id: 2, wait: 0.3)   // soon after: the system's
        #expect(d.lifecycle(EdgeSwipeRecognizer.edgeSwipe).first == .began)
        #expect(d.lifecycle(EdgeSwipeRecognizer.edgeSwipe).last == .ended)
        #expect(d.of(.drag).filter { $0.phase == .began }.count == 1)
    }

    @Test func aSecondSwipeAfterTheDeferralTimeIsDeferredAgain() {
        let d = Self.driver(defers: true)
        swipe(d, id: 1)
        // The first swipe went down at 0; the deferral lasts 1000 ms from then.
        swipe(d, id: 2, wait: GestureConfiguration.default.systemGestureDeferral)
        #expect(d.of(EdgeSwipeRecognizer.edgeSwipe).isEmpty)
        #expect(d.of(.drag).filter { $0.phase == .began }.count == 2)
        // …and the one right after that one goes back.
        swipe(d, id: 3, wait: 0.1)
        #expect(d.lifecycle(EdgeSwipeRecognizer.edgeSwipe).first == .began)
    }

    @Test func aSwipeThatStartsInsideIsNoEdgeSwipe() {
        let d = Self.driver(defers: false)
        swipe(d, id: 1, from: 40)
        #expect(d.of(EdgeSwipeRecognizer.edgeSwipe).isEmpty)
        #expect(d.lifecycle(.drag).first == .began)
    }

    @Test func anEdgeSwipeOutwardOrVerticalIsNotTheSystemGesture() {
        let d = Self.driver(defers: false)
        let p = Point(x: 5, y: 400)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: 5, y: 520), steps: 6)   // down along the edge
        d.up(1)
        #expect(d.of(EdgeSwipeRecognizer.edgeSwipe).isEmpty)
        #expect(d.lifecycle(.drag).first == .began)
    }
}
