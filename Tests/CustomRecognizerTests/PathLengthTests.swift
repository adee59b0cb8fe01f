import Gestures
import Testing

/// `PointerTable` keeps each pointer's state apart, and lets it go.
@Suite struct PathLengthTests {
    @Test func twoFingersKeepTheirOwnPaths() {
        let e = GestureEngine()
        e.setRegions([
            GestureRegion(
                id: GestureRegionID(1), frame: GestureRect(x: 0, y: 0, width: 400, height: 400),
                gestures: [PathLength().makeRecognizer()])
        ])
        var out: [GestureEvent] = []
        func frame(_ events: InputEvent..., at t: Double) {
            for ev in events { e.handle(ev, at: t); out += e.events }
            e.handle(.touchFrame, at: t); out += e.events
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
        let lengths = out.filter { $0.kind == PathLength.kind }.map { ($0.sequence, $0.translation.x) }
        #expect(lengths.count == 6)
        for (k, (sequence, length)) in lengths.enumerated() {
            #expect(sequence == (k % 2 == 0 ? .touch(2) : .touch(1)))
            #expect(length == (k % 2 == 0 ? 20 : 60))
        }
    }
}
