import Gestures

/// Checks the engine's contract over every report and decision of one stream:
/// each begun gesture ends exactly once and nothing follows its end; discrete gestures only
/// end; every value is finite; the scroll offset stays in bounds; at most one winner per
/// contest, and no member is told twice.
public struct InvariantChecker {
    public init() {}
    public enum Life { case active, ended }
    public var lives: [GestureID: Life] = [:]
    public var failures: [String] = []
    /// Every report seen, when `recording` (for debugging a failing stream).
    public var recording = false
    public var all: [GestureEvent] = []

    public static let discrete: Set<GestureKind> = [.tap, .doubleTap, .wheel, .wheelZoom]

    public mutating func fail(_ s: String) { if failures.count < 10 { failures.append(s) } }

    public mutating func check(_ events: [GestureEvent], engine: GestureEngine) {
        if recording { all += events }
        for e in events {
            // A sum is finite only if every term is (no allocation in this hot test loop).
            let sum = e.time + e.location.x + e.location.y + e.startLocation.x + e.startLocation.y
                + e.translation.x + e.translation.y + e.delta.x + e.delta.y + e.velocity.x
                + e.velocity.y + e.predictedEndLocation.x + e.predictedEndLocation.y + e.scale
                + e.verticalScale + e.rotation + e.scrollOffset
            if !(sum * 0).isFinite || !sum.isFinite { fail("non-finite value in \(e)") }
            if e.scrollOffset < 0 || e.scrollOffset > engine.maxScrollOffset + 1e-9 { fail("offset out of bounds: \(e)") }
            if e.phase == .cancelled && e.cancelReason == nil { fail("cancel without reason: \(e)") }
            if Self.discrete.contains(e.kind) {
                if e.phase != .ended { fail("discrete \(e.kind) reported \(e.phase)") }
                if lives[e.id] != nil { fail("discrete id reused: \(e)") }
                lives[e.id] = .ended
                continue
            }
            switch (lives[e.id], e.phase) {
            case (nil, .began): lives[e.id] = .active
            case (nil, _): fail("\(e.phase) before began: \(e)")
            case (.active, .began): fail("began twice: \(e)")
            case (.active, .ended), (.active, .cancelled): lives[e.id] = .ended
            case (.active, _): break
            case (.ended, _): fail("report after the end: \(e)")
            }
        }
        if engine.scrollOffset < 0 || engine.scrollOffset > engine.maxScrollOffset { fail("engine offset out of bounds") }
    }

    /// After the stream has been wound down: nothing may still be running.
    public mutating func checkAllEnded(engine: GestureEngine) {
        let open = lives.filter { $0.value == .active }.map(\.key)
        if !open.isEmpty { fail("gestures never ended: \(open)") }
        if engine.activeGestureCount != 0 { fail("engine reports \(engine.activeGestureCount) active gestures") }
    }

    /// One winner per contest, each member told at most once, the winner never rejected.
    /// Simultaneous groups: a contest has one winner, or exactly two when the second is a
    /// scroll accepted `.simultaneous` right after a vertical drag (declared by the drag's
    /// region). Require-to-fail: a `.held` member counts as told in its contest, and is later
    /// resolved exactly once (accepted `.doubleTapFailed` or rejected `.doubleTapRecognized`),
    /// whatever contests opened meanwhile; none is left held at the end.
    public mutating func checkContests(_ entries: [ExplainEntry]) {
        struct Key: Hashable { var sequence: GestureSequence; var kind: GestureKind?; var region: GestureRegionID?; var axis: Axis? }
        var open: [GestureSequence: (winners: [GestureKind], told: Set<Key>, members: Int)] = [:]
        var held: Set<Key> = []
        func close(_ s: GestureSequence) {
            // Every member was told, once: accepted or rejected.
            if let c = open[s], c.told.count != c.members {
                fail("\(s): \(c.members) members but \(c.told.count) told (\(c.told.map { "\($0.kind!)" }))")
            }
        }
        for e in entries {
            guard e.sequence != .group, e.sequence != .axis, e.sequence != .touchpadGesture else { continue }
            if e.decision == .contestOpened { close(e.sequence); open[e.sequence] = ([], [], e.memberCount); continue }
            if (e.decision == .accepted && e.reason == .doubleTapFailed)
                || (e.decision == .rejected && e.reason == .doubleTapRecognized) {
                let key = Key(sequence: e.sequence, kind: e.kind, region: e.region, axis: e.dragAxis)
                if held.remove(key) == nil { fail("resolved a hold that was not held: \(e)") }
                continue
            }
            guard var c = open[e.sequence], let kind = e.kind, kind != .fling else { continue }
            let key = Key(sequence: e.sequence, kind: kind, region: e.region, axis: e.dragAxis)
            switch e.decision {
            case .accepted:
                // Sequenced composition: a scroll may hand its touch over to a pinch.
                let handover = c.winners == [.scroll] && kind == .pinch
                // Simultaneous composition: the ancestor's scroll with the vertical drag.
                let together = c.winners == [.drag] && kind == .scroll && e.reason == .simultaneous
                if e.reason == .simultaneous && !together { fail("simultaneous \(kind) without its drag: \(e)") }
                if !c.winners.isEmpty && !handover && !together { fail("second winner \(kind) after \(c.winners) for \(e.sequence)") }
                if c.told.contains(key) && !handover { fail("\(kind) accepted after being told: \(e)") }
                c.winners.append(kind)
                c.told.insert(key)
            case .rejected:
                if c.told.contains(key) { fail("\(kind) told twice: \(e)") }
                c.told.insert(key)
            case .held:
                if c.told.contains(key) || !c.winners.isEmpty { fail("\(kind) held after a decision: \(e)") }
                if held.contains(key) { fail("\(kind) held twice: \(e)") }
                c.told.insert(key)
                held.insert(key)
            default: break
            }
            open[e.sequence] = c
        }
        for s in open.keys { close(s) }
        if !held.isEmpty { fail("held and never resolved: \(held.map { "\($0.sequence) \($0.kind!)" })") }
    }
}
