/// Enter/exit tracking of a container's children by one sequence, from its down (SwiftUI's
/// `DragGesture(minimumDistance: 0)` on a container, hit testing its children as it moves).
///
/// Attach it to the container region: it takes a sequence that goes down anywhere in the
/// container at once — it claims when the arena closes, before any movement, so the
/// recognizers of the children under the down lose it unless composed with it — and reports
/// `.began` at the down point, `.changed` as it moves (location, start location, translation,
/// velocity, like a drag), `.entered` / `.exited` with the child crossed as the sequence goes
/// from one child to the next, and at the lift (or a cancel) `.exited` for the child still
/// under it, then `.ended` (`.cancelled`).
///
/// Crossings are decided between samples: each report names a child the sequence was in at a
/// sample, so a movement from one square to its diagonal neighbour through their shared
/// corner exits the first and enters the second, and enters neither square beside the corner.
/// Children overlap the later declared on top; where no child is under it (a gap, outside
/// the container) it is in none. Escape cancels it, like a drag.
package final class TrackingRecognizer: GestureRecognizer {
    package let kind: GestureKind
    package var cancelsOnEscape: Bool { true }

    var runs: [SequenceFollower] = []

    /// - Parameter kind: What its reports are called (`.tracking`).
    package init(kind: GestureKind = .tracking) { self.kind = kind }

    package func prepare(sequenceCapacity: Int) {
        if runs.count < sequenceCapacity { runs = Array(repeating: SequenceFollower(), count: sequenceCapacity) }
    }

    package func regionsReplaced(_ map: RegionMap) {
        for i in runs.indices where runs[i].active { runs[i].remap(map) }
    }

    /// Any sequence in the container (touch or the mouse button): `region` is the container.
    package func join(_ s: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool {
        runs[s.slot] = SequenceFollower(region: region, scope: .children)
        return true
    }

    /// Minimum distance 0: the sequence is its gesture from the down.
    package func closed(_ s: SequenceHandle, context: EngineContext) {
        context.claim(s, by: self, strength: 1, reason: .claimedAtDown, move: context.movement(s), slop: 0)
    }

    package func accepted(_ s: SequenceHandle, context: EngineContext) {
        guard s.slot >= 0, context.live(slot: s.slot) == s else { return }
        runs[s.slot].begin(kind, s, velocity: context.velocity(s), context: context)
    }

    package func sequenceMoved(_ s: SequenceHandle, context: EngineContext) {
        guard runs[s.slot].active else { return }
        runs[s.slot].change(kind, s, reportsTrackedRegion: false, context: context)
    }

    package func sequenceLifted(_ s: SequenceHandle, context: EngineContext) {
        runs[s.slot].end(kind, s, cancel: nil, context: context)
    }

    package func cancelled(_ s: SequenceHandle, reason: CancelReason, context: EngineContext) {
        runs[s.slot].end(kind, s, cancel: reason, context: context)
    }

    package var activeGestureCount: Int { runs.reduce(0) { $0 + ($1.active ? 1 : 0) } }
}

extension ExplainReason {
    /// Claimed when the arena closed, before any movement (a minimum distance of 0).
    package static let claimedAtDown = ExplainReason("claimedAtDown")
}
