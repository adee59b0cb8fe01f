import Testing

/// Every live test runs inside this one serialized suite: each starts its own compositor
/// (own runtime directory), and running them one at a time keeps two compositors from
/// competing for the two cores (timing matters to gestures: long press, fling).
/// A hung compositor or client fails its test after two minutes instead of stalling CI.
@Suite("Live (sway, weston, kwin and mutter headless)", .serialized, .timeLimit(.minutes(2)))
struct LiveSuite {}

/// Injection scripts for wl-inject.
enum Script {
    /// A left-button drag from (x0, y0) to (x1, y1): `steps` motions `stepMS` apart, held
    /// still for `holdMS` before the release (so the release velocity is about zero).
    static func drag(
        from x0: Double, _ y0: Double, to x1: Double, _ y1: Double,
        steps: Int = 12, stepMS: Int = 16, holdMS: Int = 0
    ) -> String {
        """
        motion \(x0) \(y0)
        frame
        sleep 50
        button left 1
        frame
        sleep 16
        glide \(x0) \(y0) \(x1) \(y1) \(steps) \(stepMS)
        sleep \(holdMS)
        button left 0
        frame
        """
    }

    /// One wheel notch (sway 1.7: axis_discrete, then the source, then the frame).
    static func wheel(notches: Int) -> String {
        "axis_discrete v \(notches)\naxis_source wheel\nframe"
    }
}
