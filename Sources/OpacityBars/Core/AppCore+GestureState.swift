extension AppCore {
    /// Whether the interaction still holds any gesture's per-gesture state (paints, pinches,
    /// mouse gestures, restore points). None may be left once every gesture has ended: the
    /// rule tests and the app storms check it after winding down.
    /// Public so that a test reads it without `@testable`, and the test support builds in
    /// release.
    public var holdsGestureState: Bool {
        let i = interaction
        return !i.paints.isEmpty || !i.pinches.isEmpty || !i.mouseGestures.isEmpty || !i.restorePoints.isEmpty
    }
}
