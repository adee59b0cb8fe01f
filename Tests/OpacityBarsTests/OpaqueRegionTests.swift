import ContentHost
import Drawing
import Gestures
import Testing

@testable import OpacityBars

/// The Colours list claims its whole surface opaque (wl_surface.set_opaque_region): every pixel
/// of every frame must be, whatever the bars' opacity, the scroll or the scale.
@Suite struct OpaqueRegionTests {
    /// Pixels of a full frame of `app` that are not opaque.
    func translucentPixels(_ app: AppCore) -> Int {
        let size = app.bufferSize
        let canvas = Canvas(width: size.width, height: size.height)
        _ = app.render(into: canvas, stale: nil)
        var count = 0
        for y in 0 ..< size.height {
            for x in 0 ..< size.width where canvas.pixel(x: x, y: y) >> 24 != 0xFF { count += 1 }
        }
        return count
    }

    @Test func everyPixelOfTheClaimedRegionIsOpaque() {
        let d = Driver()
        #expect(d.app.opaqueRegion == LogicalRect(x: 0, y: 0, width: 480, height: 800))
        #expect(translucentPixels(d.app) == 0)
        // The first bar fully transparent (the checkerboard through it), hovered, focused.
        for _ in 0 ..< 10 { d.key(.right) }
        #expect(d.opacity("black") == 0)
        d.enter(100, 120)
        #expect(translucentPixels(d.app) == 0)
        // Scrolled, zoomed and at a fractional scale.
        d.key(.pageDown)
        d.app.setScale(1.25)
        d.app.configure(width: 333, height: 517)
        #expect(d.app.opaqueRegion == LogicalRect(x: 0, y: 0, width: 333, height: 517))
        #expect(translucentPixels(d.app) == 0)
    }
}
