import Testing

@testable import Gestures

/// Gestures as typed values: their values, callbacks, transient state, compositions, and
/// attachments that own their recognizers.
@Suite struct TypedGestureTests {
    /// A host with one 400 × 400 region holding `gestures`.
    static func host(_ gestures: [any GestureComposable], host: GestureHost = GestureHost()) -> GestureHost {
        host.engine.setRegions([
            GestureRegion(
                id: GestureRegionID(1), frame: GestureRect(x: 0, y: 0, width: 400, height: 400),
                gestures: gestures)
        ])
        return host
    }

    /// Touch `id` down at `from`, along to `to` in `steps` of 10 ms, up unless `lift` is false.
    static func stroke(
        _ host: GestureHost, _ id: Int32 = 1, from: Point, to: Point, steps: Int = 10,
        at t: inout Double, lift: Bool = true
    ) {
        host.send(.touchDown(id: id, from, time: UInt32(t)), at: t)
        for k in 1 ... steps {
            t += 10
            let f = Double(k) / Double(steps)
            host.send(
                .touchMotion(
                    id: id, Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f),
                    time: UInt32(t)), at: t)
        }
        if lift { host.send(.touchUp(id: id, time: UInt32(t)), at: t) }
    }

    @Test func aDragReportsSwiftUIsValueAndItsTransientStateResetsAtTheEnd() {
        let offset = GestureState(wrappedValue: Point.zero)
        var changed: [DragGesture.Value] = [], ended: [DragGesture.Value] = []
        var offsetsSeen: [Point] = []
        let h = GestureHost()
        let drag = h.attach(
            DragGesture()
                .updating(offset) { value, state, _ in state = value.translation }
                .onChanged {
                    changed.append($0); offsetsSeen.append(offset.wrappedValue)
                }
                .onEnded { ended.append($0) })
        _ = Self.host([drag], host: h)
        var t = 0.0
        Self.stroke(h, from: Point(x: 100, y: 100), to: Point(x: 200, y: 150), at: &t)
        h.drainReports()
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { $0.startLocation == Point(x: 100, y: 100) })
        #expect(offsetsSeen.last == Point(x: 100, y: 50))
        #expect(ended.count == 1)
        #expect(ended.first?.location == Point(x: 200, y: 150))
        #expect(ended.first?.translation == Point(x: 100, y: 50))
        #expect(offset.wrappedValue == .zero)   // reset at the end
    }

    /// A drag follows the first finger's run; a second finger's drag on the same view is not
    /// its run, before or after the first ends: one onEnded, with the first finger's value.
    @Test func aDragEndsOnceForTheRunItFollowedWhenAnotherFingerLiftsLater() {
        var changed: [DragGesture.Value] = [], ended: [DragGesture.Value] = []
        let h = GestureHost()
        let drag = h.attach(
            DragGesture().onChanged { changed.append($0) }.onEnded { ended.append($0) })
        _ = Self.host([drag], host: h)
        var t = 0.0
        // Finger 1 drags; finger 2 goes down beside it and drags too; 1 lifts, then 2.
        h.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 0), at: 0)
        h.send(.touchDown(id: 2, Point(x: 300, y: 300), time: 0), at: 0)
        for k in 1 ... 10 {
            t += 10
            let d = Double(k) * 5
            h.send(.touchMotion(id: 1, Point(x: 50 + d, y: 50), time: UInt32(t)), at: t)
            h.send(.touchMotion(id: 2, Point(x: 300, y: 300 - d), time: UInt32(t)), at: t)
        }
        h.send(.touchUp(id: 1, time: UInt32(t)), at: t)
        t += 10
        h.send(.touchMotion(id: 2, Point(x: 300, y: 240), time: UInt32(t)), at: t)
        h.send(.touchUp(id: 2, time: UInt32(t)), at: t)
        h.drainReports()
        #expect(changed.allSatisfy { $0.startLocation == Point(x: 50, y: 50) })
        #expect(ended.count == 1, "\(ended.map(\.startLocation))")
        #expect(ended.first?.startLocation == Point(x: 50, y: 50))
        #expect(ended.first?.location == Point(x: 100, y: 50))
    }

    @Test func aCancelledDragResetsItsStateAndIsHeard() {
        let offset = GestureState(wrappedValue: 0.0)
        var reasons: [CancelReason] = [], ended = 0
        let h = GestureHost()
        let drag = h.attach(
            DragGesture()
                .updating(offset) { value, state, _ in state = value.translation.x }
                .onEnded { _ in ended += 1 }
                .onCancelled { reasons.append($0) })
        _ = Self.host([drag], host: h)
        var t = 0.0
        Self.stroke(h, from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), at: &t, lift: false)
        h.drainReports()
        #expect(offset.wrappedValue == 100)
        #expect(drag.isActive)
        h.send(.touchCancel, at: t + 10)
        h.drainReports()
        #expect(reasons == [.touchCancel])
        #expect(ended == 0)
        #expect(offset.wrappedValue == 0)
        #expect(!drag.isActive)
    }

    /// Two drags in one composition used to be told apart by kind only, which they share.
    @Test func theSameKindTwiceInOneCompositionWorks() {
        var values: [SimultaneousGesture<DragGesture, DragGesture>.Value] = []
        var ends = 0
        let h = GestureHost()
        let both = h.attach(
            DragGesture().simultaneously(with: DragGesture(direction: .horizontal))
                .onChanged { values.append($0) }
                .onEnded { _ in ends += 1 })
        _ = Self.host([both], host: h)
        var t = 0.0
        Self.stroke(h, from: Point(x: 100, y: 100), to: Point(x: 200, y: 104), at: &t)
        h.drainReports()
        #expect(values.contains { $0.first != nil && $0.second != nil })
        #expect(values.last?.first?.translation == Point(x: 100, y: 4))
        #expect(values.last?.second?.translation == Point(x: 100, y: 4))
        #expect(ends == 1)
    }

    /// SwiftUI's meaning: the long press ends at its minimum duration, the finger still down.
    @Test func aLongPressEndsAtItsMinimumDuration() {
        let pressing = GestureState(wrappedValue: false)
        var changed: [Bool] = [], endedAt: [Double] = []
        let h = GestureHost()
        let press = h.attach(
            LongPressGesture(minimumDuration: 0.3)
                .updating(pressing) { value, state, _ in state = value }
                .onChanged { changed.append($0) }
                .onEnded { _ in endedAt.append(h.now) })
        _ = Self.host([press], host: h)
        h.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 0), at: 0)
        h.drainReports()
        #expect(changed == [true])
        #expect(pressing.wrappedValue)
        h.advance(to: 300)
        h.drainReports()
        #expect(endedAt == [300])
        #expect(!pressing.wrappedValue)
        h.send(.touchUp(id: 1, time: 900), at: 900)
        h.drainReports()
        #expect(endedAt == [300])
    }

    /// SwiftUI's "long press, then drag": `.first` while pressing, `.second` once it fired,
    /// with the drag's value as it moves; the transient offset returns at the lift.
    @Test func aLongPressSequencedBeforeADragHasSwiftUIsJointValue() {
        typealias PressThenDrag = SequencedGesture<LongPressGesture, DragGesture>
        let offset = GestureState(wrappedValue: Point.zero)
        var steps: [String] = [], ended: [PressThenDrag.Value] = []
        let h = GestureHost()
        let g = h.attach(
            LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture(minimumDistance: 0))
                .updating(offset) { value, state, _ in
                    if case .second(true, let drag?) = value { state = drag.translation }
                }
                .onChanged { value in
                    switch value {
                    case .first: steps.append("first")
                    case .second(_, nil): steps.append("second")
                    case .second(_, _?): if steps.last != "dragging" { steps.append("dragging") }
                    }
                }
                .onEnded { ended.append($0) })
        _ = Self.host([g], host: h)
        h.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 0), at: 0)
        h.advance(to: 300)
        var t = 300.0
        for k in 1 ... 5 {
            t += 10
            h.send(.touchMotion(id: 1, Point(x: 50 + Double(k) * 10, y: 50), time: UInt32(t)), at: t)
        }
        h.drainReports()
        #expect(steps == ["first", "second", "dragging"])
        #expect(offset.wrappedValue == Point(x: 50, y: 0))
        h.send(.touchUp(id: 1, time: UInt32(t)), at: t)
        h.drainReports()
        #expect(ended.count == 1)
        if case .second(true, let drag?)? = ended.first {
            #expect(drag.translation == Point(x: 50, y: 0))
        } else {
            Issue.record("ended with \(String(describing: ended.first))")
        }
        #expect(offset.wrappedValue == .zero)
    }

    @Test func anExclusiveCompositionSaysWhichOneWon() {
        var won: [String] = []
        let h = GestureHost()
        let taps = h.attach(
            TapGesture(count: 2).exclusively(before: TapGesture())
                .onEnded { value in
                    switch value {
                    case .first(let v): won.append("double \(v.count)")
                    case .second(let v): won.append("single \(v.count)")
                    }
                })
        _ = Self.host([taps], host: h)
        func tap(at t: Double) {
            h.send(.touchDown(id: 1, Point(x: 50, y: 50), time: UInt32(t)), at: t)
            h.send(.touchUp(id: 1, time: UInt32(t + 40)), at: t + 40)
        }
        tap(at: 0); tap(at: 150)
        h.advance(to: 2000)
        tap(at: 3000)
        h.advance(to: 5000)
        h.drainReports()
        #expect(won == ["double 2", "single 1"])
    }

    /// One declaration attached to two hosts: a tap in each is not a double tap in either.
    @Test func oneDeclarationAttachedTwiceKeepsItsStatesApart() {
        var doubles = 0
        let doubleTap = TapGesture(count: 2).onEnded { _ in doubles += 1 }
        let a = GestureHost(), b = GestureHost()
        _ = Self.host([a.attach(doubleTap)], host: a)
        _ = Self.host([b.attach(doubleTap)], host: b)
        a.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 0), at: 0)
        a.send(.touchUp(id: 1, time: 40), at: 40)
        b.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 100), at: 100)
        b.send(.touchUp(id: 1, time: 140), at: 140)
        a.drainReports(); b.drainReports()
        #expect(doubles == 0)
        b.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 200), at: 200)
        b.send(.touchUp(id: 1, time: 240), at: 240)
        b.drainReports()
        #expect(doubles == 1)
    }

    @Test func magnifyAndRotateRunTogetherWithBothValues() {
        var last: SimultaneousGesture<MagnifyGesture, RotateGesture>.Value?
        var ended = 0
        let h = GestureHost()
        let g = h.attach(
            MagnifyGesture(minimumScaleDelta: 0).simultaneously(with: RotateGesture())
                .onChanged { last = $0 }
                .onEnded { _ in ended += 1 })
        _ = Self.host([g], host: h)
        // Two fingers 100 px apart turn a quarter and spread to 200 px about (200, 200).
        h.send(.touchDown(id: 1, Point(x: 150, y: 200), time: 0), at: 0)
        h.send(.touchDown(id: 2, Point(x: 250, y: 200), time: 0), at: 0)
        for k in 1 ... 10 {
            let a = Double(k) / 10 * .pi / 2, r = 50 + 5 * Double(k)
            let t = Double(k) * 10
            h.send(.touchMotion(id: 1, Point(x: 200 - r * cos(a), y: 200 - r * sin(a)), time: UInt32(t)), at: t)
            h.send(.touchMotion(id: 2, Point(x: 200 + r * cos(a), y: 200 + r * sin(a)), time: UInt32(t)), at: t)
        }
        h.drainReports()
        #expect(last?.first != nil && last?.second != nil)
        #expect((last?.first?.magnification ?? 0) > 1.5)
        #expect((last?.second?.rotation ?? 0) > 60)
        h.send(.touchUp(id: 1, time: 200), at: 200)
        h.send(.touchUp(id: 2, time: 200), at: 200)
        h.drainReports()
        #expect(ended == 1)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct TypedGestureRunTests {
    /// SwiftUI's meaning: measured from where the fingers went down, so the object stays under
    /// them (measured from where the pinch was recognized, 100 → 200 px read 1.333, and a 60°
    /// turn 58.3°).
    @Test func magnificationAndRotationAreMeasuredFromTheDown() {
        var magnification = 0.0, rotation = 0.0
        let h = GestureHost()
        let g = h.attach(
            MagnifyGesture().onEnded { magnification = $0.magnification }
                .simultaneously(with: RotateGesture().onEnded { rotation = $0.rotation }))
        _ = TypedGestureTests.host([g], host: h)
        h.send(.touchDown(id: 1, Point(x: 150, y: 200), time: 0), at: 0)
        h.send(.touchDown(id: 2, Point(x: 250, y: 200), time: 0), at: 0)
        for k in 1 ... 10 {
            let a = Double(k) / 10 * .pi / 3, r = 50 + 5 * Double(k), t = Double(k) * 10
            h.send(.touchMotion(id: 1, Point(x: 200 - r * cos(a), y: 200 - r * sin(a)), time: UInt32(t)), at: t)
            h.send(.touchMotion(id: 2, Point(x: 200 + r * cos(a), y: 200 + r * sin(a)), time: UInt32(t)), at: t)
        }
        h.send(.touchUp(id: 1, time: 110), at: 110)
        h.send(.touchUp(id: 2, time: 110), at: 110)
        h.drainReports()
        #expect(abs(magnification - 2) < 1e-9, "magnification \(magnification)")
        #expect(abs(rotation - 60) < 1e-9, "rotation \(rotation)")
    }

    /// A recognizer runs one drag per finger; the gesture follows the first, as SwiftUI's.
    @Test func aSecondFingerDoesNotTakeOverARunningDrag() {
        var translations: [Point] = [], cancels = 0, ends = 0
        let h = GestureHost()
        let drag = h.attach(
            DragGesture()
                .onChanged { translations.append($0.translation) }
                .onEnded { _ in ends += 1 }
                .onCancelled { _ in cancels += 1 })
        _ = TypedGestureTests.host([drag], host: h)
        h.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 0), at: 0)
        h.send(.touchMotion(id: 1, Point(x: 100, y: 50), time: 10), at: 10)
        h.send(.touchDown(id: 2, Point(x: 300, y: 300), time: 20), at: 20)
        h.send(.touchMotion(id: 2, Point(x: 300, y: 200), time: 30), at: 30)
        h.send(.touchMotion(id: 1, Point(x: 120, y: 50), time: 40), at: 40)
        h.drainReports()
        #expect(translations.allSatisfy { $0.y == 0 })
        #expect(translations.last == Point(x: 70, y: 0))
        h.send(.touchUp(id: 1, time: 50), at: 50)
        h.drainReports()
        #expect(ends == 1 && cancels == 0)
    }
}
