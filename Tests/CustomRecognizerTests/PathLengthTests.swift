import Gestures
import Testing

/// `PointerTable` keeps each pointer's state apart, and lets it go; each lift's value is the
/// recognizer's own type.
@Suite struct PathLengthTests {
    @Test func twoFingersKeepTheirOwnPaths() {
        let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
        var lengths: [PathLength.Value] = []
        view.gesture(PathLength().onEnded { lengths.append($0) })
        let host = GestureHost()
        host.root = view
        func frame(_ events: InputEvent..., at t: Double) {
            for ev in events { host.send(ev, at: t) }
            host.send(.touchFrame, at: t)
            host.drainReports()
        }
        for round in 0 ..< 3 {   // the table empties each round, and fills again
            let t = Double(round) * 1000
            frame(
                .touchDown(id: 1, Point(x: 10, y: 10), time: UInt32(t)),
                .touchDown(id: 2, Point(x: 200, y: 10), time: UInt32(t)), at: t)
            frame(
                .touchMotion(id: 1, Point(x: 40, y: 50), time: UInt32(t + 10)),
                .touchMotion(id: 2, Point(x: 200, y: 30), time: UInt32(t + 10)), at: t + 10)
            frame(.touchMotion(id: 1, Point(x: 40, y: 60), time: UInt32(t + 20)), at: t + 20)
            frame(.touchUp(id: 2, time: UInt32(t + 30)), at: t + 30)
            frame(.touchUp(id: 1, time: UInt32(t + 40)), at: t + 40)
        }
        #expect(lengths.count == 6)
        for (k, value) in lengths.enumerated() {
            #expect(value.sequence == (k % 2 == 0 ? .touch(2) : .touch(1)))
            #expect(value.length == (k % 2 == 0 ? 20 : 60))
        }
    }
}
