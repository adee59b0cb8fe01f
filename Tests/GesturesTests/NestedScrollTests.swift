import Testing

@testable import Gestures

/// Scroll views as components: many in one tree, each with its own offset, range and fling;
/// nested on two axes (a pager of lists) and on one (a list inside a list), where the inner
/// one hands the same drag, the rest of its fling, the wheel and the touchpad to the outer.
@Suite struct NestedScrollTests {
    /// Input on a host with Wayland framing, every report drained as it comes.
    final class Input {
        let host = GestureHost(framing: .wayland)
        var t = 0.0
        var reports: [GestureReport] = []

        func send(_ events: InputEvent...) {
            for e in events { host.send(e, at: t) }
            host.drainReports { self.reports.append($0) }
        }
        var time: UInt32 { UInt32(t) }
        func down(_ p: Point, after dt: Double = 16) { t += dt; send(.touchDown(id: 0, p, time: time), .touchFrame) }
        func move(_ p: Point, after dt: Double = 16) { t += dt; send(.touchMotion(id: 0, p, time: time), .touchFrame) }
        func up(after dt: Double = 16) { t += dt; send(.touchUp(id: 0, time: time), .touchFrame) }
        /// Down at `a`, straight to `b` in `steps` moves, held still, lifted: no fling.
        func drag(_ a: Point, _ b: Point, steps: Int = 5) {
            down(a)
            for k in 1 ... steps {
                let f = Double(k) / Double(steps)
                move(Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
            }
            up(after: 400)
        }
        func pointer(at p: Point) { t += 16; send(.pointerEnter(p), .pointerFrame) }
        func wheel(_ axis: Axis, _ value: Double) {
            t += 16
            send(.axis(axis, value: value, time: time), .axisSource(.wheel), .pointerFrame)
        }
        func touchpad(dy: Double) {
            t += 16
            send(.axis(.vertical, value: dy, time: time), .axisSource(.finger), .pointerFrame)
        }
        func touchpadStop() {
            t += 16
            send(.axisStop(.vertical, time: time), .axisSource(.finger), .pointerFrame)
        }
        func advance(to time: Double) {
            t = time
            host.advance(to: t)
            host.drainReports { self.reports.append($0) }
        }
        func of(_ kind: GestureKind) -> [GestureReport] { reports.filter { $0.kind == kind } }
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> GestureRect {
        GestureRect(x: x, y: y, width: w, height: h)
    }

    /// A horizontal pager (300 × 400, three pages) of vertical lists (1000 long, rows of 50
    /// that count their taps).
    final class Pager {
        let input = Input()
        let pager = GestureView(id: "pager", frame: rect(0, 0, 300, 400)).scrollable(.horizontal, contentLength: 900)
        var lists: [GestureView] = []
        var taps: [(page: Int, row: Int, at: Point)] = []
        var pagerOffsets: [Double] = []

        init() {
            pager.onScroll { [unowned self] v in pagerOffsets.append(v.offset) }
            for page in 0 ..< 3 {
                let list = pager.addChild(GestureView(id: page, frame: rect(Double(page) * 300, 0, 300, 400)))
                    .scrollable(.vertical, contentLength: 1000)
                for row in 0 ..< 20 {
                    list.addChild(GestureView(frame: rect(0, Double(row) * 50, 300, 50)))
                        .gesture(TapGesture().onEnded { [unowned self] v in taps.append((page, row, v.location)) })
                }
                lists.append(list)
            }
            input.host.root = pager
        }
    }

    /// A vertical list (300 × 400, 1200 long) holding at y 100 a vertical list 200 high and
    /// 400 long.
    final class ListInList {
        let input = Input()
        let outer = GestureView(id: "outer", frame: rect(0, 0, 300, 400)).scrollable(.vertical, contentLength: 1200)
        let inner: GestureView
        init() {
            inner = outer.addChild(GestureView(id: "inner", frame: rect(0, 100, 300, 200)))
                .scrollable(.vertical, contentLength: 400)
            input.host.root = outer
        }
    }

    // MARK: Many scrollers, each its own

    @Test func eachScrollViewHasItsOwnOffsetAndRange() {
        let p = Pager()
        #expect(p.pager.scrollOffset == 0 && p.lists[1].scrollOffset == 0)
        p.lists[1].scrollOffset = 5000   // clamped to its own range
        p.pager.scrollOffset = 300
        #expect(p.lists[1].scrollOffset == 600)
        #expect(p.lists[0].scrollOffset == 0 && p.lists[2].scrollOffset == 0)
        #expect(p.pager.scrollOffset == 300)
        #expect(p.input.host.engine.declaredRegions.filter { $0.scrollAxis != nil }.count == 4)
        p.input.send()   // a drain tells onScroll
        #expect(p.pagerOffsets == [300])
    }

    @Test func anOffsetSetBeforeTheHostRunsItIsKept() {
        let list = GestureView(frame: Self.rect(0, 0, 300, 400)).scrollable(.vertical, contentLength: 1000)
        list.scrollOffset = 250
        let host = GestureHost()
        host.root = list
        #expect(list.scrollOffset == 250)
        list.contentLength = 500   // the range shrinks: the offset follows
        #expect(list.scrollOffset == 100)
    }

    @Test func hitTestsAndConvertAddNestedOffsets() {
        let p = Pager()
        p.pager.scrollOffset = 300
        p.lists[1].scrollOffset = 120
        let row = p.lists[1].children[3]   // content y 150…200 of page 1
        #expect(row.originInWindow == Point(x: 0, y: 30))
        #expect(row.convert(Point(x: 100, y: 60), from: nil) == Point(x: 100, y: 30))
        let hit = p.input.host.engine.hitTest(Point(x: 100, y: 60))
        #expect(hit.flatMap { p.input.host.view(for: $0) } === row)
    }

    // MARK: The angle decides the axis

    /// A drag 150 px long, leftwards and up, at the angle whose cosine and sine are given.
    static func dragAt(cos: Double, sin: Double, _ p: Pager) {
        let a = Point(x: 200, y: 300)
        p.input.drag(a, Point(x: a.x - 150 * cos, y: a.y - 150 * sin))
    }

    @Test func aDiagonalDragGoesToTheScrollerWhoseConeItIsIn() {
        let flat = Pager()
        Self.dragAt(cos: 0.8660254, sin: 0.5, flat)   // 30°, inside the horizontal cone: the pager
        #expect(flat.pager.scrollOffset > 100 && flat.lists[0].scrollOffset == 0)
        let steep = Pager()
        Self.dragAt(cos: 0.5, sin: 0.8660254, steep)   // 60°, inside the vertical cone: the list
        #expect(steep.pager.scrollOffset == 0 && steep.lists[0].scrollOffset > 100)
        let between = Pager()
        Self.dragAt(cos: 0.70710678, sin: 0.70710678, between)   // 45°, between the cones: tieGoesToVertical
        #expect(between.pager.scrollOffset == 0 && between.lists[0].scrollOffset > 80)
        #expect(between.input.of(.scroll).filter { $0.phase == .began }.count == 1)
    }

    @Test func aVerticalDragInAPagerMovesOnlyItsList() {
        let p = Pager()
        p.input.drag(Point(x: 150, y: 300), Point(x: 140, y: 100))   // a little sideways too
        #expect(p.pager.scrollOffset == 0)
        #expect(p.lists[0].scrollOffset == 200 - 40)   // from the slop point of the first step
        #expect(p.lists[1].scrollOffset == 0)
    }

    // MARK: Chaining

    @Test func theInnerHandsTheSameDragToTheOuterAtItsEdge() {
        let s = ListInList()
        let i = s.input
        i.down(Point(x: 150, y: 290))
        i.move(Point(x: 150, y: 260))   // past the slop: the inner list wins, scrolling from here
        i.move(Point(x: 150, y: 160))
        #expect(s.inner.scrollOffset == 100 && s.outer.scrollOffset == 0)
        i.move(Point(x: 150, y: 10))   // 150 more: the inner takes 100, the outer the rest
        #expect(s.inner.scrollOffset == 200 && s.outer.scrollOffset == 50)
        i.move(Point(x: 150, y: 60))   // back down: the inner takes it first
        #expect(s.inner.scrollOffset == 150 && s.outer.scrollOffset == 50)
        i.up(after: 400)
        let scrolls = i.of(.scroll)
        #expect(scrolls.filter { $0.phase == .began }.count == 1)   // one drag, one gesture
        #expect(scrolls.last?.phase == .ended)
        #expect(scrolls.allSatisfy { $0.region.flatMap { i.host.view(for: $0) } === s.inner })
        #expect(i.of(.fling).isEmpty)
    }

    @Test func aFlingThatHitsTheInnerEdgeCarriesOnInTheOuter() {
        func run(frames: Bool) -> (inner: Double, outer: Double, reports: [GestureReport]) {
            let s = ListInList()
            let i = s.input
            s.inner.scrollOffset = 150
            i.down(Point(x: 150, y: 280), after: 10)
            // 1000 px/s up; past the slop at 250, the inner list at 180 when it lifts
            for y in stride(from: 270.0, through: 220, by: -10) { i.move(Point(x: 150, y: y), after: 10) }
            i.up(after: 10)
            let start = i.t
            if frames {
                while i.host.isAnimating { i.advance(to: i.t + 16) }
            } else {
                i.advance(to: start + 5000)
            }
            return (s.inner.scrollOffset, s.outer.scrollOffset, i.of(.fling))
        }
        let framed = run(frames: true), once = run(frames: false)
        #expect(framed.inner == 200)
        #expect(framed.outer > 100 && framed.outer < 800)
        let began = framed.reports.filter { $0.phase == .began }
        #expect(began.count == 2)   // the inner's, then the outer's with what was left
        if began.count == 2 {
            #expect(began[1].velocity.y > 0 && began[1].velocity.y < began[0].velocity.y)
            #expect(began[1].region != began[0].region)
        }
        #expect(framed.reports.filter { $0.phase == .ended }.count == 2)
        // Analytic in time: frames or one jump, the same place.
        #expect(once.inner == framed.inner && once.outer == framed.outer)
    }

    @Test func aFlingAtTheInnerEdgeGoesStraightToTheOuter() {
        let s = ListInList()
        let i = s.input
        s.inner.scrollOffset = 200
        i.down(Point(x: 150, y: 280), after: 10)
        for y in stride(from: 270.0, through: 220, by: -10) { i.move(Point(x: 150, y: y), after: 10) }
        #expect(s.outer.scrollOffset == 40)   // the drag went to the outer already, past the 10 px slop
        i.up(after: 10)
        i.advance(to: i.t + 5000)
        #expect(s.inner.scrollOffset == 200 && s.outer.scrollOffset > 100)
        #expect(i.of(.fling).filter { $0.phase == .began }.count == 1)
    }

    @Test func aTouchStopsTheFlingsOfTheScrollersAroundIt() {
        let s = ListInList()
        let i = s.input
        s.inner.scrollOffset = 200
        i.down(Point(x: 150, y: 280), after: 10)
        for y in stride(from: 270.0, through: 220, by: -10) { i.move(Point(x: 150, y: y), after: 10) }
        i.up(after: 10)
        i.advance(to: i.t + 50)
        #expect(i.host.isAnimating)
        i.down(Point(x: 150, y: 200))   // on the inner list: the outer's fling stops too
        #expect(!i.host.isAnimating)
        #expect(i.of(.fling).last?.phase == .cancelled)
    }

    @Test func theWheelChainsOnEachAxis() {
        let s = ListInList()
        s.input.pointer(at: Point(x: 150, y: 250))   // over the inner list
        s.input.wheel(.vertical, 150)
        #expect(s.inner.scrollOffset == 150 && s.outer.scrollOffset == 0)
        s.input.wheel(.vertical, 150)
        #expect(s.inner.scrollOffset == 200 && s.outer.scrollOffset == 100)

        let p = Pager()
        p.input.pointer(at: Point(x: 150, y: 250))
        p.input.wheel(.horizontal, 40)   // over a vertical list: its pager pans
        p.input.wheel(.vertical, 30)
        #expect(p.pager.scrollOffset == 40 && p.lists[0].scrollOffset == 30)
    }

    @Test func aTouchpadRunChainsAtTheInnerEdge() {
        let s = ListInList()
        s.inner.scrollOffset = 190
        s.input.pointer(at: Point(x: 150, y: 250))
        for _ in 0 ..< 10 { s.input.touchpad(dy: 10) }
        s.input.touchpadStop()
        #expect(s.inner.scrollOffset == 200)
        #expect(s.outer.scrollOffset > 50)
        #expect(s.input.of(.axisScroll).first?.region.flatMap { s.input.host.view(for: $0) } === s.inner)
    }

    // MARK: Rows inside, relayout

    @Test func theInnerRowsStayTappable() {
        let p = Pager()
        p.input.drag(Point(x: 250, y: 200), Point(x: 50, y: 205))   // towards page 1…
        #expect(p.pager.scrollOffset == 160 && p.lists[0].scrollOffset == 0)
        p.pager.scrollOffset = 300
        p.input.drag(Point(x: 150, y: 300), Point(x: 150, y: 100))   // …scroll its list by 160
        #expect(p.lists[1].scrollOffset == 160)
        p.input.down(Point(x: 100, y: 60))
        p.input.up()
        #expect(p.taps.count == 1)
        if let tap = p.taps.first {
            #expect(tap.page == 1 && tap.row == 4)   // content y 220: row 4
            #expect(tap.at == Point(x: 100, y: 20))
        }
        #expect(p.pagerOffsets.last == 300)
    }

    @Test func relayoutDuringADragKeepsItGoing() {
        let s = ListInList()
        let i = s.input
        i.down(Point(x: 150, y: 290))
        i.move(Point(x: 150, y: 260))
        i.move(Point(x: 150, y: 140))   // the inner at 120
        s.inner.frame.height = 300   // its range shrinks to 100: clamped
        s.outer.frame.y = 10
        #expect(s.inner.scrollOffset == 100)
        i.move(Point(x: 150, y: 90))   // 50 more: all to the outer
        #expect(s.inner.scrollOffset == 100 && s.outer.scrollOffset == 50)
        i.up(after: 400)
        #expect(i.reports.allSatisfy { $0.phase != .cancelled })
        #expect(i.of(.scroll).filter { $0.phase == .changed }.count == 2)
    }

    // MARK: Regions declared by hand

    @Test func regionsDeclaredByHandScrollEachOnTheirAxis() {
        let engine = GestureEngine()
        let pager = GestureRegionID(1), list = GestureRegionID(2)
        engine.setRegions([
            GestureRegion(
                id: pager, frame: Self.rect(0, 0, 300, 400), gestures: [ScrollRecognizer()], scrollAxis: .horizontal),
            GestureRegion(
                id: list, parent: pager, frame: Self.rect(300, 0, 300, 400), gestures: [ScrollRecognizer()],
                scrolls: true),
        ])
        engine.setScrollExtent(max: 600, of: pager, at: 0)
        engine.setScrollExtent(max: 500, of: list, at: 0)
        engine.setScrollOffset(300, of: pager, at: 0)
        engine.setScrollOffset(80, of: list, at: 0)
        #expect(engine.scrollOffset(of: pager) == 300 && engine.maxScrollOffset(of: list) == 500)
        #expect(engine.scrollOffset == 300)   // the primary scroller is the first declared
        #expect(engine.hitTest(Point(x: 10, y: 10)) == list)
        #expect(engine.scrollOffset(of: GestureRegionID(3)) == nil)
    }
}
