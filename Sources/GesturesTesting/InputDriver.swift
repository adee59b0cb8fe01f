import Foundation
import Gestures

/// What an `InputDriver` feeds: the engine (`RecordingEngine`), the app's core, the gallery's.
public protocol InputTarget: AnyObject {
    func handle(_ event: InputEvent, at now: Double)
    func advance(to now: Double)
}

/// Feeds hand-built input to a target on one virtual clock, as a Wayland compositor sends it:
/// each touch and pointer event followed by its frame, an axis value after its source and
/// clicks, event times that follow the clock. Time passes in seconds, as SwiftUI's durations
/// do (`advance(by:)`, and every helper's pause). The one driver of the engine's, the app's and
/// the gallery's tests, and of an app's own (`DrainingHost` drives a `GestureHost`), so that
/// a scenario reads the same in each (swift-nio's `EmbeddedEventLoop`, for gestures).
public final class InputDriver<Target: InputTarget> {
    public let target: Target
    /// The virtual clock as the target is given it (ms since the driver began), kept in whole
    /// µs so that steps in seconds add up exactly (ten steps of 0.1 s are 1000 ms, not
    /// 999.9999999999999). Setting it lets time pass without a timer tick (input that arrives
    /// late); `advance(by:)` runs the target's timers.
    public var now: Double {
        get { Double(microseconds) / 1000 }
        set { microseconds = Int64((newValue * 1000).rounded()) }
    }
    private var microseconds: Int64 = 0
    /// The compositor's event time at `now` 0.
    public let timeOrigin: UInt32

    public init(_ target: Target, timeOrigin: UInt32 = 0) {
        self.target = target
        self.timeOrigin = timeOrigin
    }

    /// The compositor's event `time` now: the origin plus the whole ms elapsed, wrapping.
    public var time: UInt32 { timeOrigin &+ UInt32(truncatingIfNeeded: microseconds / 1000) }

    public func send(_ event: InputEvent) { target.handle(event, at: now) }

    /// Lets `seconds` pass (to the µs), running the target's timers.
    public func advance(by seconds: Double) {
        microseconds += Int64((seconds * 1_000_000).rounded())
        target.advance(to: now)
    }

    // MARK: Touch

    public func down(_ id: Int32, _ p: Point) { send(.touchDown(id: id, p, time: time)); send(.touchFrame) }
    public func move(_ id: Int32, _ p: Point) { send(.touchMotion(id: id, p, time: time)); send(.touchFrame) }
    public func up(_ id: Int32 = 0) { send(.touchUp(id: id, time: time)); send(.touchFrame) }
    public func down(_ id: Int32, _ x: Double, _ y: Double) { down(id, Point(x: x, y: y)) }
    public func move(_ id: Int32, _ x: Double, _ y: Double) { move(id, Point(x: x, y: y)) }
    /// Touch 0.
    public func down(_ x: Double, _ y: Double) { down(0, Point(x: x, y: y)) }
    public func move(_ x: Double, _ y: Double) { move(0, Point(x: x, y: y)) }
    public func cancel() { send(.touchCancel) }

    /// Moves touch `id` from `a` to `b` in `steps` equal steps, `interval` seconds apart.
    public func drag(_ id: Int32 = 0, from a: Point, to b: Point, steps: Int = 10, interval: Double = 0.01) {
        for k in 1 ... steps {
            advance(by: interval)
            let t = Double(k) / Double(steps)
            move(id, Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
    }

    /// Touches 1 and 2 about `centre`, `from` px apart horizontally, turned by `degrees`
    /// (clockwise) and spread to `to` px apart in `steps` steps `interval` seconds apart, both
    /// moving in each frame; then lifted unless `lift` is false.
    public func pinch(
        about centre: Point, from: Double, to: Double, degrees: Double = 0, steps: Int = 10,
        interval: Double = 0.01, lift: Bool = true
    ) {
        func at(_ k: Double, _ side: Double) -> Point {
            let r = (from + (to - from) * k) / 2, a = degrees * k * .pi / 180
            return Point(x: centre.x + side * r * cos(a), y: centre.y + side * r * sin(a))
        }
        down(1, at(0, -1)); down(2, at(0, 1))
        for k in 1 ... steps {
            advance(by: interval)
            let f = Double(k) / Double(steps)
            send(.touchMotion(id: 1, at(f, -1), time: time))
            send(.touchMotion(id: 2, at(f, 1), time: time))
            send(.touchFrame)
        }
        if lift { up(1); up(2) }
    }

    /// Touch 1 down and up 30 ms later, then `gap` seconds.
    public func tap(_ p: Point, gap: Double = 0.1) { down(1, p); advance(by: 0.03); up(1); advance(by: gap) }

    // MARK: Pointer

    public func enter(_ p: Point) { send(.pointerEnter(p)); send(.pointerFrame) }
    public func leave() { send(.pointerLeave); send(.pointerFrame) }
    public func pointer(_ p: Point) { send(.pointerMotion(p, time: time)); send(.pointerFrame) }
    public func enter(_ x: Double, _ y: Double) { enter(Point(x: x, y: y)) }
    public func pointer(_ x: Double, _ y: Double) { pointer(Point(x: x, y: y)) }
    public func button(_ pressed: Bool, _ button: PointerButton = .primary) {
        send(.pointerButton(button: button, pressed: pressed, time: time)); send(.pointerFrame)
    }

    /// One axis group: its source, the discrete or high-resolution steps if given, the value.
    public func axis(
        _ axis: Axis, _ value: Double, source: AxisSource, discrete: Int32? = nil, value120: Int32? = nil
    ) {
        send(.axisSource(source))
        if let discrete { send(.axisDiscrete(axis, steps: discrete)) }
        if let value120 { send(.axisValue120(axis, value120: value120)) }
        send(.axis(axis, value: value, time: time))
        send(.pointerFrame)
    }

    /// `clicks` wheel clicks (negative: up), as a seat of version 8 or later sends them:
    /// 120 per click in high resolution and 15 px of scroll each.
    public func wheel(_ clicks: Int32, _ axis: Axis = .vertical) {
        self.axis(axis, 15 * Double(clicks), source: .wheel, value120: 120 * clicks)
    }

    /// Two fingers moving on the touchpad by `delta` px (a continuous scroll, no clicks).
    public func touchpadScroll(_ delta: Point) {
        send(.axisSource(.finger))
        if delta.x != 0 { send(.axis(.horizontal, value: delta.x, time: time)) }
        if delta.y != 0 { send(.axis(.vertical, value: delta.y, time: time)) }
        send(.pointerFrame)
    }

    /// Fingers lifted from the touchpad.
    public func axisStop(_ axis: Axis) {
        send(.axisSource(.finger)); send(.axisStop(axis, time: time)); send(.pointerFrame)
    }

    // MARK: Keyboard

    /// Presses `key`, releases it `hold` seconds later, and lets `after` seconds pass.
    public func key(_ key: Key, hold: Double = 0, after: Double = 0) {
        send(.key(key, pressed: true, time: time))
        if hold > 0 { advance(by: hold) }
        send(.key(key, pressed: false, time: time))
        if after > 0 { advance(by: after) }
    }

    public func modifiers(_ m: Modifiers) { send(.modifiers(m)) }
}
