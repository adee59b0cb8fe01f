/// Injection scripts for the window-management tests, in global (output) coordinates, the
/// same under sway's virtual pointer and kwin's fake input (where `frame` sends nothing: kwin
/// frames each pointer event itself). Taps and clicks are held 40 ms, double ones 80 ms
/// apart: well inside the app's 300 ms double-tap interval.
extension Script {
    /// A left (or `button`) click at (x, y).
    static func click(_ x: Double, _ y: Double, button: String = "left") -> String {
        "motion \(x) \(y)\nframe\nsleep 50\nbutton \(button) 1\nframe\nsleep 40\nbutton \(button) 0\nframe"
    }

    /// Two left clicks at (x, y), 80 ms apart.
    static func doubleClick(_ x: Double, _ y: Double) -> String {
        click(x, y) + "\nsleep 80\nbutton left 1\nframe\nsleep 40\nbutton left 0\nframe"
    }

    /// A one-finger tap at (x, y) (kwin only: wlroots 0.15 has no virtual touch).
    static func tap(_ x: Double, _ y: Double, id: Int = 0, holdMS: Int = 40) -> String {
        "touch_down \(id) \(x) \(y)\ntouch_frame\nsleep \(holdMS)\ntouch_up \(id)\ntouch_frame"
    }

    /// Two taps at (x, y), 80 ms apart.
    static func doubleTap(_ x: Double, _ y: Double) -> String {
        tap(x, y) + "\nsleep 80\n" + tap(x, y)
    }

    /// A one-finger drag from (x0, y0) to (x1, y1): `steps` motions `stepMS` apart, held still
    /// `holdMS` before the lift.
    static func touchDrag(
        from x0: Double, _ y0: Double, to x1: Double, _ y1: Double,
        steps: Int = 12, stepMS: Int = 16, holdMS: Int = 50
    ) -> String {
        """
        touch_down 0 \(x0) \(y0)
        touch_frame
        sleep 30
        touch_glide \(steps) \(stepMS) 0 \(x0) \(y0) \(x1) \(y1)
        sleep \(holdMS)
        touch_up 0
        touch_frame
        """
    }
}
