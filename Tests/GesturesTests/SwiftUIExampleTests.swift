import Foundation
import Testing

@testable import Gestures

/// The examples of SwiftUI's gesture documentation, written with the engine's recognizers:
/// each test is one example and asserts what SwiftUI's would do.
@Suite struct SwiftUIExampleTests {
    static let shape = GestureRegionID(1)
    static let frame = GestureRect(x: 100, y: 100, width: 200, height: 200)
    static let centre = Point(x: 200, y: 200)

    /// One shape on an empty surface, with `recognizers`.
    static func driver(_ gestures: [any GestureComposable], configuration: GestureConfiguration = .default) -> Driver {
        let e = GestureEngine(configuration: configuration)
        e.setRegions([GestureRegion(id: shape, frame: frame, gestures: gestures)])
        return Driver(e)
    }

    func tap(_ d: Driver, at p: Point = SwiftUIExampleTests.centre, gap: Double = 100) {
        d.down(1, p); d.advance(by: 0.03); d.up(1); d.advance(by: gap / 1000)
    }

    // MARK: TapGesture(count: 3)

    @Test func aTripleTapCounterIsExclusive() {
        // Counts 1, 2 and 3, each waiting for the next to fail: a triple tap is not also a
        // single and a double.
        func counter() -> ComposedGesture {
            ComposedGesture.exclusive(
                ComposedGesture.exclusive(TapRecognizer(count: 3), TapRecognizer(count: 2)), TapRecognizer())
        }
        let d = Self.driver([counter()])
        tap(d); tap(d); tap(d, gap: 400)
        #expect(d.log.map(\.count) == [3])
        #expect(d.log.first?.phase == .ended)
        // A double tap, then time: count 2 only, at the third tap's deadline.
        let d2 = Self.driver([counter()])
        tap(d2); tap(d2, gap: 400)
        #expect(d2.log.map(\.count) == [2])
        #expect(d2.log.first?.kind == .doubleTap)
        // A single tap: count 1, once the double tap's time ran out.
        let d1 = Self.driver([counter()])
        tap(d1, gap: 400)
        #expect(d1.log.map(\.count) == [1])
    }

    @Test func tapGestureCountThreeAloneReportsOnlyTheThirdTap() {
        let d = Self.driver([TapRecognizer(count: 3)])
        tap(d); tap(d)
        #expect(d.log.isEmpty)
        tap(d)
        #expect(d.log.map(\.count) == [3])
        #expect(d.log.first?.location == Self.centre)
        // Too slow: the series starts over.
        tap(d, gap: 400); tap(d); tap(d)
        #expect(d.log.count == 1)
    }

    // MARK: LongPressGesture(minimumDuration: 1, maximumDistance: 10)

    @Test func aLongPressShowsPressingThenFires() {
        let d = Self.driver([LongPressRecognizer(minimumDuration: 1000, maximumDistance: 10, reportsPressing: true)])
        d.down(1, Self.centre)
        #expect(d.lifecycle(.pressing) == [.began])   // "pressing" while held
        d.advance(by: 0.999)
        #expect(d.of(.longPress).isEmpty)
        d.move(1, Point(x: 208, y: 200))   // within 10 px
        d.advance(by: 0.001)
        #expect(d.lifecycle(.pressing) == [.began, .ended])   // "done"
        #expect(d.lifecycle(.longPress) == [.began])
        #expect(d.of(.longPress).first?.time == 1000)
        d.up(1)
        #expect(d.lifecycle(.longPress) == [.began, .ended])
    }

    @Test func aLongPressThatWandersOffDoesNothing() {
        let d = Self.driver([LongPressRecognizer(minimumDuration: 1000, maximumDistance: 10, reportsPressing: true)])
        d.down(1, Self.centre)
        d.advance(by: 0.5)
        d.move(1, Point(x: 212, y: 200))   // past 10 px
        #expect(d.lifecycle(.pressing) == [.began, .cancelled])
        d.advance(by: 1)
        #expect(d.of(.longPress).isEmpty)
        d.up(1)
        #expect(d.engine.activeGestureCount == 0)
    }

    // LongPressGesture sequenced before / simultaneously with DragGesture: ComposedGestureTests.

    // MARK: MagnificationGesture simultaneously with RotationGesture

    @Test func magnificationAndRotationRecognizedTogether() {
        // SwiftUI's `MagnificationGesture().simultaneously(with: RotationGesture())`: one
        // rectangle scaled and turned by the same two fingers, its joint value both at once.
        let both = ComposedGesture.simultaneous(
            PinchRecognizer(spread: .any, minimumScaleDelta: 0), RotationRecognizer())
        let d = Self.driver([both])
        var state = ComposedGestureState(both)
        let a = Point(x: 150, y: 200), b = Point(x: 250, y: 200)
        d.down(1, a); d.down(2, b)
        // Apart and turning: each begins on its own threshold, and each is accepted beside the other.
        for k in 1 ... 10 {
            d.advance(by: 0.01)
            let angle = Double(k) * 0.05, r = 50 + Double(k) * 5
            d.send(.touchMotion(id: 1, Point(x: 200 - r * cos(angle), y: 200 - r * sin(angle)), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: 200 + r * cos(angle), y: 200 + r * sin(angle)), time: d.time))
            d.send(.touchFrame)
        }
        for e in d.log { state.update(with: e) }
        guard case .simultaneous(let scale?, let rotation?)? = state.value else {
            Issue.record("expected both values, got \(String(describing: state.value))"); return
        }
        // Both began at the first frame (110 px apart, turned 0.05 rad); values are relative to it.
        #expect(abs((scale.report(.pinch)?.scale ?? 0) - 200.0 / 110) < 1e-9)
        #expect(abs((rotation.report(.rotation)?.rotation ?? 0) - 0.45 * 180 / .pi) < 1e-6)
        #expect(d.engine.explain.entries.contains { $0.decision == .accepted && $0.reason == .simultaneous })
        d.up(1); d.up(2)
        #expect(d.lifecycle(.pinch).last == .ended)
        #expect(d.lifecycle(.rotation).last == .ended)
        // The scale is kept at the end: the ended report carries it.
        #expect(abs((d.of(.pinch).last?.scale ?? 0) - 200.0 / 110) < 1e-9)
    }

    @Test func rotationAloneTurnsWithoutSpreading() {
        // SwiftUI's `RotationGesture()` alone: fingers turning at a fixed distance.
        let d = Self.driver([RotationRecognizer()])
        d.down(1, Point(x: 150, y: 200)); d.down(2, Point(x: 250, y: 200))
        for k in 1 ... 6 {
            d.advance(by: 0.01)
            let angle = Double(k) * 0.1
            d.send(.touchMotion(id: 1, Point(x: 200 - 50 * cos(angle), y: 200 - 50 * sin(angle)), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: 200 + 50 * cos(angle), y: 200 + 50 * sin(angle)), time: d.time))
            d.send(.touchFrame)
        }
        #expect(d.lifecycle(.rotation).first == .began)
        #expect(d.of(.pinch).isEmpty)
        d.up(1); d.up(2)
        #expect(d.lifecycle(.rotation).last == .ended)
    }

    // MARK: highPriorityGesture

    @Test func aHighPriorityParentTakesTheGestureOnAnyConflict() {
        for parentHigh in [false, true] {
            let parent = GestureRegionID(1), child = GestureRegionID(2)
            let e = GestureEngine()
            e.setRegions([
                GestureRegion(
                    id: parent, frame: GestureRect(x: 0, y: 0, width: 400, height: 400),
                    gestures: [TapRecognizer(), DragRecognizer()], highPriority: parentHigh),
                GestureRegion(
                    id: child, parent: parent, frame: GestureRect(x: 100, y: 100, width: 100, height: 100),
                    gestures: [TapRecognizer(), DragRecognizer()]),
            ])
            let d = Driver(e)
            let p = Point(x: 150, y: 150)
            d.down(1, p); d.up(1)   // a tap: both claim
            d.advance(by: 0.4)
            d.down(2, p); d.drag(2, from: p, to: Point(x: 150, y: 190), steps: 4); d.up(2)   // a drag: both claim
            let winner = parentHigh ? parent : child
            #expect(d.of(.tap).map(\.region) == [winner])
            #expect(d.of(.drag).first?.region == winner)
        }
    }
}
