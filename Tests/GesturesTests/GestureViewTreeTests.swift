import Testing

@testable import Gestures

/// The tree of views: frames relative to the parent, values in the view's own coordinates,
/// SwiftUI's per-gesture masks and priorities, gestures switched on and off, relayout during
/// a drag, identity by `Hashable`.
@Suite struct GestureViewTreeTests {
    /// A touch driver on a host: each call is one event at the next millisecond step.
    final class Finger {
        let host: GestureHost
        var t = 0.0
        /// Every report drained so far.
        var reports: [GestureReport] = []
        init(_ host: GestureHost) { self.host = host }
        func down(_ p: Point) { t += 10; host.send(.touchDown(id: 1, p, time: UInt32(t)), at: t) }
        func move(_ p: Point) { t += 10; host.send(.touchMotion(id: 1, p, time: UInt32(t)), at: t) }
        func up() { t += 10; host.send(.touchUp(id: 1, time: UInt32(t)), at: t); drain() }
        func drain() { host.drainReports { self.reports.append($0) } }
        /// Down at `a`, to `b` in `steps` straight steps, then up.
        func drag(from a: Point, to b: Point, steps: Int = 6) {
            down(a)
            for k in 1 ... steps {
                let f = Double(k) / Double(steps)
                move(Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
            }
            up()
        }
        func tap(_ p: Point) { down(p); up() }
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> GestureRect {
        GestureRect(x: x, y: y, width: w, height: h)
    }

    /// A parent at (100, 50) holding a child at (20, 30) in it: (120, 80) in the window.
    static func pair() -> (parent: GestureView, child: GestureView) {
        let parent = GestureView(id: "parent", frame: rect(100, 50, 300, 200))
        let child = parent.addChild(GestureView(id: "child", frame: rect(20, 30, 100, 100)))
        return (parent, child)
    }

    // MARK: Frames and coordinates

    @Test func framesAreRelativeToTheParentAndConvert() {
        let (parent, child) = Self.pair()
        #expect(child.frameInWindow == Self.rect(120, 80, 100, 100))
        #expect(child.convert(Point(x: 5, y: 5), to: nil) == Point(x: 125, y: 85))
        #expect(child.convert(Point(x: 125, y: 85), from: nil) == Point(x: 5, y: 5))
        #expect(child.convert(Point(x: 0, y: 0), to: parent) == Point(x: 20, y: 30))
        #expect(parent.convert(Point(x: 20, y: 30), to: child) == Point(x: 0, y: 0))
        #expect(child.convert(Point(x: 0, y: 0), from: parent) == Point(x: -20, y: -30))
        parent.frame.x = 0
        #expect(child.frameInWindow.x == 20)
    }

    @Test func valuesArriveInTheViewsOwnCoordinates() {
        let (parent, child) = Self.pair()
        var tapped: TapGesture.Value?
        var dragged: DragGesture.Value?
        child.gesture(TapGesture().onEnded { tapped = $0 })
        parent.gesture(DragGesture().onEnded { dragged = $0 })
        let host = GestureHost()
        host.root = parent
        let finger = Finger(host)
        finger.tap(Point(x: 130, y: 90))
        #expect(tapped?.location == Point(x: 10, y: 10))
        finger.drag(from: Point(x: 350, y: 200), to: Point(x: 290, y: 200))
        #expect(dragged?.startLocation == Point(x: 250, y: 150))
        #expect(dragged?.location == Point(x: 190, y: 150))
        #expect(dragged?.translation == Point(x: -60, y: 0))
        #expect(host.view(for: host.engine.hitTest(Point(x: 130, y: 90))!) === child)
    }

    /// A child reaching out of its parent is touched only inside it (ancestors clip).
    @Test func hitTestingClipsToTheAncestors() {
        let (parent, child) = Self.pair()
        child.frame = Self.rect(250, 150, 100, 100)   // half outside the parent
        let host = GestureHost()
        host.root = parent
        #expect(host.view(for: host.engine.hitTest(Point(x: 360, y: 210))!) === child)
        #expect(host.engine.hitTest(Point(x: 420, y: 210)) == nil)
    }

    @Test func viewsAreFoundByAnyHashableID() {
        enum Row: Hashable {
            case header
            case item(Int)
        }
        let list = GestureView(id: "list", frame: Self.rect(0, 0, 100, 300))
        let rows = (0 ..< 3).map { i in
            list.addChild(GestureView(id: Row.item(i), frame: Self.rect(0, Double(i) * 40, 100, 40)))
        }
        list.addChild(GestureView(id: Row.header))
        #expect(list.view(withID: Row.item(2)) === rows[2])
        #expect(list.view(withID: "list") === list)
        #expect(list.view(withID: Row.item(7)) == nil)
        #expect(list.view(withID: 2) == nil)   // another type is another id
        #expect(rows[0] == rows[0] && rows[0] != rows[1])
        #expect(Set([rows[0], rows[0], rows[1]]).count == 2)
        rows[1].removeFromParent()
        #expect(list.view(withID: Row.item(1)) == nil && rows[1].parent == nil)
    }

    // MARK: Masks

    /// Parent and child each with a drag; the parent's mask decides who may take it.
    @Test(arguments: [GestureMask.all, .gesture, .subviews, .none])
    func masksEnableTheGestureAndTheSubviews(mask: GestureMask) {
        let (parent, child) = Self.pair()
        var winners: [String] = []
        child.gesture(DragGesture().onEnded { _ in winners.append("child") })
        parent.gesture(DragGesture().onEnded { _ in winners.append("parent") }, including: mask)
        let host = GestureHost()
        host.root = parent
        let finger = Finger(host)
        finger.drag(from: Point(x: 150, y: 110), to: Point(x: 190, y: 110))   // starts on the child
        finger.drag(from: Point(x: 350, y: 200), to: Point(x: 390, y: 200))   // on the parent alone
        let expected: [String] =
            switch mask {
            case .all: ["child", "parent"]   // the child wins on itself
            case .gesture: ["parent", "parent"]   // the child is disabled
            case .subviews: ["child"]   // the parent's drag is disabled
            case .none: []
            }
        #expect(winners == expected)
    }

    @Test func changingAMaskTakesEffectAtTheNextInput() {
        let (parent, child) = Self.pair()
        var winners: [String] = []
        child.gesture(DragGesture().onEnded { _ in winners.append("child") })
        let drag = parent.gesture(DragGesture().onEnded { _ in winners.append("parent") })
        let host = GestureHost()
        host.root = parent
        let finger = Finger(host)
        finger.drag(from: Point(x: 150, y: 110), to: Point(x: 190, y: 110))
        drag.mask = .gesture
        finger.drag(from: Point(x: 150, y: 110), to: Point(x: 190, y: 110))
        #expect(winners == ["child", "parent"])
    }

    // MARK: Priority and simultaneity

    @Test func highPriorityOnTheParentBeatsTheDeeperChild() {
        let (parent, child) = Self.pair()
        var winners: [String] = []
        child.gesture(DragGesture().onEnded { _ in winners.append("child") })
        parent.highPriorityGesture(DragGesture().onEnded { _ in winners.append("parent") })
        let host = GestureHost()
        host.root = parent
        Finger(host).drag(from: Point(x: 150, y: 110), to: Point(x: 190, y: 110))
        #expect(winners == ["parent"])
    }

    /// A diagonal drag between the cones is a tie that the vertical drag wins by default:
    /// the parent's vertical drag beats the leaf's horizontal one, unless the leaf declares
    /// its drag high priority.
    @Test(arguments: [false, true])
    func highPriorityOnALeafWinsOverTheParents(high: Bool) {
        let (parent, child) = Self.pair()
        var winners: [String] = []
        parent.gesture(DragGesture(direction: .vertical).onEnded { _ in winners.append("parent") })
        let drag = DragGesture(direction: .horizontal).onEnded { _ in winners.append("leaf") }
        if high { child.highPriorityGesture(drag) } else { child.gesture(drag) }
        let host = GestureHost()
        host.root = parent
        Finger(host).drag(from: Point(x: 150, y: 110), to: Point(x: 190, y: 150))
        #expect(winners == [high ? "leaf" : "parent"])
    }

    /// Two drags on one leaf claim together: the first declared wins, unless the other is
    /// declared high priority.
    @Test(arguments: [false, true])
    func highPriorityOnALeafWinsOverItsOwnGestures(high: Bool) {
        let (parent, child) = Self.pair()
        var winners: [String] = []
        child.gesture(DragGesture().onEnded { _ in winners.append("plain") })
        let other = DragGesture(direction: .horizontal).onEnded { _ in winners.append("other") }
        if high { child.highPriorityGesture(other) } else { child.gesture(other) }
        let host = GestureHost()
        host.root = parent
        Finger(host).drag(from: Point(x: 150, y: 110), to: Point(x: 190, y: 110))
        #expect(winners == [high ? "other" : "plain"])
    }

    /// `simultaneousGesture` on the parent: the parent's drag runs with the child's, whichever
    /// the arena picks first; a plain parent drag loses to the child's.
    @Test(arguments: [false, true])
    func simultaneousGestureIsDeclaredOnTheParent(simultaneous: Bool) {
        let (parent, child) = Self.pair()
        var ended: [String] = []
        child.gesture(DragGesture().onEnded { _ in ended.append("child") })
        let drag = DragGesture().onEnded { _ in ended.append("parent") }
        if simultaneous { parent.simultaneousGesture(drag) } else { parent.gesture(drag) }
        let host = GestureHost()
        host.root = parent
        Finger(host).drag(from: Point(x: 150, y: 110), to: Point(x: 190, y: 110))
        #expect(ended.sorted() == (simultaneous ? ["child", "parent"] : ["child"]))
    }

    /// Simultaneity is the parent's with its own subtree, not with the grandparent.
    @Test func simultaneityReachesOnlyTheDeclaringViewsSubtree() {
        let grandparent = GestureView(frame: Self.rect(0, 0, 500, 400))
        let (parent, child) = Self.pair()
        grandparent.addChild(parent)
        var ended: [String] = []
        grandparent.gesture(DragGesture().onEnded { _ in ended.append("grandparent") })
        parent.simultaneousGesture(DragGesture().onEnded { _ in ended.append("parent") })
        child.gesture(DragGesture().onEnded { _ in ended.append("child") })
        let host = GestureHost()
        host.root = grandparent
        Finger(host).drag(from: Point(x: 150, y: 110), to: Point(x: 190, y: 110))
        #expect(ended.sorted() == ["child", "parent"])
    }

    // MARK: Enabling, relayout

    @Test func disablingAGestureLeavesTheTreeAndOthersAlone() {
        let (parent, child) = Self.pair()
        var taps: [String] = []
        let childTap = child.gesture(TapGesture().onEnded { _ in taps.append("child") })
        parent.gesture(TapGesture().onEnded { _ in taps.append("parent") })
        let host = GestureHost()
        host.root = parent
        let finger = Finger(host)
        finger.tap(Point(x: 150, y: 110))
        childTap.isEnabled = false
        finger.tap(Point(x: 150, y: 110))   // the parent's tap now takes it
        childTap.isEnabled = true
        finger.tap(Point(x: 150, y: 110))
        #expect(taps == ["child", "parent", "child"])
        #expect(host.view(for: host.engine.hitTest(Point(x: 150, y: 110))!) === child)
    }

    /// Moving the dragged view (a resize, rows growing in a pinch) in the middle of a drag:
    /// the drag goes on to its end with the same translation, and the moved view is touched
    /// where it now is, without the regions being declared again.
    @Test func relayoutDuringADragDoesNotDisturbIt() {
        let (parent, child) = Self.pair()
        var values: [DragGesture.Value] = []
        var ended: DragGesture.Value?
        child.gesture(DragGesture().onChanged { values.append($0) }.onEnded { ended = $0 })
        let host = GestureHost()
        host.root = parent
        let regions = host.engine.declaredRegions.count
        let finger = Finger(host)
        finger.down(Point(x: 150, y: 110))
        finger.move(Point(x: 170, y: 110))
        finger.move(Point(x: 190, y: 110))
        finger.drain()
        parent.frame = Self.rect(100, 90, 300, 240)   // the parent grows and moves down 40
        child.frame = Self.rect(20, 30, 120, 120)
        finger.move(Point(x: 210, y: 110))
        finger.up()
        #expect(ended?.translation == Point(x: 60, y: 0))
        // One value before the relayout, one after, translations unbroken by it.
        #expect(values.map(\.translation.x).suffix(2) == [40, 60])
        // The start is where the finger went down, in the child's coordinates as it is now.
        #expect(ended?.startLocation == Point(x: 30, y: -10))
        #expect(host.engine.declaredRegions.count == regions)
        #expect(host.view(for: host.engine.hitTest(Point(x: 125, y: 125))!) === child)
        #expect(host.view(for: host.engine.hitTest(Point(x: 125, y: 100))!) === parent)
    }

    /// A view taken out of the tree while its drag runs: the drag still ends (its callbacks
    /// and transient state with it), and the view is touched no more.
    @Test func removingAViewLetsItsRunningGestureFinish() {
        let (parent, child) = Self.pair()
        let offset = GestureState(wrappedValue: 0.0)
        var ended: DragGesture.Value?
        child.gesture(DragGesture().updating(offset) { v, s, _ in s = v.translation.x }.onEnded { ended = $0 })
        let host = GestureHost()
        host.root = parent
        let finger = Finger(host)
        finger.down(Point(x: 150, y: 110))
        finger.move(Point(x: 190, y: 110))
        finger.drain()
        #expect(offset.wrappedValue == 40)
        child.removeFromParent()
        child.frame.x = 0   // out of the tree: moves nothing
        finger.move(Point(x: 200, y: 110))
        finger.up()
        #expect(ended?.translation == Point(x: 50, y: 0))
        #expect(offset.wrappedValue == 0)
        #expect(host.view(for: host.engine.hitTest(Point(x: 150, y: 110))!) === parent)
    }

    @Test func addingAViewTakesEffectAtTheNextInput() {
        let (parent, _) = Self.pair()
        let host = GestureHost()
        host.root = parent
        var tapped = false
        let late = parent.addChild(GestureView(frame: Self.rect(200, 100, 50, 50)))
        late.gesture(TapGesture().onEnded { _ in tapped = true })
        Finger(host).tap(Point(x: 320, y: 170))
        #expect(tapped)
        #expect(host.view(for: host.engine.hitTest(Point(x: 320, y: 170))!) === late)
    }

    /// A tracking gesture on a container names the child views a touch crosses, from
    /// anywhere it went down, and the one it is over at the lift.
    @Test func trackingNamesTheChildViewsCrossed() {
        let grid = GestureView(frame: Self.rect(0, 0, 300, 100))
        let cells = (0 ..< 3).map { i in
            grid.addChild(GestureView(id: i, frame: Self.rect(Double(i) * 100 + 10, 10, 80, 80)))
        }
        var crossings: [String] = []
        var last: TrackingGesture.Value?
        grid.gesture(
            TrackingGesture()
                .onChanged { value in
                    switch value.crossing {
                    case .entered(let v)?: crossings.append("+\(cells.firstIndex(of: v)!)")
                    case .exited(let v)?: crossings.append("-\(cells.firstIndex(of: v)!)")
                    case nil: break
                    }
                }
                .onEnded { last = $0 })
        let host = GestureHost()
        host.root = grid
        Finger(host).drag(from: Point(x: 5, y: 50), to: Point(x: 150, y: 50), steps: 10)
        #expect(crossings == ["+0", "-0", "+1", "-1"])
        #expect(last?.translation == Point(x: 145, y: 0))
    }

    /// A gesture of one recognizer whose values name views (`RecognizerInstance(_:
    /// decodeWithView:)`): a long press on a row, then moved down over the rows below, hears
    /// each row it enters and leaves as the view itself, and the row under the finger.
    @Test func aRecognizerInstanceIsGivenTheViewAReportIsAbout() {
        struct Hold: PrimitiveGesture {
            func makeInstance() -> RecognizerInstance<String> {
                RecognizerInstance(LongPressRecognizer()) { e, view in
                    let name = view.map { v in (v.id?.base as? Int).map(String.init) ?? "list" } ?? "none"
                    switch e.phase {
                    case .began: return .changed("began " + name)
                    case .changed: return .changed("over " + name)
                    case .entered: return .changed("+" + name)
                    case .exited: return .changed("-" + name)
                    case .ended: return .ended("up " + name)
                    case .cancelled: return .cancelled(e.cancelReason ?? .app)
                    }
                }
            }
        }
        let list = GestureView(frame: Self.rect(0, 0, 100, 300))
        let rows = (0 ..< 3).map { i in
            list.addChild(GestureView(id: i, frame: Self.rect(0, Double(i) * 100, 100, 90)))
        }
        var heard: [String] = []
        rows[0].gesture(Hold().onChanged { heard.append($0) }.onEnded { heard.append($0) })
        let host = GestureHost()
        host.root = list
        let finger = Finger(host)
        finger.down(Point(x: 50, y: 50))
        finger.t += 600
        host.advance(to: finger.t)
        for y in [95.0, 150, 250] { finger.move(Point(x: 50, y: y)) }
        finger.up()
        // Between rows the finger is over none of them.
        #expect(
            heard == [
                "began 0", "+0", "-0", "over none", "+1", "over 1", "-1", "+2", "over 2", "-2", "up 0",
            ])
    }

    /// Regions declared by hand beside a tree (an app moving to views a part at a time): the
    /// window's edge swipe, high priority, waits for a second swipe over a view that defers it.
    @Test func aViewDefersSystemGesturesUnderAHandDeclaredRegion() {
        let window = GestureRegionID(0)
        let page = GestureView(frame: Self.rect(0, 0, 400, 400))
        var moved = 0
        let band = page.addChild(GestureView(frame: Self.rect(0, 200, 400, 200)))
        band.gesture(DragGesture().onEnded { _ in moved += 1 })
        let host = GestureHost()
        host.setRegions(
            [
                GestureRegion(
                    id: window, frame: Self.rect(0, 0, 400, 400), gestures: [EdgeSwipeRecognizer(edge: .leading)],
                    highPriority: true)
            ],
            root: page, under: window)
        let finger = Finger(host)
        var swipes: Int { finger.reports.count { $0.kind == EdgeSwipeRecognizer.edgeSwipe && $0.phase == .ended } }
        func swipe(y: Double) { finger.drag(from: Point(x: 2, y: y), to: Point(x: 120, y: y)) }
        swipe(y: 300)
        #expect(swipes == 1 && moved == 0)   // not deferred yet: the back swipe wins
        band.defersSystemGestures(on: .leading)
        swipe(y: 300)
        #expect(swipes == 1 && moved == 1)   // deferred: the band's drag takes it
    }
}
