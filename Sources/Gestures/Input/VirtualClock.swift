/// Time as an input: the clock moves only when it is given a later time, so a replay sees
/// every moment at the same virtual time every run. A time earlier than one already seen is
/// taken as the latest one, one that is not a number is ignored, and none goes past `ceiling`.
///
/// The engine keeps one (its hosts read it); a content that keeps time beside the engine
/// keeps its own by the same rule.
public struct VirtualClock: Sendable {
    /// The latest time given (ms).
    public private(set) var now: Double = 0
    /// The latest time it takes (ms); a later one is taken as this.
    public let ceiling: Double

    public init(ceiling: Double = .infinity) { self.ceiling = ceiling }

    /// Moves the clock to `time` if that is later; returns the clock.
    @discardableResult @inline(__always)
    public mutating func advance(to time: Double) -> Double {
        if time.isFinite, time > now { now = min(time, ceiling) }
        return now
    }
}
