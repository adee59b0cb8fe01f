import RealModule

/// A system gesture that starts at a window edge: a touch that goes down within
/// `edgeSwipeWidth` of its region's `edge` and moves inward past its slop (inside the cone of
/// that direction). Declare it on a root region that covers the window and mark that region
/// `highPriority`, so it wins over everything inside (a back swipe).
///
/// Deferral (SwiftUI's `defersSystemGestures(on:)`): when the region under the touch, or one
/// of its ancestors, defers this edge, the first swipe gives up at once (explained
/// `deferred`) and goes to the app's own gestures; another swipe from that edge that goes
/// down within `systemGestureDeferral` of it is the system gesture.
package final class EdgeSwipeRecognizer: GestureRecognizer {
    package static let edgeSwipe = GestureKind("edgeSwipe")
    package static let deferred = ExplainReason(
        "the region under the touch defers this edge: the next swipe goes to the system")
    package static let fromTheEdge = ExplainReason("moved inward from the window edge past the slop")

    package let edge: Edge
    package var kind: GestureKind { Self.edgeSwipe }
    var gestures: [SequenceFollower] = []
    /// When a swipe from this edge was last deferred (virtual ms).
    var deferredAt = -Double.infinity

    package init(edge: Edge = .leading) { self.edge = edge }

    package func prepare(sequenceCapacity: Int) {
        if gestures.count < sequenceCapacity {
            gestures = Array(repeating: SequenceFollower(), count: sequenceCapacity)
        }
    }

    package func regionsReplaced(_ map: RegionMap) { for i in gestures.indices { gestures[i].remap(map) } }

    package func join(_ s: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool {
        let f = context.frame(region), p = context.start(s), w = context.configuration.edgeSwipeWidth
        let atEdge =
            switch edge {
            case .leading: p.x < f.minX + w
            case .trailing: p.x >= f.maxX - w
            case .top: p.y < f.minY + w
            case .bottom: p.y >= f.maxY - w
            }
        guard atEdge else { return false }
        gestures[s.slot] = SequenceFollower(region: region, tracks: false)
        return true
    }

    package func closed(_ s: SequenceHandle, context: EngineContext) {
        guard context.deferredEdges(at: context.region(under: s)).contains(Edge.Set(edge)) else { return }
        if context.now - deferredAt <= context.configuration.systemGestureDeferralMilliseconds {
            deferredAt = -.infinity   // the second swipe: the system's
            return
        }
        deferredAt = context.now
        context.giveUp(s, by: self, reason: Self.deferred)
    }

    package func sequenceMoved(_ s: SequenceHandle, context: EngineContext) {
        if gestures[s.slot].active {
            gestures[s.slot].change(kind, s, reportsTrackedRegion: false, context: context)
            return
        }
        let d = context.movement(s), slop = context.slop(s)
        guard d.length > slop else { return }
        let c = context.configuration
        let angle = Double.atan2(y: abs(d.y), x: abs(d.x)) * 180 / Double.pi
        let inward =
            switch edge {
            case .leading: d.x > 0 && angle <= c.horizontalConeDegrees
            case .trailing: d.x < 0 && angle <= c.horizontalConeDegrees
            case .top: d.y > 0 && angle >= 90 - c.verticalConeDegrees
            case .bottom: d.y < 0 && angle >= 90 - c.verticalConeDegrees
            }
        if inward {
            context.claim(s, by: self, strength: 2, reason: Self.fromTheEdge, move: d, slop: slop)
        } else {
            context.giveUp(s, by: self, reason: .wrongDirection, move: d, slop: slop)
        }
    }

    package func accepted(_ s: SequenceHandle, context: EngineContext) {
        guard s.slot >= 0 else { return }
        gestures[s.slot].begin(kind, s, velocity: context.velocity(s), context: context)
    }

    package func sequenceLifted(_ s: SequenceHandle, context: EngineContext) {
        gestures[s.slot].end(kind, s, cancel: nil, context: context)
    }

    package func cancelled(_ s: SequenceHandle, reason: CancelReason, context: EngineContext) {
        gestures[s.slot].end(kind, s, cancel: reason, context: context)
    }

    package var activeGestureCount: Int { gestures.reduce(0) { $0 + ($1.active ? 1 : 0) } }
}
