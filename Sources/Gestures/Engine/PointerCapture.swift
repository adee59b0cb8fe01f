extension GestureEngine {
    /// Whether a gesture holds the pointer's button: one won the press (a drag, a long press,
    /// a scroll) and runs until the button comes up. A gesture cancelled meanwhile (Escape,
    /// focus loss) lets go, though the rest of the press stays ignored. For a grabbing cursor:
    /// the engine knows who owns the press, so the app keeps no count of its own.
    /// - Complexity: O(1).
    public var pointerIsCaptured: Bool {
        guard slots[pointerSlot].inUse else { return false }
        let a = slots[pointerSlot].arena
        guard a >= 0, arenas[a].inUse, !arenas[a].ended else { return false }
        let w = arenas[a].winner
        guard w >= 0, w < arenas[a].members.count else { return false }
        return arenas[a].members[w].state == .accepted && !arenas[a].members[w].finished
    }
}
