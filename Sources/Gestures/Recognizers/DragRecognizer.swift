import RealModule

/// A drag: wins a sequence that moves past its minimum distance in its direction, then
/// reports location, start location, translation, velocity, predicted end location and
/// translation and time until lift (SwiftUI's `DragGesture.Value`: the prediction is where a
/// fling with the configuration's deceleration would come to rest), with enter/exit tracking
/// of the regions beside its own (SwiftUI's `DragGesture`). To track a container's children
/// from the down instead, see ``TrackingRecognizer``.
///
/// Direction is decided once, from the accumulated movement at the first event past the
/// distance: inside its cone it claims strongly; between the horizontal and the vertical cone
/// it claims weakly (the configuration's `tieGoesToVertical` orders the two directions), so a
/// region's declared priority decides ties; inside the other cone it gives up. With a minimum
/// distance of 0 and any direction there is nothing to wait for: it claims at the down and
/// begins there (SwiftUI's `DragGesture(minimumDistance: 0)`, which serves as a tap too).
package final class DragRecognizer: GestureRecognizer {
    package typealias Direction = DragGesture.Direction

    package let direction: Direction
    /// Distance (px) it must pass; nil: the sequence's slop.
    package let minimumDistance: Double?
    package let kind: GestureKind
    package var cancelsOnEscape: Bool { true }
    package var explainAxis: Axis? {
        switch direction {
        case .horizontal: .horizontal
        case .vertical: .vertical
        case .any: nil
        }
    }

    var runs: [SequenceFollower] = []

    package init(direction: Direction = .any, minimumDistance: Double? = nil, kind: GestureKind = .drag) {
        self.direction = direction
        self.minimumDistance = minimumDistance
        self.kind = kind
    }

    package func prepare(sequenceCapacity: Int) {
        if runs.count < sequenceCapacity { runs = Array(repeating: SequenceFollower(), count: sequenceCapacity) }
    }

    package func regionsReplaced(_ map: RegionMap) {
        for i in runs.indices where runs[i].active { runs[i].remap(map) }
    }

    package func join(_ s: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool {
        runs[s.slot] = SequenceFollower(region: region)
        return true
    }

    /// Claims at the down when it has no distance to wait for.
    var beginsAtDown: Bool { minimumDistance == 0 && direction == .any }

    package func closed(_ s: SequenceHandle, context: EngineContext) {
        guard beginsAtDown else { return }
        context.claim(s, by: self, strength: 2, reason: .claimedAtDown, move: context.movement(s), slop: 0)
    }

    package func sequenceMoved(_ s: SequenceHandle, context: EngineContext) {
        if runs[s.slot].active {
            runs[s.slot].change(kind, s, reportsTrackedRegion: false, context: context)
            return
        }
        let d = context.movement(s)
        let slop = minimumDistance ?? context.slop(s)
        guard d.length > slop else { return }
        let c = context.configuration
        let angle = Double.atan2(y: abs(d.y), x: abs(d.x)) * 180 / Double.pi
        let horizontalZone = angle <= c.horizontalConeDegrees
        let verticalZone = !horizontalZone && angle >= 90 - c.verticalConeDegrees
        switch direction {
        case .any:
            context.claim(
                s, by: self, strength: 2,
                reason: horizontalZone ? .horizontalCone : verticalZone ? .verticalCone : .tieToPriority,
                move: d, slop: slop)
        case .horizontal:
            context.claimAlong(.horizontal, s, by: self, move: d, slop: slop)
        case .vertical:
            context.claimAlong(.vertical, s, by: self, move: d, slop: slop)
        }
    }

    package func accepted(_ s: SequenceHandle, context: EngineContext) {
        guard s.slot >= 0 else { return }
        runs[s.slot].begin(kind, s, velocity: context.velocity(s), context: context)
    }

    package func sequenceLifted(_ s: SequenceHandle, context: EngineContext) {
        runs[s.slot].end(kind, s, cancel: nil, axis: explainAxis, context: context)
    }

    package func cancelled(_ s: SequenceHandle, reason: CancelReason, context: EngineContext) {
        runs[s.slot].end(kind, s, cancel: reason, axis: explainAxis, context: context)
    }

    package var activeGestureCount: Int { runs.reduce(0) { $0 + ($1.active ? 1 : 0) } }
}
