/// One input sequence in flight: a touch point, or the pointer's primary button.
struct InFlightSequence {
    var inUse = false
    var sequence: InputSequence = .pointer
    var touchID: Int32 = 0
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

/// Pointer events buffered until wl_pointer.frame.
struct PointerFrameState {
    var moved = false
    var position = Point.zero
    var motionTime: UInt32 = 0
    var entered = false
    var left = false
    /// Primary-button transitions in this frame (press = true), at most two kept in order.
    var buttonCount = 0
    var button0 = false
    var button0Time: UInt32 = 0
    var button1 = false
    var button1Time: UInt32 = 0
    var axis = AxisFrame(
        value: .zero, hasValue: false, discrete: .zero, hasDiscrete: false,
        source: nil, stopVertical: false, stopHorizontal: false, time: 0,
        invertedVertical: false, invertedHorizontal: false)
}

/// One buffered touch event.
struct TouchChange {
    enum Kind: UInt8 { case down, motion, up }
    var kind: Kind
    var id: Int32
    var point: Point
    var time: UInt32
}
