import RealModule

/// What the arena decided.
public enum ExplainDecision: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// A sequence started a contest; `memberCount` recognizers compete.
    case contestOpened
    /// A member won the sequence.
    case accepted
    /// A member was told it lost (exactly once per member per sequence).
    case rejected
    /// A gesture was cancelled.
    case cancelled
    /// A running fling was stopped.
    case flingStopped
    /// A contest ended with no winner (every member failed).
    case noWinner
    /// A member waits for another to fail before it may win (require-to-fail): a tap held
    /// for its double tap. It is later accepted or rejected, exactly once.
    case held
    /// A winner lost its sequence to a member on standby beside it (a scroll to a pinch).
    case preempted
    /// A member composed after another (`sequenced(before:)`) takes part from now on: a
    /// gesture before it won the sequence.
    case sequenced

    public var description: String {
        switch self {
        case .contestOpened: "contest opened"
        case .accepted: "accepted"
        case .rejected: "rejected"
        case .cancelled: "cancelled"
        case .flingStopped: "fling stopped"
        case .noWinner: "no winner"
        case .held: "held"
        case .preempted: "preempted"
        case .sequenced: "sequenced"
        }
    }
}

/// Why a decision was taken. Open: a recognizer outside this module explains its own
/// decisions with `ExplainReason("swiped with three fingers")`, printed as written.
public struct ExplainReason: Hashable, Sendable, CustomStringConvertible {
    public let name: StaticString
    public init(_ name: StaticString) { self.name = name }
    public static func == (a: ExplainReason, b: ExplainReason) -> Bool { a.name.isSameText(as: b.name) }
    public func hash(into hasher: inout Hasher) { name.hashText(into: &hasher) }
    public var description: String { name.description }

    public static let none = ExplainReason("none")
    /// A custom recognizer claimed without saying why.
    public static let claimed = ExplainReason("claimed")
    /// A custom recognizer gave up without saying why.
    public static let gaveUp = ExplainReason("gaveUp")
    /// A custom recognizer held its pointer's arena without saying why.
    public static let held = ExplainReason("held")
    /// Movement passed the slop inside the horizontal cone.
    public static let horizontalCone = ExplainReason("horizontalCone")
    /// Movement passed the slop inside the vertical cone.
    public static let verticalCone = ExplainReason("verticalCone")
    /// Movement passed the slop between the cones: the higher declared priority won.
    public static let tieToPriority = ExplainReason("tieToPriority")
    /// Movement passed the slop (tap, double tap, long press fail).
    public static let movedPastSlop = ExplainReason("movedPastSlop")
    /// Movement passed the slop in a direction this member does not take.
    public static let wrongDirection = ExplainReason("wrongDirection")
    /// Held within the slop for the long-press time.
    public static let heldForLongPress = ExplainReason("heldForLongPress")
    /// Lifted within the slop: the tap claims the sequence (the minimum-distance fallback).
    public static let liftedWithinSlop = ExplainReason("liftedWithinSlop")
    /// Second tap within the double-tap time and slop on the same region.
    public static let secondTap = ExplainReason("secondTap")
    /// Another member won.
    public static let otherWon = ExplainReason("otherWon")
    /// The sequence landed while a fling ran: it stopped the fling and cannot be a tap.
    public static let landedOnFling = ExplainReason("landedOnFling")
    /// Two touches changed their distance by more than the pinch slop.
    public static let pinchSlopPassed = ExplainReason("pinchSlopPassed")
    /// A touch joined a scroll or pinch already running.
    public static let joinedGroup = ExplainReason("joinedGroup")
    /// The sequence lifted without a winner.
    public static let liftedWithoutWinner = ExplainReason("liftedWithoutWinner")
    /// Axis sequence direction locked by its first movement.
    public static let axisDirectionLocked = ExplainReason("axisDirectionLocked")
    /// Cancellation: see the associated cancel reason.
    public static let cancelledBy = ExplainReason("cancelledBy")
    /// The region has no recognizer for this input.
    public static let nothingToDo = ExplainReason("nothingToDo")
    /// Accepted together with the winner: composed with it (`simultaneously(with:)`), or the
    /// winner's region declared `simultaneousWithAncestors` and this ancestor claimed, or one
    /// of the two regions encloses the other and declared `simultaneousWithDescendants`.
    public static let simultaneous = ExplainReason("simultaneous")
    /// A tap of a series that a higher count may still complete, while another gesture
    /// waits for that count to fail: held until the series completes or fails.
    public static let waitingForMoreTaps = ExplainReason("waitingForMoreTaps")
    /// A series of taps ended short of the count: the time for the next tap ran out, or the
    /// next sequence went elsewhere or became something else.
    public static let seriesEnded = ExplainReason("seriesEnded")
    /// A tap completed its count (three or more; `secondTap` for two).
    public static let lastTapOfCount = ExplainReason("lastTapOfCount")
    /// A gesture composed after another (`sequenced(before:)`) starts: that one won.
    public static let precedingWon = ExplainReason("precedingWon")
    /// A gesture composed after another (`sequenced(before:)`) loses: that one failed.
    public static let precedingFailed = ExplainReason("precedingFailed")
    /// A member on standby beside the winner took the sequence over.
    public static let tookOver = ExplainReason("tookOver")
}

/// One structured decision of the arena, with a readable `description`.
///
/// Stored in a fixed ring (`ExplainLog`) without allocating; the text is built only when read.
public struct ExplainEntry: Hashable, Sendable, CustomStringConvertible {
    /// Virtual time (ms).
    public var time: Double
    public var sequence: InputSequence
    public var decision: ExplainDecision
    /// The recognizer concerned (nil for whole-contest entries).
    public var kind: GestureKind?
    package var region: GestureRegionID?
    public var reason: ExplainReason
    /// Accumulated movement of the sequence when decided (px).
    public var dx: Double
    public var dy: Double
    /// Slop in force (px).
    public var slop: Double
    /// Contest size (contestOpened) or the cancel reason's raw value (cancelled).
    public var memberCount: Int
    public var cancelReason: CancelReason?
    /// The arena the decision belongs to (numbered from 1 as arenas open; 0 for decisions
    /// outside an arena), so that decisions of one sequence can be told apart from those of a
    /// later sequence with the same touch id while a held arena is still deciding.
    public var contest: Int
    /// For directional members: which cone the member takes (a region may declare both).
    public var dragAxis: Axis?

    package init(
        time: Double, sequence: InputSequence, decision: ExplainDecision,
        kind: GestureKind? = nil, region: GestureRegionID? = nil, reason: ExplainReason = .none,
        dx: Double = 0, dy: Double = 0, slop: Double = 0, memberCount: Int = 0,
        cancelReason: CancelReason? = nil, dragAxis: Axis? = nil, contest: Int = 0
    ) {
        self.dragAxis = dragAxis
        self.contest = contest
        self.time = time; self.sequence = sequence; self.decision = decision; self.kind = kind
        self.region = region; self.reason = reason; self.dx = dx; self.dy = dy; self.slop = slop
        self.memberCount = memberCount; self.cancelReason = cancelReason
    }

    /// Angle of the movement from the horizontal, 0…90°.
    public var angleDegrees: Double {
        (dx == 0 && dy == 0) ? 0 : Double.atan2(y: abs(dy), x: abs(dx)) * 180 / Double.pi
    }

    public var description: String { description(regionName: nil) }

    /// The description with the region called `regionName` (a view's id) instead of its number.
    func description(regionName: String?) -> String {
        var s = "[\(fmt(time))] \(sequence): "
        if let dragAxis { s += dragAxis == .horizontal ? "horizontal " : "vertical " }
        if let kind { s += "\(kind) " }
        if let region { s += "(\(regionName ?? region.description)) " }
        s += decision.description
        let move = "dx=\(fmt(dx)) dy=\(fmt(dy))"
        let angle = "\(fmt(angleDegrees.rounded()))°"
        switch reason {
        case .none: break
        case .tookOver: s += ": took the sequence over from the winner it stood beside"
        case .horizontalCone: s += ": slop \(fmt(slop)) passed at \(move), \(angle) inside the horizontal cone"
        case .verticalCone: s += ": slop \(fmt(slop)) passed at \(move), \(angle) inside the vertical cone"
        case .tieToPriority:
            s += ": slop \(fmt(slop)) passed at \(move), \(angle) between the cones; declared priority decides"
        case .movedPastSlop: s += ": moved past the slop \(fmt(slop)) (\(move))"
        case .wrongDirection: s += ": slop passed at \(move), \(angle) is outside its cone"
        case .heldForLongPress: s += ": held within the slop \(fmt(slop)) (\(move)) for the long-press time"
        case .liftedWithinSlop: s += ": lifted within the slop \(fmt(slop)) (\(move)), last member standing"
        case .secondTap: s += ": second tap within the double-tap time and slop"
        case .otherWon: s += ": another gesture won"
        case .landedOnFling: s += ": landed on a running fling (stopped it; not a tap)"
        case .pinchSlopPassed: s += ": distance changed past the pinch slop \(fmt(slop))"
        case .joinedGroup: s += ": joined the running group gesture"
        case .liftedWithoutWinner: s += ": lifted with no member accepting"
        case .axisDirectionLocked: s += ": axis direction locked at \(move)"
        case .cancelledBy: s += ": \(cancelReason.map { $0.description } ?? "cancelled")"
        case .nothingToDo: s += ": no recognizer takes this input here"
        case .simultaneous:
            s += ": claimed beside a descendant declared simultaneous with its ancestors; recognized together"
        case .waitingForMoreTaps:
            s +=
                ": lifted within the slop \(fmt(slop)) (\(move)); more taps may follow, and another gesture waits for this count to fail"
        case .seriesEnded: s += ": the series of taps ended short of its count"
        case .lastTapOfCount: s += ": last tap of its count within the double-tap time and slop"
        case .precedingWon: s += ": a gesture sequenced before it won; it takes part from now on"
        case .precedingFailed: s += ": the gesture sequenced before it failed"
        default: s += ": \(reason)"
        }
        if decision == .contestOpened { s += " with \(memberCount) members" }
        return s
    }
}

/// One decimal, and no ".0" on whole numbers. Values outside Int's range (a clock of 1e18 ms,
/// a coordinate sent as a huge fixed) or not finite print as Double: describing them must not trap.
@inline(never) func fmt(_ v: Double) -> String {
    let r = (v * 10).rounded() / 10
    guard r.isFinite, r == r.rounded(), abs(r) < 1e15 else { return String(r) }
    return String(Int(r))
}
