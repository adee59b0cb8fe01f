/// Hears every decision the engine makes, as it makes it: the arena's verdicts, contests
/// opened, holds, cancels, flings stopped.
///
/// The engine's own `explain` ring is the observer every engine has (fixed capacity, never
/// allocates); set `GestureEngine.decisionObserver` for another one, for example to stream
/// decisions to a log as they come, or to check the arena's contract in a test:
///
/// ```swift
/// final class Printer: DecisionObserver {
///     func decided(_ entry: ExplainEntry) { print(entry) }
/// }
/// engine.decisionObserver = Printer()
/// ```
///
/// It is called in the middle of the engine's work: it must not call the engine back.
package protocol DecisionObserver: AnyObject {
    /// Called once per decision, in the order they are made.
    /// - Parameter entry: the decision, as the `explain` ring records it.
    func decided(_ entry: ExplainEntry)
}

/// Where the engine's decisions go: the `explain` ring, and the observer the app added.
struct DecisionReporter {
    var log: ExplainLog
    var observer: (any DecisionObserver)?

    /// Whether anyone hears a decision (else it is not even built).
    var isListening: Bool { log.isEnabled || observer != nil }

    @inline(__always) mutating func report(_ entry: ExplainEntry) {
        log.record(entry)
        observer?.decided(entry)
    }
}
