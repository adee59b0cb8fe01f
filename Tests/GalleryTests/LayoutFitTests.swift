import Drawing
import Gestures
import Testing

@testable import Gallery

/// Every page fits the window at the sizes the gallery is shown at (the 480×800 default,
/// sway's 800×600 demo output, a large 1280×1024), both opened at that size and relaid out
/// into it from another: each shape and its caption lie inside the content area (below the
/// header), shapes do not overlap (but for the one nested by design), every line of text
/// measured with the real label font stays inside its box, and at rest no label is cut.
@Suite struct LayoutFitTests {
    static let sizes = [(480, 800), (800, 600), (1280, 1024)]
    /// Shapes drawn inside another on purpose: the hierarchy page's circle in its rectangle.
    static let nested: [String: String] = ["circle": "rectangle"]
    static let eps = 1e-6

    static func inside(_ a: GestureRect, _ b: GestureRect) -> Bool {
        a.x >= b.x - eps && a.y >= b.y - eps && a.maxX <= b.maxX + eps && a.maxY <= b.maxY + eps
    }

    static func overlap(_ a: GestureRect, _ b: GestureRect) -> Bool {
        a.x < b.maxX - eps && b.x < a.maxX - eps && a.y < b.maxY - eps && b.y < a.maxY - eps
    }

    func check(_ core: GalleryCore, _ context: String) throws {
        let font = try #require(try? Font(sansSerifPixelSize: 14), "no label font")
        let measure = { (s: String) in Double(font.width(of: s)) }
        let content = GestureRect(
            x: 0, y: GalleryCore.headerHeight, width: Double(core.width),
            height: Double(core.height) - GalleryCore.headerHeight)
        let shapes = core.shapes
        for s in shapes {
            #expect(Self.inside(s.drawnBounds, content), "\(context): \(s.name) \(s.drawnBounds) outside \(content)")
            let box = LabelLayout.box(of: s)
            #expect(Self.inside(box, content), "\(context): \(s.name)'s text box \(box) outside \(content)")
            let lines = LabelLayout.lines(of: s, measure: measure)
            #expect(lines.count >= (s.label.isEmpty ? 0 : 1), "\(context): \(s.name)'s label not drawn")
            for line in lines {
                let ink = GestureRect(
                    x: line.x, y: line.baseline - 14, width: line.width, height: LabelLayout.lineHeight)
                #expect(Self.inside(ink, box), "\(context): \(s.name)'s line \"\(line.text)\" \(ink) outside \(box)")
                #expect(!line.text.hasSuffix(TextFit.ellipsis), "\(context): \(s.name)'s label cut: \(line.text)")
            }
        }
        for (i, a) in shapes.enumerated() {
            for b in shapes[(i + 1)...] {
                if let outer = Self.nested[a.name], outer == b.name {
                    #expect(Self.inside(a.drawnBounds, b.drawnFrame), "\(context): \(a.name) not inside \(b.name)")
                } else if let outer = Self.nested[b.name], outer == a.name {
                    #expect(Self.inside(b.drawnBounds, a.drawnFrame), "\(context): \(b.name) not inside \(a.name)")
                } else {
                    #expect(
                        !Self.overlap(a.drawnBounds, b.drawnBounds),
                        "\(context): \(a.name) \(a.drawnBounds) overlaps \(b.name) \(b.drawnBounds)")
                }
            }
        }
    }

    /// At the gallery's minimum size the touch page's square and grid share the height: every
    /// cell keeps a size and stays in the content area.
    @Test func theTouchGridHasRoomAtTheMinimumSize() throws {
        let (w, h) = GalleryCore(width: 480, height: 800).minimumSize
        let core = GalleryCore(width: w, height: h)
        core.open(.touch)
        let content = GestureRect(
            x: 0, y: GalleryCore.headerHeight, width: Double(w), height: Double(h) - GalleryCore.headerHeight)
        for s in core.shapes {
            #expect(
                s.frame.width >= 10 && s.frame.height >= 10,
                "\(s.name) is \(s.frame.width)×\(s.frame.height) at \(w)×\(h)")
            #expect(Self.inside(s.frame, content), "\(s.name) \(s.frame) outside \(content)")
        }
    }

    /// A maximized or fullscreen size below the minimum is obeyed (xdg-shell: it "must be
    /// obeyed"): the window and its buffer are that size, and the pages keep the minimum's
    /// layout, drawn clipped.
    @Test(arguments: PageID.allCases) func aSizeBelowTheMinimumIsObeyedAndKeepsTheMinimumsLayout(page: PageID) {
        let (w, h) = GalleryCore(width: 480, height: 800).minimumSize
        let atMinimum = GalleryCore(width: w, height: h)
        atMinimum.open(page)
        let core = GalleryCore(width: 480, height: 800)
        core.open(page)
        core.configure(width: w - 40, height: h - 70)
        #expect(core.logicalSize == (w - 40, h - 70) && core.bufferSize == (w - 40, h - 70))
        #expect(core.shapes.map(\.frame) == atMinimum.shapes.map(\.frame), "\(page)")
        let canvas = Canvas(width: core.bufferSize.width, height: core.bufferSize.height)
        #expect(!core.render(into: canvas, stale: nil).isEmpty)
    }

    @Test(arguments: PageID.allCases) func everyPageFitsEachSize(page: PageID) throws {
        for (w, h) in Self.sizes {
            let core = GalleryCore(width: w, height: h)
            core.open(page)
            try check(core, "\(page) at \(w)×\(h)")
        }
    }

    @Test(arguments: PageID.allCases) func everyPageRelaysOutWhenTheWindowChanges(page: PageID) throws {
        let core = GalleryCore()
        core.open(page)
        for (w, h) in Self.sizes.reversed() + Self.sizes {
            core.configure(width: w, height: h)
            try check(core, "\(page) resized to \(w)×\(h)")
        }
    }

    /// The layout uses the space it has: the recognizers' shapes grow with the window, up
    /// to their cap, and the pointer page's squares never need to overlap to fit.
    @Test func shapesAreSizedFromTheSpace() {
        let small = GalleryCore(width: 480, height: 800), large = GalleryCore(width: 1280, height: 1024)
        small.open(.recognizers); large.open(.recognizers)
        let a = small.shape("magnify")!.frame.width, b = large.shape("magnify")!.frame.width
        #expect(a > 80 && a < b && b == RecognizersPage.maxSide, "\(a) \(b)")
    }
}

/// Fitting text to a width, with a measure of 10 px a character.
@Suite struct TextFitTests {
    let measure = { (s: String) in Double(s.count) * 10 }

    @Test func wordsWrapAndNoLineIsWiderThanTheBox() {
        let lines = TextFit.lines("press then drag", width: 100, maxLines: 3, measure: measure)
        #expect(lines == ["press then", "drag"])
        #expect(lines.allSatisfy { measure($0) <= 100 })
    }

    @Test func aWordTooWideIsCut() {
        #expect(TextFit.lines("magnify-rotate", width: 80, maxLines: 3, measure: measure) == ["magnify-", "rotate"])
    }

    @Test func tooManyLinesEndInAnEllipsis() {
        let lines = TextFit.lines("a b c d e", width: 30, maxLines: 2, measure: measure)
        #expect(lines == ["a b", "c…"])
        #expect(TextFit.lines("anything", width: 5, maxLines: 1, measure: measure) == [])
        #expect(TextFit.lines("text", width: 100, maxLines: 0, measure: measure) == [])
    }
}
