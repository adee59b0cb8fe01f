import ContentHost
import Decorations
import Drawing
import Gestures
import Testing

/// A decorated window claims the content's opaque part where the content sits, and nothing of
/// the shadow or the round corners: every pixel it claims is drawn opaque, at any scale.
@Suite struct DecoratedOpaqueRegionTests {
    /// Renders the window at `scale`; returns the claimed region and the pixels it covers
    /// that are not opaque, with one pixel just outside the window (in the shadow).
    func render(_ d: DecoratedWindowDriver, scale: Double) -> (region: LogicalRect?, translucent: Int, shadow: UInt32) {
        d.window.setScale(scale)
        let size = d.window.bufferSize
        let canvas = Canvas(width: size.width, height: size.height)
        _ = d.window.render(into: canvas, stale: nil)
        guard let region = d.window.opaqueRegion else { return (nil, 0, 0) }
        let r = BufferGeometry.rect(region, scale: scale)
        var translucent = 0
        for y in r.y ..< r.y + r.height {
            for x in r.x ..< r.x + r.width where canvas.pixel(x: x, y: y) >> 24 != 0xFF { translucent += 1 }
        }
        return (region, translucent, canvas.pixel(x: 2, y: size.height / 2))
    }

    @Test(arguments: [1.0, 1.25, 2.0])
    func aFloatingWindowClaimsItsContentInsideTheShadow(scale: Double) {
        let d = DecoratedWindowDriver()
        let (region, translucent, shadow) = render(d, scale: scale)
        // The content sits below the 32 px title bar inside the 12 px margin; a pixel kept off
        // each of its edges.
        #expect(region == LogicalRect(x: 13, y: 45, width: 398, height: 298))
        #expect(translucent == 0)
        #expect(shadow >> 24 != 0xFF, "the shadow is translucent: claiming the whole surface would be wrong")
    }

    @Test func serverSideDecorationsClaimTheContentAsItIs() {
        let d = DecoratedWindowDriver(mode: .server)
        let (region, translucent, _) = render(d, scale: 1)
        #expect(region == LogicalRect(x: 0, y: 0, width: 400, height: 332))
        #expect(translucent == 0)
    }

    @Test func aMaximizedWindowClaimsItsContent() {
        let d = DecoratedWindowDriver(states: [.activated, .maximized])
        let (region, translucent, _) = render(d, scale: 1.5)
        let r = try? #require(region)
        #expect(r?.x == 1 && (r?.y ?? 0) > 32)
        #expect(translucent == 0)
    }
}
