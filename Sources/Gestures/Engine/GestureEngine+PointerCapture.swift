extension GestureEngine {
    /// Whether a gesture holds the pointer's button: one won the press (a drag, a long press,
    /// a scroll) and runs until the button comes up. A gesture cancelled meanwhile (Escape,
    /// focus loss) lets go, though the rest of the press stays ignored. For a grabbing cursor:
    /// the engine knows who owns the press, so the app keeps no count of its own.
    /// - Complexity: O(1).
    package var pointerIsCaptured: Bool { sequences.pointerIsCaptured }
}
