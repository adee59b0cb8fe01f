import RealModule

extension EngineContext {
    /// Claims `s` for `recognizer`, a gesture along `axis`, once its movement `d` passed
    /// `slop`, by the configuration's cones: strongly inside that axis' cone, weakly between
    /// the cones (`tieGoesToVertical` orders the two axes, so that of two gestures along
    /// different axes a diagonal movement goes to one), and gives up inside the other cone.
    /// One rule for every recognizer that has a direction: a drag, a scroll, nested scrolls.
    func claimAlong(
        _ axis: Axis, _ s: SequenceHandle, by recognizer: any GestureRecognizer, move d: Point, slop: Double
    ) {
        let c = configuration
        let angle = Double.atan2(y: abs(d.y), x: abs(d.x)) * 180 / Double.pi
        let horizontalZone = angle <= c.horizontalConeDegrees
        let verticalZone = !horizontalZone && angle >= 90 - c.verticalConeDegrees
        let (mine, other) = axis == .vertical ? (verticalZone, horizontalZone) : (horizontalZone, verticalZone)
        if mine {
            claim(
                s, by: recognizer, strength: 2, reason: axis == .vertical ? .verticalCone : .horizontalCone, move: d,
                slop: slop)
        } else if other {
            giveUp(s, by: recognizer, reason: .wrongDirection, move: d, slop: slop)
        } else {
            let strength = (axis == .vertical) == c.tieGoesToVertical ? 1 : 0
            claim(s, by: recognizer, strength: strength, reason: .tieToPriority, move: d, slop: slop)
        }
    }
}
