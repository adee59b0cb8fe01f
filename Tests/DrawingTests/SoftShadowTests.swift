import Drawing
import Testing

@Suite struct SoftShadowTests {
    static let black = Color(argb: 0xFF00_0000)

    /// A 20 × 14 px rectangle at the origin.
    static func rectangle(_ f: PathFiller) {
        f.move(to: 0, 0); f.line(to: 20, 0); f.line(to: 20, 14); f.line(to: 0, 14)
    }

    static func pixels(_ c: Canvas) -> [[UInt32]] {
        (0 ..< c.height).map { y in (0 ..< c.width).map { x in c.pixel(x: x, y: y) } }
    }

    @Test func theBlurKeepsTheShapesCoverageAndReachesThreeRadii() {
        let shadow = SoftShadow<Int>(), filler = PathFiller()
        shadow.make(1, radius: 2, filler: filler, outline: Self.rectangle)
        #expect(shadow.reach == 6)
        let c = Canvas(width: 60, height: 50)
        shadow.composite(into: c, x: 20, y: 20, color: Self.black)
        // Each pass rounds, so the coverage is kept to within a little.
        let area = PathFillerTests.coveredArea(c)
        #expect(abs(area - 280) < 6, "\(area)")
        // Full in the middle, where every pass saw only the shape; soft at the edge.
        #expect(c.pixel(x: 30, y: 26) == Self.black.argb)
        let edge = c.pixel(x: 20, y: 26) >> 24
        #expect((100 ... 155).contains(edge), "\(edge)")
        for y in 0 ..< c.height {
            for x in 0 ..< c.width where !(14 ..< 46).contains(x) || !(14 ..< 40).contains(y) {
                #expect(c.pixel(x: x, y: y) == 0, "(\(x), \(y)) beyond the blur's reach")
            }
        }
    }

    @Test func aShadowMovedByWholePixelsIsTheSamePixelsMoved() {
        let shadow = SoftShadow<Int>(), filler = PathFiller()
        shadow.make(1, radius: 2, filler: filler, outline: Self.rectangle)
        let a = Canvas(width: 60, height: 50), b = Canvas(width: 60, height: 50)
        shadow.composite(into: a, x: 10, y: 10, color: Self.black)
        shadow.composite(into: b, x: 13, y: 15, color: Self.black)
        let pa = Self.pixels(a), pb = Self.pixels(b)
        for y in 0 ..< 35 { #expect(Array(pa[y][0 ..< 47]) == Array(pb[y + 5][3 ..< 50]), "row \(y)") }
    }

    @Test func theMaskIsMadeAgainOnlyForAnotherKey() {
        let shadow = SoftShadow<Int>(), filler = PathFiller()
        var traced = 0
        for key in [1, 1, 2, 2, 1] {
            shadow.make(key, radius: 2, filler: filler) { f in
                traced += 1
                Self.rectangle(f)
            }
        }
        #expect(traced == 3)
        #expect(shadow.key == 1)
        // A wider shape under a new key shows its own width, not the old mask.
        shadow.make(3, radius: 0, filler: filler) { f in
            f.move(to: 0, 0); f.line(to: 30, 0); f.line(to: 30, 4); f.line(to: 0, 4)
        }
        let c = Canvas(width: 40, height: 10)
        shadow.composite(into: c, x: 0, y: 0, color: Self.black)
        #expect(PathFillerTests.coveredArea(c) == 120)
    }

    @Test func aCompositeDrawsNothingOutsideItsClip() {
        let shadow = SoftShadow<Int>(), filler = PathFiller()
        shadow.make(1, radius: 2, filler: filler, outline: Self.rectangle)
        let clip = PixelRect(x: 15, y: 18, width: 10, height: 7)
        let c = Canvas(width: 60, height: 50), whole = Canvas(width: 60, height: 50)
        shadow.composite(into: c, x: 10, y: 10, color: Self.black, clip: clip)
        shadow.composite(into: whole, x: 10, y: 10, color: Self.black)
        for y in 0 ..< c.height {
            for x in 0 ..< c.width {
                let inside = (clip.x ..< clip.maxX).contains(x) && (clip.y ..< clip.maxY).contains(y)
                #expect(c.pixel(x: x, y: y) == (inside ? whole.pixel(x: x, y: y) : 0), "(\(x), \(y))")
            }
        }
    }
}
