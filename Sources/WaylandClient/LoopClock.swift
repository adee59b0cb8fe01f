/// Where the live window's clock comes from.
public enum ClockSource: Sendable {
    /// CLOCK_MONOTONIC: what a real compositor's clients use.
    case monotonic
    /// The fixture compositor's virtual clock (protocols/opacity-bars-test-clock-v1.xml): each
    /// event happens at the time the compositor announced before it, and timers run only as far
    /// as the latest time announced. A test peer's replay of a trace then reaches the client
    /// at the instants replay gives it, however late the machine delivers it, so the live
    /// app's end state can be compared with replay's exactly.
    case compositor
}

/// The loop's `now`: read from CLOCK_MONOTONIC once per wake-up (each event at the time it was
/// dispatched), or moved by the compositor's clock events in the order they arrive among the
/// others.
struct LoopClock {
    let source: ClockSource
    private var announced = 0.0

    init(_ source: ClockSource) { self.source = source }

    /// The time to handle the next batch at.
    func read() -> Double {
        source == .monotonic ? LoopSystem.monotonicMilliseconds() : announced
    }

    /// The compositor announced `time`; returns the clock's time now (it never goes back).
    mutating func announce(_ time: Double) -> Double {
        guard source == .compositor else { return read() }
        if time.isFinite { announced = max(announced, time) }
        return announced
    }

    /// When an event read at `read` (this batch's `read()`) happened: on CLOCK_MONOTONIC, when
    /// libwayland dispatched it, which is also the time its WAYLAND_DEBUG line carries, so a
    /// trace of the session replays each event at the instant the live app handled it even when
    /// the loop was descheduled between the dispatch and its clock read; on the compositor's
    /// clock, the time announced before it.
    func time(ofEventDispatchedAt dispatched: Double, readAt read: Double) -> Double {
        source == .monotonic && dispatched.isFinite ? min(read, dispatched) : read
    }

    /// On the compositor's clock no timer fires by itself: time passes only when it says so.
    var armsTimers: Bool { source == .monotonic }
}
