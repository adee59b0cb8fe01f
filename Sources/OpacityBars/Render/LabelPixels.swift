import Drawing

/// Labels as they were drawn over their bars, kept so that drawing one again over the same
/// look of bar copies its pixels back instead of compositing its text: a label's glyphs were
/// about 40 % of a frame that redraws one bar, and a bar is mostly redrawn looking as it did
/// before (a hover outline or a focus ring comes or goes, the list scrolls, a drag returns
/// to an opacity it passed).
///
/// The pixels of a label's ink box depend only on what the key holds: the text, its colour
/// and font (the font is this cache's: a new `RenderFonts` starts an empty one), and, under
/// it, the bar's fill (its checkerboard, anchored at the bar's corner), the pill and its
/// colour, both placed relative to that corner. So a copy is exactly
/// the composite it replaces. A label whose ink leaves its bar is always drawn.
///
/// A fixed number of slots, the least recently drawn label giving its slot to a new one;
/// each slot a canvas of the size of the largest label drawn so far (all grow together).
/// A slot's canvas is made when the slot is first used, so a first frame pays for the labels
/// it keeps, not for all the slots; once every slot is in use neither a hit nor a miss
/// allocates.
final class LabelPixels {
    struct Key: Equatable {
        var text: Substring
        var textColor: Color
        var pillColor: Color
        var fill: CheckeredFill
        /// The ink box and the pill, relative to the bar's top-left corner.
        var ink: PixelRect
        var pill: PixelRect

        /// FNV-1a over the fields, to rule out most slots before comparing texts.
        var hash: UInt64 {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            func mix(_ v: UInt64) { h = (h ^ v) &* 0x100_0000_01b3 }
            for byte in text.utf8 { mix(UInt64(byte)) }
            mix(UInt64(textColor.argb) << 32 | UInt64(pillColor.argb))
            mix(UInt64(fill.color.argb) << 32 | UInt64(fill.light.argb))
            mix(UInt64(fill.dark.argb) << 32 | UInt64(UInt32(truncatingIfNeeded: fill.cell)))
            mix(fill.opacity.bitPattern)
            mix(fill.dim.bitPattern)
            func mix(_ a: Int, _ b: Int) {
                mix(UInt64(UInt32(truncatingIfNeeded: a)) << 32 | UInt64(UInt32(truncatingIfNeeded: b)))
            }
            mix(ink.x, ink.y); mix(ink.width, ink.height)
            mix(pill.x, pill.y); mix(pill.width, pill.height)
            return h
        }
    }

    private struct Slot {
        var key: Key?
        var hash: UInt64 = 0
        var lastUse: UInt64 = 0
    }

    static let slotCount = 32
    // Unchecked: the dynamic exclusivity checks on these, several per frame, cost more than
    // the lookup; this cache is drawn from one thread and no access overlaps another.
    @exclusivity(unchecked) private var slots = [Slot](repeating: Slot(), count: slotCount)
    /// The pixels of the slots in use, at (0, 0) of each canvas: slots are taken in order
    /// (an unused one is the least recently drawn), so these are slots `0 ..< pixels.count`.
    @exclusivity(unchecked) private var pixels: [Canvas] = []
    /// The size every slot's canvas has, or will have when it is made.
    @exclusivity(unchecked) private var slotSize = (width: 0, height: 0)
    @exclusivity(unchecked) private var uses: UInt64 = 0
    /// Labels copied back rather than drawn, since this cache began.
    @exclusivity(unchecked) private(set) var copies = 0

    /// Draws `run` as `Canvas.draw(_:x:baseline:color:clip:)` does, with the pen at `x` on
    /// `baseline`, inside `bar` and `clip` (which `bar` contains), over `fill` and `pill`:
    /// copied back when drawn so before, else composited and, drawn whole, kept.
    func draw(
        _ run: GlyphRun, x: Int, baseline: Int, color: Color,
        bar: PixelRect, clip: PixelRect, pill: PixelRect, pillColor: Color, fill: CheckeredFill,
        into canvas: Canvas
    ) {
        let limit = clip.intersection(canvas.bounds)
        let ink = run.ink.offsetBy(dx: x, dy: baseline)
        guard !ink.isEmpty, bar.contains(ink) else {
            canvas.draw(run, x: x, baseline: baseline, color: color, clip: clip)
            return
        }
        let key = Key(
            text: run.text, textColor: color, pillColor: pillColor, fill: fill,
            ink: ink.offsetBy(dx: -bar.x, dy: -bar.y), pill: pill.offsetBy(dx: -bar.x, dy: -bar.y))
        let hash = key.hash
        uses += 1
        var oldest = 0, oldestUse = UInt64.max
        let hit: Int? = slots.withUnsafeBufferPointer { slots in
            for i in 0 ..< slots.count {
                if slots[i].hash == hash, slots[i].key == key { return i }
                if slots[i].lastUse < oldestUse { (oldest, oldestUse) = (i, slots[i].lastUse) }
            }
            return nil
        }
        if let hit {
            slots[hit].lastUse = uses
            copies += 1
            canvas.copy(pixels[hit], toX: ink.x, y: ink.y, within: ink.intersection(limit))
            return
        }
        canvas.draw(run, x: x, baseline: baseline, color: color, clip: clip)
        guard limit.contains(ink) else { return }   // drawn in part: nothing whole to keep
        if ink.width > slotSize.width || ink.height > slotSize.height {
            grow(width: ink.width, height: ink.height)
            oldest = 0
        }
        while pixels.count <= oldest { pixels.append(Canvas(width: slotSize.width, height: slotSize.height)) }
        let kept = PixelRect(x: 0, y: 0, width: ink.width, height: ink.height)
        pixels[oldest].copy(canvas, toX: -ink.x, y: -ink.y, within: kept)
        slots[oldest] = Slot(key: key, hash: hash, lastUse: uses)
    }

    /// Makes the slots at least `width` × `height`, with room for a somewhat larger label,
    /// which forgets every slot (their canvases are made again as they are used).
    private func grow(width: Int, height: Int) {
        slotSize = (max(width, slotSize.width) + width / 2, max(height, slotSize.height) + height / 2)
        pixels.removeAll()
        slots = [Slot](repeating: Slot(), count: Self.slotCount)
    }
}
