// Gestures composed into one, with SwiftUI's joint values. The arena arbitrates their
// recognizers by the composition (`ComposedGesture`); these read the joint value and one
// lifecycle from the members' steps.

extension Gesture {
    /// Both may run at once (SwiftUI's `simultaneously(with:)`); the value holds each one's,
    /// nil for one that has not changed in this run.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }

    /// `other` may begin only once this one ended (SwiftUI's `sequenced(before:)`).
    public func sequenced<Other: Gesture>(before other: Other) -> SequencedGesture<Self, Other> {
        SequencedGesture(first: self, second: other)
    }

    /// This one has precedence; `other` may win only once this one failed (SwiftUI's
    /// `exclusively(before:)`).
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(first: self, second: other)
    }
}

/// Two gestures at once (SwiftUI's `SimultaneousGesture`): it runs while either runs (or
/// holds its input, as a long press that fired does until the lift), and ends when neither
/// does.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public var first: First
    public var second: Second

    package func makeInstance() -> Instance { Instance(first.makeAnyInstance(), second.makeAnyInstance()) }

    package final class Instance: GesturePair<First.Value, Second.Value>, GestureInstance {
        package private(set) var value: Value?
        package private(set) var isActive = false

        init(_ a: any GestureInstance<First.Value>, _ b: any GestureInstance<Second.Value>) {
            super.init(a, b, composable: ComposedGesture.simultaneous(a.composable, b.composable))
        }

        package func take(_ report: GestureReport) -> GestureStep {
            let stepA = a.take(report)
            let fromA = stepA != .notMine
            let step = fromA ? stepA : b.take(report)
            if step == .notMine { return step }
            // A member that ended but still holds its input (a long press that fired) keeps
            // the run going until it lets go.
            let running = a.isActive || b.isActive || a.isHolding || b.isHolding
            if step == .absorbed {
                guard isActive, !running else { return .absorbed }
                isActive = false
                return .ended
            }
            if !isActive { value = Value(first: nil, second: nil) }   // a new run
            if case .cancelled = step {
                if fromA { value?.first = nil } else { value?.second = nil }
            } else if fromA {
                value?.first = a.value
            } else {
                value?.second = b.value
            }
            if running {
                isActive = true
                return .changed
            }
            isActive = false
            // The run ends with whatever value is left: a member cancelled after the other
            // ended leaves the other's.
            if case .cancelled = step, value?.first == nil, value?.second == nil { return step }
            return .ended
        }
    }
}

/// One gesture, then another (SwiftUI's `SequenceFollower`): `.first` while the first runs,
/// `.second(first, nil)` once it ended, `.second(first, second)` as the second runs; it ends
/// with the second, or when the first lets go of its input without the second beginning.
public struct SequencedGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second

    package func makeInstance() -> Instance { Instance(first.makeAnyInstance(), second.makeAnyInstance()) }

    package final class Instance: GesturePair<First.Value, Second.Value>, GestureInstance {
        package private(set) var value: Value?
        package private(set) var isActive = false

        init(_ a: any GestureInstance<First.Value>, _ b: any GestureInstance<Second.Value>) {
            super.init(a, b, composable: ComposedGesture.sequenced(a.composable, b.composable))
        }

        package func take(_ report: GestureReport) -> GestureStep {
            let stepA = a.take(report)
            if stepA != .notMine { return first(stepA) }
            let stepB = b.take(report)
            guard stepB != .notMine, stepB != .absorbed, isActive, case .second(let va, _)? = value else {
                return stepB == .notMine ? .notMine : .absorbed
            }
            value = .second(va, b.value)
            switch stepB {
            case .changed: return .changed
            case .cancelled(let reason): isActive = false; return .cancelled(reason)
            default: isActive = false; return .ended
            }
        }

        private func first(_ step: GestureStep) -> GestureStep {
            switch step {
            case .notMine:
                return .notMine
            case .changed:
                guard let va = a.value else { return .absorbed }
                value = .first(va)
                isActive = true
                return .changed
            case .ended:
                guard let va = a.value else { return .absorbed }
                value = .second(va, nil)
                isActive = true
                return a.isHolding ? .changed : finish()
            case .cancelled(let reason):
                guard isActive else { return .absorbed }
                if case .second = value { return a.isHolding || b.isActive ? .absorbed : finish() }
                isActive = false
                return .cancelled(reason)
            case .absorbed:
                // The first let go of its input: without a second that began, the run is over.
                guard isActive, case .second = value, !a.isHolding, !b.isActive else { return .absorbed }
                return finish()
            }
        }

        private func finish() -> GestureStep {
            isActive = false
            return .ended
        }
    }
}

/// One of two gestures (SwiftUI's `ExclusiveGesture`): the first if it succeeds, else the
/// second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second

    package func makeInstance() -> Instance { Instance(first.makeAnyInstance(), second.makeAnyInstance()) }

    package final class Instance: GesturePair<First.Value, Second.Value>, GestureInstance {
        package private(set) var value: Value?
        package var isActive: Bool { a.isActive || b.isActive }

        init(_ a: any GestureInstance<First.Value>, _ b: any GestureInstance<Second.Value>) {
            super.init(a, b, composable: ComposedGesture.exclusive(a.composable, b.composable))
        }

        package func take(_ report: GestureReport) -> GestureStep {
            let stepA = a.take(report)
            if stepA != .notMine {
                if let v = a.value, stepA == .changed || stepA == .ended { value = .first(v) }
                return stepA
            }
            let stepB = b.take(report)
            if let v = b.value, stepB == .changed || stepB == .ended { value = .second(v) }
            return stepB
        }
    }
}

/// The two members of a composition, and what every composition does with them alike: it
/// is attached, lists its recognizers and holds its input as its members do.
package class GesturePair<AValue, BValue> {
    let a: any GestureInstance<AValue>, b: any GestureInstance<BValue>
    package let composable: any GestureComposable
    package var isHolding: Bool { a.isHolding || b.isHolding }

    init(_ a: any GestureInstance<AValue>, _ b: any GestureInstance<BValue>, composable: any GestureComposable) {
        self.a = a; self.b = b
        self.composable = composable
    }

    package func attached(to host: GestureHost) { a.attached(to: host); b.attached(to: host) }
    package func placed(in view: GestureView?) { a.placed(in: view); b.placed(in: view) }

    package func collectRecognizers(into ids: inout [ObjectIdentifier]) {
        a.collectRecognizers(into: &ids); b.collectRecognizers(into: &ids)
    }
}
