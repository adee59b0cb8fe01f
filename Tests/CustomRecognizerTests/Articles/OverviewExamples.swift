import Gestures
import GesturesTesting
import Testing

// The catalogue's root page and the Colours list's taps, as the articles show them.

@Suite struct OverviewExampleTests {
    @Test func theOverviewsCardDragsZoomsAndPulls() {
        // doc-example begin
        let host = GestureHost()
        @GestureState var offset = Point.zero
        var zoomedAt: Point?, pulled = 0.0
        let page = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 800))
        let card = page.addChild(GestureView(id: "card", frame: GestureRect(x: 20, y: 100, width: 360, height: 200)))
        card.gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
        card.highPriorityGesture(TapGesture(count: 2).onEnded { value in zoomedAt = value.location })
        page.simultaneousGesture(DragGesture(direction: .vertical).onChanged { value in pulled = value.translation.y })
        host.root = page
        host.send(.touchDown(id: 0, Point(x: 100, y: 200), time: 10), at: 10)
        host.send(.touchMotion(id: 0, Point(x: 100, y: 240), time: 26), at: 26)
        host.send(.touchMotion(id: 0, Point(x: 100, y: 260), time: 42), at: 42)
        host.drainReports()   // the callbacks run here, in order
        // doc-example end
        #expect(offset == Point(x: 0, y: 60))
        #expect(pulled == 60)
        host.send(.touchUp(id: 0, time: 50), at: 50)
        for t in [500.0, 600] {   // a double tap
            host.send(.touchDown(id: 0, Point(x: 50, y: 150), time: UInt32(t)), at: t)
            host.send(.touchUp(id: 0, time: UInt32(t) + 40), at: t + 40)
        }
        host.drainReports()
        #expect(offset == .zero)
        #expect(zoomedAt == Point(x: 30, y: 50))   // in the card's coordinates
    }

    @Test func aTapActsAtOnceAndADoubleTapOverridesIt() {
        // doc-example begin
        let row = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 80))
        var opacity = 1.0
        row.gesture(TapGesture().onEnded { value in opacity = value.location.x / 400 })
        row.gesture(TapGesture(count: 2).onEnded { _ in opacity = 1 })
        // doc-example end
        let f = InputDriver(root: row)
        f.down(1, Point(x: 100, y: 40)); f.advance(by: 0.03); f.up(1)
        #expect(opacity == 0.25)   // at once, not after the double tap's time
        f.advance(by: 0.1)
        f.down(1, Point(x: 100, y: 40)); f.advance(by: 0.03); f.up(1)
        #expect(opacity == 1)
    }
}
