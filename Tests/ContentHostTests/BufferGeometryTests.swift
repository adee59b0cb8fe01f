import ContentHost
import Drawing
import Testing

@Suite struct BufferGeometryTests {
    /// wp_fractional_scale_v1: logical size × scale, rounded half away from zero.
    @Test func aSurfaceIsItsLogicalSizeAtTheScaleRoundedHalfAwayFromZero() {
        #expect(BufferGeometry.pixels(505, scale: 1.25) == 631)   // 631.25: not 632, rounding up
        #expect(BufferGeometry.pixels(74, scale: 1.75) == 130)   // 129.5: half away from zero
        #expect(BufferGeometry.pixels(617, scale: 1.05) == 648)   // 647.85
        #expect(BufferGeometry.pixels(480, scale: 2) == 960)
        #expect(BufferGeometry.size(of: (505, 617), scale: 1.5) == (758, 926))   // 757.5, 925.5
    }

    /// The protocol's scales are 120ths and its rule is exact, `(L × n + 60) / 120`, for every
    /// logical size a window has: at 115 % (138/120), 50 × 1.15 is 57.4999… in `Double`, and
    /// rounding that would give a buffer a pixel short, which the compositor stretches.
    @Test func everyLogicalSizeAtEveryCommonFractionalScaleGetsTheProtocolsExactPixels() {
        // 105, 115, 123 (the nearest 120th, 148), 125, 130, 150 and 175 %, and the numerators
        // whose products land just below a half in `Double` (123, 130, 246, 260, 276).
        let named: [Int] = [126, 138, 148, 150, 156, 180, 210, 123, 130, 246, 260, 276]
        var wrong: [String] = []
        for n in named + Array(121 ... 360) {
            let scale = Double(n) / 120
            for logical in 1 ... 2000 where BufferGeometry.pixels(logical, scale: scale) != (logical * n + 60) / 120 {
                wrong.append("\(logical) px at \(n)/120: \(BufferGeometry.pixels(logical, scale: scale))")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) sizes, first \(wrong.prefix(5))")
        #expect(BufferGeometry.pixels(50, scale: 1.15) == 58, "57.5, half away from zero")
        #expect(BufferGeometry.pixels(-50, scale: 1.15) == -58, "an edge left of the surface, mirrored")
    }

    /// A scale off the 120ths grid (a `--scale` typed by hand) keeps the product's rounding.
    @Test func aScaleOffTheGridRoundsTheProduct() {
        #expect(BufferGeometry.pixels(300, scale: 1.333) == 400)   // 399.9
        #expect(BufferGeometry.pixels(3, scale: 1.5001) == 5)   // 4.5003
    }

    /// Parts placed by their rounded edges tile the whole surface's buffer: no gap, no overlap,
    /// where parts rounded by their sizes would leave a column out.
    @Test func partsPlacedByTheirEdgesTileTheWhole() {
        let scale = 1.05
        let margin = LogicalRect(x: 0, y: 0, width: 12, height: 10)
        let content = LogicalRect(x: 12, y: 0, width: 480, height: 10)
        let right = LogicalRect(x: 492, y: 0, width: 12, height: 10)
        let parts = [margin, content, right].map { BufferGeometry.rect($0, scale: scale) }
        #expect(parts[0].x == 0 && parts[0].maxX == parts[1].x && parts[1].maxX == parts[2].x)
        #expect(parts[2].maxX == BufferGeometry.pixels(504, scale: scale))
        let bySize = [12, 480, 12].map { BufferGeometry.pixels($0, scale: scale) }.reduce(0, +)
        #expect(bySize == 530 && BufferGeometry.pixels(504, scale: scale) == 529, "rounding sizes would not add up")
    }
}
