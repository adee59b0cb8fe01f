import Foundation
import Gallery
import Testing

extension LiveSuite {
    /// The gallery's scrolling page on real sway headless, driven by wl-inject's virtual
    /// pointer: a drag on the inner list runs past its edge into the outer list, a sideways
    /// drag turns the pager, the wheel over the inner list at its edge scrolls the outer one;
    /// replay of the trace the live app printed ends in the same state.
    ///
    /// At 800 × 600 the outer list shows window y 280…592 (content 768: range 456), the inner
    /// list sits at its content y 112 (200 high, content 480: range 280), the pager's pages are
    /// 768 wide. Offsets are read back from rows that show whole: outer row 3 at content y 324
    /// of the outer list, inner row 10 at content y 434 of the inner one.
    @Suite("Gallery scrolling page")
    struct GalleryScrollingLiveTests {
        static func outerOffset(_ state: GallerySnapshot) throws -> Double {
            280 + 324 - (try state.shape("outer-row-2").y)
        }
        static func innerOffset(_ state: GallerySnapshot, outer: Double) throws -> Double {
            280 + 112 - outer + 434 - (try state.shape("inner-row-9").y)
        }

        @Test func theInnerListHandsTheDragAndTheWheelToTheOuterOne() throws {
            let s = try GallerySession(test: "gallery-scrolling", appEnvironment: ["WAYLAND_DEBUG": "client"])
            var state = try s.open(.scrolling)

            // A drag up from the inner list's bottom: it runs to its edge, the rest scrolls the outer list.
            try s.play(Script.drag(from: 400, 580, to: 400, 180, holdMS: 200), settle: 400)
            state = try s.snapshot("chained")
            let outer = try Self.outerOffset(state)
            #expect(try Self.innerOffset(state, outer: outer) == 280)
            #expect(outer > 50 && outer < 456, "outer offset \(outer)")

            // A sideways drag on the pager turns it (its first page's rows are cut on the left);
            // its lists stay where they were.
            let row = try state.shape("page-0-row-0")
            try s.play(Script.drag(from: 700, 150, to: 300, 155, holdMS: 200), settle: 400)
            state = try s.snapshot("paged")
            let moved = try state.shape("page-0-row-0")
            let pager = (row.x + row.width) - (moved.x + moved.width)
            #expect(pager > 200, "the pager moved by \(pager)")
            #expect(moved.y == row.y)

            // The wheel over the inner list, at its edge: the outer list takes it.
            try s.play("motion 400 \(try state.centre("inner-row-9").y)\nframe\n" + Script.wheel(notches: 1))
            state = try s.snapshot("wheeled")
            #expect(try Self.outerOffset(state) > outer)
            #expect(try Self.innerOffset(state, outer: try Self.outerOffset(state)) == 280)

            let live = state
            #expect(try s.finish() == 0)
            try GalleryPopupLiveTests.expectReplayAgrees(with: live, s)
        }
    }
}
