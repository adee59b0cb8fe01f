import Gestures
import GesturesTesting
import Testing

/// Where a gesture's locations are measured (SwiftUI's `CoordinateSpace`): a card at (40, 60)
/// inside a page at (100, 200) of the window, the page naming its space.
@Suite struct CoordinateSpaceTests {
    let window = GestureView(frame: GestureRect(x: 0, y: 0, width: 800, height: 800))
    let page: GestureView
    let card: GestureView

    init() {
        page = window.addChild(GestureView(frame: GestureRect(x: 100, y: 200, width: 400, height: 400)))
        page.coordinateSpace(name: "page")
        card = page.addChild(GestureView(frame: GestureRect(x: 40, y: 60, width: 200, height: 200)))
    }

    /// A fresh window with one drag on the card, dragged from (150, 270) to (180, 290) of the
    /// window: (10, 10) to (40, 30) in the card, (50, 70) to (80, 90) in the page.
    static func drag(in space: CoordinateSpace) -> DragGesture.Value? {
        let s = CoordinateSpaceTests()
        var value: DragGesture.Value?
        s.card.gesture(DragGesture(minimumDistance: 0, coordinateSpace: space).onChanged { value = $0 })
        let d = InputDriver(root: s.window)
        d.down(0, 150, 270)
        d.move(0, 180, 290)
        return value
    }

    @Test func aDragMeasuresItsLocationsInTheSpaceItAsksForAndItsTranslationAlike() {
        let local = Self.drag(in: .local), global = Self.drag(in: .global), named = Self.drag(in: .named("page"))
        #expect(local?.startLocation == Point(x: 10, y: 10) && local?.location == Point(x: 40, y: 30))
        #expect(global?.startLocation == Point(x: 150, y: 270) && global?.location == Point(x: 180, y: 290))
        #expect(named?.startLocation == Point(x: 50, y: 70) && named?.location == Point(x: 80, y: 90))
        #expect(local?.translation == Point(x: 30, y: 20))
        #expect(global?.translation == local?.translation && named?.translation == local?.translation)
        #expect(
            global.map { $0.predictedEndLocation - $0.location } == local.map { $0.predictedEndLocation - $0.location })
    }

    /// A tap at (150, 270) of the window, measured in the page's space, then in a space no
    /// ancestor named (the window's).
    @Test(arguments: [("page", Point(x: 50, y: 70)), ("nowhere", Point(x: 150, y: 270))])
    func aSpatialTapSaysWhereInItsSpace(name: String, expected: Point) {
        let s = CoordinateSpaceTests()
        var tapped: Point?
        s.card.gesture(SpatialTapGesture(coordinateSpace: .named(name)).onEnded { tapped = $0.location })
        InputDriver(root: s.window).tap(Point(x: 150, y: 270))
        #expect(tapped == expected)
    }

    @Test func theTapShortcutInTheWindowsSpace() {
        var shortcut: Point?
        card.onTapGesture(coordinateSpace: .global) { shortcut = $0 }
        InputDriver(root: window).tap(Point(x: 150, y: 270))
        #expect(shortcut == Point(x: 150, y: 270))
    }

    @Test func aLongPressSaysWhereItWasHeldInItsSpace() {
        var held: Point?
        card.gesture(SpatialLongPressGesture(coordinateSpace: .global).onEnded { held = $0.location })
        let d = InputDriver(root: window)
        d.down(0, 150, 270)
        d.advance(by: 0.6)
        #expect(held == Point(x: 150, y: 270))
    }

    @Test func continuousHoverReportsInTheSpaceItAsks() {
        var local: [HoverPhase] = [], named: [HoverPhase] = []
        card.onContinuousHover { local.append($0) }
        page.addChild(GestureView(frame: GestureRect(x: 40, y: 60, width: 200, height: 200)))
            .onContinuousHover(coordinateSpace: .named("page")) { named.append($0) }
        let d = InputDriver(root: window)
        d.enter(150, 270)
        d.pointer(160, 280)
        #expect(named.last == .active(Point(x: 60, y: 80)))
        #expect(local.isEmpty)   // the view on top has the pointer
    }
}
