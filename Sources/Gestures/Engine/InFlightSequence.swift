/// One input sequence in flight: a touch point, or the pointer's primary button. Its facts,
/// and what only a live sequence has: its arena, this frame's moves, its velocity samples.
struct InFlightSequence {
    var inUse = false
    var sequence: InputSequence = .pointer
    var facts = SequenceFacts()
    /// Its arena, or -1 (nothing under it took it).
    var arena = -1
    /// This frame: moved, lifted.
    var moved = false
    var lifted = false
    var tracker: VelocityTracker

    init(configuration: GestureConfiguration) {
        tracker = VelocityTracker(configuration: configuration)
    }
}
