/// What one input sequence is and did: where and when it went down, where it is, its slop
/// and region. Its slot holds it while the sequence is in flight; when the slot is freed
/// under an arena still held, the same value moves to that arena (with the release velocity
/// filled in), so a verdict given later reads what the sequence last was.
struct SequenceFacts {
    var source: GestureSource = .touch
    var start = Point.zero
    var position = Point.zero
    var startTime: Double = 0
    /// The slop in force for this sequence (configuration, or a region's minimumDistance).
    var slop: Double = 0
    /// The deepest region under the down point, or -1.
    var region: Int32 = -1
    /// Landed on a running fling: it stopped it, and cannot be a tap or a long press.
    var stoppedFling = false
    /// Event times (compositor clock) of its latest event and of its lift.
    var lastTime: UInt32 = 0
    var liftTime: UInt32 = 0
    /// Its velocity at the lift, once it ended (in flight, the slot's tracker answers).
    var releaseVelocity = Point.zero
}
