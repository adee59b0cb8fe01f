import CPixman

/// A shape's soft shadow: the shape's coverage blurred once into an a8 mask and composited
/// at whole pixels, so that a lifted view moving with the pointer costs one composite a frame
/// rather than scanning its shadow again. A blur this soft shows no step of half a pixel.
///
/// The blur is three box blurs each way, which approaches a Gaussian, as GTK's box shadows
/// do it; pixman's separable convolution is a resampling filter, not a blur of a given radius.
/// The mask is made again only when its key (what the shape is, at which size) changes.
///
/// Keep one and reuse it: after its mask has grown to the largest shadow, making and
/// compositing allocate nothing.
public final class SoftShadow<Key: Equatable> {
    /// What the mask holds the shadow of; nil until the first `make`.
    public private(set) var key: Key?
    /// How far the blur reaches beyond the shape (buffer px): three radii.
    public private(set) var reach = 0
    private var bytes: UnsafeMutablePointer<UInt8>?
    /// Where a pass of the blur writes (the mask's size), and its last pass reads.
    private var scratch: UnsafeMutablePointer<UInt8>?
    private var image: OpaquePointer?
    /// The mask: `width` × `height` bytes, rows `stride` apart, in storage of `rows` rows.
    private var width = 0, height = 0, stride = 0, rows = 0

    public init() {}

    deinit {
        if let image { pixman_image_unref(image) }
        bytes?.deallocate()
        scratch?.deallocate()
    }

    /// Makes the shadow of the polygons `outline` adds to `filler` (buffer px, the shape's
    /// frame at the origin), blurred by `radius` px, unless the mask already holds `key`'s.
    public func make(_ key: Key, radius: Int, filler: PathFiller, outline: (PathFiller) -> Void) {
        if self.key == key, reach == 3 * max(0, radius) { return }
        self.key = key
        reach = 3 * max(0, radius)
        filler.removeAll()
        outline(filler)
        let area = filler.rasterize(within: nil, evenOdd: false)
        guard !area.isEmpty, let coverage = filler.mask else {
            width = 0; height = 0
            return
        }
        // The mask's (0, 0) is the origin's (−reach, −reach): a shape drawn a little left of
        // or above the origin (an antialiased edge) keeps its pixels.
        let left = min(0, area.x), top = min(0, area.y)
        reserve(width: area.maxX - left + 2 * reach, height: area.maxY - top + 2 * reach)
        guard let bytes, let scratch else { return }
        for y in 0 ..< height { (bytes + y * stride).update(repeating: 0, count: width) }
        for row in 0 ..< area.height {
            let to = bytes + (reach + area.y - top + row) * stride + reach + area.x - left
            to.update(from: coverage.bytes + row * coverage.stride, count: area.width)
        }
        origin = (reach - left, reach - top)
        guard radius > 0 else { return }
        // Rows, then columns, three passes each, between the mask and the scratch.
        for pass in 0 ..< 6 {
            let (from, to) = pass % 2 == 0 ? (bytes, scratch) : (scratch, bytes)
            if pass < 3 {
                for y in 0 ..< height { Self.box(from + y * stride, to + y * stride, count: width, step: 1, radius) }
            } else {
                for x in 0 ..< width { Self.box(from + x, to + x, count: height, step: stride, radius) }
            }
        }
    }

    /// Where the origin `make` drew the shape at lies in the mask.
    private var origin = (x: 0, y: 0)

    /// Composites `color` OVER the canvas at the shadow's coverage, the shape's origin at
    /// (`x`, `y`) buffer px, within `clip` and the canvas.
    public func composite(into canvas: Canvas, x: Int, y: Int, color: Color, clip: PixelRect? = nil) {
        guard let image, width > 0, height > 0, color.alpha != 0 else { return }
        let placed = PixelRect(x: x - origin.x, y: y - origin.y, width: width, height: height)
        let r = canvas.clipped(placed, clip)
        guard !r.isEmpty else { return }
        pixman_image_composite32(
            PIXMAN_OP_OVER, canvas.solid(color), image, canvas.image, 0, 0, Int32(r.x - placed.x),
            Int32(r.y - placed.y), Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }

    /// The pixels within `radius` of each one's mean, along a row (`step` 1) or a column
    /// (`step` the stride): a running sum, nothing read outside `count`.
    private static func box(
        _ from: UnsafeMutablePointer<UInt8>, _ to: UnsafeMutablePointer<UInt8>, count n: Int, step: Int, _ radius: Int
    ) {
        let d = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for i in 0 ..< min(radius, n) { sum += UInt32(from[i * step]) }
        for i in 0 ..< n {
            if i + radius < n { sum += UInt32(from[(i + radius) * step]) }
            to[i * step] = UInt8((sum + d / 2) / d)
            if i >= radius { sum -= UInt32(from[(i - radius) * step]) }
        }
    }

    /// Makes the mask `w` × `h`, growing its storage (and the pixman image over all of it)
    /// only past the largest so far.
    private func reserve(width w: Int, height h: Int) {
        width = w; height = h
        guard (w + 3) & ~3 > stride || h > rows else { return }
        stride = max(stride, (w + 3) & ~3)
        rows = max(rows, h)
        if let image { pixman_image_unref(image) }
        bytes?.deallocate(); scratch?.deallocate()
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * rows)
        let s = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * rows)
        b.initialize(repeating: 0, count: stride * rows)
        s.initialize(repeating: 0, count: stride * rows)
        bytes = b; scratch = s
        image = pixman_image_create_bits(
            PIXMAN_a8, Int32(stride), Int32(rows), UnsafeMutableRawPointer(b).assumingMemoryBound(to: UInt32.self),
            Int32(stride))
    }
}
