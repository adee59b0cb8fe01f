import CPixman

#if canImport(Glibc)
import Glibc
#endif

/// A premultiplied ARGB8888 pixel buffer (PIXMAN_a8r8g8b8, the same bytes as wl_shm
/// ARGB8888) that the renderer draws into: either memory it owns, or shm memory it wraps.
///
/// Not thread-safe; one canvas is drawn by one caller at a time. pixman types stay inside
/// this module (`image` is internal).
///
/// Make one canvas per buffer and keep it while the buffer lives: a canvas caches a pixman
/// image, scanline scratch and solid colours, so creating one per frame costs allocations.
public final class Canvas {
    public let width: Int
    public let height: Int
    /// Bytes per row (a multiple of 4, at least `width * 4`).
    public let stride: Int
    /// Row 0, pixel 0.
    let bits: UnsafeMutablePointer<UInt32>
    /// The pixman image over `bits`.
    let image: OpaquePointer
    private let ownsMemory: Bool
    /// Four rows of scratch pixels for pre-blended scanlines, allocated on first use.
    private var scratchStorage: UnsafeMutablePointer<UInt32>?
    var scratch: UnsafeMutablePointer<UInt32> {
        if let s = scratchStorage { return s }
        let s = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * width)
        scratchStorage = s
        return s
    }
    /// Solid-fill pixman images by colour, so composites do not allocate per call.
    /// Solid-fill images by colour, made on first use: at most `solidSlots`, searched in
    /// order, the oldest replaced once all are taken (an animated shadow's alpha makes a new
    /// colour every frame). Not a dictionary: its storage's metadata would make the runtime
    /// look up `UInt32: Hashable` by scanning every conformance record on the way to the first
    /// frame.
    private var solids: [(argb: UInt32, image: OpaquePointer)] = []
    private var oldestSolid = 0
    private static let solidSlots = 32
    /// Where `drawText` places its text to blend it, made on first use.
    private var textRunStorage: GlyphRun?
    var textRun: GlyphRun {
        if let run = textRunStorage { return run }
        let run = GlyphRun()
        textRunStorage = run
        return run
    }

    /// A canvas that owns zeroed memory (transparent black).
    /// - Precondition: `width`, `height` in 1…`Canvas.maxDimension`.
    public init(width: Int, height: Int) {
        precondition(
            (1 ... Canvas.maxDimension).contains(width) && (1 ... Canvas.maxDimension).contains(height),
            "Canvas size \(width)×\(height) out of 1…\(Canvas.maxDimension)")
        self.width = width; self.height = height; stride = width * 4
        bits = .allocate(capacity: width * height)
        bits.initialize(repeating: 0, count: width * height)
        ownsMemory = true
        image = Canvas.makeImage(bits, width, height, width * 4)
    }

    /// A canvas over memory it does not own (an shm buffer): `stride` bytes per row,
    /// `height` rows. The memory must outlive the canvas.
    /// - Precondition: `stride` is a multiple of 4 and at least `width * 4`.
    public init(wrapping memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        precondition(
            (1 ... Canvas.maxDimension).contains(width) && (1 ... Canvas.maxDimension).contains(height),
            "Canvas size \(width)×\(height) out of 1…\(Canvas.maxDimension)")
        precondition(
            stride % 4 == 0 && stride >= width * 4,
            "Canvas stride \(stride) must be a multiple of 4 and ≥ \(width * 4)")
        self.width = width; self.height = height; self.stride = stride
        bits = memory.bindMemory(to: UInt32.self, capacity: stride / 4 * height)
        ownsMemory = false
        image = Canvas.makeImage(bits, width, height, stride)
    }

    /// A canvas over `rect` of this one's pixels, sharing its memory: a nested content (a
    /// window's content inside its decorations) draws into it at its own origin. This canvas
    /// must outlive the view.
    /// - Precondition: `rect` is non-empty and inside `bounds`.
    public func view(of rect: PixelRect) -> Canvas {
        precondition(!rect.isEmpty && bounds.contains(rect), "view \(rect) outside \(width)×\(height)")
        let start = UnsafeMutableRawPointer(bits) + rect.y * stride + rect.x * 4
        return Canvas(wrapping: start, width: rect.width, height: rect.height, stride: stride)
    }

    deinit {
        for s in solids { pixman_image_unref(s.image) }
        pixman_image_unref(image)
        scratchStorage?.deallocate()
        if ownsMemory { bits.deallocate() }
    }

    private static func makeImage(
        _ bits: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int,
        _ stride: Int
    ) -> OpaquePointer {
        guard
            let img = pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(w), Int32(h), bits,
                Int32(stride))
        else {
            fatalError("pixman_image_create_bits failed for \(w)×\(h) stride \(stride)")
        }
        return img
    }

    /// Largest width or height: a row's byte stride must fit pixman's 32-bit int (a 16384
    /// logical window at scale 2–3 still fits).
    public static let maxDimension = 65535

    /// The whole canvas as a rectangle.
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Pixels per row in `bits` (stride in UInt32 units).
    var rowPixels: Int { stride / 4 }

    /// Start of row `y`.
    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { bits + y * rowPixels }

    /// The premultiplied ARGB value at (`x`, `y`) — for tests and goldens.
    public func pixel(x: Int, y: Int) -> UInt32 {
        precondition(bounds.contains(x: x, y: y), "pixel (\(x), \(y)) outside \(width)×\(height)")
        return row(y)[x]
    }

    /// The first pixel, in row order, where two canvases differ (nil when equal); a size
    /// mismatch reports (-1, -1).
    public func firstDifference(from other: Canvas) -> (x: Int, y: Int, mine: UInt32, theirs: UInt32)? {
        guard width == other.width, height == other.height else { return (-1, -1, 0, 0) }
        for y in 0 ..< height {
            let a = row(y), b = other.row(y)
            if memcmp(a, b, width * 4) != 0 {
                for x in 0 ..< width where a[x] != b[x] { return (x, y, a[x], b[x]) }
            }
        }
        return nil
    }

    /// Copies `rect` of `source` (same size) into the same place here.
    public func copy(_ rect: PixelRect, from source: Canvas) {
        let r = rect.intersection(bounds).intersection(source.bounds)
        if r.isEmpty { return }
        for y in r.y ..< r.maxY { (row(y) + r.x).update(from: source.row(y) + r.x, count: r.width) }
    }

    /// Copies all of `source` with its top-left corner at (`x`, `y`) here, clipped to this
    /// canvas and to `within` (a second surface shown where the compositor placed it; pixels
    /// kept aside put back).
    public func copy(_ source: Canvas, toX x: Int, y: Int, within: PixelRect? = nil) {
        let r = clipped(PixelRect(x: x, y: y, width: source.width, height: source.height), within)
        if r.isEmpty { return }
        for row in r.y ..< r.maxY {
            (self.row(row) + r.x).update(from: source.row(row - y) + (r.x - x), count: r.width)
        }
    }

    /// A pixman solid image for `color`, valid until the next call (which may replace it).
    func solid(_ color: Color) -> OpaquePointer {
        if let s = solids.first(where: { $0.argb == color.argb }) { return s.image }
        var c = pixmanColor(color)
        guard let s = pixman_image_create_solid_fill(&c) else {
            fatalError("pixman_image_create_solid_fill failed for \(color)")
        }
        if solids.count < Self.solidSlots {
            if solids.isEmpty { solids.reserveCapacity(Self.solidSlots) }
            solids.append((color.argb, s))
        } else {
            pixman_image_unref(solids[oldestSolid].image)
            solids[oldestSolid] = (color.argb, s)
            oldestSolid = (oldestSolid + 1) % Self.solidSlots
        }
        return s
    }
}

/// pixman's 16-bit premultiplied colour from 8-bit premultiplied ARGB.
func pixmanColor(_ c: Color) -> pixman_color_t {
    func w(_ v: UInt8) -> UInt16 { UInt16(v) * 257 }
    return pixman_color_t(red: w(c.red), green: w(c.green), blue: w(c.blue), alpha: w(c.alpha))
}
