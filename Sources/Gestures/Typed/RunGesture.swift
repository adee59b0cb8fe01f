// Every run of a gesture, each with a value of its own from its start to its end.

extension Gesture {
    /// Follows every run of the gesture, each carrying the value `began` makes from the run's
    /// first value until its end, handed to the callbacks `inout`.
    ///
    /// A recognizer runs once per input sequence it wins: two fingers dragging one view are
    /// two runs at once, where a plain gesture (SwiftUI's) follows only the first. A composed
    /// gesture runs once at a time, so each of its runs is followed in turn. What a run
    /// needs from its start to its end (what it changed, to put back if it is cancelled) rides
    /// in its run value, so the app keeps nothing keyed by a gesture's identity.
    ///
    /// ```swift
    /// row.gesture(
    ///     DragGesture(direction: .horizontal)
    ///         .eachRun { value in opacity }   // began: what a cancel restores
    ///         .onChanged { value, before in opacity = value.location.x / width }
    ///         .onCancelled { _, before in opacity = before })
    /// ```
    ///
    /// `began` runs at a run's first value (for a discrete gesture such as a tap, at its one
    /// value, right before `onEnded`), then `onChanged` at each later value, and `onEnded` or
    /// `onCancelled` once at its end.
    public func eachRun<Run>(began: @escaping (Value) -> Run) -> RunGesture<Self, Run> {
        RunGesture(base: self, began: began)
    }
}

/// A gesture whose runs each carry a value (what `eachRun(began:)` returns); `onChanged`,
/// `onEnded` and `onCancelled` add callbacks that take the run's value `inout`.
public struct RunGesture<Base: Gesture, Run>: PrimitiveGesture {
    public typealias Value = Base.Value
    public var base: Base
    let began: (Value) -> Run
    var changed: [(Value, inout Run) -> Void] = []
    var ended: [(Value, inout Run) -> Void] = []
    var cancelled: [(Cancellation, inout Run) -> Void] = []

    init(base: Base, began: @escaping (Value) -> Run) {
        self.base = base
        self.began = began
    }

    /// Runs `action` with each value of a run after its first.
    public func onChanged(_ action: @escaping (Value, inout Run) -> Void) -> Self {
        var g = self; g.changed.append(action); return g
    }

    /// Runs `action` with a run's last value when it ends (not when it is cancelled).
    public func onEnded(_ action: @escaping (Value, inout Run) -> Void) -> Self {
        var g = self; g.ended.append(action); return g
    }

    /// Runs `action` when a run is cancelled, with why and when.
    public func onCancelled(_ action: @escaping (Cancellation, inout Run) -> Void) -> Self {
        var g = self; g.cancelled.append(action); return g
    }

    package func makeInstance() -> Instance { Instance(base.makeAnyInstance(), self) }

    /// The runs in progress, each beside the engine's identity of its gesture. Few run at
    /// once (one per finger at most), so short arrays searched in order; they keep their
    /// storage, so a run allocates nothing once as many have run together before (none
    /// before the first run: a list's rows that are never touched cost nothing).
    package final class Instance: GestureInstance {
        let base: any GestureInstance<Value>
        /// The base as one recognizer, whose runs are each followed; nil for a composed one.
        let recognizer: RecognizerInstance<Value>?
        let began: (Value) -> Run
        let changed: [(Value, inout Run) -> Void], ended: [(Value, inout Run) -> Void]
        let cancelled: [(Cancellation, inout Run) -> Void]
        /// The runs' gestures, and beside them (same index) their values.
        private var ids: [GestureID] = []
        private var runs: [Run] = []
        package private(set) var value: Value?

        init(_ base: any GestureInstance<Value>, _ g: RunGesture) {
            self.base = base
            recognizer = base as? RecognizerInstance<Value>
            began = g.began
            changed = g.changed; ended = g.ended; cancelled = g.cancelled
        }

        package var composable: any GestureComposable { base.composable }
        /// Whether a run is in progress.
        package var isActive: Bool { !ids.isEmpty }
        package var isHolding: Bool { !ids.isEmpty }
        /// How many runs are in progress.
        var runCount: Int { ids.count }
        package func collectRecognizers(into ids: inout [ObjectIdentifier]) { base.collectRecognizers(into: &ids) }
        package func attached(to host: GestureHost) { base.attached(to: host) }
        package func placed(in view: GestureView?) { base.placed(in: view) }

        package func take(_ report: GestureReport) -> GestureStep {
            guard let recognizer else { return takeComposed(report) }
            guard let decoded = recognizer.decodeEveryRun(report) else { return .notMine }
            return take(decoded, run: report.id, time: report.time)
        }

        /// A composed base's steps, as the one run it has at a time.
        private func takeComposed(_ report: GestureReport) -> GestureStep {
            let decoded: RecognizerInstance<Value>.Decoded
            switch base.take(report) {
            case .notMine: return .notMine
            case .absorbed: return .absorbed
            case .changed: decoded = base.value.map { .changed($0) } ?? .nothing
            case .ended: decoded = base.value.map { .ended($0) } ?? .nothing
            case .cancelled(let reason): decoded = .cancelled(reason)
            }
            return take(decoded, run: Self.composedRun, time: report.time)
        }

        private static var composedRun: GestureID { GestureID(rawValue: 0) }

        private func take(_ decoded: RecognizerInstance<Value>.Decoded, run id: GestureID, time: Double) -> GestureStep
        {
            switch decoded {
            case .nothing, .holding:
                return .absorbed
            case .changed(let v):
                value = v
                if let k = index(of: id) {
                    for a in changed { a(v, &runs[k]) }
                } else {
                    ids.append(id)
                    runs.append(began(v))
                }
                return .changed
            case .ended(let v, _):
                value = v
                var run: Run
                if let k = index(of: id) {
                    ids.remove(at: k)
                    run = runs.remove(at: k)
                } else {
                    run = began(v)   // a discrete gesture: its one value
                }
                for a in ended { a(v, &run) }
                return .ended
            case .cancelled(let reason):
                guard let k = index(of: id) else { return .absorbed }   // a run it never saw begin
                ids.remove(at: k)
                var run = runs.remove(at: k)
                let c = Cancellation(reason: reason, time: GestureTime(time))
                for a in cancelled { a(c, &run) }
                return .cancelled(reason)
            }
        }

        private func index(of id: GestureID) -> Int? {
            for k in ids.indices where ids[k] == id { return k }
            return nil
        }
    }
}
