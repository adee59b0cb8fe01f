import Testing

@testable import Gestures

/// Composition as values: SwiftUI's composition examples, their joint values, nesting, the
/// arena's decisions for each form, and transient state bound to a composed gesture.
@Suite struct ComposedGestureTests {
    static let circle = GestureRegionID(1)
    static let centre = Point(x: 200, y: 200)

    static func driver(_ gestures: [any GestureComposable]) -> Driver {
        let e = GestureEngine()
        e.setRegions([
            GestureRegion(
                id: circle, frame: GestureRect(x: 100, y: 100, width: 200, height: 200),
                gestures: gestures)
        ])
        return Driver(e)
    }

    /// Feeds every report since `from` to `state`; returns the phases it took.
    @discardableResult
    static func feed(_ state: inout ComposedGestureState, _ d: Driver, from: inout Int) -> [GesturePhase] {
        var phases: [GesturePhase] = []
        while from < d.log.count {
            if state.update(with: d.log[from]), let p = state.phase { phases.append(p) }
            from += 1
        }
        return phases
    }

    // MARK: sequenced(before:)

    /// SwiftUI's "long press (2 s) sequenced before a drag": the circle turns green when
    /// dragging is enabled, and only then follows the finger; at the end it stays where it
    /// was dropped (the offset is transient, the position is not).
    @Test func aLongPressSequencedBeforeADragEnablesDraggingOnlyAfterThePress() {
        let pressThenDrag = ComposedGesture.sequenced(
            LongPressRecognizer(minimumDuration: 2000), DragRecognizer(minimumDistance: 0))
        let d = Self.driver([pressThenDrag])
        var state = ComposedGestureState(pressThenDrag)
        var offset = TransientState(initial: Point.zero)
        var position = Point.zero
        var seen = 0

        // Dragging at once: the press fails, so the drag never takes part.
        d.down(1, Self.centre)
        d.drag(1, from: Self.centre, to: Point(x: 260, y: 200), steps: 6)
        d.up(1)
        #expect(d.log.isEmpty)
        let failed = d.engine.explain.entries.last { $0.kind == .drag && $0.decision == .rejected }
        #expect(failed?.reason == .precedingFailed)

        // Held 2 s: dragging is enabled (green), nothing has moved yet.
        d.advance(by: 0.1)
        d.down(2, Self.centre)
        d.advance(by: 2)
        #expect(Self.feed(&state, d, from: &seen) == [.began])
        guard case .sequence(let first, nil)? = state.value else {
            Issue.record("expected the press alone, got \(String(describing: state.value))"); return
        }
        #expect(first.report(.longPress)?.phase == .began)
        #expect(
            d.engine.explain.entries.contains {
                $0.decision == .sequenced && $0.kind == .drag && $0.reason == .precedingWon
            })

        // Then the drag follows the finger; the transient offset tracks its translation.
        d.drag(2, from: Self.centre, to: Point(x: 260, y: 230), steps: 6)
        for p in Self.feed(&state, d, from: &seen) where p == .changed {
            offset.update(with: state) { v, joint in v = joint.report(.drag)?.translation ?? .zero }
        }
        guard case .sequence(_, let second?)? = state.value else {
            Issue.record("expected the drag beside the press, got \(String(describing: state.value))"); return
        }
        #expect(second.report(.drag)?.translation == Point(x: 60, y: 30))
        #expect(offset.value == Point(x: 60, y: 30))

        // Dropped: the offset resets, the position keeps the translation.
        d.up(2)
        if let t = state.value?.report(.drag)?.translation { position = position + t }
        #expect(Self.feed(&state, d, from: &seen).last == .ended)
        offset.update(with: state) { _, _ in }
        #expect(offset.value == .zero)
        #expect(position == Point(x: 60, y: 30))
    }

    // MARK: simultaneously(with:)

    /// SwiftUI's "long press (1 s) simultaneously with a drag": red while pressed, and the
    /// circle moves; either may happen without the other.
    @Test func aLongPressSimultaneousWithADragReportsBoth() {
        let pressAndDrag = ComposedGesture.simultaneous(LongPressRecognizer(minimumDuration: 1000), DragRecognizer())
        let d = Self.driver([pressAndDrag])
        var state = ComposedGestureState(pressAndDrag)
        var seen = 0

        d.down(1, Self.centre)
        d.advance(by: 1)   // pressed: red
        #expect(Self.feed(&state, d, from: &seen) == [.began])
        #expect(state.value == .simultaneous(.report(d.of(.longPress)[0]), nil))
        d.drag(1, from: Self.centre, to: Point(x: 200, y: 260), steps: 6)   // and it moves
        Self.feed(&state, d, from: &seen)
        guard case .simultaneous(let press?, let drag?)? = state.value else {
            Issue.record("expected both, got \(String(describing: state.value))"); return
        }
        #expect(press.report(.longPress) != nil)
        #expect(drag.report(.drag)?.translation == Point(x: 0, y: 60))
        let partner = d.engine.explain.entries.last { $0.kind == .drag && $0.decision == .accepted }
        #expect(partner?.reason == .simultaneous)
        d.up(1)
        #expect(Self.feed(&state, d, from: &seen).last == .ended)

        // Dragged at once: the press fails, the drag alone runs.
        d.advance(by: 0.1)
        d.down(2, Self.centre)
        d.drag(2, from: Self.centre, to: Point(x: 260, y: 200), steps: 6)
        Self.feed(&state, d, from: &seen)
        guard case .simultaneous(nil, let alone?)? = state.value else {
            Issue.record("expected the drag alone, got \(String(describing: state.value))"); return
        }
        #expect(alone.report(.drag)?.translation == Point(x: 60, y: 0))
        d.up(2)
        #expect(d.lifecycle(.longPress).filter { $0 != .changed } == [.began, .ended])   // the first sequence's only
    }

    // MARK: exclusively(before:)

    @Test func aTapCounterGivesTheCountThatWonAsItsValue() {
        func counter() -> ComposedGesture {
            .exclusive(ComposedGesture.exclusive(TapRecognizer(count: 3), TapRecognizer(count: 2)), TapRecognizer())
        }
        for taps in 1 ... 3 {
            let g = counter()
            let d = Self.driver([g])
            var state = ComposedGestureState(g)
            var seen = 0
            for _ in 0 ..< taps { d.down(1, Self.centre); d.advance(by: 0.03); d.up(1); d.advance(by: 0.1) }
            d.advance(by: 0.4)
            #expect(Self.feed(&state, d, from: &seen) == [.ended])   // discrete: began and ended at once
            switch (taps, state.value) {
            case (3, .first(.first(.report(let e)))?): #expect(e.count == 3)
            case (2, .first(.second(.report(let e)))?): #expect(e.count == 2)
            case (1, .second(.report(let e))?): #expect(e.count == 1)
            default: Issue.record("\(taps) taps gave \(String(describing: state.value))")
            }
        }
    }

    /// A lower count that waits is delayed, not lost, and reported at the time its wait ended.
    @Test func exclusiveWaitsForTheFirstToFailAndReportsAtThatTime() {
        let d = Self.driver([ComposedGesture.exclusive(TapRecognizer(count: 2), TapRecognizer())])
        d.down(1, Self.centre); d.advance(by: 0.03); d.up(1)
        #expect(d.log.isEmpty)
        #expect(d.engine.nextDeadline == 30 + GestureConfiguration.default.doubleTapTimeout * 1000)
        d.advance(by: 1)
        #expect(d.of(.tap).map(\.time) == [30 + GestureConfiguration.default.doubleTapTimeout * 1000])
        #expect(d.of(.doubleTap).isEmpty)
    }

    // MARK: Nesting

    /// A long press sequenced before (a drag simultaneous with a tap): after the press, lifting
    /// in place is the tap, moving is the drag — each beside the press, neither before it.
    @Test func compositionsNest() {
        func gesture() -> ComposedGesture {
            .sequenced(
                LongPressRecognizer(minimumDuration: 500),
                ComposedGesture.simultaneous(DragRecognizer(minimumDistance: 30), TapRecognizer(maximumDistance: 30)))
        }
        // Pressed, then lifted in place: the tap, after the press.
        let g = gesture()
        let d = Self.driver([g])
        var state = ComposedGestureState(g)
        var seen = 0
        d.down(1, Self.centre); d.advance(by: 0.5); d.up(1)
        Self.feed(&state, d, from: &seen)
        guard case .sequence(_, .simultaneous(nil, let tap?)?)? = state.value else {
            Issue.record(
                "expected the tap after the press, got \(String(describing: state.value)) from \(d.log) \(d.engine.explain.entries)"
            ); return
        }
        #expect(tap.report(.tap)?.phase == .ended)
        #expect(state.phase == .ended)

        // Lifted before the press fired: nothing (the tap is sequenced after the press).
        let d2 = Self.driver([gesture()])
        d2.down(1, Self.centre); d2.advance(by: 0.1); d2.up(1); d2.advance(by: 1)
        #expect(d2.log.isEmpty)

        // Pressed, then moved: the drag.
        let d3 = Self.driver([gesture()])
        d3.down(1, Self.centre); d3.advance(by: 0.5)
        d3.drag(1, from: Self.centre, to: Point(x: 200, y: 250), steps: 5)
        d3.up(1)
        #expect(d3.lifecycle(.drag) == [.began, .changed, .ended])   // past 30 px at the 4th of 5 steps
        #expect(d3.of(.tap).isEmpty)
    }

    /// A composed gesture's transient state resets when it is cancelled, not only at its end.
    @Test func transientStateBoundToACompositionResetsOnCancel() {
        let g = ComposedGesture.sequenced(LongPressRecognizer(minimumDuration: 300), DragRecognizer(minimumDistance: 0))
        let d = Self.driver([g])
        var state = ComposedGestureState(g)
        var offset = TransientState(initial: 0.0)
        var seen = 0
        d.down(1, Self.centre); d.advance(by: 0.3)
        d.drag(1, from: Self.centre, to: Point(x: 240, y: 200), steps: 4)
        for _ in Self.feed(&state, d, from: &seen) {
            offset.update(with: state) { v, joint in v = joint.report(.drag)?.translation.x ?? 0 }
        }
        #expect(offset.value == 40)
        d.send(.touchCancel)
        #expect(Self.feed(&state, d, from: &seen).last == .cancelled)
        offset.update(with: state) { _, _ in }
        #expect(offset.value == 0)
        #expect(d.engine.activeGestureCount == 0)
    }
}
