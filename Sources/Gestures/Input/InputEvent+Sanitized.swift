/// wl_fixed_t's range (24.8 fixed point: ±2^23): a fact of the Wayland protocol, which no
/// live compositor can exceed, not a choice of the app.
private let wlFixedLimit = 8_388_608.0

extension InputEvent {
    /// The event with its numbers in wl_fixed's range, or nil when one of them is NaN or
    /// infinite. A live compositor never sends either, but a hand-edited trace or a broken
    /// producer can send anything, and one position that is not a number would poison every
    /// value after it. The engine drops such events itself; an app that reads events beside it
    /// asks here, so that both agree on what counts.
    public var sanitized: InputEvent? {
        // Every event a compositor sends is in range: it is passed on as it is.
        switch self {
        case .pointerEnter(let p), .pointerMotion(let p, _), .touchDown(_, let p, _), .touchMotion(_, let p, _),
            .swipeUpdate(let p, _):
            if Self.inRange(p.x) && Self.inRange(p.y) { return self }
        case .axis(_, let value, _):
            if Self.inRange(value) { return self }
        case .pinchUpdate(let d, let scale, let rotation, _):
            if Self.inRange(d.x) && Self.inRange(d.y) && Self.inRange(scale) && Self.inRange(rotation) { return self }
        default:
            return self
        }
        return clamped
    }

    /// The slow path: the event rebuilt with its numbers clamped, or nil for one not a number.
    private var clamped: InputEvent? {
        switch self {
        case .pointerEnter(let p):
            return Self.point(p).map { .pointerEnter($0) }
        case .pointerMotion(let p, let time):
            return Self.point(p).map { .pointerMotion($0, time: time) }
        case .touchDown(let id, let p, let time):
            return Self.point(p).map { .touchDown(id: id, $0, time: time) }
        case .touchMotion(let id, let p, let time):
            return Self.point(p).map { .touchMotion(id: id, $0, time: time) }
        case .axis(let axis, let value, let time):
            return Self.number(value).map { .axis(axis, value: $0, time: time) }
        case .pinchUpdate(let delta, let scale, let rotation, let time):
            guard let d = Self.point(delta), let s = Self.number(scale), let r = Self.number(rotation) else {
                return nil
            }
            return .pinchUpdate(delta: d, scale: s, rotation: r, time: time)
        case .swipeUpdate(let delta, let time):
            return Self.point(delta).map { .swipeUpdate(delta: $0, time: time) }
        default:
            return self
        }
    }

    /// False for NaN and the infinities too.
    @inline(__always) private static func inRange(_ v: Double) -> Bool { abs(v) <= wlFixedLimit }

    private static func number(_ v: Double) -> Double? {
        v.isFinite ? min(wlFixedLimit, max(-wlFixedLimit, v)) : nil
    }

    private static func point(_ p: Point) -> Point? {
        guard let x = number(p.x), let y = number(p.y) else { return nil }
        return Point(x: x, y: y)
    }
}
