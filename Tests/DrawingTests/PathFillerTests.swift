import Drawing
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite struct PathFillerTests {
    static let ink = Color(argb: 0xFF20_4080)

    /// The canvas's alpha summed over every pixel, in pixels of full coverage.
    static func coveredArea(_ c: Canvas) -> Double {
        var sum = 0.0
        for y in 0 ..< c.height {
            for x in 0 ..< c.width { sum += Double(c.pixel(x: x, y: y) >> 24) / 255 }
        }
        return sum
    }

    @Test func aSquareOnThePixelGridCoversItsPixelsExactly() {
        let c = Canvas(width: 20, height: 20), f = PathFiller()
        f.move(to: 4, 4); f.line(to: 12, 4); f.line(to: 12, 10); f.line(to: 4, 10); f.close()
        f.fill(into: c, color: Self.ink)
        for y in 0 ..< 20 {
            for x in 0 ..< 20 {
                let inside = (4 ..< 12).contains(x) && (4 ..< 10).contains(y)
                #expect(c.pixel(x: x, y: y) == (inside ? Self.ink.argb : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func aHalfPixelEdgeIsHalfCovered() {
        let c = Canvas(width: 10, height: 4), f = PathFiller()
        f.move(to: 2, 0); f.line(to: 5.5, 0); f.line(to: 5.5, 4); f.line(to: 2, 4); f.close()
        f.fill(into: c, color: Color(argb: 0xFFFF_FFFF))
        #expect(c.pixel(x: 4, y: 1) == 0xFFFF_FFFF)
        let half = c.pixel(x: 5, y: 1) >> 24
        #expect((126 ... 129).contains(half))
        #expect(c.pixel(x: 6, y: 1) == 0)
    }

    @Test func aCircleCoversItsArea() {
        let c = Canvas(width: 64, height: 64), f = PathFiller()
        let r = 25.0
        f.move(to: 32 + r, 32)
        for k in 1 ..< 256 {
            let a = Double(k) / 256 * 2 * .pi
            f.line(to: 32 + r * cos(a), 32 + r * sin(a))
        }
        f.fill(into: c, color: Color(argb: 0xFF00_0000))
        let area = Self.coveredArea(c)
        #expect(abs(area - .pi * r * r) < 0.01 * .pi * r * r, "\(area)")
        #expect(c.pixel(x: 32, y: 32) == 0xFF00_0000)
        #expect(c.pixel(x: 2, y: 2) == 0)   // a corner of its box is outside it
    }

    @Test func evenOddLeavesAHoleWhereNonZeroFills() {
        func ring(_ evenOdd: Bool) -> UInt32 {
            let c = Canvas(width: 20, height: 20), f = PathFiller()
            f.move(to: 0, 0); f.line(to: 20, 0); f.line(to: 20, 20); f.line(to: 0, 20); f.close()
            f.move(to: 5, 5); f.line(to: 15, 5); f.line(to: 15, 15); f.line(to: 5, 15); f.close()
            f.fill(into: c, color: Self.ink, evenOdd: evenOdd)
            return c.pixel(x: 10, y: 10)
        }
        #expect(ring(false) == Self.ink.argb)
        #expect(ring(true) == 0)
    }

    @Test func theClipBoundsWhatIsDrawn() {
        let c = Canvas(width: 20, height: 20), f = PathFiller()
        f.move(to: 0, 0); f.line(to: 20, 0); f.line(to: 20, 20); f.line(to: 0, 20); f.close()
        f.fill(into: c, color: Self.ink, clip: PixelRect(x: 5, y: 5, width: 3, height: 2))
        #expect(Self.coveredArea(c) == 6)
        #expect(c.pixel(x: 5, y: 5) == Self.ink.argb && c.pixel(x: 8, y: 5) == 0)
    }

    @Test func aStrokeCoversItsOutlineAndNotItsInside() {
        let c = Canvas(width: 40, height: 40), f = PathFiller()
        let corners = [(5.0, 5.0), (35.0, 5.0), (35.0, 35.0), (5.0, 35.0)]
        for k in 0 ..< 4 {
            let a = corners[k], b = corners[(k + 1) % 4]
            f.strokeSegment(a.0, a.1, b.0, b.1, width: 2)
        }
        f.fill(into: c, color: Self.ink)
        #expect(c.pixel(x: 20, y: 20) == 0)
        #expect(c.pixel(x: 20, y: 5) == Self.ink.argb && c.pixel(x: 20, y: 4) == Self.ink.argb)
        #expect(c.pixel(x: 4, y: 4) >> 24 > 0)   // the round join fills the outer corner
        // A 30 px square's outline 2 px wide: four 32 × 2 sides, the four inner corners where
        // two sides overlap counted once, and a quarter of a (16-gon) disc at each outer corner.
        let area = Self.coveredArea(c)
        let disc = 8 * sin(Double.pi / 8)
        #expect(abs(area - (4 * 60 - 4 + disc)) < 0.5, "\(area)")
    }

    @Test func refillingTheSameShapeGivesTheSamePixels() {
        let a = Canvas(width: 30, height: 30), b = Canvas(width: 30, height: 30), f = PathFiller()
        for canvas in [a, b] {
            f.removeAll()
            f.move(to: 15, 2); f.line(to: 28, 27); f.line(to: 2, 27); f.close()
            f.fill(into: canvas, color: Self.ink)
        }
        #expect(a.firstDifference(from: b) == nil)
    }
}
