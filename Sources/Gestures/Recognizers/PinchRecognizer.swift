import RealModule

/// Two-touch pinch (magnification), and rotation with it when asked.
///
/// Watches the first two touches it may still take on one region (undecided, or on standby
/// beside a scroll that won them); when their spread — the vertical span, or the distance for
/// `.any` — changes by more than its threshold while their centroid moves less than a third
/// of that (they move apart or together, not along: one finger scrolling beside a resting one
/// is no pinch), it claims both (a scroll they were in hands them over). The threshold is the
/// configuration's pinch slop (px), or `minimumScaleDelta` relative to the spread when the
/// watch began (SwiftUI's `MagnificationGesture(minimumScaleDelta:)`). Scale and rotation are
/// relative to the moment it began, so it starts without a jump, and the ended report carries
/// the final scale (SwiftUI's `MagnificationGesture` and `RotationGesture` recognized
/// simultaneously). For rotation alone, see ``RotationRecognizer``.
package final class PinchRecognizer: TwoTouchRecognizer {
    package enum Spread: Sendable {
        /// The touches move apart or together vertically (the Colours list's row height).
        case vertical
        /// In any direction: the distance between them.
        case any
    }
    package var kind: GestureKind { .pinch }
    package let spread: Spread
    /// Also report `.rotation` (simultaneous with the pinch, from the same two touches).
    package let reportsRotation: Bool
    /// The change of spread, relative to the spread when the watch began, past which it
    /// begins (0.1: 10 % apart or together; 0: at the first change). Nil: the configuration's
    /// `pinchSlop` in pixels instead, whatever the spread (the Colours list's rows).
    package let minimumScaleDelta: Double?
    /// Scale relative to the spread where the watch began (where the fingers went down,
    /// unless they first moved along together), not where it was recognized: the object
    /// stays under the fingers (SwiftUI's `MagnifyGesture`). Off, it starts at 1 without a
    /// jump (the Colours list's row height).
    package let measuresFromDown: Bool

    /// The touches it may take, the pair it watches and the pair it runs (shared with the
    /// rotation, which watches and claims the same way).
    var touches = TwoTouches()
    struct Pinch {
        var id: UInt64 = 0
        var rotationID: UInt64 = 0
        var rotationActive = false
        /// Baselines of the pair being watched.
        var watchSpan: Double = 0
        var watchCentroidY: Double = 0
    }
    var pinch = Pinch()

    /// - Parameters:
    ///   - spread: What must change: the vertical span, or the distance in any direction.
    ///   - reportsRotation: Also report `.rotation` from the same two touches, began and
    ///     ended with the pinch.
    ///   - minimumScaleDelta: The relative change of spread it begins past (SwiftUI's
    ///     `minimumScaleDelta`); nil: the configuration's pinch slop in pixels.
    ///   - measuresFromDown: Scale (and rotation) relative to where the fingers went down
    ///     rather than where it began.
    package init(
        spread: Spread = .vertical, reportsRotation: Bool = false, minimumScaleDelta: Double? = nil,
        measuresFromDown: Bool = false
    ) {
        self.measuresFromDown = measuresFromDown
        self.spread = spread
        self.reportsRotation = reportsRotation
        self.minimumScaleDelta = minimumScaleDelta.map { $0.isFinite ? max(0, $0) : 0 }
    }

    /// The spread the threshold applies to, and the centroid coordinate that must stay.
    func measure(_ pa: Point, _ pb: Point) -> (spread: Double, centroid: Double) {
        switch spread {
        case .vertical: (abs(pa.y - pb.y), (pa.y + pb.y) / 2)
        case .any: ((pa - pb).length, 0)
        }
    }

    package func frameEnded(context: EngineContext) {
        if touches.active { changed(context: context); return }
        guard let pair = touches.pair(context: context) else { return }
        let a = pair.a, b = pair.b
        let pa = context.position(touches.handles[a]), pb = context.position(touches.handles[b])
        let (span, centroidY) = measure(pa, pb)
        if pair.fresh {
            pinch.watchSpan = span
            pinch.watchCentroidY = centroidY
            return
        }
        let slop = context.configuration.pinchSlop
        let threshold = minimumScaleDelta.map { $0 * pinch.watchSpan } ?? slop
        let spanChange = abs(span - pinch.watchSpan)
        let centroidChange = abs(centroidY - pinch.watchCentroidY)
        guard spanChange > threshold, centroidChange < spanChange / 3 else {
            if centroidChange >= slop {
                // They moved along together (a scroll): watch afresh from here.
                pinch.watchSpan = span
                pinch.watchCentroidY = centroidY
            }
            return
        }
        let move = Point(x: 0, y: span - pinch.watchSpan)
        let reason: ExplainReason = minimumScaleDelta == nil ? .pinchSlopPassed : .scaleDeltaPassed
        touches.claim(a, b, by: self, reason: reason, move: move, slop: threshold, context: context)
    }

    func began(context: EngineContext) {
        if measuresFromDown {
            switch spread {
            case .any: touches.startDistance = pinch.watchSpan
            case .vertical: touches.startSpan = pinch.watchSpan
            }
        }
        let c = touches.start
        let v =
            measuresFromDown
            ? touches.values(context: context) : (centroid: c, scale: 1.0, verticalScale: 1.0, rotation: 0.0)
        pinch.id = context.newGestureID()
        context.emit(
            .pinch, .began, id: pinch.id, sequence: .group, source: touches.source,
            region: touches.region, location: c, start: c, scale: v.scale, verticalScale: v.verticalScale)
        if reportsRotation {
            pinch.rotationActive = true
            pinch.rotationID = context.newGestureID()
            context.emit(
                .rotation, .began, id: pinch.rotationID, sequence: .group, source: touches.source,
                region: touches.region, location: c, start: c)
        }
    }

    func changed(context: EngineContext) {
        guard touches.moved(context: context) else { return }
        let v = touches.values(context: context)
        context.emit(
            .pinch, .changed, id: pinch.id, sequence: .group, source: touches.source,
            region: touches.region, location: v.centroid, start: touches.start,
            translation: v.centroid - touches.start, delta: v.centroid - touches.lastCentroid,
            scale: v.scale, verticalScale: v.verticalScale, rotation: v.rotation)
        if pinch.rotationActive {
            context.emit(
                .rotation, .changed, id: pinch.rotationID, sequence: .group, source: touches.source,
                region: touches.region, location: v.centroid, start: touches.start, rotation: v.rotation)
        }
        touches.lastCentroid = v.centroid
    }

    /// The pinch ends with the scale it had, and its rotation with it.
    func endGesture(_ v: TwoTouches.Values, cancel: CancelReason?, context: EngineContext) {
        let phase: GesturePhase = cancel == nil ? .ended : .cancelled
        context.emit(
            .pinch, phase, id: pinch.id, sequence: .group, source: touches.source, region: touches.region,
            location: v.centroid, start: touches.start, translation: v.centroid - touches.start,
            scale: v.scale, verticalScale: v.verticalScale, rotation: v.rotation, reason: cancel)
        if pinch.rotationActive {
            pinch.rotationActive = false
            context.emit(
                .rotation, phase, id: pinch.rotationID, sequence: .group, source: touches.source,
                region: touches.region, location: v.centroid, start: touches.start,
                rotation: v.rotation, reason: cancel)
        }
    }

    package var activeGestureCount: Int { (touches.active ? 1 : 0) + (touches.active && pinch.rotationActive ? 1 : 0) }
}

extension ExplainReason {
    /// Two touches changed their spread by more than the pinch's `minimumScaleDelta` (the
    /// entry's slop is that change in pixels).
    package static let scaleDeltaPassed = ExplainReason("scaleDeltaPassed")
}
