/// Injection scripts in global (monitor) coordinates, for mutter-inject.py, which speaks
/// wl-inject's commands (`frame` is accepted and sends nothing: mutter frames every event).
extension Script {
    /// A left click at `point` ("X Y"), held `holdMS`.
    static func click(at point: String, holdMS: Int = 40) -> String {
        "motion \(point)\nsleep 30\nbutton left 1\nsleep \(holdMS)\nbutton left 0"
    }

    /// Two left clicks 80 ms apart, the second 2 px to the right (inside the double-tap slop
    /// and interval).
    static func doubleClick(at x: Double, _ y: Double) -> String {
        click(at: "\(x) \(y)") + "\nsleep 80\n" + click(at: "\(x + 2) \(y)")
    }

    /// A one-finger tap at `point`, held `holdMS`.
    static func tap(at point: String, id: Int = 0, holdMS: Int = 30) -> String {
        "touch_down \(id) \(point)\nsleep \(holdMS)\ntouch_up \(id)"
    }

    /// Two taps 80 ms apart, the second 2 px to the right.
    static func doubleTap(at x: Double, _ y: Double) -> String {
        tap(at: "\(x) \(y)") + "\nsleep 80\n" + tap(at: "\(x + 2) \(y)")
    }

    /// A one-finger drag from (x0, y0) to (x1, y1) in `steps` motions `stepMS` apart, held
    /// still `holdMS` before the lift.
    static func touchDrag(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double,
                          steps: Int = 12, stepMS: Int = 16, holdMS: Int = 100) -> String {
        """
        touch_down 0 \(x0) \(y0)
        sleep 30
        touch_glide \(steps) \(stepMS) 0 \(x0) \(y0) \(x1) \(y1)
        sleep \(holdMS)
        touch_up 0
        """
    }
}
