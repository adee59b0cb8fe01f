extension AppCore {
    /// Whether the interaction still holds any gesture's state: a run of one of its gestures
    /// in progress (a paint, a drag, a pinch…) or a bar held for a cancel to restore. None may
    /// be left once every gesture has ended: the rule tests and the app storms check it after
    /// winding down.
    /// Public so that a test reads it without `@testable`, and the test support builds in
    /// release.
    public var holdsGestureState: Bool { interaction.holdsGestureState }
}
