import Testing

@testable import Gestures

/// Between inputs the engine polls only the recognizers it handed something and that still
/// run something: a row's recognizer is never polled for a touch on another row, and one
/// waiting on a deadline after its sequence ended is still advanced.
@Suite struct EngagedRecognizersTests {
    /// Joins every sequence, gives it up at the lift and then fires once, 100 ms later;
    /// counts how often the engine polls it at the end of a frame.
    final class Probe: GestureRecognizer {
        var kind: GestureKind { GestureKind("probe") }
        var frames = 0
        var deadline: Double?
        var fired: [Double] = []
        func join(_ sequence: SequenceHandle, region: RegionHandle, context: EngineContext) -> Bool { true }
        func sequenceLifted(_ sequence: SequenceHandle, context: EngineContext) {
            deadline = context.now + 100
            context.giveUp(sequence, by: self, reason: ExplainReason("probeLifted"))
        }
        func frameEnded(context: EngineContext) { frames += 1 }
        var nextDeadline: Double? { deadline }
        func advance(context: EngineContext) {
            fired.append(context.now)
            deadline = nil
        }
    }

    /// A list of 1 000 rows 100 px apart, each with a probe of its own.
    static func rows() -> (Driver, [Probe]) {
        let probes = (0 ..< 1_000).map { _ in Probe() }
        var regions = [
            GestureRegion(
                id: GestureRegionID(0), frame: GestureRect(x: 0, y: 0, width: 400, height: 100_000), gestures: [])
        ]
        for (i, probe) in probes.enumerated() {
            regions.append(
                GestureRegion(
                    id: GestureRegionID(i + 1), parent: GestureRegionID(0),
                    frame: GestureRect(x: 0, y: Double(i) * 100, width: 400, height: 80), gestures: [probe]))
        }
        let engine = GestureEngine()
        engine.setRegions(regions)
        return (Driver(engine), probes)
    }

    @Test func onlyTheTouchedRowIsPolled() {
        let (d, probes) = Self.rows()
        d.down(1, Point(x: 50, y: 510))
        d.drag(1, from: Point(x: 50, y: 510), to: Point(x: 90, y: 520), steps: 4)
        d.up(1)
        #expect(probes[5].frames == 6)   // the down's frame, four moves, the lift's frame
        #expect(probes.enumerated().allSatisfy { i, p in i == 5 || p.frames == 0 })
    }

    @Test func aDeadlineOutlivesItsSequence() {
        let (d, probes) = Self.rows()
        d.down(1, Point(x: 50, y: 710))
        d.up(1)
        let due = d.now + 100
        #expect(d.engine.nextDeadline == due)
        d.advance(by: 0.099)
        #expect(probes[7].fired.isEmpty)
        d.advance(by: 0.001)
        #expect(probes[7].fired == [due])
        #expect(d.engine.nextDeadline == nil)
        // Idle again, it is polled no more: a tap on another row leaves it alone.
        let frames = probes[7].frames
        d.down(2, Point(x: 50, y: 810))
        d.up(2)
        #expect(probes[7].frames == frames)
        #expect(probes[8].frames == 2)
    }

    /// Regions declared again while a probe waits on its deadline: it stays engaged (it is
    /// still declared) and fires on time.
    @Test func aDeadlineSurvivesRedeclaring() {
        let (d, probes) = Self.rows()
        d.down(1, Point(x: 50, y: 310))
        d.up(1)
        let due = d.now + 100
        d.engine.setRegions(d.engine.declaredRegions)
        #expect(d.engine.nextDeadline == due)
        d.advance(by: 0.1)
        #expect(probes[3].fired == [due])
    }
}
