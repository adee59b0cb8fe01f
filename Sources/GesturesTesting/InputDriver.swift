import Gestures

/// What an `InputDriver` feeds: the engine (`RecordingEngine`), the app's core, the gallery's.
public protocol InputTarget: AnyObject {
    func handle(_ event: InputEvent, at now: Double)
    func advance(to now: Double)
}

/// Feeds hand-built input to a target on one virtual clock, as a Wayland compositor sends it:
/// each touch and pointer event followed by its frame, an axis value after its source and
/// clicks, event times that follow the clock. The one driver of the engine's, the app's and
/// the gallery's tests, and of an app's own (`DrainingHost` drives a `GestureHost`), so that
/// a scenario reads the same in each (swift-nio's `EmbeddedEventLoop`, for gestures).
public final class InputDriver<Target: InputTarget> {
    public let target: Target
    /// The virtual clock, ms. Setting it lets time pass without a timer tick (input that
    /// arrives late); `advance` runs the target's timers.
    public var now: Double = 0
    /// The compositor's event time at `now` 0.
    public let timeOrigin: UInt32

    public init(_ target: Target, timeOrigin: UInt32 = 0) {
        self.target = target
        self.timeOrigin = timeOrigin
    }

    /// The compositor's event `time` now: the origin plus the whole ms elapsed, wrapping.
    public var time: UInt32 { timeOrigin &+ UInt32(truncatingIfNeeded: Int64(now)) }

    public func send(_ event: InputEvent) { target.handle(event, at: now) }

    /// Lets `ms` pass, running the target's timers.
    public func advance(_ ms: Double) {
        now += ms
        target.advance(to: now)
    }

    /// Lets `seconds` pass, running the target's timers.
    public func advance(by seconds: Double) { advance(seconds * 1000) }

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

    /// Moves touch `id` from `a` to `b` in `steps` equal steps, `ms` apart.
    public func drag(_ id: Int32 = 0, from a: Point, to b: Point, steps: Int = 10, ms: Double = 10) {
        for k in 1 ... steps {
            advance(ms)
            let t = Double(k) / Double(steps)
            move(id, Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
    }

    /// Touch 1 down and up 30 ms later, then `gap` ms.
    public func tap(_ p: Point, gap: Double = 100) { down(1, p); advance(30); up(1); advance(gap) }

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

    /// Presses `key`, releases it `hold` ms later, and lets `after` ms pass.
    public func key(_ key: Key, hold: Double = 0, after: Double = 0) {
        send(.key(key, pressed: true, time: time))
        if hold > 0 { advance(hold) }
        send(.key(key, pressed: false, time: time))
        if after > 0 { advance(after) }
    }

    public func modifiers(_ m: Modifiers) { send(.modifiers(m)) }
}
