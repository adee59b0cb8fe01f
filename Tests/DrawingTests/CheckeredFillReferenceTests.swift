import Testing

@testable import Drawing

/// `fillCheckered` against a per-pixel reference over many generated bars, clips, cells and
/// overlays (a fixed-seed generator, so failures reproduce).
@Suite("Checkered fill vs per-pixel reference")
struct CheckeredFillReferenceTests {
    struct LCG {
        var state: UInt64
        mutating func next(_ range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
    }

    /// Premultiplied OVER, 8 bits, rounded: the formula the fill uses for overlays.
    func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let k = 255 - (s >> 24)
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let v = ((s >> shift) & 0xFF) + (((d >> shift) & 0xFF) * k + 127) / 255
            out |= min(v, 255) << shift
        }
        return out
    }

    /// The canvas: `width` pixels of rows `stride` pixels apart, starting `offset` pixels into
    /// memory aligned as an shm buffer is. Where the AVX2 path writes rows from registers
    /// (`pb_copy_rows`), a stride that is a multiple of 8 pixels gives it aligned rows, an
    /// offset gives it a row start inside a 32-byte group, and 97 neither.
    @Test(arguments: [(97, 97, 0), (96, 96, 0), (96, 104, 3), (120, 128, 5)])
    func matchesReference(width: Int, stride: Int, offset: Int) {
        var rng = LCG(state: 42)
        let w = width, h = 61
        let memory = UnsafeMutableRawPointer.allocate(byteCount: stride * h * 4, alignment: 64)
        defer { memory.deallocate() }
        let c = Canvas(wrapping: memory + offset * 4, width: w, height: h, stride: stride * 4)
        for case_ in 0 ..< 300 {
            let bar = PixelRect(
                x: rng.next(-20 ... 90), y: rng.next(-20 ... 55), width: rng.next(0 ... 110),
                height: rng.next(0 ... 70))
            let rows = PixelRect(
                x: rng.next(-5 ... 50), y: rng.next(-5 ... 40), width: rng.next(0 ... 100),
                height: rng.next(0 ... 70))
            // Cells of 1, 2, 4, 8, 16 and 32 repeat every 64 pixels; the others do not.
            let cell = rng.next(0 ... 20) == 0 ? 32 : rng.next(1 ... 20)
            let fill = CheckeredFill(
                color: Color(
                    red: UInt8(rng.next(0 ... 255)), green: UInt8(rng.next(0 ... 255)),
                    blue: UInt8(rng.next(0 ... 255))),
                opacity: Double(rng.next(0 ... 100)) / 100, cell: cell,
                light: .white, dark: Color(argb: 0xFFCC_CCCC),
                dim: rng.next(0 ... 1) == 0 ? 0 : 0.4)
            let overlay = PixelRect(
                x: rng.next(-10 ... 90), y: rng.next(-10 ... 55), width: rng.next(0 ... 60),
                height: rng.next(0 ... 30))
            let overlayColor = Color(red: 0, green: 0, blue: 0, alpha: Double(rng.next(0 ... 100)) / 100)
            let bg = Color(argb: 0xFF10_2030), old: UInt32 = 0xFF99_9999
            c.fill(c.bounds, color: Color(argb: old))
            c.fillCheckered(
                bar: bar, fill: fill, background: bg, rows: rows, overlay: overlay,
                overlayColor: overlayColor)
            var bad = 0
            for y in 0 ..< h {
                for x in 0 ..< w {
                    var expected = old
                    if rows.contains(x: x, y: y) {
                        if bar.contains(x: x, y: y) {
                            let light = ((x - bar.x) / cell + (y - bar.y) / cell) & 1 == 0
                            expected = (light ? fill.blendedOverLight : fill.blendedOverDark).argb
                            if overlay.contains(x: x, y: y) && overlayColor.alpha != 0 {
                                expected = over(overlayColor.argb, expected)
                            }
                        } else {
                            expected = bg.argb
                        }
                    }
                    if c.pixel(x: x, y: y) != expected { bad += 1 }
                }
            }
            #expect(
                bad == 0, "case \(case_): bar \(bar) rows \(rows) cell \(cell) overlay \(overlay): \(bad) pixels differ"
            )
            if bad > 0 { break }
        }
    }
}
