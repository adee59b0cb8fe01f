// Nested scroll views on a host: the path of a drag that chains from an inner list into the
// outer one, measured by the allocation test (Allocations/).
import Gestures

/// A vertical list (400 high, 2 000 long) holding at y 100 a vertical list (200 high, 400
/// long) of tappable rows. One finger on the inner list sweeps up and down 600 px in 10 px
/// steps, so the inner list runs into each of its edges and the outer one takes the rest of
/// the same drag, both ways, again and again.
public final class NestedScrollWorkload {
    public let host = GestureHost(framing: .wayland)
    private let outer = GestureView(id: "outer", frame: GestureRect(x: 0, y: 56, width: 480, height: 400))
    private var now = 0.0, time: UInt32 = 0, step = 0
    /// Input events handled so far.
    public private(set) var handled = 0
    /// How often each list told `onScroll` it moved, so that none is optimized away.
    public private(set) var outerMoves = 0, innerMoves = 0

    public init() {
        outer.scrollable(.vertical, contentLength: 2_000).onScroll { [unowned self] _ in outerMoves &+= 1 }
        let inner = outer.addChild(GestureView(id: "inner", frame: GestureRect(x: 0, y: 100, width: 480, height: 200)))
        inner.scrollable(.vertical, contentLength: 400).onScroll { [unowned self] _ in innerMoves &+= 1 }
        for i in 0 ..< 8 {
            inner.addChild(GestureView(id: i, frame: GestureRect(x: 0, y: Double(i) * 50, width: 480, height: 50)))
                .gesture(TapGesture().onEnded { [unowned self] _ in innerMoves &+= 1 })
        }
        host.root = outer
        send(.touchDown(id: 1, Point(x: 200, y: 250), time: time))
        send(.touchFrame)
    }

    private func send(_ e: InputEvent) {
        host.send(e, at: now)
        handled &+= 1
    }

    /// Whole steps (a motion and its frame, the reports drained) until at least `events`
    /// more input events were handled.
    public func run(events: Int) {
        let start = handled
        while handled - start < events {
            now += 8
            time &+= 8
            let phase = step % 120   // 60 steps up, 60 back down
            let y = 250 - Double(phase < 60 ? phase : 120 - phase) * 10
            send(.touchMotion(id: 1, Point(x: 200, y: y), time: time))
            send(.touchFrame)
            host.drainReports()
            step &+= 1
        }
    }
}
