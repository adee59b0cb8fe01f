/// One input sequence in flight: a touch point, or the pointer's primary button.
struct InFlightSequence {
    var inUse = false
    var sequence: InputSequence = .pointer
    var source: GestureSource = .touch
    var start = Point.zero
    var position = Point.zero
    var startTime: Double = 0
    /// The slop in force for this sequence (configuration, or a region's minimumDistance).
    var slop: Double = 0
    /// The deepest region under the down point, or -1.
    var region: Int32 = -1
    /// Its arena, or -1 (nothing under it took it).
    var arena = -1
    /// Landed on a running fling: it stopped it, and cannot be a tap or a long press.
    var stoppedFling = false
    /// This frame: moved, lifted.
    var moved = false
    var lifted = false
    var liftTime: UInt32 = 0
    var lastTime: UInt32 = 0
    var tracker: VelocityTracker

    init(configuration: GestureConfiguration) {
        tracker = VelocityTracker(configuration: configuration)
    }
}
