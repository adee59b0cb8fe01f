import Gestures

/// Keeps impossible numbers out of the engine and the model. A live compositor sends
/// wl_fixed values (±8388608 at most, never NaN), but a hand-edited trace or a broken producer
/// can send anything: an event with a non-finite number is dropped, and finite values are
/// clamped to wl_fixed's range, so that no arithmetic downstream can overflow.
enum InputSanitizer {
    /// wl_fixed_t's range (24.8 fixed point: ±2^23). Fixed, not in `AppConfiguration`: a fact
    /// of the Wayland protocol, which no live compositor can exceed, not a choice of the app.
    static let limit = 8_388_608.0

    /// The event with its numbers in range, or nil when one of them is NaN or infinite.
    static func sanitize(_ event: InputEvent) -> InputEvent? {
        switch event {
        case .pointerEnter(let p):
            return point(p).map { .pointerEnter($0) }
        case .pointerMotion(let p, let time):
            return point(p).map { .pointerMotion($0, time: time) }
        case .touchDown(let id, let p, let time):
            return point(p).map { .touchDown(id: id, $0, time: time) }
        case .touchMotion(let id, let p, let time):
            return point(p).map { .touchMotion(id: id, $0, time: time) }
        case .axis(let axis, let value, let time):
            return number(value).map { .axis(axis, value: $0, time: time) }
        case .pinchUpdate(let delta, let scale, let rotation, let time):
            guard let d = point(delta), let s = number(scale), let r = number(rotation) else { return nil }
            return .pinchUpdate(delta: d, scale: s, rotation: r, time: time)
        case .swipeUpdate(let delta, let time):
            return point(delta).map { .swipeUpdate(delta: $0, time: time) }
        default:
            return event
        }
    }

    private static func number(_ v: Double) -> Double? {
        v.isFinite ? min(limit, max(-limit, v)) : nil
    }

    private static func point(_ p: Point) -> Point? {
        guard let x = number(p.x), let y = number(p.y) else { return nil }
        return Point(x: x, y: y)
    }
}
