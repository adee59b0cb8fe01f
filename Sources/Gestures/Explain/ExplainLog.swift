/// The last `capacity` decisions, in a ring allocated once (recording never allocates).
public struct ExplainLog: Sendable {
    @usableFromInline var ring: [ExplainEntry]
    @usableFromInline var head = 0
    /// Entries currently held (≤ capacity).
    public private(set) var count = 0
    /// Entries ever recorded (so callers can tell what is new since they last looked).
    public private(set) var totalRecorded = 0
    /// Turn off to skip recording altogether.
    public var isEnabled = true

    public init(capacity: Int = 512) {
        ring = Array(
            repeating: ExplainEntry(time: 0, sequence: .pointer, decision: .noWinner),
            count: max(1, capacity))
    }

    public var capacity: Int { ring.count }

    /// Appends, overwriting the oldest when full. - Complexity: O(1), no allocation.
    public mutating func record(_ entry: ExplainEntry) {
        guard isEnabled else { return }
        ring[head] = entry
        head = (head + 1) % ring.count
        if count < ring.count { count += 1 }
        totalRecorded += 1
    }

    /// Oldest first (allocates: for tests and printing).
    public var entries: [ExplainEntry] {
        var out: [ExplainEntry] = []
        out.reserveCapacity(count)
        let start = (head - count + ring.count) % ring.count
        for i in 0 ..< count { out.append(ring[(start + i) % ring.count]) }
        return out
    }

    /// The entries recorded after the first `total` ever recorded (those still held).
    public func entries(since total: Int) -> [ExplainEntry] {
        var out: [ExplainEntry] = []
        forEach(since: total) { out.append($0) }
        return out
    }

    /// Calls `body` with each entry recorded after the first `total` ever recorded (those
    /// still held), oldest first. - Complexity: O(new entries), no allocation.
    public func forEach(since total: Int, _ body: (ExplainEntry) throws -> Void) rethrows {
        let new = min(count, max(0, totalRecorded - total))
        let start = (head - new + ring.count) % ring.count
        for i in 0 ..< new { try body(ring[(start + i) % ring.count]) }
    }

    public mutating func removeAll() { head = 0; count = 0 }
}
