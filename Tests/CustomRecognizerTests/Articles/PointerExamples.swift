import Gestures
import Testing

// The pointer articles' examples: one per effect, the pointer's styles and regions, as the
// articles show them, each driven here through a host.

// doc-example begin
final class ShareButton {
    let view = GestureView(id: "share", frame: GestureRect(x: 20, y: 20, width: 44, height: 44))
    var shared = 0

    init() {
        view.contentShape(.hoverEffect, .roundedRectangle(cornerRadius: 10))
            .hoverEffect(.highlight)
        view.gesture(TapGesture().onEnded { [unowned self] _ in shared += 1 })
    }
}
// doc-example end

// doc-example begin
final class Badge {
    let view = GestureView(id: "badge", frame: GestureRect(x: 100, y: 100, width: 160, height: 100))

    init() {
        view.contentShape(.ellipse).hoverEffect(.lift)
    }
}
// doc-example end

// doc-example begin
final class Tile {
    let view = GestureView(id: "tile", frame: GestureRect(x: 0, y: 0, width: 300, height: 200))
    static let arrow = CustomPointer(
        .polygon([Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]), width: 18, height: 16)

    init() {
        view.hoverEffect(.hover(tint: .overlay, prefersShadow: true, prefersScaledContent: false))
            .pointerStyle(.custom(Tile.arrow))
    }
}
// doc-example end

// doc-example begin
final class Knob {
    let view = GestureView(id: "knob", frame: GestureRect(x: 0, y: 0, width: 80, height: 80))

    init() {
        view.hoverEffect(
            .custom { phase in
                let lean = phase.isActive ? (phase.location.x - phase.width / 2) / 10 : 0
                return HoverEffectValues(scale: 1, offset: Point(x: lean, y: 0), opacity: phase.isActive ? 0.8 : 1)
            })
    }
}
// doc-example end

// doc-example begin
final class Ruler {
    let view = GestureView(id: "ruler", frame: GestureRect(x: 0, y: 0, width: 400, height: 40))
    var fine = false

    init() {
        view.pointerRegion { [unowned self] request in
            fine = request.modifiers.contains(.shift)
            let tick = (request.location.x / 10).rounded(.down) * 10
            return PointerRegion(
                id: Int(tick), rect: GestureRect(x: tick, y: 0, width: 10, height: 40),
                style: fine ? .rectSelection : .horizontalText, effect: .highlight)
        }
    }
}
// doc-example end

// doc-example begin
final class Gauge {
    let view = GestureView(id: "gauge", frame: GestureRect(x: 0, y: 0, width: 200, height: 200))
    var needle: Point?

    init() {
        view.contentShape(.ellipse).pointerStyle(.link)
            .onContinuousHover { [unowned self] phase in
                switch phase {
                case .active(let location): needle = location
                case .ended: needle = nil
                }
            }
    }
}
// doc-example end

/// A host fed as Wayland feeds it: each pointer event and its frame.
final class PointerFeed {
    let host = GestureHost(framing: .wayland)
    var now = 0.0
    init(_ root: GestureView) { host.root = root }
    func send(_ events: InputEvent...) {
        now += 10
        for e in events { host.send(e, at: now) }
        host.send(.pointerFrame, at: now)
        host.drainReports()
    }
    func move(_ x: Double, _ y: Double) { send(.pointerMotion(Point(x: x, y: y), time: UInt32(now))) }
    func click() {
        send(.pointerButton(button: .primary, pressed: true, time: UInt32(now)))
        send(.pointerButton(button: .primary, pressed: false, time: UInt32(now)))
    }
    func settle() {
        now += 1000
        host.advance(to: now)
    }
}

@Suite struct PointerExampleTests {
    @Test func theShareButtonHighlightsHidingThePointerAndStillTaps() {
        let b = ShareButton(), f = PointerFeed(b.view)
        f.send(.pointerEnter(Point(x: 40, y: 40)))
        f.settle()
        #expect(f.host.pointerStyle == .hidden)
        let e = f.host.hoverEffects[0]
        #expect(e.kind == .highlight && e.platter != nil && e.shape == .roundedRectangle(cornerRadius: 10))
        f.click()
        #expect(b.shared == 1)
    }

    @Test func theBadgeLiftsOnlyInsideItsOval() {
        let b = Badge(), f = PointerFeed(b.view)
        f.send(.pointerEnter(Point(x: 102, y: 102)))
        #expect(f.host.hoverEffects.isEmpty && f.host.pointerStyle == .default)
        f.move(180, 150)
        f.settle()
        #expect(f.host.hoverEffects[0].kind == .lift && f.host.hoverEffects[0].values.scale > 1.09)
        #expect(f.host.pointerStyle == .hidden)
    }

    @Test func theTileTintsWithAShadowAndShowsItsArrow() {
        let t = Tile(), f = PointerFeed(t.view)
        f.send(.pointerEnter(Point(x: 150, y: 100)))
        f.settle()
        let e = f.host.hoverEffects[0]
        #expect(e.kind == .hover && e.tint > 0.99 && e.shadow > 0.99 && e.values.scale == 1)
        #expect(f.host.pointerStyle == .custom(Tile.arrow))
    }

    @Test func theKnobLeansTowardThePointer() {
        let k = Knob(), f = PointerFeed(k.view)
        f.send(.pointerEnter(Point(x: 60, y: 40)))
        f.settle()
        let e = f.host.hoverEffects[0]
        #expect(abs(e.values.offset.x - 2) < 0.01 && abs(e.values.opacity - 0.8) < 0.01)
    }

    @Test func theRulerHasARegionPerTickAndAFinePointerWithShift() {
        let r = Ruler(), f = PointerFeed(r.view)
        f.send(.pointerEnter(Point(x: 25, y: 20)))
        #expect(f.host.pointerRegionID == AnyHashable(20))
        // Highlight stands for the pointer whatever the region's style.
        #expect(f.host.pointerStyle == .hidden)
        f.move(37, 20)
        #expect(f.host.pointerRegionID == AnyHashable(30))
        f.send(.modifiers(.shift))
        #expect(r.fine)
    }

    @Test func theGaugesNeedleFollowsThePointerInsideIt() {
        let g = Gauge(), f = PointerFeed(g.view)
        f.send(.pointerEnter(Point(x: 100, y: 60)))
        #expect(g.needle == Point(x: 100, y: 60))
        #expect(f.host.pointerStyle == .link)
        f.move(3, 3)   // the corner of its frame, outside the circle
        #expect(g.needle == nil)
    }
}
