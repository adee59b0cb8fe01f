import Testing

@testable import Gestures

/// `eachRun(began:)`: every run of a gesture followed, each with a value of its own from its
/// first value to its end.
@Suite struct RunGestureTests {
    typealias T = TypedGestureTests

    /// Two fingers drag in one region at once: two runs of one recognizer. Each carries the
    /// x it began at to its own end; a plain gesture follows only the first.
    @Test func twoRunsAtOnceEachCarryTheirOwnValue() {
        let h = GestureHost()
        var ends: [(began: Double, ended: Double)] = [], changes = 0
        let runs = h.attach(
            DragGesture(direction: .horizontal)
                .eachRun { $0.startLocation.x }
                .onChanged { _, _ in changes += 1 }
                .onEnded { value, began in ends.append((began, value.location.x)) })
        _ = T.host([runs], host: h)
        Self.twoFingers(h, lift: false)
        #expect((runs.instance as? RunGesture<DragGesture, Double>.Instance)?.runCount == 2)
        #expect(runs.isActive)
        Self.twoFingers(h, lift: true)
        #expect(ends.map(\.began) == [50, 100])
        #expect(ends.map(\.ended) == [250, 200])
        #expect(changes > 10)
        #expect((runs.instance as? RunGesture<DragGesture, Double>.Instance)?.runCount == 0)
        #expect(!runs.isActive)

        let plainHost = GestureHost()
        var plainStarts: Set<Double> = []
        let plain = plainHost.attach(
            DragGesture(direction: .horizontal).onChanged { plainStarts.insert($0.startLocation.x) })
        _ = T.host([plain], host: plainHost)
        Self.twoFingers(plainHost, lift: false)
        #expect(plainStarts.count == 1)
    }

    /// Two fingers, at (100, 100) and (50, 300), move right 100 and 200 px in 10 steps; or
    /// they lift, the second first.
    static func twoFingers(_ h: GestureHost, lift: Bool) {
        var t = 0.0
        if lift {
            t = 100
            h.send(.touchUp(id: 2, time: UInt32(t)), at: t)
            h.send(.touchUp(id: 1, time: UInt32(t)), at: t)
            h.drainReports()
            return
        }
        h.send(.touchDown(id: 1, Point(x: 100, y: 100), time: 0), at: t)
        h.send(.touchDown(id: 2, Point(x: 50, y: 300), time: 0), at: t)
        for k in 1 ... 10 {
            t += 10
            h.send(.touchMotion(id: 1, Point(x: 100 + Double(k) * 10, y: 100), time: UInt32(t)), at: t)
            h.send(.touchMotion(id: 2, Point(x: 50 + Double(k) * 20, y: 300), time: UInt32(t)), at: t)
        }
        h.drainReports()
    }

    /// A cancelled run hands its value and the time of the cancel; a run that never began is
    /// not cancelled.
    @Test func aCancelledRunHasItsValueAndTheCancelsTime() {
        let h = GestureHost()
        var cancels: [(Cancellation, Point)] = [], ended = 0
        let runs = h.attach(
            DragGesture()
                .eachRun { $0.startLocation }
                .onEnded { _, _ in ended += 1 }
                .onCancelled { cancel, start in cancels.append((cancel, start)) })
        _ = T.host([runs], host: h)
        var t = 0.0
        T.stroke(h, from: Point(x: 100, y: 100), to: Point(x: 200, y: 150), at: &t, lift: false)
        h.send(.touchCancel, at: 250)
        h.drainReports()
        #expect(cancels.count == 1)
        #expect(cancels.first?.0 == Cancellation(reason: .touchCancel, time: GestureTime(milliseconds: 250)))
        #expect(cancels.first?.1 == Point(x: 100, y: 100))
        #expect(ended == 0)
        #expect(!runs.isActive)
        // A touch that never moved past the slop: no run, nothing to cancel.
        h.send(.touchDown(id: 3, Point(x: 100, y: 100), time: 300), at: 300)
        h.send(.touchCancel, at: 310)
        h.drainReports()
        #expect(cancels.count == 1)
    }

    /// A discrete gesture's one value begins its run and ends it.
    @Test func aTapBeginsAndEndsItsRunWithItsOneValue() {
        let h = GestureHost()
        var log: [String] = []
        let tap = h.attach(
            TapGesture()
                .eachRun { value in
                    log.append("began")
                    return value.location.x
                }
                .onChanged { _, _ in log.append("changed") }
                .onEnded { value, x in log.append("ended \(value.count) at \(value.time), x \(x)") })
        _ = T.host([tap], host: h)
        h.send(.touchDown(id: 1, Point(x: 120, y: 100), time: 0), at: 0)
        h.send(.touchUp(id: 1, time: 40), at: 40)
        h.drainReports()
        #expect(log == ["began", "ended 1 at 40.0 ms, x 120.0"])
    }
}
