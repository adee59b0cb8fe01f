import Foundation
import Gestures

/// A recognizer written outside the `Gestures` module, through its public API only: three
/// touches on its region that move past the slop together, in one direction, are a swipe.
///
/// It joins every touch on its region. When, in one frame, three of its undecided touches have
/// all moved past their slop, each within the cone of the same direction, it claims all three
/// — more strongly than a drag inside its cone (2) — so the rows' opacity drags and the list's
/// scroll lose them. It reports began when it wins and ended when the last of the three lifts
/// (cancelled with the reason if a touch is cancelled).
final class ThreeFingerSwipe: GestureRecognizer {
    static let swipe = GestureKind("threeFingerSwipe")
    static let together = ExplainReason("three touches moved past the slop together, one direction")
    var kind: GestureKind { Self.swipe }

    enum Direction { case left, right, up, down }

    /// Per sequence slot: a member still undecided, a member it won.
    var member: [Bool] = []
    var won: [Bool] = []
    var handles: [SequenceHandle] = []
    var regions: [RegionHandle] = []
    /// The swipe in progress.
    var active = false
    var id: UInt64 = 0
    var region = RegionHandle.none
    var start = Point.zero
    private(set) var direction: Direction?
    /// The direction of the claim being decided.
    var claimed: Direction?

    func prepare(sequenceCapacity n: Int) {
        if member.count < n {
            member = Array(repeating: false, count: n)
            won = Array(repeating: false, count: n)
            handles = Array(repeating: SequenceHandle(slot: 0, arena: -1), count: n)
            regions = Array(repeating: .none, count: n)
        }
    }

    func join(_ s: SequenceHandle, region: RegionHandle, context: GestureContext) -> Bool {
        guard context.source(s) == .touch else { return false }
        member[s.slot] = true
        won[s.slot] = false
        handles[s.slot] = s
        regions[s.slot] = region
        return true
    }

    func rejected(_ s: SequenceHandle, context: GestureContext) {
        if s.slot >= 0 { member[s.slot] = false }
    }

    /// Claims are decided after the members of a round have looked (the finger whose move
    /// this is) or at once (the other two): the swipe begins when the last of the three is won.
    func accepted(_ s: SequenceHandle, context: GestureContext) {
        guard s.slot >= 0 else { return }
        won[s.slot] = true
        var n = 0
        for w in won where w { n += 1 }
        guard n == 3, !active, let first = won.firstIndex(of: true) else { return }
        active = true
        direction = claimed
        id = context.newGestureID()
        region = regions[first]
        start = context.start(handles[first])
        let p = context.position(handles[first])
        context.emit(
            kind, .began, id: id, sequence: .group, source: .touch, region: region,
            location: p, start: start, translation: p - start)
    }

    /// The direction of a movement past `slop`, or nil (not past it, or between the cones).
    func direction(of d: Point, slop: Double, context: GestureContext) -> Direction? {
        guard d.length > slop else { return nil }
        let c = context.configuration
        let angle = atan2(abs(d.y), abs(d.x)) * 180 / Double.pi
        if angle <= c.horizontalConeDegrees { return d.x > 0 ? .right : .left }
        if angle >= 90 - c.verticalConeDegrees { return d.y > 0 ? .down : .up }
        return nil
    }

    func sequenceMoved(_ s: SequenceHandle, context: GestureContext) {
        guard !active else { return }
        // The three undecided touches, if there are exactly three (no array: nothing allocated).
        var touches = (-1, -1, -1)
        var n = 0
        for i in member.indices where member[i] && !won[i] {
            guard let live = context.live(slot: i), live == handles[i] else { continue }
            switch n {
            case 0: touches.0 = i
            case 1: touches.1 = i
            case 2: touches.2 = i
            default: return
            }
            n += 1
        }
        guard n == 3 else { return }
        var common: Direction?
        for i in [touches.0, touches.1, touches.2] {
            let h = handles[i]
            guard let d = direction(of: context.movement(h), slop: context.slop(h), context: context) else { return }
            if common == nil { common = d } else if common != d { return }
        }
        claimed = common
        for i in [touches.0, touches.1, touches.2] {
            context.claim(
                handles[i], by: self, strength: 3, reason: Self.together,
                move: context.movement(handles[i]), slop: context.slop(handles[i]))
        }
    }

    func sequenceLifted(_ s: SequenceHandle, context: GestureContext) { leave(s, cancel: nil, context: context) }
    func cancelled(_ s: SequenceHandle, reason: CancelReason, context: GestureContext) {
        leave(s, cancel: reason, context: context)
    }

    func leave(_ s: SequenceHandle, cancel: CancelReason?, context: GestureContext) {
        won[s.slot] = false
        member[s.slot] = false
        guard active, cancel != nil || !won.contains(true) else { return }
        active = false
        let p = context.position(s)
        context.emit(
            kind, cancel == nil ? .ended : .cancelled, id: id, sequence: .group, source: .touch,
            region: region, location: p, start: start, translation: p - start, reason: cancel)
    }

    var activeGestureCount: Int { active ? 1 : 0 }
}
