import AppTestSupport
import Drawing
import SceneFixtures
import Testing

@testable import OpacityBars

@Suite("Scene renderer: pixels")
struct SceneRendererPixelTests {
    let theme = RenderTheme.standard

    @Test func fullFrameShowsHeaderBackgroundAndOpaqueBars() {
        let c = SceneFixtures.fullRender(SceneFixtures.scene())
        #expect(c.width == 480 && c.height == 800)
        #expect(c.pixel(x: 470, y: 5) == theme.headerBackground.argb)
        #expect(c.pixel(x: 470, y: 55) == theme.headerSeparator.argb)
        #expect(c.pixel(x: 8, y: 100) == theme.background.argb)   // left margin
        #expect(c.pixel(x: 200, y: 160) == theme.background.argb)   // gap between rows 0 and 1
        // Opaque bars show their colour exactly, checker hidden (right half: no label there).
        #expect(c.pixel(x: 400, y: 73) == 0xFF00_0000)   // black
        #expect(c.pixel(x: 400, y: 273) == 0xFFFF_3B30)   // red
        #expect(c.pixel(x: 463, y: 351) == 0xFFFF_3B30)   // red's last pixel
        #expect(c.pixel(x: 464, y: 351) == theme.background.argb)
    }

    @Test func titleIsDrawnInTheHeader() {
        let c = SceneFixtures.fullRender(SceneFixtures.scene())
        var ink = 0
        for y in 0 ..< 54 { for x in 0 ..< 200 where c.pixel(x: x, y: y) != theme.headerBackground.argb { ink += 1 } }
        #expect(ink > 150)
    }

    @Test func barAtHalfOpacityBlendsOverTheCheckerboard() {
        var o = SceneFixtures.Options(); o.opacities = [2: 0.5]
        let c = SceneFixtures.fullRender(SceneFixtures.scene(o))
        let red = Color(red: 255, green: 59, blue: 48)
        let overLight = red.over(theme.checkerLight, opacity: 0.5).argb
        let overDark = red.over(theme.checkerDark, opacity: 0.5).argb
        // Red bar at (16, 272); the checker is anchored at its top-left corner.
        let x0 = 16 + 16 * 20, y0 = 272
        #expect(c.pixel(x: x0, y: y0) == overLight)
        #expect(c.pixel(x: x0 + 15, y: y0 + 15) == overLight)
        #expect(c.pixel(x: x0 + 16, y: y0) == overDark)
        #expect(c.pixel(x: x0, y: y0 + 16) == overDark)
        #expect(c.pixel(x: x0 + 16, y: y0 + 16) == overLight)
        #expect(overLight != overDark)
    }

    @Test func labelDrawsInkInsideTheLabelBoxOnly() {
        var o = SceneFixtures.Options(); o.opacities = [5: 0.3]
        let with = SceneFixtures.fullRender(SceneFixtures.scene(o))
        o.labels = false
        let without = SceneFixtures.fullRender(SceneFixtures.scene(o))
        // Row 5 (green) at y 572…652; the label box is its left part.
        var inside = 0, outside = 0
        for y in 56 ..< 800 {
            for x in 0 ..< 480 where with.pixel(x: x, y: y) != without.pixel(x: x, y: y) {
                if (572 ..< 652).contains(y) && (16 ..< 200).contains(x) {
                    inside += 1
                } else if (572 ..< 652).contains(y) {
                    outside += 1
                }
            }
        }
        #expect(inside > 200)
        #expect(outside == 0)
    }

    @Test func labelContrastFollowsTheBar() {
        // Black bar opaque → light text; black bar nearly transparent → dark text.
        func textPixels(_ opacity: Double) -> (light: Int, dark: Int) {
            var o = SceneFixtures.Options(); o.opacities = [0: opacity]
            let c = SceneFixtures.fullRender(SceneFixtures.scene(o))
            var light = 0, dark = 0
            for y in 72 ..< 152 {
                for x in 16 ..< 200 {
                    let p = c.pixel(x: x, y: y)
                    let lum = Color(argb: p).luminance
                    if lum > 0.9 { light += 1 } else if lum < 0.05 { dark += 1 }
                }
            }
            return (light, dark)
        }
        let opaque = textPixels(1), clear = textPixels(0.05)
        #expect(opaque.light > 50)
        #expect(clear.dark > 50)
    }

    @Test func hoverFocusHighlightAndDimChangePixels() {
        let base = SceneFixtures.fullRender(SceneFixtures.scene())
        var o = SceneFixtures.Options(); o.hover = [3: .outline]
        let hover = SceneFixtures.fullRender(SceneFixtures.scene(o))
        #expect(hover.pixel(x: 400, y: 372) == theme.hoverOutline.argb)   // orange top edge
        #expect(hover.pixel(x: 400, y: 380) == base.pixel(x: 400, y: 380))
        o.hover = [3: .superOutline]
        let superHover = SceneFixtures.fullRender(SceneFixtures.scene(o))
        #expect(superHover.pixel(x: 400, y: 372) == theme.superOutline.argb)
        o = SceneFixtures.Options(); o.dimmed = [3]
        let dim = SceneFixtures.fullRender(SceneFixtures.scene(o))
        #expect(dim.pixel(x: 400, y: 380) == Color(red: 255, green: 149, blue: 0).darkened(by: theme.dimAmount).argb)
        o = SceneFixtures.Options(); o.focused = 3
        let focus = SceneFixtures.fullRender(SceneFixtures.scene(o))
        #expect(focus.pixel(x: 400, y: 372 - 4) == theme.focusRing.argb)   // ring outside the bar
        #expect(focus.pixel(x: 400, y: 380) == base.pixel(x: 400, y: 380))
        o = SceneFixtures.Options(); o.highlighted = [3]
        let highlight = SceneFixtures.fullRender(SceneFixtures.scene(o))
        #expect(highlight.pixel(x: 400, y: 373) != base.pixel(x: 400, y: 373))
    }

    @Test func scrollIndicatorIsDrawn() {
        let c = SceneFixtures.fullRender(SceneFixtures.scene())
        #expect(c.pixel(x: 475, y: 60) != theme.background.argb)
        #expect(c.pixel(x: 479, y: 60) == theme.background.argb)
    }

    @Test func scaleTwoIsTwiceAsLargeAndCrisp() {
        var o = SceneFixtures.Options(); o.scale = 2; o.opacities = [2: 0.5]
        let c = SceneFixtures.fullRender(SceneFixtures.scene(o))
        #expect(c.width == 960 && c.height == 1600)
        let red = Color(red: 255, green: 59, blue: 48)
        let overLight = red.over(theme.checkerLight, opacity: 0.5).argb
        let overDark = red.over(theme.checkerDark, opacity: 0.5).argb
        // Red bar at (32, 544); checker squares are 32 buffer px.
        let x0 = 32 + 32 * 20
        #expect(c.pixel(x: x0, y: 544) == overLight)
        #expect(c.pixel(x: x0 + 31, y: 544 + 31) == overLight)
        #expect(c.pixel(x: x0 + 32, y: 544) == overDark)
        // Edges are hard: no blended pixel between the margin and the bar.
        #expect(c.pixel(x: 31, y: 600) == theme.background.argb)
        #expect(c.pixel(x: 927, y: 600) != theme.background.argb)
        #expect(c.pixel(x: 928, y: 600) == theme.background.argb)
        #expect(c.pixel(x: 500, y: 543) == theme.background.argb)
        // Text is drawn at twice the size: the label's ink is about twice as tall.
        let one = SceneFixtures.fullRender(SceneFixtures.scene())
        func inkHeight(_ c: Canvas, _ rows: Range<Int>, _ cols: Range<Int>) -> Int {
            let bg = c.pixel(x: cols.upperBound + 40, y: rows.lowerBound + 2)
            let box = PixelRect(x: cols.lowerBound, y: rows.lowerBound, width: cols.count, height: rows.count)
            return c.ink(in: box, besides: bg)?.height ?? 0
        }
        // Row 4 (yellow, opaque): label left part only, skipping the pill edges.
        let h1 = inkHeight(one, 472 ..< 552, 36 ..< 90)
        let h2 = inkHeight(c, 944 ..< 1104, 72 ..< 180)
        #expect(h1 > 8)
        #expect(abs(h2 - 2 * h1) <= 3)
    }

    @Test func fractionalScaleFillsEveryPixel() {
        var o = SceneFixtures.Options(); o.scale = 1.25; o.opacities = [1: 0.2]
        let s = SceneFixtures.scene(o)
        let c = SceneFixtures.fullRender(s)
        #expect(c.width == 600 && c.height == 1000)
        for y in stride(from: 0, to: 1000, by: 3) {
            for x in stride(from: 0, to: 600, by: 7) { #expect(c.pixel(x: x, y: y) >> 24 == 0xFF) }
        }
        #expect(
            c.pixel(x: 20, y: 215) == Color(red: 142, green: 142, blue: 147).over(theme.checkerLight, opacity: 0.2).argb
        )
    }
}

@Suite("Scene renderer: shm-like memory")
struct SceneRendererStrideTests {
    @Test func paddedStrideRendersTheSamePixels() {
        let scene = SceneFixtures.scene()
        let w = 480, h = 800, stride = w * 4 + 64
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * h, alignment: 64)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0xAB, count: stride * h)
        let wrapped = Canvas(wrapping: memory, width: w, height: h, stride: stride)
        var renderer = SceneRenderer()
        _ = renderer.render(scene, into: wrapped, stale: nil)
        #expect(wrapped.firstDifference(from: SceneFixtures.fullRender(scene)) == nil)
        // The padding after each row is never written.
        for y in [0, 399, 799] {
            #expect(memory.load(fromByteOffset: y * stride + w * 4, as: UInt32.self) == 0xABAB_ABAB)
        }
    }
}

@Suite("Scene renderer: odd sizes")
struct SceneRendererOddSizeTests {
    @Test(arguments: [(1, 1, 1.0), (20, 30, 1.0), (31, 900, 1.0), (480, 60, 2.0), (7, 7, 3.0), (300, 200, 0.5)])
    func tinyAndOddWindowsRenderCompletely(width: Int, height: Int, scale: Double) {
        var o = SceneFixtures.Options()
        o.width = width; o.height = height; o.scale = scale; o.focused = 0; o.hover = [0: .outline]
        let s = SceneFixtures.scene(o)
        let c = SceneFixtures.canvas(for: s)
        var r = SceneRenderer()
        let damage = r.render(s, into: c, stale: nil)
        #expect(damage == Region(c.bounds))
        // Every pixel is written and opaque.
        for y in 0 ..< c.height { for x in 0 ..< c.width { #expect(c.pixel(x: x, y: y) >> 24 == 0xFF) } }
        o.opacities = [0: 0.5]
        let s2 = SceneFixtures.scene(o)
        _ = r.render(s2, into: c, stale: .empty)
        #expect(c.firstDifference(from: SceneFixtures.fullRender(s2)) == nil)
    }
}
