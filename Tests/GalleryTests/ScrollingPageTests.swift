import Gestures
import Testing

@testable import Gallery

/// Nested scrolling: a pager of lists (the angle picks the scroller) and a list in a list
/// (the inner one hands the same drag and its fling on to the outer one), rows tappable
/// wherever they scrolled. At 480 × 800: the pager shows window y 64…352, the outer list
/// 360…792 (content 768, range 336), the inner list 472…672 in it (content 480, range 280).
@Suite struct ScrollingPageTests {
    /// Touch 0 from `a` to `b` in 10 steps 10 ms apart, held still 300 ms, lifted: no fling.
    static func drag(_ d: GalleryDriver, _ a: Point, _ b: Point) {
        d.down(a.x, a.y)
        d.drag(from: a, to: b)
        d.advance(by: 0.3)
        d.up()
    }

    static func offset(_ d: GalleryDriver, _ list: String) -> Double {
        (d.core.pages[.scrolling] as? ScrollingPage)?.offset(list) ?? -1
    }

    @Test func aSidewaysDragTurnsThePageAnUprightOneScrollsTheList() {
        let d = GalleryDriver(page: .scrolling)
        let row = d.shape("page-0-row-0").drawnFrame
        Self.drag(d, Point(x: 400, y: 200), Point(x: 100, y: 210))   // 30 px a step: 270 past the slop
        #expect(Self.offset(d, "pager") == 270)
        #expect(d.shape("page-1-row-0").drawnFrame.x == row.x + 448 - 270)
        #expect(d.shape("page-1-row-0").drawnFrame.y == row.y)   // its list did not scroll
        Self.drag(d, Point(x: 300, y: 300), Point(x: 290, y: 100))   // on page 1: 180 past the slop
        #expect(Self.offset(d, "pager") == 270)
        #expect(d.shape("page-1-row-4").drawnFrame.y == row.y + 4 * 56 - 180)
        #expect(d.core.shape("page-1-row-0") == nil)   // scrolled out of sight
    }

    @Test func theInnerListHandsTheSameDragToTheOuterOne() {
        let d = GalleryDriver(page: .scrolling)
        Self.drag(d, Point(x: 240, y: 650), Point(x: 240, y: 250))   // 360 past the slop
        #expect(Self.offset(d, "inner") == 280)
        #expect(Self.offset(d, "outer") == 80)
        #expect(d.shape("inner-row-9").drawnFrame.y == 546)   // 472 − 80 + 9 · 48 + 2 − 280
    }

    @Test func aFlingCarriesOnFromTheInnerListToTheOuterOne() {
        let d = GalleryDriver(page: .scrolling)
        d.down(240, 650)
        // 1000 px/s up: past the slop at the third step, the inner list at 70 when it lifts
        d.drag(from: Point(x: 240, y: 650), to: Point(x: 240, y: 550), steps: 10, interval: 0.01)
        d.up()
        #expect(d.core.isAnimating)
        d.advance(by: 5)
        #expect(!d.core.isAnimating)
        #expect(Self.offset(d, "inner") == 280)
        let outer = Self.offset(d, "outer")
        #expect(outer > 200 && outer < 312)   // the inner list still in sight
        #expect(d.shape("inner-row-9").drawnFrame.maxY == 670 - outer)   // 472 − outer + 9 · 48 + 2 + 44 − 280
    }

    @Test func rowsCountTheirTapsWhereverTheyScrolled() {
        let d = GalleryDriver(page: .scrolling)
        Self.drag(d, Point(x: 240, y: 660), Point(x: 240, y: 410))   // the inner list by 225
        #expect(Self.offset(d, "inner") == 225)
        let row = d.centre("inner-row-5")   // content y 242…286: window 489…533
        #expect(row.y == 511)
        d.tap(row)
        #expect(d.shape("inner-row-5").message == "taps 1")
        #expect(d.core.shapes.filter { !$0.counters.isEmpty }.count == 1)
    }
}
