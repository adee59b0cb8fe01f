import Canvas
import ContentHost
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
