import Testing

@testable import Drawing

@Suite("Canvas fills")
struct CanvasFillTests {
    @Test func fillIsExactAndClipped() {
        let c = Canvas(width: 40, height: 30)
        c.fill(c.bounds, color: Color(argb: 0xFF11_2233))
        c.fill(
            PixelRect(x: 5, y: 5, width: 100, height: 10), color: Color(red: 200, green: 10, blue: 0),
            clip: PixelRect(x: 0, y: 0, width: 20, height: 12))
        #expect(c.pixel(x: 0, y: 0) == 0xFF11_2233)
        #expect(c.pixel(x: 5, y: 5) == 0xFFC8_0A00)
        #expect(c.pixel(x: 19, y: 11) == 0xFFC8_0A00)
        #expect(c.pixel(x: 20, y: 11) == 0xFF11_2233)   // right of the clip
        #expect(c.pixel(x: 19, y: 12) == 0xFF11_2233)   // below the clip
        #expect(c.pixel(x: 4, y: 5) == 0xFF11_2233)
    }

    @Test func newCanvasIsTransparent() {
        let c = Canvas(width: 3, height: 2)
        #expect(c.pixel(x: 2, y: 1) == 0)
    }

    @Test func blendHalfBlackOverWhite() {
        let c = Canvas(width: 4, height: 4)
        c.fill(c.bounds, color: .white)
        c.blend(c.bounds, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        let p = c.pixel(x: 1, y: 1)
        #expect(p >> 24 == 0xFF)
        #expect(abs(Int(p & 0xFF) - 127) <= 1)
    }

    /// More colours than the canvas keeps solid images for: each still blends as it does on a
    /// canvas of its own, the first time and again after the oldest were replaced.
    @Test func blendingManyColoursGivesEachItsOwnPixels() {
        let colours = (0 ..< 80).map { Color(red: UInt8($0 * 3), green: 40, blue: UInt8(255 - $0), alpha: 0.5) }
        let c = Canvas(width: colours.count, height: 2)
        c.fill(c.bounds, color: .white)
        for (x, colour) in colours.enumerated() { c.blend(PixelRect(x: x, y: 0, width: 1, height: 1), color: colour) }
        for (x, colour) in colours.enumerated().reversed() {
            c.blend(PixelRect(x: x, y: 1, width: 1, height: 1), color: colour)
        }
        for (x, colour) in colours.enumerated() {
            let alone = Canvas(width: 1, height: 1)
            alone.fill(alone.bounds, color: .white)
            alone.blend(alone.bounds, color: colour)
            #expect(c.pixel(x: x, y: 0) == alone.pixel(x: 0, y: 0), "colour \(x)")
            #expect(c.pixel(x: x, y: 1) == alone.pixel(x: 0, y: 0), "colour \(x), again")
        }
    }

    @Test func checkerboardSquares() {
        let c = Canvas(width: 64, height: 48)
        let light = Color(argb: 0xFFFF_FFFF), dark = Color(argb: 0xFFCC_CCCC)
        c.checkerboard(c.bounds, cell: 16, light: light, dark: dark)
        #expect(c.pixel(x: 0, y: 0) == light.argb)
        #expect(c.pixel(x: 15, y: 15) == light.argb)
        #expect(c.pixel(x: 16, y: 0) == dark.argb)
        #expect(c.pixel(x: 0, y: 16) == dark.argb)
        #expect(c.pixel(x: 16, y: 16) == light.argb)
        #expect(c.pixel(x: 47, y: 40) == light.argb)   // cell (2, 2)
    }

    @Test func barAtHalfOpacityBlendsOverBothSquares() {
        let c = Canvas(width: 100, height: 40)
        let bg = Color(argb: 0xFF20_2020)
        let light = Color(argb: 0xFFFF_FFFF), dark = Color(argb: 0xFFCC_CCCC)
        let red = Color(red: 255, green: 59, blue: 48)
        let bar = PixelRect(x: 10, y: 4, width: 64, height: 32)
        let fill = CheckeredFill(color: red, opacity: 0.5, cell: 16, light: light, dark: dark)
        c.fillCheckered(bar: bar, fill: fill, background: bg, rows: c.bounds)
        // Over a light square: round(255·0.5 + 255·0.5) etc.
        let overLight: UInt32 = 0xFF00_0000 | 255 << 16 | 157 << 8 | 152
        // Over a dark square (0xCC = 204): round(127.5+102), round(29.5+102), round(24+102)
        let overDark: UInt32 = 0xFF00_0000 | 230 << 16 | 132 << 8 | 126
        #expect(c.pixel(x: 10, y: 4) == overLight)
        #expect(c.pixel(x: 26, y: 4) == overDark)
        #expect(c.pixel(x: 10, y: 20) == overDark)
        #expect(c.pixel(x: 73, y: 35) == overLight)   // cell (3, 1): odd + odd = light
        #expect(c.pixel(x: 9, y: 4) == bg.argb)
        #expect(c.pixel(x: 74, y: 4) == bg.argb)
        #expect(c.pixel(x: 10, y: 3) == bg.argb)
        #expect(c.pixel(x: 10, y: 36) == bg.argb)
    }

    @Test func opaqueAndTransparentBarsAreExact() {
        let c = Canvas(width: 40, height: 20)
        let light = Color.white, dark = Color(argb: 0xFFCC_CCCC)
        let blue = Color(red: 0, green: 122, blue: 255)
        c.fillCheckered(
            bar: c.bounds,
            fill: CheckeredFill(
                color: blue, opacity: 1, cell: 16,
                light: light, dark: dark),
            background: .black, rows: c.bounds)
        #expect(c.pixel(x: 0, y: 0) == blue.argb && c.pixel(x: 17, y: 0) == blue.argb)
        c.fillCheckered(
            bar: c.bounds,
            fill: CheckeredFill(
                color: blue, opacity: 0, cell: 16,
                light: light, dark: dark),
            background: .black, rows: c.bounds)
        #expect(c.pixel(x: 0, y: 0) == light.argb && c.pixel(x: 17, y: 0) == dark.argb)
    }

    @Test func clippedCheckeredFillMatchesFullFill() {
        let full = Canvas(width: 90, height: 60), part = Canvas(width: 90, height: 60)
        let fill = CheckeredFill(
            color: Color(red: 52, green: 199, blue: 89), opacity: 0.37, cell: 7,
            light: .white, dark: Color(argb: 0xFFCC_CCCC), dim: 0.4)
        let bar = PixelRect(x: 3, y: 5, width: 80, height: 50)
        full.fillCheckered(bar: bar, fill: fill, background: .black, rows: full.bounds)
        part.fill(part.bounds, color: .black)
        part.fillCheckered(
            bar: bar, fill: fill, background: .black, rows: part.bounds,
            clip: PixelRect(x: 20, y: 11, width: 33, height: 17))
        part.fillCheckered(
            bar: bar, fill: fill, background: .black, rows: part.bounds,
            clip: PixelRect(x: 0, y: 0, width: 90, height: 11))
        part.fillCheckered(
            bar: bar, fill: fill, background: .black, rows: part.bounds,
            clip: PixelRect(x: 0, y: 11, width: 20, height: 49))
        part.fillCheckered(
            bar: bar, fill: fill, background: .black, rows: part.bounds,
            clip: PixelRect(x: 20, y: 28, width: 70, height: 32))
        part.fillCheckered(
            bar: bar, fill: fill, background: .black, rows: part.bounds,
            clip: PixelRect(x: 53, y: 11, width: 37, height: 17))
        #expect(part.firstDifference(from: full) == nil)
    }

    @Test func strokeRectDrawsOnlyTheBorder() {
        let c = Canvas(width: 30, height: 30)
        c.fill(c.bounds, color: .white)
        c.strokeRect(PixelRect(x: 5, y: 5, width: 20, height: 20), thickness: 2, color: .black)
        #expect(c.pixel(x: 5, y: 5) == Color.black.argb)
        #expect(c.pixel(x: 6, y: 15) == Color.black.argb)
        #expect(c.pixel(x: 24, y: 24) == Color.black.argb)
        #expect(c.pixel(x: 7, y: 7) == Color.white.argb)
        #expect(c.pixel(x: 4, y: 5) == Color.white.argb)
        #expect(c.pixel(x: 25, y: 25) == Color.white.argb)
    }

    @Test func wrappingCanvasWritesIntoTheGivenMemoryWithStride() {
        let w = 5, h = 3, stride = 32
        let mem = UnsafeMutableRawPointer.allocate(byteCount: stride * h, alignment: 16)
        defer { mem.deallocate() }
        mem.initializeMemory(as: UInt8.self, repeating: 0, count: stride * h)
        let c = Canvas(wrapping: mem, width: w, height: h, stride: stride)
        c.fill(PixelRect(x: 1, y: 2, width: 1, height: 1), color: Color(argb: 0xFFAB_CDEF))
        #expect(mem.load(fromByteOffset: 2 * stride + 4, as: UInt32.self) == 0xFFAB_CDEF)
        #expect(mem.load(fromByteOffset: 2 * stride + 8, as: UInt32.self) == 0)
    }

    @Test func colorOverFormula() {
        let c = Color(red: 255, green: 0, blue: 100).over(Color(red: 0, green: 0, blue: 0), opacity: 0.25)
        #expect(c.argb == 0xFF00_0000 | 64 << 16 | 0 << 8 | 25)
        #expect(Color(red: 10, green: 20, blue: 30, alpha: 1).argb == 0xFF0A_141E)
        #expect(Color.white.luminance > 0.99 && Color.black.luminance == 0)
    }
}
