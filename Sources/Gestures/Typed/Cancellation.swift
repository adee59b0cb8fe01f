/// Why and when a run was cancelled.
public struct Cancellation: Hashable, Sendable {
    public var reason: CancelReason
    /// When it was cancelled.
    public var time: GestureTime
}
