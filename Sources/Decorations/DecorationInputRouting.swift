import Gestures

/// Splits one input stream between the content and the decorations around it, as a
/// compositor splits input between surfaces: a pointer goes to what it is over (leave and
/// enter when it crosses, held while a button is down: an implicit grab), a touch to what it
/// went down on; keys to the content; each side gets the frame events of the frames it had
/// events in. The content's events are moved into its coordinates.
struct DecorationInputRouting {
    enum Target: Equatable { case content, decorations }

    private var pointerTarget: Target?
    private var buttonsDown = 0
    private var touchTargets: [Int32: Target] = [:]
    private var pointerFrameTargets: Set<Target> = []
    private var touchFrameTargets: Set<Target> = []

    var pointerOnContent: Bool { pointerTarget == .content }

    /// Where `event` goes, as (target, event in its coordinates) pairs, in order.
    mutating func route(_ event: InputEvent, isContent: (Point) -> Bool, contentOrigin o: Point)
        -> [(Target, InputEvent)]
    {
        func target(_ p: Point) -> Target { isContent(p) ? .content : .decorations }
        func moved(_ p: Point, for t: Target) -> Point { t == .content ? Point(x: p.x - o.x, y: p.y - o.y) : p }
        func pointer(_ e: InputEvent) -> [(Target, InputEvent)] {
            guard let t = pointerTarget else { return [] }
            pointerFrameTargets.insert(t)
            return [(t, e)]
        }

        switch event {
        case .pointerEnter(let p):
            let t = target(p)
            pointerTarget = t
            buttonsDown = 0
            pointerFrameTargets.insert(t)
            return [(t, .pointerEnter(moved(p, for: t)))]
        case .pointerMotion(let p, let time):
            var out: [(Target, InputEvent)] = []
            let t = target(p)
            if buttonsDown == 0, let old = pointerTarget, old != t {
                out.append((old, .pointerLeave))
                out.append((t, .pointerEnter(moved(p, for: t))))
                pointerFrameTargets.formUnion([old, t])
                pointerTarget = t
            }
            if let current = pointerTarget {
                pointerFrameTargets.insert(current)
                out.append((current, .pointerMotion(moved(p, for: current), time: time)))
            }
            return out
        case .pointerButton(_, let pressed, _):
            buttonsDown = max(0, buttonsDown + (pressed ? 1 : -1))
            return pointer(event)
        case .pointerLeave:
            defer { pointerTarget = nil; buttonsDown = 0 }
            return pointer(event)
        case .axis, .axisSource, .axisStop, .axisDiscrete, .axisValue120, .axisRelativeDirection,
            .pinchBegin, .pinchUpdate, .pinchEnd, .swipeBegin, .swipeUpdate, .swipeEnd, .holdBegin, .holdEnd:
            // Scrolling and touchpad gestures mean nothing to a title bar.
            guard pointerTarget == .content else { return [] }
            return pointer(event)
        case .pointerFrame:
            defer { pointerFrameTargets.removeAll() }
            return [Target.content, .decorations].filter(pointerFrameTargets.contains).map { ($0, event) }
        case .touchDown(let id, let p, let time):
            let t = target(p)
            touchTargets[id] = t
            touchFrameTargets.insert(t)
            return [(t, .touchDown(id: id, moved(p, for: t), time: time))]
        case .touchMotion(let id, let p, let time):
            guard let t = touchTargets[id] else { return [] }
            touchFrameTargets.insert(t)
            return [(t, .touchMotion(id: id, moved(p, for: t), time: time))]
        case .touchUp(let id, _):
            guard let t = touchTargets.removeValue(forKey: id) else { return [] }
            touchFrameTargets.insert(t)
            return [(t, event)]
        case .touchCancel:
            // Both sides: a cancel ends every touch, including ones already lifted this frame.
            touchTargets.removeAll()
            touchFrameTargets.formUnion([.content, .decorations])
            return [(.content, event), (.decorations, event)]
        case .touchFrame:
            defer { touchFrameTargets.removeAll() }
            return [Target.content, .decorations].filter(touchFrameTargets.contains).map { ($0, event) }
        case .capabilities:
            return [(.content, event), (.decorations, event)]
        case .key, .modifiers, .keyboardFocus:
            return [(.content, event)]
        }
    }
}
