// Internal state of `GestureEngine`: plain values in storage allocated once.

/// A declared region with its resolved parent index.
struct RegionNode {
    var region: GestureRegion
    var parentIndex: Int
    /// True when this region's frame is in the scrolling region's content coordinates.
    var scrolled: Bool
}

/// Where a sequence's contest stands.
enum ContestState: UInt8 {
    /// No sequence in this slot.
    case idle
    /// Members still compete.
    case pending
    /// `winner` owns the sequence.
    case won
    /// Every member failed, or the sequence was cancelled/escaped: ignored until it lifts.
    case ignored
}

/// The members of one contest: for each recognizer kind, the region index that contributes
/// it, or -1. One member per kind (the deepest region, unless an ancestor is high priority).
struct Members {
    var tap: Int32 = -1
    var doubleTap: Int32 = -1
    var longPress: Int32 = -1
    var horizontalDrag: Int32 = -1
    var verticalDrag: Int32 = -1
    var scroll: Int32 = -1
    var pinch: Int32 = -1
    var rotation: Int32 = -1
    /// Region indices whose recognizers were marked high priority (for ties).
    var highPriorityVertical = false
    var highPriorityHorizontal = false
    /// The vertical drag's region declared `simultaneousWithAncestors` and the scroll member is
    /// its ancestor's: when the vertical drag wins, the scroll is accepted with it.
    var simultaneousScroll = false

    var count: Int {
        (tap >= 0 ? 1 : 0) + (doubleTap >= 0 ? 1 : 0) + (longPress >= 0 ? 1 : 0)
            + (horizontalDrag >= 0 ? 1 : 0) + (verticalDrag >= 0 ? 1 : 0) + (scroll >= 0 ? 1 : 0)
            + (pinch >= 0 ? 1 : 0)   // rotation rides along with the pinch, explained with it
    }
}

/// One input sequence (a touch point or the pointer's left button).
struct SequenceSlot {
    var state: ContestState = .idle
    var sequence: GestureSequence = .pointer
    var touchID: Int32 = 0
    var source: GestureSource = .touch
    var start = Point.zero
    var position = Point.zero
    var startTime: Double = 0
    /// The slop in force for this sequence (configuration, or a region's minimumDistance).
    var slop: Double = 0
    var members = Members()
    var longPressDeadline: Double = .infinity
    /// The kind that won, and the gesture it began.
    var winner: GestureKind = .tap
    var winnerRegion: Int32 = -1
    var gestureID: UInt64 = 0
    var gestureActive = false
    var lastReported = Point.zero
    /// Enter/exit tracking (long press paint): region index under the sequence, or -1.
    var trackedRegion: Int32 = -1
    /// Owned by the shared scroll group or the pinch group.
    var inScrollGroup = false
    var inPinchGroup = false
    /// Landed on a running fling: taps and long presses are out.
    var stoppedFling = false
    /// Went down within the double-tap time and slop of the last tap, on the same region.
    var doubleTapArmed = false
    /// Position at the last shared-scroll update (per-finger deltas average to the centroid's).
    var groupLast = Point.zero
    /// This frame: moved, lifted.
    var moved = false
    var lifted = false
    var liftTime: UInt32 = 0
    var lastTime: UInt32 = 0
    var tracker: VelocityTracker

    init(configuration: GestureConfiguration) {
        tracker = VelocityTracker(window: configuration.velocityWindow,
                                  stopGap: configuration.velocityStopGap)
    }
}

/// The one scroll shared by every sequence the scroll recognizer won (centroid).
struct ScrollGroupState {
    var active = false
    var id: UInt64 = 0
    var region: Int32 = -1
    var source: GestureSource = .touch
    var members = 0
    /// Centroid of the members at the previous frame, and how many members it averaged.
    var lastCentroid = Point.zero
    var start = Point.zero
    /// Cumulative centroid movement since began (what the content followed).
    var translation = Point.zero
    var lastTime: UInt32 = 0
    var tracker = VelocityTracker()
}

/// Two touches pinching (and rotating) the scrolling region.
struct PinchGroupState {
    var active = false
    var id: UInt64 = 0
    var rotationID: UInt64 = 0
    var rotationActive = false
    var region: Int32 = -1
    var a: Int = -1
    var b: Int = -1
    var startDistance: Double = 1
    var startSpan: Double = 1
    var startAngle: Double = 0
    var start = Point.zero
    var lastCentroid = Point.zero
    /// Baselines for detecting a pinch among pending/scrolling touches.
    var watchA: Int = -1
    var watchB: Int = -1
    var watchDistance: Double = 0
    var watchSpan: Double = 0
    var watchCentroidY: Double = 0
}

/// The running fling of the scroll offset.
struct FlingState {
    var active = false
    var id: UInt64 = 0
    var region: Int32 = -1
    var source: GestureSource = .touch
    var simulation = FlingSimulation(position: 0, velocity: 0, time: 0, lowerBound: 0, upperBound: 0)
}

/// The last tap, for double taps.
struct LastTapState {
    var valid = false
    var region: Int32 = -1
    var time: Double = 0
    var location = Point.zero
    var source: GestureSource = .touch
}

/// A tap held until its double tap fails (require-to-fail, `tapRequiresDoubleTapToFail`).
struct HeldTapState {
    var active = false
    var sequence: GestureSequence = .pointer
    var source: GestureSource = .touch
    var region: Int32 = -1
    var location = Point.zero
    var start = Point.zero
    /// When the double tap times out (the lift time plus the double-tap time).
    var deadline: Double = .infinity
    /// The slot of a second sequence that may still become the double tap, or -1: while it
    /// is pending the held tap waits for it instead of the deadline.
    var waitingSlot = -1
}

/// Pointer hover.
struct HoverState {
    var active = false
    var id: UInt64 = 0
    var region: Int32 = -1
    var start = Point.zero
    var last = Point.zero
    /// What the last hit test saw (pointer, offset, regions version).
    var checkedLocation: Point? = Point(x: .nan, y: .nan)
    var checkedOffset: Double = .nan
    var checkedRegions = -1
}

enum AxisLock: UInt8 { case none, vertical, horizontal }

/// One touchpad (finger / continuous) axis run, from its first axis event to axis_stop.
struct AxisRunState {
    var active = false
    var lock: AxisLock = .none
    var id: UInt64 = 0
    var gestureActive = false
    var kind: GestureKind = .axisScroll
    var region: Int32 = -1
    var source: AxisSource = .finger
    var accumulated = Point.zero
    var translation = Point.zero
    var start = Point.zero
    var tracker: VelocityTracker
    var lastTime: UInt32 = 0

    init(configuration: GestureConfiguration) {
        tracker = VelocityTracker(window: configuration.velocityWindow,
                                  stopGap: configuration.velocityStopGap)
    }
}

/// The touchpad pinch (pointer-gestures).
struct TouchpadPinchState {
    var active = false
    var id: UInt64 = 0
    var region: Int32 = -1
    var start = Point.zero
    var lastScale: Double = 1
    var rotation: Double = 0
}

/// Pointer events buffered until wl_pointer.frame.
struct PointerFrameState {
    var moved = false
    var position = Point.zero
    var motionTime: UInt32 = 0
    var entered = false
    var left = false
    /// Left-button transitions in this frame (press = true), at most two kept in order.
    var buttonCount = 0
    var button0 = false
    var button0Time: UInt32 = 0
    var button1 = false
    var button1Time: UInt32 = 0
    var axisValue = Point.zero
    var hasAxis = false
    var discrete = Point.zero
    var hasDiscrete = false
    var source: AxisSource? = nil
    var stopVertical = false
    var stopHorizontal = false
    var axisTime: UInt32 = 0
}

/// One buffered touch event.
struct TouchChange {
    enum Kind: UInt8 { case down, motion, up }
    var kind: Kind
    var id: Int32
    var point: Point
    var time: UInt32
}
