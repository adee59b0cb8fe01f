import Testing

@testable import Gestures

#if canImport(Glibc)
import Glibc
#endif

@Suite struct TransientStateTests {
    @Test func followsItsGestureAndResetsAtTheEnd() {
        let d = Driver()
        var offset = TransientState(initial: 0.0)
        var seen: [Double] = []
        let a = ListFixture.point(row: 1, fx: 0.2), b = ListFixture.point(row: 3, fx: 0.2)
        d.down(1, a); d.down(2, b)
        for k in 1 ... 4 {
            d.send(.touchMotion(id: 1, Point(x: a.x + Double(k) * 10, y: a.y), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: b.x + Double(k) * 30, y: b.y), time: d.time))
            d.send(.touchFrame)
            for e in d.engine.reports where e.kind == .drag {
                offset.update(with: e) { v, e in v = e.translation.x }
            }
            seen.append(offset.value)
        }
        // Touch 2 (30 px a frame) passes the slop first: its drag owns the value.
        #expect(seen.map { $0.rounded() } == [30, 60, 90, 120])
        d.up(2)
        for e in d.engine.reports { offset.update(with: e) { v, e in v = e.translation.x } }
        #expect(offset.value == 0)
        #expect(offset.owner == nil)
        d.up(1)
        for e in d.engine.reports { offset.update(with: e) { v, e in v = e.translation.x } }
        #expect(offset.value == 0)
    }

    @Test func cancelledAlsoResets() {
        var s = TransientState(initial: "idle")
        let id = GestureID(rawValue: 7)
        func event(_ phase: GesturePhase, _ id: GestureID = id) -> GestureReport {
            GestureReport(kind: .drag, phase: phase, id: id, sequence: .pointer, source: .mouse, time: 0)
        }
        s.update(with: event(.began)) { v, _ in v = "dragging" }
        #expect(s.value == "dragging")
        #expect(!s.update(with: event(.changed, GestureID(rawValue: 8))) { v, _ in v = "other" })
        s.update(with: event(.cancelled)) { v, _ in v = "never" }
        #expect(s.value == "idle")
    }
}

@Suite struct RegionReplacementTests {
    @Test func aDragSurvivesARelayout() {
        let d = Driver()
        let p = ListFixture.point(row: 4, fx: 0.2)
        d.down(1, p)
        d.move(1, Point(x: p.x + 30, y: p.y))
        // Re-declare the regions with a row inserted before: ids keep meaning, indices move.
        var r = ListFixture.regions(rows: 14)
        r.insert(
            GestureRegion(
                id: GestureRegionID(99), parent: ListFixture.listID,
                frame: GestureRect(x: 0, y: 0, width: 1, height: 1), gestures: [TapRecognizer()]), at: 1)
        d.engine.setRegions(r)
        d.move(1, Point(x: p.x + 60, y: p.y))
        d.up(1)
        #expect(d.of(.drag).allSatisfy { $0.region == ListFixture.rowID(4) })
        #expect(d.lifecycle(.drag) == [.began, .changed, .ended])
    }

    @Test func declaringAParentAfterItsChildIsAClearError() async {
        // The precondition message names the region; here we only check the valid order works.
        let e = GestureEngine()
        e.setRegions(ListFixture.regions(rows: 2))
        #expect(e.declaredRegions.count == 3)
        #expect(e.hitTest(ListFixture.point(row: 1)) == ListFixture.rowID(1))
        #expect(e.hitTest(Point(x: 5, y: 5)) == nil)
    }
}

@Suite struct RotationTests {
    @Test func twoTouchesTurningReportRotationWithThePinch() {
        var regions = ListFixture.regions(rows: 14)
        regions[0].gestures = ListFixture.listRecognizers(rotation: true)
        let e = GestureEngine()
        e.setRegions(regions)
        e.setScrollExtent(max: 672, at: 0)
        let d = Driver(e)
        // Two touches 100 px apart vertically; spread them (pinch) while turning.
        let c = Point(x: 240, y: 400)
        d.down(1, Point(x: c.x, y: c.y - 50)); d.down(2, Point(x: c.x, y: c.y + 50))
        for k in 1 ... 6 {
            let r = 50 + Double(k) * 5
            let a = Double(k) * 0.05
            d.send(.touchMotion(id: 1, Point(x: c.x + r * sinA(a), y: c.y - r * cosA(a)), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: c.x - r * sinA(a), y: c.y + r * cosA(a)), time: d.time))
            d.send(.touchFrame)
        }
        let rot = d.of(.rotation)
        #expect(rot.first?.phase == .began)
        // The top finger moves right: clockwise on screen, positive. The pinch (and the
        // rotation with it) began at k = 2 (span change 19.4 > 18), so 0.3 − 0.1 rad since.
        #expect(abs((rot.last?.rotation ?? 0) - 0.2 * 180 / Double.pi) < 1e-6)
        d.up(1); d.up(2)
        #expect(d.of(.rotation).last?.phase == .ended)
        #expect(d.engine.activeGestureCount == 0)
    }

    func sinA(_ a: Double) -> Double { sin(a) }
    func cosA(_ a: Double) -> Double { cos(a) }
}
