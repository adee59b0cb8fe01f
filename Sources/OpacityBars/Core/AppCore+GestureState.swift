extension AppCore {
    /// Whether the interaction still holds any gesture's per-gesture state (drags, paints,
    /// touchpad runs, pinches, mouse gestures, restore points). None may be left once every
    /// gesture has ended: the rule tests and the app storms check it after winding down.
    /// Public so that a test reads it without `@testable`, and the test support builds in
    /// release.
    public var holdsGestureState: Bool {
        let i = interaction
        return !i.drags.isEmpty || !i.paints.isEmpty || !i.axisPans.isEmpty || !i.pinches.isEmpty
            || !i.mouseGestures.isEmpty || !i.restorePoints.isEmpty
    }
}
