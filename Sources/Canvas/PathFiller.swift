import CPixman

#if canImport(Glibc)
import Glibc
#endif

/// Fills polygons with antialiased edges, by the non-zero or the even-odd rule: the ovals,
/// triangles and platters of pointer effects and the pointer shapes an app draws itself.
///
/// pixman composites, but fills only trapezoids and triangles, and a path's polygons would
/// have to be cut into those first (what cairo's tessellator does); cairo itself would add a
/// library and its dependencies to every start for a few small shapes. So the filler computes
/// each pixel's coverage itself, a scanline at a time (`subsamples` rows of exact horizontal
/// coverage per pixel row), and hands each row to pixman as an a8 mask under a solid colour,
/// so that blending rounds exactly as the canvas's other fills do.
///
/// Keep one filler and reuse it: after its buffers have grown to the largest shape drawn,
/// adding edges and filling allocate nothing.
///
/// ```swift
/// let filler = PathFiller()
/// filler.move(to: 10, 10); filler.line(to: 50, 10); filler.line(to: 30, 40); filler.close()
/// filler.fill(into: canvas, color: Color(argb: 0xFF20_60C0))
/// ```
public final class PathFiller {
    /// A unit octagon, clockwise on screen (y down), as the stroke quads are wound.
    private static let octagon: [(x: Double, y: Double)] = (0 ..< 16).map { k in
        let a = -Double(k) * Double.pi / 8
        return (cos(a), sin(a))
    }

    /// Sub-scanlines per pixel row.
    public static let subsamples = 5

    /// Edges as x0, y0, x1, y1 (buffer pixels), each contour closed.
    private var edges: [Double] = []
    private var start = (x: 0.0, y: 0.0), current = (x: 0.0, y: 0.0), open = false
    /// One sub-scanline's crossings: x and winding direction.
    private var crossX: [Double] = []
    private var crossDir: [Int32] = []
    /// One pixel row's coverage, and the same as a8 bytes under a pixman image.
    private var coverage: [Float] = []
    private var maskBytes: UnsafeMutablePointer<UInt8>?
    private var maskImage: OpaquePointer?
    private var maskWidth = 0

    public init() {}

    deinit {
        if let maskImage { pixman_image_unref(maskImage) }
        maskBytes?.deallocate()
    }

    /// Forgets the polygons (keeping the storage).
    public func removeAll() {
        edges.removeAll(keepingCapacity: true)
        open = false
    }

    public var isEmpty: Bool { edges.isEmpty }

    /// Starts a contour at (`x`, `y`), closing the one before.
    public func move(to x: Double, _ y: Double) {
        close()
        start = (x, y)
        current = start
    }

    public func line(to x: Double, _ y: Double) {
        if y != current.y {
            edges.append(current.x); edges.append(current.y); edges.append(x); edges.append(y)
        }
        current = (x, y)
        open = true
    }

    /// Closes the contour back to its start.
    public func close() {
        if open { line(to: start.x, start.y) }
        open = false
        current = start
    }

    /// Adds the outline of the segment from (`x0`, `y0`) to (`x1`, `y1`), `width` wide, as a
    /// closed quad, with a round join at its end; segments added this way fill, by the non-zero
    /// rule, as the union of their outlines (a stroke). Fill strokes by the non-zero rule.
    public func strokeSegment(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double) {
        let dx = x1 - x0, dy = y1 - y0, length = (dx * dx + dy * dy).squareRoot()
        let h = width / 2
        guard length > 0, h > 0 else { return }
        let nx = -dy / length * h, ny = dx / length * h
        move(to: x0 + nx, y0 + ny)
        line(to: x1 + nx, y1 + ny)
        line(to: x1 - nx, y1 - ny)
        line(to: x0 - nx, y0 - ny)
        close()
        // A round join: an octagon wound the same way as the quads, so that they add up.
        move(to: x1 + h, y1)
        for k in 1 ..< Self.octagon.count { line(to: x1 + Self.octagon[k].x * h, y1 + Self.octagon[k].y * h) }
        close()
    }

    /// Composites `color` (premultiplied) OVER every pixel the polygons cover, at its coverage,
    /// within `clip` and the canvas. - Complexity: O(rows × (edges + width)); no allocation
    /// once the buffers hold the largest shape filled.
    public func fill(into canvas: Canvas, color: Color, evenOdd: Bool = false, clip: PixelRect? = nil) {
        close()
        guard !edges.isEmpty, color.alpha != 0 else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var k = 0
        while k < edges.count {
            minX = min(minX, edges[k], edges[k + 2]); maxX = max(maxX, edges[k], edges[k + 2])
            minY = min(minY, edges[k + 1], edges[k + 3]); maxY = max(maxY, edges[k + 1], edges[k + 3])
            k += 4
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return }
        let box = PixelRect(
            x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)), x1: Int(maxX.rounded(.up)),
            y1: Int(maxY.rounded(.up)))
        let area = canvas.clipped(box, clip)
        if area.isEmpty { return }
        reserve(width: area.width, edges: edges.count / 4)
        let x0 = Double(area.x), x1 = Double(area.maxX)
        let weight = Float(1) / Float(Self.subsamples)
        for y in area.y ..< area.maxY {
            var lo = area.width, hi = -1
            for s in 0 ..< Self.subsamples {
                let sy = Double(y) + (Double(s) + 0.5) / Double(Self.subsamples)
                let n = crossings(at: sy)
                // Walk the crossings left to right, covering where the rule says inside.
                var winding: Int32 = 0
                for i in 0 ..< n {
                    let before = winding
                    winding += crossDir[i]
                    let inside = evenOdd ? before & 1 != 0 : before != 0
                    guard inside, i > 0 else { continue }
                    let a = max(x0, crossX[i - 1]), b = min(x1, crossX[i])
                    if b > a { addSpan(a - x0, b - x0, weight, &lo, &hi) }
                }
            }
            // The column past the area only ever gets zero coverage (spans end at its edge).
            coverage[area.width] = 0
            hi = min(hi, area.width - 1)
            guard hi >= lo else { continue }
            composite(row: y, from: lo, to: hi, originX: area.x, color: color, canvas: canvas)
        }
    }

    /// The sub-scanline's crossings at `y`, sorted by x; returns how many.
    private func crossings(at y: Double) -> Int {
        var n = 0
        var k = 0
        while k < edges.count {
            let ya = edges[k + 1], yb = edges[k + 3]
            if (ya <= y && y < yb) || (yb <= y && y < ya) {
                let xa = edges[k], xb = edges[k + 2]
                let x = xa + (y - ya) / (yb - ya) * (xb - xa)
                // Insertion sort: a row crosses few edges.
                var i = n
                while i > 0 && crossX[i - 1] > x {
                    crossX[i] = crossX[i - 1]; crossDir[i] = crossDir[i - 1]
                    i -= 1
                }
                crossX[i] = x
                crossDir[i] = yb > ya ? 1 : -1
                n += 1
            }
            k += 4
        }
        return n
    }

    /// Adds `weight` of coverage over [a, b) (pixels from the area's left edge).
    @inline(__always)
    private func addSpan(_ a: Double, _ b: Double, _ weight: Float, _ lo: inout Int, _ hi: inout Int) {
        let ia = Int(a.rounded(.down)), ib = min(Int(b.rounded(.down)), coverage.count - 1)
        lo = min(lo, ia); hi = max(hi, ib)
        if ia >= ib {
            coverage[ia] += Float(b - a) * weight
            return
        }
        coverage[ia] += Float(Double(ia + 1) - a) * weight
        var i = ia + 1
        while i < ib {
            coverage[i] += weight
            i += 1
        }
        coverage[ib] += Float(b - Double(ib)) * weight
    }

    /// Hands the row's coverage in [lo, hi] to pixman as a mask, and clears it.
    private func composite(row y: Int, from lo: Int, to hi: Int, originX: Int, color: Color, canvas: Canvas) {
        guard let maskBytes, let maskImage else { return }
        for i in lo ... hi {
            maskBytes[i] = UInt8(min(255, max(0, (coverage[i] * 255).rounded())))
            coverage[i] = 0
        }
        pixman_image_composite32(
            PIXMAN_OP_OVER, canvas.solid(color), maskImage, canvas.image, 0, 0, Int32(lo), 0,
            Int32(originX + lo), Int32(y), Int32(hi - lo + 1), 1)
    }

    private func reserve(width: Int, edges count: Int) {
        if crossX.count < count {
            crossX = Array(repeating: 0, count: count)
            crossDir = Array(repeating: 0, count: count)
        }
        guard width + 1 > maskWidth else { return }
        maskWidth = width + 1
        coverage = Array(repeating: 0, count: maskWidth)
        if let maskImage { pixman_image_unref(maskImage) }
        maskBytes?.deallocate()
        // pixman wants rows of whole 32-bit words.
        let stride = (maskWidth + 3) & ~3
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        bytes.initialize(repeating: 0, count: stride)
        maskBytes = bytes
        maskImage = pixman_image_create_bits(
            PIXMAN_a8, Int32(maskWidth), 1, UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self),
            Int32(stride))
    }
}
