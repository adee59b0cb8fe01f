import Gestures

@testable import OpacityBars

/// Test driver: feeds hand-built input to an `AppCore` on a virtual clock, with a frame after
/// each pointer and touch event as Wayland groups them.
struct Driver {
    let app: AppCore
    var now: Double = 0

    init(width: Int = 480, height: Int = 800, configuration: AppConfiguration = .default) {
        app = AppCore(configuration: configuration)
        app.configure(width: width, height: height)
    }

    var time: UInt32 { UInt32(truncatingIfNeeded: Int64(now)) }

    mutating func wait(_ ms: Double) { now += ms; app.advance(to: now) }

    // MARK: Touch
    mutating func down(_ x: Double, _ y: Double) { down(0, x, y) }
    mutating func move(_ x: Double, _ y: Double) { move(0, x, y) }
    mutating func down(_ id: Int32, _ x: Double, _ y: Double) {
        app.handle(.touchDown(id: id, Point(x: x, y: y), time: time), at: now)
        app.handle(.touchFrame, at: now)
    }
    mutating func move(_ id: Int32, _ x: Double, _ y: Double) {
        app.handle(.touchMotion(id: id, Point(x: x, y: y), time: time), at: now)
        app.handle(.touchFrame, at: now)
    }
    mutating func up(_ id: Int32 = 0) {
        app.handle(.touchUp(id: id, time: time), at: now)
        app.handle(.touchFrame, at: now)
    }
    /// Moves touch `id` from its current place in `steps` equal steps of `dt` ms each.
    mutating func drag(_ id: Int32 = 0, from a: Point, to b: Point, steps: Int = 10, dt: Double = 10) {
        for i in 1 ... steps {
            now += dt
            let t = Double(i) / Double(steps)
            move(id, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
        }
    }

    // MARK: Pointer
    mutating func pointer(_ x: Double, _ y: Double) {
        app.handle(.pointerMotion(Point(x: x, y: y), time: time), at: now)
        app.handle(.pointerFrame, at: now)
    }
    mutating func enter(_ x: Double, _ y: Double) {
        app.handle(.pointerEnter(Point(x: x, y: y)), at: now)
        app.handle(.pointerFrame, at: now)
    }
    mutating func button(_ pressed: Bool, _ code: PointerButton = .primary) {
        app.handle(.pointerButton(button: code, pressed: pressed, time: time), at: now)
        app.handle(.pointerFrame, at: now)
    }
    mutating func axis(
        _ axis: Axis, _ value: Double, source: AxisSource, discrete: Int32? = nil,
        value120: Int32? = nil
    ) {
        app.handle(.axisSource(source), at: now)
        if let discrete { app.handle(.axisDiscrete(axis, steps: discrete), at: now) }
        if let value120 { app.handle(.axisValue120(axis, value120: value120), at: now) }
        app.handle(.axis(axis, value: value, time: time), at: now)
        app.handle(.pointerFrame, at: now)
    }
    mutating func axisStop(_ axis: Axis) {
        app.handle(.axisSource(.finger), at: now)
        app.handle(.axisStop(axis, time: time), at: now)
        app.handle(.pointerFrame, at: now)
    }

    // MARK: Keyboard
    mutating func key(_ key: Key, hold: Double = 0) {
        app.handle(.key(key, pressed: true, time: time), at: now)
        if hold > 0 { wait(hold) }
        app.handle(.key(key, pressed: false, time: time), at: now)
    }
    mutating func mods(_ m: Modifiers) { app.handle(.modifiers(m), at: now) }

    mutating func settle() { now = app.settle(from: now) }

    // MARK: Reading
    var snap: StateSnapshot { app.snapshot() }
    func opacity(_ name: String) -> Double { snap.bars.first { $0.name == name }!.opacity }
    var offset: Double { snap.scrollOffset }
    var gestureNames: [String] { snap.gestures.map(\.gesture) }
    /// Surface centre y of bar `index` at the current scroll offset.
    func rowY(_ index: Int) -> Double {
        let f = snap.bars[index].frame
        return f.y + f.height / 2 - snap.scrollOffset
    }
    /// Surface x that gives `opacity` on a bar (inverse of docs/DESIGN.md's formula).
    func x(forOpacity opacity: Double) -> Double {
        let f = snap.bars[0].frame
        return f.x + (1 - opacity) * f.width
    }
}
