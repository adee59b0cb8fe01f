import Gestures
import Testing

@testable import OpacityBars

@Suite struct LayoutTests {
    let layout = ListLayout(
        viewportWidth: 480, viewportHeight: 800, rowHeight: 80, rowCount: 14,
        configuration: .default)

    @Test func firstBarMatchesDesignSnapshot() {
        #expect(layout.frame(ofRow: 0) == SceneRect(x: 16, y: 72, width: 448, height: 80))
        #expect(layout.frame(ofRow: 1).y == 172)
    }

    @Test func contentAndMaxScroll() {
        // 72 + 14×80 + 13×20 + 16
        #expect(layout.contentHeight == 1468)
        #expect(layout.maxScrollOffset == 668)
        var tall = layout
        tall.viewportHeight = 5000
        #expect(tall.maxScrollOffset == 0)
    }

    @Test func hitTesting() {
        #expect(layout.row(at: Point(x: 100, y: 100), scrollOffset: 0) == 0)
        #expect(layout.row(at: Point(x: 100, y: 160), scrollOffset: 0) == nil)   // gap
        #expect(layout.row(at: Point(x: 100, y: 30), scrollOffset: 0) == nil)   // header
        #expect(layout.row(at: Point(x: 10, y: 100), scrollOffset: 0) == nil)   // margin
        #expect(layout.row(at: Point(x: 470, y: 100), scrollOffset: 0) == nil)   // right margin
        #expect(layout.row(at: Point(x: 100, y: 100), scrollOffset: 100) == 1)
        #expect(layout.row(at: Point(x: 100, y: 750), scrollOffset: 668) == 13)
        #expect(layout.row(at: Point(x: .nan, y: 100), scrollOffset: 0) == nil)
    }

    @Test func opacityFromPoint() {
        #expect(layout.opacity(atX: 16) == 1)
        #expect(layout.opacity(atX: 464) == 0)
        #expect(layout.opacity(atX: 240) == 0.5)
        #expect(layout.opacity(atX: -50) == 1)
        #expect(layout.opacity(atX: 900) == 0)
        var narrow = layout
        narrow.viewportWidth = 20
        #expect(narrow.opacity(atX: 10) == nil)
    }

    @Test func zoomMapsContentPointsRowRelative() {
        // Middle of row 2 (content y 272 + 40) stays the middle of row 2.
        let y = layout.contentY(312, inLayoutWithRowHeight: 160)
        #expect(y == 72 + 2 * 180 + 80)
        // In the header: unchanged.
        #expect(layout.contentY(30, inLayoutWithRowHeight: 160) == 30)
    }

    @Test func revealKeepsRowBelowHeader() {
        #expect(layout.offset(revealing: 13, from: 0) == 668)
        #expect(layout.offset(revealing: 0, from: 668) == 0)
        #expect(layout.offset(revealing: 3, from: 0) == 0)
    }
}
