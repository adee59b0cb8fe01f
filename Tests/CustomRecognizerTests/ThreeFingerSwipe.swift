import Foundation
import Gestures

/// A recognizer written outside the `Gestures` module, through its public API only: three
/// touches on its region that move past the slop together, in one direction, are a swipe.
///
/// It tracks every touch on its region. When, in one frame, its three undecided touches have
/// all moved past their slop, each within the cone of the same direction, it claims all three
/// — more strongly than a drag inside its cone (2) — so the rows' opacity drags and the list's
/// scroll lose them. It reports began when it has won all three and ended when the last of
/// them lifts (cancelled with the reason if one is cancelled).
struct ThreeFingerSwipe: CustomRecognizer {
    /// How far the swipe went: the movement of the first touch, then of the last to lift.
    typealias Value = Point
    static let swipe = GestureKind("threeFingerSwipe")
    static let together = ExplainReason("three touches moved past the slop together, one direction")
    var kind: GestureKind { Self.swipe }

    /// Its touches neither rejected nor ended, in the order they went down.
    var touches: [Pointer] = []
    var won = 0
    /// The swipe in progress.
    var id: UInt64?

    mutating func track(_ pointer: Pointer, context: RecognizerContext) -> Bool {
        guard context.source(pointer) == .touch else { return false }
        touches.append(pointer)
        return true
    }

    mutating func handle(_ event: PointerEvent, context: RecognizerContext) {
        switch event.kind {
        case .moved where id == nil && touches.count == 3: claimIfTogether(context)
        case .moved: break
        case .lifted: leave(event.pointer, cancel: nil, context: context)
        case .cancelled(let reason): leave(event.pointer, cancel: reason, context: context)
        }
    }

    mutating func rejected(_ pointer: Pointer, context: RecognizerContext) {
        touches.removeAll { $0 == pointer }
    }

    mutating func accepted(_ pointer: Pointer, context: RecognizerContext) {
        won += 1
        guard won == 3, id == nil, let first = touches.first else { return }
        id = context.newGestureID()
        context.report(.began, context.movement(first), id: id!, about: first)
    }

    /// Claims the three when each moved past its slop in the same direction's cone.
    func claimIfTogether(_ context: RecognizerContext) {
        var common: Point?
        for t in touches {
            guard context.verdict(t) == nil,
                let d = Self.direction(of: context.movement(t), slop: context.slop(t), context.configuration),
                common == nil || common == d
            else { return }
            common = d
        }
        for t in touches { context.claim(t, strength: 3, reason: Self.together) }
    }

    mutating func leave(_ pointer: Pointer, cancel: CancelReason?, context: RecognizerContext) {
        touches.removeAll { $0 == pointer }
        if context.verdict(pointer) == true { won -= 1 }
        guard let id, cancel != nil || won == 0 else { return }
        if let cancel {
            context.report(.cancelled, id: id, following: pointer, reason: cancel)
        } else {
            context.report(.ended, context.movement(pointer), id: id, about: pointer)
        }
        self.id = nil
    }

    /// The unit direction of a movement past `slop` (right, left, down or up), or nil (not
    /// past it, or between the cones).
    static func direction(of d: Point, slop: Double, _ c: GestureConfiguration) -> Point? {
        guard d.length > slop else { return nil }
        let angle = atan2(abs(d.y), abs(d.x)) * 180 / Double.pi
        if angle <= c.horizontalConeDegrees { return Point(x: d.x > 0 ? 1 : -1, y: 0) }
        if angle >= 90 - c.verticalConeDegrees { return Point(x: 0, y: d.y > 0 ? 1 : -1) }
        return nil
    }
}
