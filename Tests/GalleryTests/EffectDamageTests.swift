import Drawing
import Gestures
import Testing

@testable import Gallery

/// A frame whose only changes are hover effects repaints only where they were and are, and
/// leaves exactly the pixels a full repaint of the same state gives.
@Suite struct EffectDamageTests {
    /// Renders the driver's state whole into a fresh canvas.
    static func full(_ d: GalleryDriver) -> Canvas {
        let c = Canvas(width: d.core.bufferSize.width, height: d.core.bufferSize.height)
        _ = d.core.render(into: c, stale: nil)
        return c
    }

    /// Steps the effect on `name` in and out, comparing after each step: the partial frame
    /// into the kept canvas against a full one, every pixel.
    func check(_ name: String, scale: Double = 1) throws {
        let d = GalleryDriver(page: .pointer)
        d.core.setScale(scale)
        let kept = Canvas(width: d.core.bufferSize.width, height: d.core.bufferSize.height)
        d.enter(Point(x: 440, y: 600))
        _ = d.core.render(into: kept, stale: nil)
        let c = d.centre(name)
        var partial = 0, frames = 0
        for step in 0 ..< 24 {
            let shapes = d.core.shapes
            if step == 0 { d.pointer(c) }
            if step == 6 { d.pointer(Point(x: c.x + 20, y: c.y + 10)) }   // the parallax follows
            if step == 14 { d.pointer(Point(x: 440, y: 600)) }   // out again
            d.advance(by: 0.016)
            #expect(d.core.needsRedraw || step > 20, "\(name) step \(step): no redraw while the effect moves")
            let damage = d.core.render(into: kept, stale: Region())
            // Entering or leaving a shape view changes its frame's colour: that frame is whole.
            if d.core.shapes == shapes {
                #expect(damage.area < kept.width * kept.height / 4, "\(name) step \(step): \(damage) is not partial")
                partial += damage.area
                frames += 1
            }
            let whole = Self.full(d)
            if let diff = kept.firstDifference(from: whole) {
                Issue.record("\(name) at scale \(scale), step \(step): pixel \(diff) differs from a full repaint")
                return
            }
        }
        print(
            "effect damage \(name) ×\(scale): \(frames) partial frames, \(partial / max(1, frames)) px each on "
                + "average, a full one \(kept.width * kept.height)"
        )
    }

    @Test(arguments: ["shape-1", "shape-2", "shape-3", "shape-4", "effect-highlight", "effect-custom"])
    func aPartialRepaintEqualsAFullOne(name: String) throws {
        try check(name)
        try check(name, scale: 2)
    }

    /// A frame with a shape changed is drawn whole; one with nothing changed draws nothing.
    @Test func otherChangesRepaintEverythingAndNoChangeNothing() {
        let d = GalleryDriver(page: .pointer)
        let kept = Canvas(width: 480, height: 800)
        _ = d.core.render(into: kept, stale: nil)
        #expect(d.core.render(into: kept, stale: Region()).isEmpty)
        #expect(!d.core.needsRedraw)
        d.enter(d.centre("shape-1"))   // the frame turns teal: a shape changed
        #expect(d.core.render(into: kept, stale: Region()) == Region(kept.bounds))
        d.advance(by: 0.4)
        _ = d.core.render(into: kept, stale: Region())
        #expect(d.core.render(into: kept, stale: Region()).isEmpty)
    }
}
