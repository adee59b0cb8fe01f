import Testing

@testable import Gestures

@Suite struct AxisTests {
    func wheel(_ d: Driver, value: Double?, discrete: Int32? = nil, value120: Int32? = nil, axis: Axis = .vertical) {
        if let value { d.send(.axis(axis, value: value, time: d.time)) }
        if let discrete { d.send(.axisDiscrete(axis, steps: discrete)) }
        if let value120 { d.send(.axisValue120(axis, value120: value120)) }
        d.send(.axisSource(.wheel))
        d.send(.pointerFrame)
    }

    /// `inverted`: natural scrolling, as a seat v9 says it (axis_relative_direction before each
    /// axis value); the values are then the compositor's, already turned against the fingers.
    func finger(_ d: Driver, dx: Double = 0, dy: Double = 0, inverted: Bool? = nil) {
        d.advance(by: 0.01)
        if let inverted, dy != 0 { d.send(.axisRelativeDirection(.vertical, inverted: inverted)) }
        if dy != 0 { d.send(.axis(.vertical, value: dy, time: d.time)) }
        if let inverted, dx != 0 { d.send(.axisRelativeDirection(.horizontal, inverted: inverted)) }
        if dx != 0 { d.send(.axis(.horizontal, value: dx, time: d.time)) }
        d.send(.axisSource(.finger))
        d.send(.pointerFrame)
    }

    func stop(_ d: Driver, _ axes: [Axis] = [.vertical, .horizontal]) {
        d.advance(by: 0.01)
        for a in axes { d.send(.axisStop(a, time: d.time)) }
        d.send(.axisSource(.finger))
        d.send(.pointerFrame)
    }

    @Test func wheelScrollsAtOnce() {
        let d = Driver()
        d.pointer(ListFixture.point(row: 3))
        wheel(d, value: 15, discrete: 1)
        #expect(d.engine.scrollOffset == 15)
        wheel(d, value: nil, value120: 240)   // seat v8 without a continuous value: 2 detents
        #expect(d.engine.scrollOffset == 45)
        wheel(d, value: -100, discrete: -7)
        #expect(d.engine.scrollOffset == 0)
        #expect(d.of(.wheel).map(\.phase) == [.ended, .ended, .ended])
        #expect(d.of(.wheel).map(\.scrollOffset) == [15, 45, 0])
    }

    @Test func ctrlWheelZooms() {
        let d = Driver()
        let p = ListFixture.point(row: 3)
        d.pointer(p)
        d.send(.modifiers(.control))
        wheel(d, value: -15, discrete: -1)
        let z = d.of(.wheelZoom)
        #expect(z.count == 1)
        #expect(abs(z[0].scale - 1.1) < 1e-12)
        #expect(z[0].location == p)
        #expect(d.engine.scrollOffset == 0)
        wheel(d, value: nil, value120: 60)   // half a detent out
        #expect(abs(d.of(.wheelZoom)[1].scale - 1 / 1.1.squareRoot()) < 1e-12)
    }

    @Test func touchpadVerticalScrollFlingsAtAxisStop() {
        let d = Driver()
        d.pointer(ListFixture.point(row: 3))
        for _ in 0 ..< 8 { finger(d, dy: 20) }
        #expect(d.engine.scrollOffset == 160)
        #expect(d.of(.axisScroll).first?.phase == .began)
        stop(d, [.vertical])
        #expect(d.of(.axisScroll).last?.phase == .ended)
        #expect(abs((d.of(.axisScroll).last?.velocity.y ?? 0) - 2000) < 1e-6)
        #expect(d.of(.fling).first?.phase == .began)
        d.advance(by: 3)
        #expect(d.of(.fling).last?.phase == .ended)
        #expect(d.engine.scrollOffset == d.engine.maxScrollOffset)   // 160 + ~1000 px, clamped at 672
    }

    @Test func touchpadHorizontalPansTheBarAndStaysLocked() {
        let d = Driver()
        d.pointer(ListFixture.point(row: 2))
        finger(d, dx: 6, dy: 2)   // 18°: horizontal
        finger(d, dx: 1, dy: 30)   // later vertical movement does not scroll
        finger(d, dx: 4)
        stop(d, [.horizontal])
        let pan = d.of(.axisPan)
        #expect(pan.map(\.phase) == [.began, .changed, .changed, .changed, .ended])
        #expect(pan.first?.region == ListFixture.rowID(2))
        #expect(pan.filter { $0.phase == .changed }.map(\.delta.x) == [6, 1, 4])
        #expect(d.engine.scrollOffset == 0)
        #expect(d.of(.axisScroll).isEmpty)
        #expect(d.of(.fling).isEmpty)
    }

    @Test func underNaturalScrollingAPanFollowsTheFingersAndAScrollTheValues() {
        // Fingers right by 6, 1, 4: the values say left, the direction says inverted.
        let d = Driver()
        d.pointer(ListFixture.point(row: 2))
        finger(d, dx: -6, dy: -2, inverted: true)
        finger(d, dx: -1, inverted: true)
        finger(d, dx: -4, inverted: true)
        stop(d, [.horizontal])
        let pan = d.of(.axisPan)
        #expect(pan.map(\.phase) == [.began, .changed, .changed, .changed, .ended])
        #expect(pan.filter { $0.phase == .changed }.map(\.delta.x) == [6, 1, 4])
        #expect(pan.last?.translation.x == 11)
        let moving = pan.last { $0.phase == .changed }?.velocity.x ?? 0
        #expect(moving > 0, "velocity \(moving): against the fingers")
        // identical (or no direction at all, below seat v9) leaves the values as they are; a
        // run keeps the direction it locked with, as it keeps its axis.
        finger(d, dx: -6, inverted: false)
        #expect(d.of(.axisPan).last?.delta.x == -6)
        finger(d, dx: 3, inverted: true)
        #expect(d.of(.axisPan).last?.delta.x == 3)
        #expect(d.of(.axisPan).last?.translation.x == -3)

        // A vertical run scrolls by the values, whatever the fingers did: the compositor has
        // already applied the user's scroll direction.
        let s = Driver()
        s.pointer(ListFixture.point(row: 3))
        for _ in 0 ..< 4 { finger(s, dy: 20, inverted: true) }
        #expect(s.engine.scrollOffset == 80)
    }

    @Test func aRunWithoutAxisStopTimesOut() {
        let d = Driver()
        d.pointer(ListFixture.point(row: 2))
        finger(d, dx: 6)   // a horizontal run that never gets axis_stop
        d.advance(by: 0.4)   // longer than axisRunTimeout (300 ms)
        finger(d, dy: 12)   // a new run: vertical, so it scrolls
        #expect(d.of(.axisPan).map(\.phase) == [.began, .changed, .ended])
        #expect(d.of(.axisScroll).first?.phase == .began)
        #expect(d.engine.scrollOffset == 12)
    }

    @Test func escapeCancelsATouchpadPan() {
        let d = Driver()
        d.pointer(ListFixture.point(row: 2))
        finger(d, dx: 6)
        d.send(.key(.escape, pressed: true, time: d.time))
        finger(d, dx: 6)
        stop(d, [.horizontal])
        #expect(d.of(.axisPan).map(\.phase) == [.began, .changed, .cancelled])
    }

    @Test func aTouchpadHoldStopsAFling() {
        let d = Driver()
        d.pointer(ListFixture.point(row: 3))
        for _ in 0 ..< 8 { finger(d, dy: 20) }
        stop(d, [.vertical])
        d.advance(by: 0.03)
        d.send(.holdBegin(fingers: 2, time: d.time))
        #expect(d.of(.fling).last?.phase == .cancelled)
    }

    @Test func touchpadPinchZooms() {
        let d = Driver()
        let p = ListFixture.point(row: 3)
        d.pointer(p)
        d.send(.pinchBegin(fingers: 2, time: d.time))
        d.send(.pinchUpdate(delta: .zero, scale: 1.2, rotation: 3, time: d.time))
        d.send(.pinchUpdate(delta: .zero, scale: 1.5, rotation: -1, time: d.time))
        d.send(.pinchEnd(cancelled: false, time: d.time))
        let pinch = d.of(.pinch)
        #expect(pinch.map(\.phase) == [.began, .changed, .changed, .ended])
        #expect(pinch.allSatisfy { $0.source == .touchpad && $0.location == p })
        #expect(pinch.last?.scale == 1.5)
        #expect(pinch.last?.rotation == 2)
        d.send(.pinchBegin(fingers: 2, time: d.time))
        d.send(.pinchEnd(cancelled: true, time: d.time))
        #expect(d.of(.pinch).last?.cancelReason == .compositor)
    }
}

@Suite struct HoverTests {
    @Test func hoverFollowsRowsAndModifiers() {
        let d = Driver()
        d.send(.pointerEnter(ListFixture.point(row: 0))); d.send(.pointerFrame)
        #expect(d.of(.hover).map(\.phase) == [.began])
        #expect(d.of(.hover).first?.region == ListFixture.rowID(0))
        d.send(.modifiers([.superKey]))
        #expect(d.of(.hover).last?.phase == .changed)
        #expect(d.of(.hover).last?.modifiers == [.superKey])
        d.pointer(ListFixture.point(row: 1))
        #expect(d.of(.hover).suffix(2).map(\.phase) == [.ended, .began])
        #expect(d.of(.hover).last?.region == ListFixture.rowID(1))
        d.send(.pointerLeave); d.send(.pointerFrame)
        #expect(d.of(.hover).last?.phase == .ended)
        #expect(d.engine.activeGestureCount == 0)
    }

    @Test func scrollingUnderAStillPointerMovesTheHover() {
        let d = Driver()
        d.pointer(ListFixture.point(row: 1))
        d.engine.setScrollOffset(100, at: d.now)
        d.log += d.engine.reports
        #expect(d.of(.hover).last?.region == ListFixture.rowID(2))
    }
}

@Suite struct CompositionTests {
    func engine(listMask: GestureMask = .all, rowMask: GestureMask = .all, listHighPriority: Bool = false)
        -> GestureEngine
    {
        var regions = ListFixture.regions(rows: 3)
        regions[0].mask = listMask
        regions[0].highPriority = listHighPriority
        for i in 1 ..< regions.count { regions[i].mask = rowMask }
        let e = GestureEngine()
        e.setRegions(regions)
        e.setScrollExtent(max: 1000, at: 0)
        return e
    }

    func tapAndDiagonal(_ e: GestureEngine) -> Driver {
        let d = Driver(e)
        let p = ListFixture.point(row: 1)
        d.down(1, p); d.up(1)
        d.advance(by: 0.4)
        d.down(2, p)
        d.move(2, Point(x: p.x + 30, y: p.y + 30))   // 45°: a tie
        d.up(2)
        return d
    }

    @Test func allMembersByDefault() {
        let d = tapAndDiagonal(engine())
        #expect(d.of(.tap).count == 1)
        #expect(d.of(.scroll).first?.phase == .began)
    }

    @Test func gestureMaskOnTheListDisablesTheRows() {
        let d = tapAndDiagonal(engine(listMask: .gesture))
        #expect(d.of(.tap).isEmpty)
        #expect(d.of(.scroll).first?.phase == .began)
    }

    @Test func subviewsMaskOnTheListDisablesItsOwn() {
        let d = tapAndDiagonal(engine(listMask: .subviews))
        #expect(d.of(.tap).count == 1)
        #expect(d.of(.scroll).isEmpty)
        #expect(d.of(.drag).first?.phase == .began)   // the tie goes to the only member left
    }

    @Test func noneMaskDisablesEverything() {
        let d = tapAndDiagonal(engine(listMask: .none))
        #expect(d.log.isEmpty)
    }

    @Test func rowsGestureMaskKeepsTheList() {
        let d = tapAndDiagonal(engine(rowMask: .subviews))
        #expect(d.of(.tap).isEmpty)
        #expect(d.of(.scroll).first?.phase == .began)
    }

    @Test func highPriorityDecidesTies() {
        var regions = ListFixture.regions(rows: 3)
        for i in 1 ..< regions.count { regions[i].highPriority = true }
        let e = GestureEngine()
        e.setRegions(regions)
        e.setScrollExtent(max: 1000, at: 0)
        let d = tapAndDiagonal(e)
        #expect(d.of(.drag).first?.phase == .began)
        #expect(d.of(.scroll).isEmpty)
    }

    @Test func aRegionsMinimumDistanceReplacesTheSlop() {
        var regions = ListFixture.regions(rows: 3)
        regions[2].minimumDistance = 5   // row 1: a precise drag
        regions[3].minimumDistance = 60   // row 2: a forgiving tap
        let e = GestureEngine()
        e.setRegions(regions)
        e.setScrollExtent(max: 1000, at: 0)
        let d = Driver(e)
        let a = ListFixture.point(row: 1), b = ListFixture.point(row: 2)
        d.down(1, a); d.move(1, Point(x: a.x + 6, y: a.y)); d.up(1)
        #expect(d.lifecycle(.drag) == [.began, .ended])
        d.down(2, b); d.move(2, Point(x: b.x + 50, y: b.y)); d.up(2)
        #expect(d.of(.tap).first?.region == ListFixture.rowID(2))
        #expect(d.engine.explain.entries.last { $0.kind == .tap }?.slop == 60)
    }

    @Test func regionsUpdateInPlace() {
        let e = ListFixture.makeEngine()
        var f = ListFixture.rowFrame(0)
        f.height = 200
        #expect(e.setFrame(f, for: ListFixture.rowID(0)))
        #expect(e.hitTest(Point(x: 100, y: f.y + 90)) == ListFixture.rowID(0))
        #expect(!e.setFrame(f, for: GestureRegionID(99)))
    }
}
