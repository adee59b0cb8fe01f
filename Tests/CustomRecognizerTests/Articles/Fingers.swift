import Foundation
import Gestures

/// Input for the articles' examples: a host holding the example's view, touches and the
/// pointer in window coordinates, and the virtual clock. Every call ends its frame and drains
/// the reports, so the example's callbacks have run when it returns.
final class Fingers {
    let host = GestureHost(framing: .wayland)
    private(set) var now = 0.0

    init(_ root: GestureView) { host.root = root }

    func down(_ id: Int32 = 1, _ p: Point) { send(.touchDown(id: id, p, time: UInt32(now))) }
    func move(_ id: Int32 = 1, to p: Point) { send(.touchMotion(id: id, p, time: UInt32(now))) }
    func up(_ id: Int32 = 1) { send(.touchUp(id: id, time: UInt32(now))) }

    /// The clock moves on by `ms`; timers due meanwhile fire.
    func wait(_ ms: Double) {
        now += ms
        host.advance(to: now)
        host.drainReports()
    }

    /// Touch `id` moves from where it is, `from`, to `to` in `steps` of 10 ms.
    func slide(_ id: Int32 = 1, from: Point, to: Point, steps: Int = 10) {
        for k in 1 ... steps {
            wait(10)
            let f = Double(k) / Double(steps)
            move(id, to: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
        }
    }

    /// A tap at `p`, 30 ms down, then `gap` ms of nothing.
    func tap(_ p: Point, gap: Double = 100) {
        down(1, p); wait(30); up(1); wait(gap)
    }

    /// Two touches about `centre`, `from` px apart horizontally, turned by `degrees` (clockwise)
    /// and spread to `to` px apart in 10 steps, then lifted unless `lift` is false.
    func pinch(about centre: Point, from: Double, to: Double, degrees: Double = 0, lift: Bool = true) {
        func at(_ k: Double, _ side: Double) -> Point {
            let r = (from + (to - from) * k) / 2, a = degrees * k * .pi / 180
            return Point(x: centre.x + side * r * cos(a), y: centre.y + side * r * sin(a))
        }
        down(1, at(0, -1)); down(2, at(0, 1))
        for k in 1 ... 10 {
            wait(10)
            move(1, to: at(Double(k) / 10, -1)); move(2, to: at(Double(k) / 10, 1))
        }
        if lift { up(1); up(2) }
    }

    /// One frame of pointer events (`wl_pointer`'s: an axis, then its source).
    func pointer(_ events: InputEvent...) { send(events, frame: .pointerFrame) }

    private func send(_ event: InputEvent) { send([event], frame: .touchFrame) }

    private func send(_ events: [InputEvent], frame: InputEvent) {
        for e in events { host.send(e, at: now) }
        host.send(frame, at: now)
        host.drainReports()
    }
}
