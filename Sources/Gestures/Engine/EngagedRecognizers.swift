// The recognizers the engine polls between inputs (deadlines, the end of a frame, gestures in
// progress): only those engaged now, so that an event costs the same under 14 views as under
// 100 000, each with recognizers of its own.

/// The recognizers that may have work after an input: those the engine handed something (a
/// sequence they joined, the hover, a wheel frame, a touchpad run or gesture) and that since
/// kept something running — a live arena, a deadline, a gesture that began and has not ended.
///
/// A recognizer changes only when the engine calls it, so one the engine has not called
/// since it last had nothing running has nothing to do now: polling the engaged ones alone
/// sees everything polling every declared one would. Kept in declaration order, the order
/// every declared one was polled in, so reports come out the same.
struct EngagedRecognizers {
    struct Entry {
        /// Its place in `RegionTable.recognizers`.
        var order: Int32
        var recognizer: any GestureRecognizer
    }

    /// Each declared recognizer's place in declaration order.
    private var orderByID: [ObjectIdentifier: Int32] = [:]
    /// The engaged ones, by `order`.
    private(set) var entries: [Entry] = []

    var count: Int { entries.count }
    @inline(__always) subscript(_ i: Int) -> any GestureRecognizer { entries[i].recognizer }

    /// The declared recognizers changed: those still declared stay engaged, the others go
    /// (as they are no longer polled). Allocates; called when regions are declared.
    mutating func redeclare(_ recognizers: [any GestureRecognizer], capacity: Int) {
        orderByID.removeAll(keepingCapacity: true)
        orderByID.reserveCapacity(recognizers.count)
        for (i, g) in recognizers.enumerated() { orderByID[ObjectIdentifier(g)] = Int32(i) }
        let old = entries
        entries.removeAll(keepingCapacity: true)
        entries.reserveCapacity(min(recognizers.count, capacity))
        for e in old { engage(e.recognizer) }
    }

    /// `g` was handed something: poll it from now on (until `prune` finds it idle).
    /// - Complexity: O(engaged), one hash; allocates only past the reserved capacity.
    mutating func engage(_ g: any GestureRecognizer) {
        guard let order = orderByID[ObjectIdentifier(g)] else { return }
        var k = entries.count
        while k > 0 && entries[k - 1].order >= order {
            if entries[k - 1].order == order { return }
            k -= 1
        }
        entries.insert(Entry(order: order, recognizer: g), at: k)
    }

    /// Drops the engaged recognizers for which `isIdle` holds, keeping the order.
    mutating func prune(_ isIdle: (any GestureRecognizer) -> Bool) {
        var kept = 0
        for k in entries.indices where !isIdle(entries[k].recognizer) {
            if kept != k { entries[kept] = entries[k] }
            kept += 1
        }
        entries.removeLast(entries.count - kept)
    }
}

extension GestureEngine {
    /// Whether `g`, which has no deadline, has nothing else running that the engine would
    /// poll or hand input to: no input it owns, no membership of a live arena, no gesture in
    /// progress (cheapest first).
    func isIdle(_ g: any GestureRecognizer) -> Bool {
        !pointerRuns.isOwned(by: g) && !sequences.isMember(g) && g.activeGestureCount == 0
    }
}
