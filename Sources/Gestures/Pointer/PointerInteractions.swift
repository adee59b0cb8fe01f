/// The pointer's half of a host: which view and region the pointer is over, the style it
/// takes there, the hover effects animating in and out, and who hears it move. Apart from the
/// arena, as UIKit's pointer interactions are apart from its gesture recognizers: nothing here
/// claims input, and every gesture sees the pointer as before.
///
/// Looked at again after every input and clock step, and only when something that decides it
/// changed (the pointer, the modifiers, a button, the regions, the offsets, the views'
/// pointer attributes). While a button is held the view it went down on keeps the pointer
/// (UIKit's effects stay on the pressed view), the location still following.
///
/// Deterministic, and allocation-free in steady state: effects are evaluated from the host's
/// time, the two effect slots and the hover lists are allocated once.
final class PointerInteractions {
    /// One view's effect: animating in while `active`, out otherwise.
    struct RunningEffect {
        weak var view: GestureView?
        var viewID: AnyHashable?
        var regionID: AnyHashable?
        var effect: HoverEffect
        var frame: GestureRect
        var shape: ContentShape
        /// The pointer, window coordinates (parallax and custom effects follow it).
        var location: Point
        var spring: EffectSpring
        var active: Bool
    }

    struct Listener {
        weak var view: GestureView?
        var location: Point?
    }

    /// Why the style is what it is, for the explain line.
    enum Reason: Equatable {
        case outside, noStyle, viewStyle, regionStyle, inherited, effectHides
    }

    /// The resolved look, and what it came from.
    private(set) var style: PointerStyle = .default
    private(set) var reason = Reason.outside
    private(set) var viewID: AnyHashable?
    /// The view the pointer is over, when it is not the one that styles it.
    private(set) var hitID: AnyHashable?
    private(set) var regionID: AnyHashable?
    private(set) var location: Point?
    /// Bumped when the view, region, style or effect changes (`GestureHost.pointerChanges`).
    private(set) var changes = 0
    /// Effects go to their end at once (the desktop's reduced motion).
    var reduceMotion = false

    private weak var owner: GestureView?
    private var pressedOn: (view: GestureView?, pressed: Bool) = (nil, false)
    /// [0] the current effect, [1] the one leaving.
    private var effects: [RunningEffect?] = [nil, nil]
    private var listeners: [Listener] = []
    private var nextListeners: [Listener] = []
    /// Hover callbacks owed, delivered when the reports are drained.
    private var owed: [(view: Listener, phase: HoverPhase?, entered: Bool?)] = []
    private var checked: (Point?, Modifiers, Bool, Int, Int, Int)?

    init() {
        listeners.reserveCapacity(8)
        nextListeners.reserveCapacity(8)
        owed.reserveCapacity(16)
    }

    // MARK: Looking again

    /// Looks at the pointer again at `now`.
    func update(engine: GestureEngine, tree: ViewTree, now: Double) {
        let p = engine.pointerLocation, mods = engine.modifiers, pressed = engine.pointerIsPressed
        let key = (p, mods, pressed, engine.regions.version, engine.regions.offsetsVersion, tree.pointerVersion)
        if let c = checked, c.0 == key.0, c.1 == key.1, c.2 == key.2, c.3 == key.3, c.4 == key.4, c.5 == key.5 {
            return
        }
        checked = key
        location = p

        // The view under the pointer: the pressed one keeps it while the button is held.
        var hit: GestureView?
        if let p {
            if pressed, pressedOn.pressed {
                hit = pressedOn.view
            } else {
                engine.regions.sortIfNeeded()
                let i = engine.regions.deepest(at: p, hover: true)
                if i >= 0 { hit = tree.viewsByRegion[engine.regions.nodes[i].region.id] }
            }
        }
        pressedOn = (pressed ? (pressedOn.pressed ? pressedOn.view : hit) : nil, pressed)

        resolve(hit, at: p, modifiers: mods, now: now)
        listen(hit, at: p)
    }

    /// The style, the owner and its region, and the effects.
    private func resolve(_ hit: GestureView?, at p: Point?, modifiers: Modifiers, now: Double) {
        // The owner: the first view, deepest first, that styles the pointer here. The style:
        // the owner's region's, else the first view's from the deepest up that declares one (a
        // view with regions declares its style only inside them).
        var owner: GestureView?, region: PointerRegion?, declared: PointerStyle?, inherited = false
        var v = hit
        while let view = v, let p {
            if let a = view.pointer {
                if owner == nil, a.styles {
                    if let ask = a.region {
                        let local = view.convert(p, from: nil)
                        if let r = ask(PointerRegionRequest(location: local, modifiers: modifiers)),
                            (r.shape ?? .rectangle).contains(local, in: r.rect)
                        {
                            owner = view; region = r
                        }
                    } else {
                        owner = view
                    }
                }
                if declared == nil {
                    if owner === view, let s = region?.style {
                        declared = s
                    } else if let s = a.style, a.region == nil || owner === view {
                        declared = s
                        inherited = view !== owner && view !== hit
                    }
                }
            }
            if owner != nil && declared != nil { break }
            v = view.parent
        }
        let effect = owner.flatMap { o in
            (region?.effect ?? o.pointer?.effect)?.resolved(for: (o.frame.width, o.frame.height))
        }

        let newStyle: PointerStyle, newReason: Reason
        if p == nil {
            (newStyle, newReason) = (.default, .outside)
        } else if let effect, effect.hidesPointer {
            (newStyle, newReason) = (.hidden, .effectHides)
        } else if let declared {
            (newStyle, newReason) = (
                declared, region?.style != nil ? .regionStyle : inherited ? .inherited : .viewStyle
            )
        } else {
            (newStyle, newReason) = (.default, .noStyle)
        }
        let newViewID = owner?.id ?? hit?.id, newRegionID = region?.id
        if newStyle != style || newReason != reason || newViewID != viewID || newRegionID != regionID
            || owner !== self.owner
        {
            changes &+= 1
        }
        style = newStyle; reason = newReason; viewID = newViewID; regionID = newRegionID
        hitID = hit === owner ? nil : hit?.id
        self.owner = owner

        // The effect: the same owner and region keeps it running; another starts anew.
        if let owner, let effect, let p {
            let frame = owner.frameInWindow
            let shape = owner.pointer?.effectShape ?? .rectangle
            if var current = effects[0], current.view === owner, current.regionID == region?.id {
                current.location = p; current.frame = frame; current.shape = shape; current.effect = effect
                if !current.active {
                    current.active = true
                    current.spring.retarget(1, at: now, jump: reduceMotion)
                }
                effects[0] = current
            } else {
                retire(now)
                var spring = EffectSpring(value: 0, at: now)
                spring.retarget(1, at: now, jump: reduceMotion)
                effects[0] = RunningEffect(
                    view: owner, viewID: owner.id, regionID: region?.id, effect: effect, frame: frame, shape: shape,
                    location: p, spring: spring, active: true)
                changes &+= 1
            }
        } else if effects[0] != nil {
            retire(now)
            changes &+= 1
        }
    }

    /// The current effect starts leaving, in place of any that was leaving before.
    private func retire(_ now: Double) {
        guard var e = effects[0] else { return }
        e.active = false
        e.spring.retarget(0, at: now, jump: reduceMotion)
        effects[1] = e
        effects[0] = nil
    }

    /// Hover listeners: every view under the pointer that listens, the hit one and those
    /// around it, hears it enter, move and leave.
    private func listen(_ hit: GestureView?, at p: Point?) {
        nextListeners.removeAll(keepingCapacity: true)
        var v = p == nil ? nil : hit
        while let view = v {
            if let a = view.pointer, a.listens { nextListeners.append(Listener(view: view, location: p)) }
            v = view.parent
        }
        for old in listeners {
            guard let view = old.view else { continue }
            if !nextListeners.contains(where: { $0.view === view }) {
                owed.append((old, .ended, false))
            }
        }
        for new in nextListeners {
            guard let view = new.view, let p else { continue }
            let old = listeners.first { $0.view === view }
            let local = view.convert(p, from: nil)
            if old == nil {
                owed.append((new, nil, true))
                owed.append((new, .active(local), nil))
            } else if old?.location != p {
                owed.append((new, .active(local), nil))
            }
        }
        swap(&listeners, &nextListeners)
    }

    // MARK: Time

    /// Whether an effect is still on its way in or out at `now`.
    func isAnimating(at now: Double) -> Bool {
        for e in effects {
            if let e, !e.spring.isAtRest(at: now) { return true }
        }
        return false
    }

    /// Drops an effect that has left and come to rest.
    func step(to now: Double) {
        if let e = effects[1], e.spring.isAtRest(at: now) { effects[1] = nil }
    }

    /// Runs the hover callbacks owed, in order.
    func deliver() {
        guard !owed.isEmpty else { return }
        var k = 0
        while k < owed.count {
            let (l, phase, entered) = owed[k]
            k += 1
            guard let a = l.view?.pointer else { continue }
            if let entered { a.hover?(entered) }
            if let phase { a.continuousHover?(phase) }
        }
        owed.removeAll(keepingCapacity: true)
    }

    /// Forgets views no longer in the tree (their effects end where they were).
    func forget(_ isInTree: (GestureView) -> Bool) {
        if let o = owner, !isInTree(o) { owner = nil }
        if let v = pressedOn.view, !isInTree(v) { pressedOn.view = nil }
        for k in effects.indices where effects[k]?.view.map(isInTree) == false { effects[k]?.view = nil }
    }

    // MARK: What is drawn

    /// Each effect as it stands at `now`, the leaving one first (it is under the new one).
    /// - Complexity: O(1); no allocation unless a custom effect's function allocates.
    func forEachEffect(at now: Double, _ body: (HoverEffectState) -> Void) {
        func visit(_ e: RunningEffect?) {
            guard var e else { return }
            if let view = e.view { e.frame = view.frameInWindow }
            body(Self.state(of: e, at: now))
        }
        visit(effects[1])
        visit(effects[0])
    }

    static func state(of e: RunningEffect, at now: Double) -> HoverEffectState {
        let t = e.spring.value(at: now)
        let f = e.frame
        // Where the pointer is in the view, −1…1 on each axis.
        let nx = f.width > 0 ? min(1, max(-1, (e.location.x - f.midX) / (f.width / 2))) : 0
        let ny = f.height > 0 ? min(1, max(-1, (e.location.y - f.midY) / (f.height / 2))) : 0
        let side = max(f.width, f.height, 1)
        var s = HoverEffectState(
            kind: .hover, viewID: e.viewID, regionID: e.regionID, progress: t, isActive: e.active, frame: f,
            shape: e.shape, values: .identity, platter: nil, shadow: 0, tint: 0, tintMode: .none)
        switch e.effect {
        case .highlight, .automatic:
            s.kind = .highlight
            let d = Point(x: nx * highlightParallax * t, y: ny * highlightParallax * t)
            s.values.offset = d
            let grow = platterGrowth * t
            s.platter = GestureRect(
                x: f.x - grow + d.x, y: f.y - grow + d.y, width: f.width + 2 * grow, height: f.height + 2 * grow)
        case .lift:
            s.kind = .lift
            let target = min(maxLiftScale, 1 + liftGrowth / side)
            s.values.scale = 1 + (target - 1) * t
            s.values.offset = Point(x: nx * liftParallax * t, y: ny * liftParallax * t)
            s.shadow = t
        case .hover(let tint, let shadow, let scaled):
            s.kind = .hover
            s.tintMode = tint
            s.tint = tint == .none ? 0 : t
            s.shadow = shadow ? t : 0
            if scaled { s.values.scale = 1 + (min(maxHoverScale, 1 + hoverGrowth / side) - 1) * t }
        case .custom(let body):
            s.kind = .custom
            let local = Point(x: e.location.x - f.x, y: e.location.y - f.y)
            let rest = body(HoverEffectPhase(isActive: false, location: local, width: f.width, height: f.height))
            let full = body(HoverEffectPhase(isActive: true, location: local, width: f.width, height: f.height))
            s.values = HoverEffectValues.mix(rest, full, t)
        }
        return s
    }

    // The effects' numbers (logical px), chosen to read as UIKit's do at a desktop's scale.
    /// How far a highlighted view and its platter follow the pointer from the centre.
    static let highlightParallax = 3.0
    /// How far the platter reaches beyond the view.
    static let platterGrowth = 6.0
    /// How much a lifted view grows (on its longer side), at most ×`maxLiftScale`.
    static let liftGrowth = 16.0, maxLiftScale = 1.12
    static let liftParallax = 6.0
    /// How much a hovered view that prefers scaling grows, at most ×`maxHoverScale`.
    static let hoverGrowth = 8.0, maxHoverScale = 1.05

    // MARK: Explain

    /// One line: where the pointer is, over what, and why it looks as it does.
    var explanation: String {
        guard let p = location else { return "pointer: outside the surface, default" }
        var s = "pointer at \(p)"
        if let hitID { s += " over view \(hitID)" }
        if let viewID { s += hitID == nil ? " over view \(viewID)" : " in view \(viewID)" }
        if let regionID { s += ", region \(regionID)" }
        if let e = effects[0] { s += ", effect \(e.effect.name)" }
        s += " → \(style.name)"
        switch reason {
        case .outside: break
        case .noStyle: s += ": no view here styles the pointer"
        case .viewStyle: s += ": the view's style"
        case .regionStyle: s += ": the region's style"
        case .inherited: s += ": the style of a view around it"
        case .effectHides: s += ": the effect stands for the pointer"
        }
        return s
    }
}

extension GestureRect {
    @inlinable public var midX: Double { x + width / 2 }
    @inlinable public var midY: Double { y + height / 2 }
}
