/// State that follows a gesture while it runs and returns to its initial value when the
/// gesture ends or is cancelled (SwiftUI's `@GestureState`). Bind it with
/// `updating(_:body:)` through its projection; read it when drawing.
///
/// ```swift
/// @GestureState var offset = Point.zero
/// …
/// card.gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
/// ```
///
/// It is an object, so the gesture made once binds to the state itself: a copy of the type
/// that declares it, or a closure that captured it, sees the same value.
@propertyWrapper
public final class GestureState<State> {
    public let initialValue: State
    public private(set) var wrappedValue: State

    public init(wrappedValue: State) {
        initialValue = wrappedValue
        self.wrappedValue = wrappedValue
    }

    /// The state itself, what `updating` binds to (`$offset`).
    public var projectedValue: GestureState<State> { self }

    func update(_ body: (inout State) -> Void) { body(&wrappedValue) }
    func reset() { wrappedValue = initialValue }
}

/// What `updating`'s body is told beside the value (SwiftUI's `Transaction`). SwiftUI's
/// carries the animation the view's change runs with; the library draws nothing, so this
/// says only when the change happened, for an app that animates on the host's clock.
public struct Transaction: Hashable, Sendable {
    /// When the gesture's value changed.
    public var time: GestureTime
}

extension Gesture {
    /// Runs `action` with each new value while the gesture runs.
    public func onChanged(_ action: @escaping (Value) -> Void) -> CallbackGesture<Self> {
        CallbackGesture(base: self).onChanged(action)
    }

    /// Runs `action` with the last value when the gesture ends (not when it is cancelled).
    public func onEnded(_ action: @escaping (Value) -> Void) -> CallbackGesture<Self> {
        CallbackGesture(base: self).onEnded(action)
    }

    /// Runs `action` when the gesture ends, for an app that needs no value: SwiftUI's
    /// `TapGesture().onEnded { … }`, whose value is `Void` there.
    public func onEnded(_ action: @escaping () -> Void) -> CallbackGesture<Self> {
        CallbackGesture(base: self).onEnded { _ in action() }
    }

    /// Runs `action` when the gesture is cancelled, with why.
    public func onCancelled(_ action: @escaping (CancelReason) -> Void) -> CallbackGesture<Self> {
        CallbackGesture(base: self).onCancelled(action)
    }

    /// Updates `state` with each new value while the gesture runs; `state` returns to its
    /// initial value when the gesture ends or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> CallbackGesture<Self> {
        CallbackGesture(base: self).updating(state, body: body)
    }
}

/// A gesture with callbacks (what `onChanged`, `onEnded`, `onCancelled` and `updating`
/// return; further ones add to it). Callbacks run when the host's reports are drained, in
/// report order: transient states first, then `onChanged` or `onEnded` / `onCancelled`,
/// then the states reset.
public struct CallbackGesture<Base: Gesture>: PrimitiveGesture {
    public typealias Value = Base.Value
    public var base: Base
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    var cancelled: [(CancelReason) -> Void] = []
    var updates: [(Value, GestureTime) -> Void] = []
    var resets: [() -> Void] = []

    init(base: Base) { self.base = base }

    public func onChanged(_ action: @escaping (Value) -> Void) -> Self {
        var g = self; g.changed.append(action); return g
    }

    public func onEnded(_ action: @escaping (Value) -> Void) -> Self {
        var g = self; g.ended.append(action); return g
    }

    public func onEnded(_ action: @escaping () -> Void) -> Self { onEnded { _ in action() } }

    public func onCancelled(_ action: @escaping (CancelReason) -> Void) -> Self {
        var g = self; g.cancelled.append(action); return g
    }

    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> Self {
        var g = self
        g.updates.append { value, time in
            var transaction = Transaction(time: time)
            state.update { body(value, &$0, &transaction) }
        }
        g.resets.append { state.reset() }
        return g
    }

    package func makeInstance() -> Instance { Instance(base.makeAnyInstance(), self) }

    package final class Instance: GestureInstance {
        let base: any GestureInstance<Value>
        let changed: [(Value) -> Void], ended: [(Value) -> Void], cancelled: [(CancelReason) -> Void]
        let updates: [(Value, GestureTime) -> Void], resets: [() -> Void]

        init(_ base: any GestureInstance<Value>, _ g: CallbackGesture) {
            self.base = base
            changed = g.changed; ended = g.ended; cancelled = g.cancelled
            updates = g.updates; resets = g.resets
        }

        package var composable: any GestureComposable { base.composable }
        package var value: Value? { base.value }
        package var isActive: Bool { base.isActive }
        package var isHolding: Bool { base.isHolding }
        package func collectRecognizers(into ids: inout [ObjectIdentifier]) { base.collectRecognizers(into: &ids) }
        package func attached(to host: GestureHost) { base.attached(to: host) }
        package func placed(in view: GestureView?) { base.placed(in: view) }

        package func take(_ report: GestureReport) -> GestureStep {
            let step = base.take(report)
            switch step {
            case .notMine, .absorbed:
                break
            case .changed:
                guard let v = base.value else { break }
                for u in updates { u(v, GestureTime(report.time)) }
                for a in changed { a(v) }
            case .ended:
                if let v = base.value { for a in ended { a(v) } }
                for r in resets { r() }
            case .cancelled(let reason):
                for a in cancelled { a(reason) }
                for r in resets { r() }
            }
            return step
        }
    }
}

/// A gesture attached to a host: put it in a region's `gestures` (it is its recognizers,
/// composed). Its callbacks run as the host's reports are drained.
package final class AttachedGesture<G: Gesture>: GestureComposable, ReportTaker {
    let instance: any GestureInstance<G.Value>

    init(_ gesture: G) { instance = gesture.makeAnyInstance() }

    package var composition: ComposedGesture { instance.composable.composition }
    /// The gesture's current or last value.
    package var value: G.Value? { instance.value }
    package var isActive: Bool { instance.isActive }

    func takeReport(_ report: GestureReport) { _ = instance.take(report) }
}

/// What the host hands the reports of an attached gesture's recognizers to.
protocol ReportTaker: AnyObject {
    func takeReport(_ report: GestureReport)
}
