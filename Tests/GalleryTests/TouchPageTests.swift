import Gestures
import Testing

@testable import Gallery

/// Touch enter/exit: the square lights while a touch that started anywhere is over it; grid
/// cells light while the one touch crosses them, enter and exit once per crossing.
@Suite struct TouchPageTests {
    @Test func theSquareLightsWhileATouchThatStartedElsewhereIsOverIt() {
        let d = GalleryDriver(page: .touch)
        let outside = Point(x: 60, y: 120)
        d.down(1, outside)
        #expect(d.shape("square").colour == .dark)
        d.drag(1, from: outside, to: d.centre("square"), steps: 8, interval: 0.016)
        #expect(d.shape("square").colour == .yellow)
        #expect(d.shape("square").counters == ["enter": 1, "exit": 0])
        d.drag(1, from: d.centre("square"), to: Point(x: 440, y: 120), steps: 8, interval: 0.016)
        #expect(d.shape("square").colour == .dark)
        #expect(d.shape("square").counters == ["enter": 1, "exit": 1])
        d.up(1)
        #expect(d.shape("square").counters == ["enter": 1, "exit": 1])
    }

    @Test func theSquareLightsFromTheDownOnAndGoesDarkAtLift() {
        let d = GalleryDriver(page: .touch)
        d.down(1, d.centre("square"))   // minimum distance 0: lit at once
        #expect(d.shape("square").colour == .yellow)
        d.advance(by: 0.05)
        d.up(1)
        #expect(d.shape("square").colour == .dark)
        #expect(d.shape("square").counters == ["enter": 1, "exit": 1])
    }

    @Test func gridCellsEnterAndExitOncePerCrossing() {
        let d = GalleryDriver(page: .touch)
        let a = d.centre("cell-1-0"), b = d.centre("cell-1-3")
        d.down(1, a)
        d.drag(1, from: a, to: b, steps: 30, interval: 0.016)
        for c in 0 ..< 3 {
            #expect(d.shape("cell-1-\(c)").counters == ["enter": 1, "exit": 1])
            #expect(d.shape("cell-1-\(c)").colour == .dark)
        }
        #expect(d.shape("cell-1-3").colour == .yellow)
        #expect(d.shape("cell-1-3").counters == ["enter": 1, "exit": 0])
        // Back across one cell: a second crossing is a second enter.
        d.drag(1, from: b, to: d.centre("cell-1-2"), steps: 10, interval: 0.016)
        #expect(d.shape("cell-1-2").counters == ["enter": 2, "exit": 1])
        d.up(1)   // exit at lift
        #expect(d.shape("cell-1-2").counters == ["enter": 2, "exit": 2])
        #expect(d.core.shapes.allSatisfy { $0.colour == .dark })
        // Untouched rows saw nothing.
        #expect(d.shape("cell-0-0").counters == ["enter": 0, "exit": 0])
    }

    @Test func aCancelledTouchExitsTheCellUnderIt() {
        let d = GalleryDriver(page: .touch)
        d.down(1, d.centre("cell-2-2"))
        #expect(d.shape("cell-2-2").colour == .yellow)
        d.advance(by: 0.016)
        d.cancel()
        #expect(d.shape("cell-2-2").colour == .dark)
        #expect(d.shape("cell-2-2").counters == ["enter": 1, "exit": 1])
    }
}
