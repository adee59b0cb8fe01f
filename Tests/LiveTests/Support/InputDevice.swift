/// Which device plays a gesture on the window: it decides the script and the slop the app's
/// gesture engine waits for before a drag is a drag (docs/DESIGN.md: 8 px mouse, 20 px touch).
enum InputDevice: String {
    case pointer, touch

    var slop: Double { self == .pointer ? 8 : 20 }

    func drag(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, steps: Int = 12, holdMS: Int = 50) -> String {
        self == .pointer
            ? Script.drag(from: x0, y0, to: x1, y1, steps: steps, holdMS: holdMS)
            : Script.touchDrag(from: x0, y0, to: x1, y1, steps: steps, holdMS: holdMS)
    }

    /// A drag in three parts, as `drag` plays it whole: the press at (x, y)…
    func press(_ x: Double, _ y: Double) -> String {
        self == .pointer
            ? "motion \(x) \(y)\nframe\nsleep 50\nbutton left 1\nframe\nsleep 16\n"
            : "touch_down 0 \(x) \(y)\ntouch_frame\nsleep 30\n"
    }

    /// …motions from (x0, y0) to (x1, y1), `steps` of them after the first, 16 ms apart…
    func glide(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, steps: Int) -> String {
        self == .pointer
            ? "glide \(x0) \(y0) \(x1) \(y1) \(steps) 16\n"
            : "touch_glide \(steps) 16 0 \(x0) \(y0) \(x1) \(y1)\n"
    }

    /// …and the lift after `holdMS`.
    func release(holdMS: Int) -> String {
        self == .pointer ? "sleep \(holdMS)\nbutton left 0\nframe\n" : "sleep \(holdMS)\ntouch_up 0\ntouch_frame\n"
    }

    func doubleTap(_ x: Double, _ y: Double) -> String {
        self == .pointer ? Script.doubleClick(x, y) : Script.doubleTap(x, y)
    }
}
