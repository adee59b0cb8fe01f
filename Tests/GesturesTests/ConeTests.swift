import Testing

@testable import Gestures

#if canImport(Glibc)
import Glibc
#endif

@Suite struct ConeTests {
    /// Moves a touch on row 3 by `length` px at `degrees` from the horizontal (down-right).
    func run(degrees: Double, length: Double = 40, configure: (inout GestureConfiguration) -> Void = { _ in }) -> Driver
    {
        var c = GestureConfiguration.default
        configure(&c)
        let d = Driver(ListFixture.makeEngine(c))
        d.engine.setScrollOffset(300, at: 0)
        let p = ListFixture.point(row: 6)
        d.down(1, p)
        let r = degrees * Double.pi / 180
        d.drag(1, from: p, to: Point(x: p.x + length * cos(r), y: p.y - length * sin(r)), steps: 8)
        d.up(1)
        return d
    }

    @Test(arguments: [0.0, 10, 30, 39])
    func insideTheHorizontalConeIsADrag(degrees: Double) {
        let d = run(degrees: degrees)
        #expect(d.of(.drag).first?.phase == .began)
        #expect(d.of(.scroll).isEmpty)
    }

    @Test(arguments: [50.0, 60, 80, 90])
    func insideTheVerticalConeIsAScroll(degrees: Double) {
        let d = run(degrees: degrees)
        #expect(d.of(.scroll).first?.phase == .began)
        #expect(d.of(.drag).isEmpty)
    }

    @Test(arguments: [41.0, 45, 49])
    func betweenTheConesTheDeclaredPriorityWins(degrees: Double) {
        #expect(run(degrees: degrees).of(.scroll).first?.phase == .began)
        let h = run(degrees: degrees) { $0.tieGoesToVertical = false }
        #expect(h.of(.drag).first?.phase == .began)
        #expect(h.of(.scroll).isEmpty)
    }

    @Test func decidedOnceFromTheAccumulatedMovement() {
        // 30° at the slop, then straight down: still the drag (no per-axis race later).
        let d = Driver()
        let p = ListFixture.point(row: 2)
        d.down(1, p)
        d.move(1, Point(x: p.x + 19, y: p.y + 11))   // 21.95 px, 30°
        d.move(1, Point(x: p.x + 19, y: p.y + 200))
        d.up(1)
        #expect(d.lifecycle(.drag) == [.began, .changed, .ended])
        #expect(d.of(.scroll).isEmpty)
        let accepted = d.engine.explain.entries.first { $0.decision == .accepted }
        #expect(accepted?.reason == .horizontalCone)
        #expect(accepted?.description.contains("slop 20 passed at dx=19 dy=11, 30°") == true)
        #expect(accepted?.description.contains("inside the horizontal cone") == true)
    }

    @Test func scrollFollowsTheFingerWithoutAJump() {
        let d = Driver()
        d.engine.setScrollOffset(200, at: 0)
        let p = ListFixture.point(row: 5)
        d.down(1, p)
        d.move(1, Point(x: p.x, y: p.y - 25))   // past the slop: scroll begins here
        #expect(d.engine.scrollOffset == 200)   // no jump by the slop
        d.move(1, Point(x: p.x, y: p.y - 65))
        #expect(d.engine.scrollOffset == 240)   // 1:1 afterwards
        d.move(1, Point(x: p.x + 3, y: p.y - 45))
        #expect(d.engine.scrollOffset == 220)
        let changed = d.of(.scroll).filter { $0.phase == .changed }
        #expect(changed.map(\.scrollOffset) == [240, 220])
    }

    @Test func scrollIsClampedToTheBounds() {
        let d = Driver()
        let p = ListFixture.point(row: 2)
        d.down(1, p)
        d.drag(1, from: p, to: Point(x: p.x, y: p.y + 300), steps: 10, interval: 0.1)   // pulling down at the top
        #expect(d.engine.scrollOffset == 0)
        d.drag(1, from: Point(x: p.x, y: p.y + 300), to: Point(x: p.x, y: p.y - 2000), steps: 10, interval: 0.1)
        #expect(d.engine.scrollOffset == d.engine.maxScrollOffset)
        d.up(1)
        #expect(d.log.allSatisfy { $0.scrollOffset >= 0 && $0.scrollOffset <= d.engine.maxScrollOffset })
    }
}
