import ContentHost
import Drawing
import Gestures
import Testing

@testable import Gallery

/// The gallery claims its whole surface opaque: every pixel of every page is.
@Suite struct GalleryOpaqueRegionTests {
    @Test(arguments: [PageID.home, .touch, .recognizers, .hierarchy, .pointer])
    func everyPixelOfEveryPageIsOpaque(page: PageID) {
        let d = GalleryDriver(page: page)
        d.core.setScale(1.25)
        #expect(d.core.opaqueRegion == LogicalRect(x: 0, y: 0, width: 480, height: 800))
        let size = d.core.bufferSize
        let canvas = Canvas(width: size.width, height: size.height)
        _ = d.core.render(into: canvas, stale: nil)
        var translucent = 0
        for y in 0 ..< size.height {
            for x in 0 ..< size.width where canvas.pixel(x: x, y: y) >> 24 != 0xFF { translucent += 1 }
        }
        #expect(translucent == 0)
    }
}
