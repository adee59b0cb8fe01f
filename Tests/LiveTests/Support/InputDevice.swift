/// Which device plays a gesture on the window: it decides the script and the slop the app's
/// gesture engine waits for before a drag is a drag (docs/DESIGN.md: 8 px mouse, 20 px touch).
enum InputDevice: String {
    case pointer, touch

    var slop: Double { self == .pointer ? 8 : 20 }

    func drag(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, steps: Int = 12, holdMS: Int = 50) -> String {
        self == .pointer ? Script.drag(from: x0, y0, to: x1, y1, steps: steps, holdMS: holdMS)
                         : Script.touchDrag(from: x0, y0, to: x1, y1, steps: steps, holdMS: holdMS)
    }

    func doubleTap(_ x: Double, _ y: Double) -> String {
        self == .pointer ? Script.doubleClick(x, y) : Script.doubleTap(x, y)
    }
}
