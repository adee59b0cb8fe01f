import RealModule

/// Two-touch rotation on its own (SwiftUI's `RotationGesture(minimumAngleDelta:)`).
///
/// Watches the first two touches it may still take on one region, like ``PinchRecognizer``
/// (undecided, or on standby beside a scroll that won them, which hands them over). When the
/// direction from one touch to the other turns by more than `minimumAngleDelta` degrees it
/// claims both — whatever their distance does, so fingers that turn without spreading rotate.
/// Two fingers that move along together (a two-finger scroll whose fingers drift a little) are
/// no rotation: the turn must move them relative to each other more than their centroid
/// moves, and once the centroid has moved the pinch slop without that, it watches afresh
/// from there.
///
/// Reports `.rotation` began at the claim, changed as the touches move, ended when one lifts
/// (cancelled with the reason when one is cancelled); `rotation` is in degrees since began
/// (clockwise in surface coordinates, y down), so it starts at 0 without a jump, and
/// `location` is the centroid.
package final class RotationRecognizer: TwoTouchRecognizer {
    package var kind: GestureKind { .rotation }
    /// The turn (degrees) the touches must pass before it begins.
    package let minimumAngleDelta: Double
    /// Rotation since where the watch began (where the fingers went down, unless they first
    /// moved along together), not since it was recognized: the object stays under the
    /// fingers (SwiftUI's `RotateGesture`). Off, it starts at 0 without a jump.
    package let measuresFromDown: Bool

    var touches = TwoTouches()
    struct Rotation {
        var id: UInt64 = 0
        /// Baselines of the pair being watched.
        var watchAngle: Double = 0
        var watchCentroid = Point.zero
    }
    var rotation = Rotation()

    /// - Parameters:
    ///   - minimumAngleDelta: The turn in degrees it begins past (SwiftUI's default, 1°); 0
    ///     begins at the first turn.
    ///   - measuresFromDown: Rotation since where the fingers went down rather than since it
    ///     began.
    package init(minimumAngleDelta: Double = 1, measuresFromDown: Bool = false) {
        self.measuresFromDown = measuresFromDown
        self.minimumAngleDelta = minimumAngleDelta.isFinite ? max(0, minimumAngleDelta) : 1
    }

    package func frameEnded(context: EngineContext) {
        if touches.active { changed(context: context); return }
        guard let pair = touches.pair(context: context) else { return }
        let a = pair.a, b = pair.b
        let pa = context.position(touches.handles[a]), pb = context.position(touches.handles[b])
        let angle = TouchPair.angle(pa, pb), c = TouchPair.centroid(pa, pb)
        if pair.fresh {
            rotation.watchAngle = angle
            rotation.watchCentroid = c
            return
        }
        let turn = TouchPair.wrapped(angle - rotation.watchAngle)
        // How far the turn moved one touch relative to the other (the arc), against how far
        // the two moved along together.
        let arc = abs(turn) * Double.pi / 180 * (pa - pb).length
        let along = (c - rotation.watchCentroid).length
        guard abs(turn) > minimumAngleDelta, along < arc else {
            if along >= context.configuration.pinchSlop {
                rotation.watchAngle = angle
                rotation.watchCentroid = c
            }
            return
        }
        touches.claim(
            a, b, by: self, reason: .angleDeltaPassed, move: c - rotation.watchCentroid,
            slop: minimumAngleDelta, context: context)
    }

    func began(context: EngineContext) {
        let turn = TouchPair.wrapped(touches.startAngle - rotation.watchAngle)
        if measuresFromDown { touches.startAngle = rotation.watchAngle }
        rotation.id = context.newGestureID()
        let c = touches.start
        context.emit(
            .rotation, .began, id: rotation.id, sequence: .group, source: touches.source,
            region: touches.region, location: c, start: c, rotation: measuresFromDown ? turn : 0)
    }

    func changed(context: EngineContext) {
        guard touches.moved(context: context) else { return }
        let v = touches.values(context: context)
        context.emit(
            .rotation, .changed, id: rotation.id, sequence: .group, source: touches.source,
            region: touches.region, location: v.centroid, start: touches.start,
            translation: v.centroid - touches.start, delta: v.centroid - touches.lastCentroid,
            rotation: v.rotation)
        touches.lastCentroid = v.centroid
    }

    /// The rotation ends with the angle it had.
    func endGesture(_ v: TwoTouches.Values, cancel: CancelReason?, context: EngineContext) {
        context.emit(
            .rotation, cancel == nil ? .ended : .cancelled, id: rotation.id, sequence: .group,
            source: touches.source, region: touches.region, location: v.centroid, start: touches.start,
            translation: v.centroid - touches.start, rotation: v.rotation, reason: cancel)
    }

    package var activeGestureCount: Int { touches.active ? 1 : 0 }
}

extension ExplainReason {
    /// Two touches turned by more than the rotation's `minimumAngleDelta` (the entry's slop is
    /// that angle in degrees, its movement the centroid's).
    package static let angleDeltaPassed = ExplainReason("angleDeltaPassed")
}
