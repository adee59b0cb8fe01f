// Building reports and explain entries.

/// The reports of the call being handled, the identities they give gestures, and the factor
/// their predicted end locations are made with.
struct ReportQueue {
    private(set) var reports: [GestureReport]
    private var nextGestureID: UInt64 = 1
    /// Distance per px/s of release velocity for predicted end locations, for `predictionRate`.
    private var predictionRate = Double.nan
    private var predictionFactor = 0.0

    init() {
        reports = []
        reports.reserveCapacity(256)
    }

    mutating func newGestureID() -> UInt64 {
        defer { nextGestureID &+= 1 }
        return nextGestureID
    }

    /// The distance a release at 1 px/s travels at `rate` (the last one's cached: a log()).
    mutating func predictionFactor(decelerationRate rate: Double) -> Double {
        if predictionRate != rate {
            predictionRate = rate
            predictionFactor = FlingSimulation.distance(velocity: 1, decelerationRate: rate)
        }
        return predictionFactor
    }

    mutating func append(_ report: GestureReport) { reports.append(report) }
    mutating func removeAll() { reports.removeAll(keepingCapacity: true) }
}

extension GestureEngine {
    /// Starts a package call: clears the previous reports, moves the clock (never backwards),
    /// fires due timers and steps the fling, so every report is in time order.
    func beginCall(_ now: Double) {
        startCall(now)
        runTimers()
    }

    /// Clears the previous reports and moves the clock, without running timers yet.
    func startCall(_ now: Double) {
        reportQueue.removeAll()
        regions.sortIfNeeded()
        timers.advance(to: now)
    }

    func emit(
        _ kind: GestureKind, _ phase: GesturePhase, id: UInt64, sequence: InputSequence,
        source: GestureSource, region: Int32, location: Point, start: Point = .zero,
        translation: Point = .zero, delta: Point = .zero, velocity: Point = .zero,
        scale: Double = 1, verticalScale: Double = 1, rotation: Double = 0, count: Int = 0,
        reason: CancelReason? = nil, time: Double? = nil, recognizer: ObjectIdentifier? = nil
    ) {
        let d = reportQueue.predictionFactor(decelerationRate: configuration.flingDecelerationRate)
        let predicted = Point(x: location.x + velocity.x * d, y: location.y + velocity.y * d)
        reportQueue.append(
            GestureReport(
                kind: kind, phase: phase, id: GestureID(rawValue: id), sequence: sequence,
                source: source, time: time ?? currentTime, region: regions.id(region), location: location,
                startLocation: start, translation: translation, delta: delta, velocity: velocity,
                predictedEndLocation: predicted, scale: scale, verticalScale: verticalScale,
                rotation: rotation, count: count, scrollOffset: regions.scrollers[0].offset, modifiers: modifiers,
                cancelReason: phase == .cancelled ? (reason ?? .app) : nil, recognizer: recognizer))
    }

    func note(
        _ sequence: InputSequence, _ decision: ExplainDecision, _ kind: GestureKind? = nil,
        region: Int32 = -1, reason: ExplainReason = .none, move: Point = .zero,
        slop: Double = 0, memberCount: Int = 0, cancel: CancelReason? = nil,
        time: Double? = nil, axis: Axis? = nil, contest: Int = 0
    ) {
        guard explainRecorder.isListening else { return }
        explainRecorder.record(
            ExplainEntry(
                time: time ?? currentTime, sequence: sequence, decision: decision, kind: kind,
                region: regions.id(region), reason: reason, dx: move.x, dy: move.y, slop: slop,
                memberCount: memberCount, cancelReason: cancel, dragAxis: axis, contest: contest))
    }
}
