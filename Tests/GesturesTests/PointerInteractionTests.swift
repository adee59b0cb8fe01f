import TestSupport
import Testing

@testable import Gestures

/// The pointer's half of the host: content shapes in hit testing, styles and their
/// inheritance, regions asked as the pointer moves, hover effects springing on the virtual
/// clock, hover listeners, and nothing kept of a view once it is gone.
@Suite struct PointerInteractionTests {
    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> GestureRect {
        GestureRect(x: x, y: y, width: w, height: h)
    }

    /// A canvas holding an oval over a square (the square beneath, at the same place).
    static func ovalOverSquare() -> (
        InputDriver<DrainingHost>, canvas: GestureView, square: GestureView, oval: GestureView
    ) {
        let d = InputDriver(DrainingHost())
        let canvas = GestureView(id: "canvas", frame: rect(0, 0, 400, 400))
        let square = canvas.addChild(GestureView(id: "square", frame: rect(100, 100, 100, 100)))
        let oval = canvas.addChild(GestureView(id: "oval", frame: rect(100, 100, 100, 100)))
        oval.contentShape(.ellipse)
        d.target.host.root = canvas
        return (d, canvas, square, oval)
    }

    // MARK: Shapes

    @Test func shapesHoldWhatTheyDraw() {
        let f = Self.rect(0, 0, 100, 50)
        #expect(ContentShape.ellipse.contains(Point(x: 50, y: 25), in: f))
        #expect(!ContentShape.ellipse.contains(Point(x: 3, y: 3), in: f))
        #expect(!ContentShape.roundedRectangle(cornerRadius: 20).contains(Point(x: 2, y: 2), in: f))
        #expect(ContentShape.roundedRectangle(cornerRadius: 20).contains(Point(x: 20, y: 2), in: f))
        let triangle = ContentShape.polygon([Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)])
        #expect(triangle.contains(Point(x: 50, y: 40), in: f))
        #expect(!triangle.contains(Point(x: 10, y: 5), in: f))
        // A ring: the even-odd rule leaves its middle out, the non-zero rule fills it.
        var ring = ShapePath.rect(Self.rect(0, 0, 1, 1))
        for e in ShapePath.rect(Self.rect(0.25, 0.25, 0.5, 0.5)).elements { ring = ShapePath(ring.elements + [e]) }
        #expect(!ContentShape.path(ring, evenOdd: true).contains(Point(x: 50, y: 25), in: f))
        #expect(ContentShape.path(ring, evenOdd: false).contains(Point(x: 50, y: 25), in: f))
        #expect(ContentShape.path(ring, evenOdd: true).contains(Point(x: 5, y: 25), in: f))
    }

    @Test func anEllipseThroughItsCurvesHoldsWhatTheFormulaDoes() {
        let path = ShapePath.ellipse(in: Self.rect(0, 0, 200, 100))
        for (x, y) in [(100.0, 50.0), (5.0, 50.0), (195.0, 50.0), (100.0, 3.0), (20.0, 15.0), (180.0, 85.0)] {
            let p = Point(x: x, y: y)
            #expect(path.contains(p) == ContentShape.ellipse.contains(p, in: Self.rect(0, 0, 200, 100)), "\(p)")
        }
        let b = path.bounds
        #expect(abs(b.width - 200) < 1e-9 && abs(b.height - 100) < 1e-9)
    }

    @Test func anOvalsCornerIsOutsideItAndTapsTheViewBeneath() {
        let (d, _, square, oval) = Self.ovalOverSquare()
        var tapped: [String] = []
        square.gesture(TapGesture().onEnded { _ in tapped.append("square") })
        oval.gesture(TapGesture().onEnded { _ in tapped.append("oval") })
        d.tap(Point(x: 150, y: 150))
        d.tap(Point(x: 104, y: 104))   // the oval's frame, outside its oval
        #expect(tapped == ["oval", "square"])
    }

    @Test func aHoverEffectShapeLeavesGesturesTheirFrame() {
        let d = InputDriver(DrainingHost())
        let v = GestureView(id: "v", frame: Self.rect(0, 0, 100, 100))
        v.contentShape(.hoverEffect, .ellipse).hoverEffect(.highlight)
        var taps = 0
        v.gesture(TapGesture().onEnded { _ in taps += 1 })
        d.target.host.root = v
        d.enter(3, 3)
        #expect(d.target.host.hoverEffects.isEmpty)   // no effect in the corner
        d.pointer(50, 50)
        #expect(d.target.host.hoverEffects.count == 1)
        d.pointer(3, 3)
        d.button(true); d.button(false)
        #expect(taps == 1)   // the tap still takes the whole frame
    }

    // MARK: Styles

    @Test func theStyleComesFromTheViewUnderThePointerOrTheOneAroundIt() {
        let d = InputDriver(DrainingHost())
        let card = GestureView(id: "card", frame: Self.rect(0, 0, 300, 300)).pointerStyle(.grabIdle)
        let link = card.addChild(GestureView(id: "link", frame: Self.rect(10, 10, 80, 20))).pointerStyle(.link)
        _ = card.addChild(GestureView(id: "label", frame: Self.rect(10, 50, 80, 20)))
        _ = link
        d.target.host.root = card
        let host = d.target.host
        #expect(host.pointerStyle == .default)   // not on the surface yet
        d.enter(20, 20)
        #expect(host.pointerStyle == .system(.pointer))
        d.pointer(20, 60)
        #expect(host.pointerStyle == .system(.grab))   // the label says none: the card's
        #expect(host.pointerExplanation.contains("over view label in view card"))
        d.pointer(200, 200)
        #expect(host.pointerStyle == .grabIdle)
        d.leave()
        #expect(host.pointerStyle == .default)
    }

    @Test func frameResizeNamesTheDesktopsArrows() {
        #expect(PointerStyle.frameResize(position: .trailing) == .system(.ewResize))
        #expect(PointerStyle.frameResize(position: .topLeading, directions: .outward) == .system(.nwResize))
        #expect(PointerStyle.frameResize(position: .bottomLeading, directions: .inward) == .system(.neResize))
        #expect(CursorShape.rowResize.rawValue == 31 && CursorShape.zoomOut.rawValue == 34)
        #expect(CursorShape.allCases.count == 34)
    }

    @Test func highlightAndLiftHideThePointerAndHoverKeepsItsStyle() {
        let d = InputDriver(DrainingHost())
        let root = GestureView(id: "root", frame: Self.rect(0, 0, 600, 200))
        root.addChild(GestureView(id: "h", frame: Self.rect(0, 0, 100, 100))).hoverEffect(.highlight)
        root.addChild(GestureView(id: "l", frame: Self.rect(200, 0, 100, 100))).hoverEffect(.lift)
        let triangle = CustomPointer(
            .polygon([Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]), width: 20, height: 20)
        root.addChild(GestureView(id: "t", frame: Self.rect(400, 0, 100, 100))).hoverEffect(.hover())
            .pointerStyle(.custom(triangle))
        d.target.host.root = root
        let host = d.target.host
        d.enter(50, 50)
        #expect(host.pointerStyle == .hidden)
        #expect(host.pointerExplanation.contains("stands for the pointer"))
        d.pointer(250, 50)
        #expect(host.pointerStyle == .hidden)
        d.pointer(450, 50)
        #expect(host.pointerStyle == .custom(triangle))
        d.pointer(150, 150)
        #expect(host.pointerStyle == .default)
    }

    @Test func automaticHighlightsAControlAndHoversALargerView() {
        #expect(HoverEffect.automatic.resolved(for: (120, 44)).name == "highlight")
        #expect(HoverEffect.automatic.resolved(for: (300, 300)).name == "hover")
    }

    // MARK: Regions

    @Test func regionsAreAskedAsThePointerMovesWithTheModifiers() {
        let d = InputDriver(DrainingHost())
        let v = GestureView(id: "shape", frame: Self.rect(100, 100, 200, 200))
        var asked: [PointerRegionRequest] = []
        var dimmed = false
        v.pointerRegion { request in
            asked.append(request)
            dimmed = request.modifiers.isSuperset(of: [.superKey, .alt])
            return PointerRegion(id: "inner", rect: Self.rect(50, 50, 100, 100), effect: .lift)
        }
        d.target.host.root = v
        let host = d.target.host
        d.enter(110, 110)   // in the view, outside its inner region
        #expect(host.pointerRegionID == nil && host.hoverEffects.isEmpty)
        d.pointer(200, 200)
        #expect(host.pointerRegionID == AnyHashable("inner"))
        #expect(asked.last?.location == Point(x: 100, y: 100))
        d.modifiers([.superKey, .alt])
        d.pointer(201, 200)
        #expect(dimmed)
        #expect(asked.last?.modifiers == [.superKey, .alt])
        #expect(asked.count == 4)   // asked again when the modifiers changed, then on the move
    }

    @Test func aNewRegionStartsTheEffectAnewAndTheSameOneKeepsIt() {
        let d = InputDriver(DrainingHost())
        let v = GestureView(id: "bar", frame: Self.rect(0, 0, 300, 100))
        v.pointerRegion { r in
            let left = r.location.x < 150
            return PointerRegion(
                id: left ? "left" : "right", rect: Self.rect(left ? 0 : 150, 0, 150, 100), effect: .highlight)
        }
        d.target.host.root = v
        let host = d.target.host
        d.enter(50, 50)
        d.advance(by: 0.5)
        #expect(abs(host.hoverEffects[0].progress - 1) < 0.01)
        d.pointer(60, 50)
        #expect(abs(host.hoverEffects[0].progress - 1) < 0.01)   // the same region: still in full
        d.pointer(200, 50)
        let effects = host.hoverEffects
        #expect(effects.count == 2)
        #expect(effects[1].regionID == AnyHashable("right") && effects[1].progress < 0.01)
        #expect(effects[0].regionID == AnyHashable("left") && !effects[0].isActive)
    }

    // MARK: Effects on the clock

    @Test func anEffectSpringsInAndOutOnTheVirtualClock() {
        let d = InputDriver(DrainingHost())
        let v = GestureView(id: "v", frame: Self.rect(0, 0, 100, 100)).hoverEffect(.lift)
        d.target.host.root = v
        let host = d.target.host
        d.enter(50, 50)
        #expect(host.hoverEffects[0].progress == 0)
        #expect(host.isAnimating)
        #expect(host.nextDeadline == d.now + 1000 / 60)
        // Critically damped: 1 − (1 + ωt)·e^(−ωt) with ω = 2π / 250 ms.
        d.advance(by: 0.1)
        let omega = 2 * Double.pi / 250
        let expected = 1 - (1 + omega * 100) * Double.exp(-omega * 100)
        #expect(abs(host.hoverEffects[0].progress - expected) < 1e-9)
        let lifted = host.hoverEffects[0]
        #expect(lifted.values.scale > 1 && lifted.shadow > 0 && lifted.shadow < 1)
        d.advance(by: 0.4)
        #expect(!host.isAnimating)
        #expect(abs(host.hoverEffects[0].values.scale - 1.12) < 0.001)   // 1 + 16 / 100, at most 1.12
        d.leave()
        #expect(host.hoverEffects.count == 1 && !host.hoverEffects[0].isActive)
        d.advance(by: 0.6)
        #expect(host.hoverEffects.isEmpty)   // gone once at rest
        #expect(!host.isAnimating && host.nextDeadline == nil)
    }

    @Test func highlightFollowsThePointerALittle() {
        let d = InputDriver(DrainingHost())
        let v = GestureView(id: "v", frame: Self.rect(100, 100, 100, 40)).hoverEffect(.highlight)
        d.target.host.root = v
        let host = d.target.host
        d.enter(150, 120)
        d.advance(by: 1)
        var e = host.hoverEffects[0]
        #expect(e.values.offset == .zero)
        #expect(e.platter.map { abs($0.width - 112) < 0.01 } == true)
        d.pointer(200 - 0.001, 120)   // the right edge: the most parallax
        e = host.hoverEffects[0]
        #expect(abs(e.values.offset.x - 3) < 0.01)
        #expect(e.platter.map { abs($0.x - (94 + 3)) < 0.02 } == true)
    }

    @Test func reducedMotionJumpsToTheEnd() {
        let d = InputDriver(DrainingHost())
        let v = GestureView(id: "v", frame: Self.rect(0, 0, 100, 100)).hoverEffect(.lift)
        d.target.host.root = v
        d.target.host.reducesMotion = true
        d.enter(50, 50)
        #expect(d.target.host.hoverEffects[0].progress == 1)
        #expect(!d.target.host.isAnimating)
    }

    @Test func aCustomEffectFollowsItsFunction() {
        let d = InputDriver(DrainingHost())
        let v = GestureView(id: "v", frame: Self.rect(0, 0, 200, 100)).hoverEffect(
            .custom { phase in
                HoverEffectValues(
                    scale: 1, offset: Point(x: phase.isActive ? phase.location.x / 20 : 0, y: 0),
                    opacity: phase.isActive ? 0.5 : 1)
            })
        d.target.host.root = v
        d.target.host.reducesMotion = true
        d.enter(100, 50)
        let e = d.target.host.hoverEffects[0]
        #expect(e.kind == .custom && e.values.offset.x == 5 && e.values.opacity == 0.5)
        #expect(d.target.host.pointerStyle == .default)
    }

    @Test func aPressedViewKeepsItsEffectWhileTheButtonIsHeld() {
        let d = InputDriver(DrainingHost())
        let root = GestureView(id: "root", frame: Self.rect(0, 0, 400, 100))
        let a = root.addChild(GestureView(id: "a", frame: Self.rect(0, 0, 100, 100))).hoverEffect(.highlight)
        root.addChild(GestureView(id: "b", frame: Self.rect(200, 0, 100, 100))).hoverEffect(.lift)
        a.gesture(DragGesture())
        d.target.host.root = root
        let host = d.target.host
        d.enter(50, 50)
        d.button(true)
        d.pointer(250, 50)
        #expect(host.pointerViewID == AnyHashable("a"))
        #expect(host.hoverEffects.last?.viewID == AnyHashable("a"))
        d.button(false)
        d.pointer(251, 50)
        #expect(host.pointerViewID == AnyHashable("b"))
    }

    // MARK: Listeners

    @Test func continuousHoverHearsEnterMovesAndTheEnd() {
        let (d, canvas, _, oval) = Self.ovalOverSquare()
        var phases: [HoverPhase] = [], hovers: [Bool] = [], canvasPhases = 0
        oval.onContinuousHover { phases.append($0) }.onHover { hovers.append($0) }
        canvas.onContinuousHover { _ in canvasPhases += 1 }
        d.enter(150, 150)
        d.pointer(160, 150)
        d.pointer(102, 102)   // outside the oval, still on the canvas
        #expect(phases == [.active(Point(x: 50, y: 50)), .active(Point(x: 60, y: 50)), .ended])
        #expect(hovers == [true, false])
        #expect(canvasPhases == 3)
    }

    // MARK: Nothing kept

    @Test func aDeletedViewIsNotKeptByItsEffectOrItsListeners() {
        let d = InputDriver(DrainingHost())
        let root = GestureView(id: "root", frame: Self.rect(0, 0, 400, 400))
        d.target.host.root = root
        weak var gone: GestureView?
        do {
            let v = root.addChild(GestureView(id: "v", frame: Self.rect(0, 0, 100, 100)))
            v.hoverEffect(.lift).pointerStyle(.link).onContinuousHover { _ in }.pointerRegion { _ in
                PointerRegion(id: 1, rect: Self.rect(0, 0, 100, 100))
            }
            gone = v
            d.enter(50, 50)
            d.advance(by: 0.1)
            v.removeFromParent()
        }
        d.pointer(51, 50)
        d.advance(by: 0.1)
        #expect(gone == nil)
        #expect(d.target.host.hoverEffects.allSatisfy { !$0.isActive })
        #expect(d.target.host.pointerStyle == .default)
    }
}
