import Gestures

@testable import Gallery

/// Drives a `GalleryCore` as a host would: touch, pointer and key events at explicit
/// virtual times, each touch event followed by its frame.
final class GalleryDriver {
    let core: GalleryCore
    private(set) var time = 0.0
    private var eventTime: UInt32 { UInt32(time) }

    init(page: PageID? = nil, width: Int = 480, height: Int = 800) {
        core = GalleryCore(width: width, height: height)
        if let page { core.open(page) }
    }

    func advance(_ ms: Double) { time += ms; core.advance(to: time) }
    func send(_ e: InputEvent) { core.handle(e, at: time) }

    func down(_ id: Int32, _ p: Point) { send(.touchDown(id: id, p, time: eventTime)); send(.touchFrame) }
    func move(_ id: Int32, _ p: Point) { send(.touchMotion(id: id, p, time: eventTime)); send(.touchFrame) }
    func up(_ id: Int32) { send(.touchUp(id: id, time: eventTime)); send(.touchFrame) }
    func cancel() { send(.touchCancel) }

    /// Moves touch `id` from `a` to `b` in `steps` frames 16 ms apart.
    func drag(_ id: Int32, from a: Point, to b: Point, steps: Int = 8) {
        for k in 1 ... steps {
            advance(16)
            let t = Double(k) / Double(steps)
            move(id, Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
    }

    func tap(_ p: Point, gap: Double = 100) { down(1, p); advance(30); up(1); advance(gap) }

    func key(_ key: Key) {
        send(.key(key, pressed: true, time: eventTime)); advance(20)
        send(.key(key, pressed: false, time: eventTime)); advance(20)
    }

    func modifiers(_ m: Modifiers) { send(.modifiers(m)) }

    // Pointer
    func pointer(_ p: Point) { send(.pointerMotion(p, time: eventTime)); send(.pointerFrame) }
    func enter(_ p: Point) { send(.pointerEnter(p)); send(.pointerFrame) }
    func button(_ b: PointerButton, _ pressed: Bool) {
        send(.pointerButton(button: b, pressed: pressed, time: eventTime)); send(.pointerFrame)
    }

    func shape(_ name: String) -> GalleryShape {
        guard let s = core.shape(name) else {
            fatalError("no shape \(name) on \(core.page): \(core.shapes.map(\.name))")
        }
        return s
    }

    func centre(_ name: String) -> Point {
        let f = shape(name).drawnFrame
        return Point(x: f.x + f.width / 2, y: f.y + f.height / 2)
    }
}
