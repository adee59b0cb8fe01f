// The app core's workload, one definition for both benches: opacity-bars-bench reads P6
// (resident memory over 10^6 events) from it, the Benchmarks package counts its heap
// allocations per input event, without and with its frames, against the committed baseline,
// and the allocation test (Allocations/) fails CI on any.
import Drawing
import Gestures
import OpacityBars

/// Generates hover, drags and scrolls as InputEvents and drives one AppCore with them,
/// rendering into one Canvas whenever a 60 Hz tick of virtual time passes.
public final class AppCoreDriver {
    public let core = AppCore()
    public let canvas: Canvas
    var now = 0.0
    var time: UInt32 = 100_000
    public private(set) var sent = 0
    public private(set) var frames = 0
    var nextTick = 0.0
    var cycle = 0
    /// Whether ticks render frames (P6 and the allocation count with frames) or not.
    public var draws = true

    /// Steady state: the app core's bounded logs (gesture records, explanations) grow
    /// until they reach their limit and then stay; run until they have.
    public func fillBoundedLogs() {
        while core.explanations.count < core.configuration.maxExplanations { run(events: 10_000) }
        run(events: 50_000)   // past the first trim back to the limit
    }

    /// A fresh app core, as every replay, test and randomized run starts with one (the
    /// creation benchmark).
    public static func makeCore() -> AppCore { AppCore() }

    public init() {
        core.configure(width: 480, height: 800)
        canvas = Canvas(width: core.bufferSize.width, height: core.bufferSize.height)
        _ = core.render(into: canvas, stale: nil)
        send(.capabilities([.pointer, .keyboard, .touch]))
    }

    func send(_ e: InputEvent) {
        core.handle(e, at: now)
        sent += 1
    }

    func tick(_ ms: Double) {
        now += ms
        time &+= UInt32(ms)
        core.advance(to: now)
        if draws, now >= nextTick {
            if core.needsRedraw {
                _ = core.render(into: canvas, stale: .empty)
                frames += 1
            }
            nextTick = now + 1000.0 / 60
        }
    }

    /// Idle on the virtual clock until animations stop (a fling), at 60 Hz.
    func rest(_ ms: Double) {
        var left = ms
        while left > 0 { tick(16); left -= 16 }
    }

    public func run(events: Int) {
        let target = sent + events
        while sent < target { oneCycle() }
    }

    /// One round of every interaction; positions vary with the cycle number.
    func oneCycle() {
        cycle += 1
        let c = Double(cycle % 13)
        // Hover across the list (pointer motion + frame).
        send(.pointerEnter(Point(x: 30, y: 70))); send(.pointerFrame)
        for k in 0 ..< 120 {
            tick(8)
            send(.pointerMotion(Point(x: 30 + Double(k) * 3.5, y: 70 + Double(k) * 6 + c), time: time))
            send(.pointerFrame)
        }
        // Left-button opacity drag on the bar under y.
        let y = 110 + c * 50
        send(.pointerMotion(Point(x: 60, y: y), time: time)); send(.pointerFrame)
        send(.pointerButton(button: .primary, pressed: true, time: time)); send(.pointerFrame)
        for k in 0 ..< 40 {
            tick(8)
            send(.pointerMotion(Point(x: 60 + Double(k) * 8, y: y + 1), time: time)); send(.pointerFrame)
        }
        send(.pointerButton(button: .primary, pressed: false, time: time)); send(.pointerFrame)
        // Wheel clicks down then up.
        for k in 0 ..< 12 {
            tick(30)
            let v: Double = k < 6 ? 15 : -15
            send(.axisSource(.wheel)); send(.axis(.vertical, value: v, time: time))
            send(.axisDiscrete(.vertical, steps: k < 6 ? 1 : -1)); send(.pointerFrame)
        }
        // Touchpad scroll with a fling after axis_stop.
        for _ in 0 ..< 30 {
            tick(8)
            send(.axisSource(.finger)); send(.axis(.vertical, value: 9, time: time)); send(.pointerFrame)
        }
        send(.axisSource(.finger)); send(.axisStop(.vertical, time: time)); send(.pointerFrame)
        rest(400)
        send(.pointerLeave); send(.pointerFrame)
        // Touch: an opacity drag, then a vertical swipe that flings, then one that stops it.
        tick(50)
        send(.touchDown(id: 0, Point(x: 80, y: 300 + c * 10), time: time)); send(.touchFrame)
        for k in 0 ..< 30 {
            tick(8)
            send(.touchMotion(id: 0, Point(x: 80 + Double(k) * 10, y: 301 + c * 10), time: time)); send(.touchFrame)
        }
        send(.touchUp(id: 0, time: time)); send(.touchFrame)
        tick(50)
        let down = cycle % 2 == 0
        send(.touchDown(id: 1, Point(x: 240, y: down ? 200 : 700), time: time)); send(.touchFrame)
        for k in 0 ..< 20 {
            tick(8)
            let dy = Double(k) * 25
            send(.touchMotion(id: 1, Point(x: 241, y: down ? 200 + dy : 700 - dy), time: time)); send(.touchFrame)
        }
        send(.touchUp(id: 1, time: time)); send(.touchFrame)
        rest(300)
        send(.touchDown(id: 2, Point(x: 240, y: 400), time: time)); send(.touchFrame)
        tick(30)
        send(.touchUp(id: 2, time: time)); send(.touchFrame)
        rest(600)
    }
}
