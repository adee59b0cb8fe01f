/// Hears every decision the engine makes, as it makes it: the arena's verdicts, contests
/// opened, holds, cancels, flings stopped.
///
/// The engine's own `explain` ring is the observer every engine has (fixed capacity, never
/// allocates); set `GestureEngine.explainObserver` for another one, for example to stream
/// decisions to a log as they come, or to check the arena's contract in a test:
///
/// ```swift
/// final class Printer: ExplainObserver {
///     func decided(_ entry: ExplainEntry) { print(entry) }
/// }
/// engine.explainObserver = Printer()
/// ```
///
/// It is called in the middle of the engine's work: it must not call the engine back.
package protocol ExplainObserver: AnyObject {
    /// Called once per decision, in the order they are made.
    /// - Parameter entry: the decision, as the `explain` ring records it.
    func decided(_ entry: ExplainEntry)
}
