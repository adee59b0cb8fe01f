/// The joint value of a composed gesture (SwiftUI's `Value` of `SimultaneousGesture`,
/// `SequenceFollower` and `ExclusiveGesture`), built from its recognizers' reports.
package indirect enum GestureValue: Hashable, Sendable {
    /// One recognizer's latest report.
    case report(GestureReport)
    /// `simultaneously(with:)`: the first's value, the second's, or both.
    case simultaneous(GestureValue?, GestureValue?)
    /// `sequenced(before:)`: the first's value (it reports only once it has won), and the
    /// second's once that one began.
    case sequence(GestureValue, GestureValue?)
    /// `exclusively(before:)`: the first won.
    case first(GestureValue)
    /// `exclusively(before:)`: the first failed and the second won.
    case second(GestureValue)

    /// The report of the recognizer of `kind` in it, if that one has reported.
    package func report(_ kind: GestureKind) -> GestureReport? {
        switch self {
        case .report(let e): return e.kind == kind ? e : nil
        case .simultaneous(let a, let b): return a?.report(kind) ?? b?.report(kind)
        case .sequence(let a, let b): return a.report(kind) ?? b?.report(kind)
        case .first(let a), .second(let a): return a.report(kind)
        }
    }
}

/// Follows one composed gesture through the engine's reports: its joint value and its
/// lifecycle as one gesture — began with its first recognizer's report, ended (or cancelled)
/// when none of its recognizers runs any more.
///
/// The raw-report layer: typed compositions (`SimultaneousGesture`, `SequencedGesture`,
/// `ExclusiveGesture`) give the same joint values with their own types, and tell two
/// recognizers of one kind apart; this stays while pages that read raw reports are ported.
///
/// ```swift
/// let pressThenDrag = ComposedGesture.sequenced(
///     LongPressRecognizer(minimumDuration: 2000), DragRecognizer(minimumDistance: 0))
/// var drag = ComposedGestureState(pressThenDrag)
/// for e in engine.reports where drag.update(with: e) {
///     if case .sequence(_, let second?) = drag.value { offset = second.report(.drag)?.translation }
/// }
/// ```
/// Its recognizers are told apart by kind, so give each a distinct one (`kind:`). Declared on
/// many regions (every row of a list), it follows the region its first report came from
/// until that run ends; run one state per region to follow several at once.
package struct ComposedGestureState: Sendable {
    /// The composition's shape, its recognizers by kind in order.
    indirect enum Shape: Sendable {
        case leaf(Int)
        case simultaneous(Shape, Shape)
        case sequenced(Shape, Shape)
        case exclusive(Shape, Shape)
    }
    let shape: Shape
    let kinds: [GestureKind]
    var latest: [GestureReport?]
    var running: [Bool]
    /// The region its current run follows.
    var region: GestureRegionID?
    /// The report that ended the run: reports of the same sequence at the same time still
    /// belong to it (a tap at the lift that also ended the long press sequenced before it).
    var ending: (time: Double, sequence: InputSequence)?

    /// The joint value of the current (or just ended) run; nil when idle.
    package private(set) var value: GestureValue?
    /// The composed gesture's phase after the last report it took: `.began`, `.changed`,
    /// `.ended` or `.cancelled` (a discrete composition, a tap, begins and ends at once:
    /// `.ended`); nil when idle.
    package private(set) var phase: GesturePhase?

    package init(_ gesture: any GestureComposable) {
        var kinds: [GestureKind] = []
        func shape(_ node: ComposedGesture.Node) -> Shape {
            switch node {
            case .recognizer(let g):
                precondition(
                    !kinds.contains(g.kind),
                    "ComposedGestureState: two recognizers report \(g.kind); give each its own kind")
                kinds.append(g.kind)
                return .leaf(kinds.count - 1)
            case .simultaneous(let a, let b): return .simultaneous(shape(a), shape(b))
            case .sequenced(let a, let b): return .sequenced(shape(a), shape(b))
            case .exclusive(let a, let b): return .exclusive(shape(a), shape(b))
            }
        }
        self.shape = shape(gesture.composition.node)
        self.kinds = kinds
        latest = Array(repeating: nil, count: kinds.count)
        running = Array(repeating: false, count: kinds.count)
    }

    /// Takes `report` if it is one of the composition's recognizers' (for the region it
    /// follows); returns whether it did, and then `value` and `phase` are current.
    @discardableResult
    package mutating func update(with report: GestureReport) -> Bool {
        guard let i = kinds.firstIndex(of: report.kind) else { return false }
        switch report.phase {
        case .entered, .exited: return false   // tracking reports carry no new value
        default: break
        }
        if phase == .ended || phase == .cancelled {
            if let ending, ending.time == report.time, ending.sequence == report.sequence, report.region == region,
                report.phase == .ended || report.phase == .cancelled
            {
                latest[i] = report
                running[i] = false
                value = Self.value(shape, latest)
                return true
            }
            reset()
        }
        let idle = phase == nil
        if !idle && report.region != region { return false }
        if idle {
            // A run starts with a report that begins something, not with an orphan end.
            guard report.phase == .began || (report.phase == .ended && !running[i]) else { return false }
            region = report.region
        }
        latest[i] = report
        running[i] = report.phase == .began || report.phase == .changed
        value = Self.value(shape, latest)
        if running.contains(true) {
            phase = idle ? .began : .changed
        } else {
            phase = report.phase == .cancelled ? .cancelled : .ended
            ending = (report.time, report.sequence)
        }
        return true
    }

    mutating func reset() {
        for i in latest.indices { latest[i] = nil; running[i] = false }
        value = nil
        phase = nil
        region = nil
        ending = nil
    }

    static func value(_ shape: Shape, _ latest: [GestureReport?]) -> GestureValue? {
        switch shape {
        case .leaf(let i):
            return latest[i].map(GestureValue.report)
        case .simultaneous(let a, let b):
            let va = value(a, latest), vb = value(b, latest)
            return va == nil && vb == nil ? nil : .simultaneous(va, vb)
        case .sequenced(let a, let b):
            return value(a, latest).map { .sequence($0, value(b, latest)) }
        case .exclusive(let a, let b):
            if let va = value(a, latest) { return .first(va) }
            return value(b, latest).map(GestureValue.second)
        }
    }
}
