/// State that lives only while a gesture runs and resets itself when it ends (SwiftUI's
/// `@GestureState`): for a drag offset shown while dragging, a highlight while pressing.
///
/// The raw-report layer: typed gestures bind a `GestureState` with `updating(_:body:)`
/// instead; this stays while pages that read raw reports are ported.
///
/// ```swift
/// var dragOffset = TransientState(initial: 0.0)
/// for e in engine.reports where e.kind == .drag {
///     dragOffset.update(with: e) { value, e in value = e.translation.x }
/// }
/// ```
/// Only the first gesture that begins while it is idle drives it, so two drags cannot fight
/// over one value; when that gesture ends or is cancelled the value returns to `initial`.
package struct TransientState<Value>: Sendable where Value: Sendable {
    package let initial: Value
    package private(set) var value: Value
    /// The gesture driving the value, or nil when idle.
    package private(set) var owner: GestureID?

    package init(initial: Value) {
        self.initial = initial
        self.value = initial
    }

    /// Applies `body` for reports of the owning gesture (taking ownership at `.began` when
    /// idle) and resets at its end. Returns true when the value may have changed.
    @discardableResult
    package mutating func update(with report: GestureReport, _ body: (inout Value, GestureReport) -> Void) -> Bool {
        switch report.phase {
        case .began:
            guard owner == nil else { return false }
            owner = report.id
            body(&value, report)
            return true
        case .entered, .exited:
            return false   // tracking reports carry no new value
        case .changed:
            guard owner == report.id else { return false }
            body(&value, report)
            return true
        case .ended, .cancelled:
            guard owner == report.id else { return false }
            owner = nil
            value = initial
            return true
        }
    }

    /// Bound to a composed gesture instead of one recognizer's: applies `body` with its joint
    /// value while it runs (after `gesture.update(with:)` took a report), and resets when it
    /// ends or is cancelled. Returns true when the value may have changed.
    @discardableResult
    package mutating func update(with gesture: ComposedGestureState, _ body: (inout Value, GestureValue) -> Void)
        -> Bool
    {
        switch gesture.phase {
        case .began?, .changed?:
            guard let v = gesture.value else { return false }
            body(&value, v)
            return true
        case .ended?, .cancelled?:
            owner = nil
            value = initial
            return true
        default:
            return false
        }
    }
}
