import Drawing
import Testing

@Suite("Region")
struct RegionTests {
    let a = PixelRect(x: 0, y: 0, width: 10, height: 10)

    @Test func emptyAndBounds() {
        #expect(Region.empty.isEmpty)
        #expect(Region.empty.bounds == .zero)
        var r = Region()
        r.formUnion(PixelRect(x: 0, y: 0, width: 0, height: 5))
        #expect(r.isEmpty)
        r.formUnion(a)
        r.formUnion(PixelRect(x: 20, y: 30, width: 5, height: 5))
        #expect(r.count == 2)
        #expect(r.bounds == PixelRect(x: 0, y: 0, width: 25, height: 35))
        #expect(r.area == 125)
    }

    @Test func containedAndAdjacentRectsMerge() {
        var r = Region(a)
        r.formUnion(PixelRect(x: 2, y: 2, width: 3, height: 3))
        #expect(r.count == 1)
        r.formUnion(PixelRect(x: 0, y: 10, width: 10, height: 5))   // touching below, same columns
        #expect(r.count == 1 && r[0] == PixelRect(x: 0, y: 0, width: 10, height: 15))
        r.formUnion(PixelRect(x: -5, y: -5, width: 30, height: 30))   // swallows everything
        #expect(r.count == 1 && r[0] == PixelRect(x: -5, y: -5, width: 30, height: 30))
    }

    @Test func overCapacityStaysACover() {
        var r = Region()
        var added: [PixelRect] = []
        for i in 0 ..< 20 {
            let rect = PixelRect(x: (i * 37) % 200, y: (i * 53) % 300, width: 7 + i, height: 5 + i)
            added.append(rect)
            r.formUnion(rect)
        }
        #expect(r.count <= Region.capacity)
        for rect in added {
            for y in stride(from: rect.y, to: rect.maxY, by: 2) {
                for x in stride(from: rect.x, to: rect.maxX, by: 2) { #expect(r.contains(x: x, y: y)) }
            }
        }
    }

    @Test func intersection() {
        let r = Region([a, PixelRect(x: 20, y: 0, width: 10, height: 10)])
        let i = r.intersection(with: PixelRect(x: 5, y: 5, width: 20, height: 20))
        #expect(
            Set(i.rects) == [
                PixelRect(x: 5, y: 5, width: 5, height: 5),
                PixelRect(x: 20, y: 5, width: 5, height: 5),
            ])
        #expect(r.intersection(with: PixelRect(x: 100, y: 100, width: 5, height: 5)).isEmpty)
        let j = r.intersection(with: Region(PixelRect(x: 8, y: 8, width: 14, height: 1)))
        #expect(j.area == 2 + 2)
    }

    @Test func rectHelpers() {
        #expect(a.intersection(PixelRect(x: 10, y: 0, width: 5, height: 5)).isEmpty)
        #expect(a.insetBy(-2) == PixelRect(x: -2, y: -2, width: 14, height: 14))
        #expect(a.contains(x: 9, y: 9) && !a.contains(x: 10, y: 9))
    }
}
