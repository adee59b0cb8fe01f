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

    /// An edge, top to bottom: where it starts and ends in y, its x at the top, its slope and
    /// which way it was drawn (+1 down, −1 up).
    struct Edge {
        var top: Double, bottom: Double, x: Double, slope: Double, direction: Int32
    }

    // The scan's storage is read and written millions of times a frame: checking exclusive
    // access at each (a class's stored arrays) was half of an effect frame's time, and nothing
    // here calls out while it holds one, so the checks are off, and the per-pixel buffers are
    // plain memory.

    /// The edges (buffer pixels), each contour closed.
    @exclusivity(unchecked) private var edges: [Edge] = []
    /// Edge indices by the pixel row they start in (a counting sort).
    @exclusivity(unchecked) private var byRow: [Int32] = []
    @exclusivity(unchecked) private var rowStarts: [Int32] = []
    /// The edges that cross the row being filled (`crossCapacity` of them at most).
    private var active = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var start = (x: 0.0, y: 0.0), current = (x: 0.0, y: 0.0), open = false
    /// One sub-scanline's crossings: x and winding direction.
    private var crossX = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    private var crossDir = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var crossCapacity = 0
    /// One pixel row's coverage, and the same as a8 bytes under a pixman image.
    private var coverage = UnsafeMutablePointer<Float>.allocate(capacity: 0)
    /// The coverage that runs on from a pixel to the end of its span: added where a span's
    /// whole pixels begin and taken off where they end, summed once per row.
    private var runs = UnsafeMutablePointer<Float>.allocate(capacity: 0)
    /// The pixels of the row being filled that hold coverage or a run's change, a bit each
    /// (`maskWidth` bits): read in order, each once, by `store`.
    private var touched = UnsafeMutablePointer<UInt64>.allocate(capacity: 0)
    private var maskBytes: UnsafeMutablePointer<UInt8>?
    private var maskImage: OpaquePointer?
    private var maskWidth = 0, maskRows = 0, maskStride = 0

    public init() {}

    deinit {
        if let maskImage { pixman_image_unref(maskImage) }
        maskBytes?.deallocate()
        crossX.deallocate(); crossDir.deallocate(); coverage.deallocate(); runs.deallocate()
        active.deallocate(); touched.deallocate()
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
            let down = y > current.y
            let (ax, ay, bx, by) = down ? (current.x, current.y, x, y) : (x, y, current.x, current.y)
            edges.append(Edge(top: ay, bottom: by, x: ax, slope: (bx - ax) / (by - ay), direction: down ? 1 : -1))
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
    /// within `clip` and the canvas. Edges enter the scan at the row they start in and leave
    /// after the row they end in, so a row costs the edges that cross it, not all of them.
    /// - Complexity: O(edges + rows × (crossing edges + width)); no allocation once the
    ///   buffers hold the largest shape filled.
    public func fill(into canvas: Canvas, color: Color, evenOdd: Bool = false, clip: PixelRect? = nil) {
        guard color.alpha != 0 else { return }
        let area = rasterize(within: canvas.clipped(canvas.bounds, clip), evenOdd: evenOdd)
        // One composite for the whole area: a call per row costs more than the pixels.
        guard !area.isEmpty, let maskImage else { return }
        pixman_image_composite32(
            PIXMAN_OP_OVER, canvas.solid(color), maskImage, canvas.image, 0, 0, 0, 0, Int32(area.x), Int32(area.y),
            Int32(area.width), Int32(area.height))
    }

    /// Scans the polygons' coverage within `bounds` (nil: wherever they are) into the mask,
    /// whose pixel (0, 0) is the returned area's origin; empty when nothing is covered.
    func rasterize(within bounds: PixelRect?, evenOdd: Bool) -> PixelRect {
        close()
        guard !edges.isEmpty else { return .zero }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for e in edges {
            let xb = e.x + e.slope * (e.bottom - e.top)
            minX = min(minX, e.x, xb); maxX = max(maxX, e.x, xb)
            minY = min(minY, e.top); maxY = max(maxY, e.bottom)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .zero }
        let box = PixelRect(
            x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)), x1: Int(maxX.rounded(.up)),
            y1: Int(maxY.rounded(.up)))
        let area = bounds.map { box.intersection($0) } ?? box
        if area.isEmpty { return .zero }
        reserve(width: area.width, rows: area.height, edges: edges.count)
        sortByRow(area)
        let x0 = Double(area.x), x1 = Double(area.maxX)
        let weight = Float(1) / Float(Self.subsamples)
        // The scan reads its storage through local pointers: a class's stored properties are
        // reloaded (and its arrays retained) at every access inside the loops otherwise.
        edges.withUnsafeBufferPointer { edges in
            byRow.withUnsafeBufferPointer { byRow in
                rowStarts.withUnsafeBufferPointer { rowStarts in
                    scan(area, edges, byRow, rowStarts, x0: x0, x1: x1, weight: weight, evenOdd: evenOdd)
                }
            }
        }
        return area
    }

    /// The mask `rasterize` wrote: its bytes and their row stride.
    var mask: (bytes: UnsafePointer<UInt8>, stride: Int)? { maskBytes.map { (UnsafePointer($0), maskStride) } }

    /// Each row of `area`: its sub-scanlines' spans added up as coverage, stored in the mask.
    private func scan(
        _ area: PixelRect, _ edges: UnsafeBufferPointer<Edge>, _ byRow: UnsafeBufferPointer<Int32>,
        _ rowStarts: UnsafeBufferPointer<Int32>, x0: Double, x1: Double, weight: Float, evenOdd: Bool
    ) {
        let active = self.active, crossX = self.crossX, crossDir = self.crossDir
        let coverage = self.coverage, runs = self.runs, touched = self.touched
        let maskLimit = maskWidth - 1
        var activeCount = 0
        // Whether the row above was covered alike at every sub-scanline by the edges active now.
        var aboveIsUniform = false
        let subsamples = Double(Self.subsamples)
        for y in area.y ..< area.maxY {
            let row = y - area.y
            let entering = Int(rowStarts[row + 1]) - Int(rowStarts[row])
            for k in Int(rowStarts[row]) ..< Int(rowStarts[row + 1]) {
                active[activeCount] = byRow[k]
                activeCount += 1
            }
            // A row whose edges are all upright and cross every sub-scanline has the same
            // crossings at each of them, so the same coverage as the row above if that one was
            // such a row of the same edges: its mask row is copied (the sides of a rectangle
            // or a rounded one between its corners).
            let firstY = Double(y) + 0.5 / subsamples, lastY = Double(y) + (subsamples - 0.5) / subsamples
            var uniform = true
            for j in 0 ..< activeCount {
                let e = edges[Int(active[j])]
                if e.slope != 0 || e.top > firstY || lastY >= e.bottom {
                    uniform = false
                    break
                }
            }
            if uniform && aboveIsUniform && entering == 0, let maskBytes {
                let line = maskBytes + row * maskStride
                line.update(from: line - maskStride, count: area.width)
                // Its edges all reach past `lastY`; those that end in this row leave the scan.
                let next = Double(y + 1)
                var kept = 0
                for i in 0 ..< activeCount where edges[Int(active[i])].bottom > next {
                    active[kept] = active[i]
                    kept += 1
                }
                aboveIsUniform = kept == activeCount
                activeCount = kept
                continue
            }
            var lo = area.width, hi = -1, top = -1
            for s in 0 ..< Self.subsamples {
                let sy = Double(y) + (Double(s) + 0.5) / Double(Self.subsamples)
                // The sub-scanline's crossings among the active edges, sorted by x (insertion
                // sort: a row crosses few edges).
                var n = 0
                for j in 0 ..< activeCount {
                    let e = edges[Int(active[j])]
                    guard e.top <= sy && sy < e.bottom else { continue }
                    let x = e.x + (sy - e.top) * e.slope
                    var i = n
                    while i > 0 && crossX[i - 1] > x {
                        crossX[i] = crossX[i - 1]; crossDir[i] = crossDir[i - 1]
                        i -= 1
                    }
                    crossX[i] = x
                    crossDir[i] = e.direction
                    n += 1
                }
                // Walk the crossings left to right, covering where the rule says inside: the
                // partial pixels at a span's ends directly, the whole ones between as a run.
                var winding: Int32 = 0
                for i in 0 ..< n {
                    let before = winding
                    winding += crossDir[i]
                    let inside = evenOdd ? before & 1 != 0 : before != 0
                    guard inside, i > 0 else { continue }
                    let left = max(x0, crossX[i - 1]), right = min(x1, crossX[i])
                    guard right > left else { continue }
                    // Both are ≥ 0, so truncation is their floor.
                    let a = left - x0, b = right - x0
                    let ia = Int(a), ib = min(Int(b), maskLimit)
                    lo = min(lo, ia); hi = max(hi, ib); top = max(top, ib)
                    touched[ia >> 6] |= 1 << UInt64(ia & 63)
                    if ia >= ib {
                        coverage[ia] += Float(b - a) * weight
                        continue
                    }
                    coverage[ia] += Float(Double(ia + 1) - a) * weight
                    if ib > ia + 1 {
                        runs[ia + 1] += weight
                        runs[ib] -= weight
                        touched[(ia + 1) >> 6] |= 1 << UInt64((ia + 1) & 63)
                    }
                    coverage[ib] += Float(b - Double(ib)) * weight
                    touched[ib >> 6] |= 1 << UInt64(ib & 63)
                }
            }
            // Edges that end in this row leave the scan.
            let next = Double(y + 1)
            var kept = 0
            for i in 0 ..< activeCount where edges[Int(active[i])].bottom > next {
                active[kept] = active[i]
                kept += 1
            }
            aboveIsUniform = uniform && kept == activeCount
            activeCount = kept
            hi = min(hi, area.width - 1)
            store(row: row, from: lo, to: hi, width: area.width, top: top)
        }
    }

    /// Puts the edges' indices in `byRow` by the first row of `area` they cross (edges above
    /// the area enter at its first row; below it, never).
    private func sortByRow(_ area: PixelRect) {
        let rows = area.height
        for r in 0 ... rows { rowStarts[r] = 0 }
        @inline(__always) func row(_ e: Edge) -> Int? {
            guard e.bottom > Double(area.y), e.top < Double(area.maxY) else { return nil }
            return max(0, min(rows - 1, Int(e.top.rounded(.down)) - area.y))
        }
        for e in edges { if let r = row(e) { rowStarts[r + 1] += 1 } }
        for r in 0 ..< rows { rowStarts[r + 1] += rowStarts[r] }
        // Fill from each row's start, then shift the starts back.
        for (i, e) in edges.enumerated() {
            guard let r = row(e) else { continue }
            byRow[Int(rowStarts[r])] = Int32(i)
            rowStarts[r] += 1
        }
        for r in stride(from: rows, to: 0, by: -1) { rowStarts[r] = rowStarts[r - 1] }
        rowStarts[0] = 0
    }

    /// Writes the row's coverage into the mask (nothing outside [lo, hi]), and clears it.
    /// Only the pixels marked in `touched` (none past `top`) hold coverage or a run's change:
    /// the pixels between two of them all have the running coverage, so they are stored as
    /// one value (the value a pixel-by-pixel sum gives them, since adding zero changes nothing).
    private func store(row r: Int, from lo: Int, to hi: Int, width: Int, top: Int) {
        guard let maskBytes else { return }
        let line = maskBytes + r * maskStride
        let coverage = self.coverage, runs = self.runs, touched = self.touched
        @inline(__always) func byte(_ v: Float) -> UInt8 { UInt8(min(255, max(0, v * 255 + 0.5))) }
        var run: Float = 0, next = lo
        if hi >= lo {
            if lo > 0 { line.update(repeating: 0, count: lo) }
            if hi + 1 < width { (line + hi + 1).update(repeating: 0, count: width - hi - 1) }
        } else {
            line.update(repeating: 0, count: width)
        }
        if top >= 0 {
            for w in (lo >> 6) ... (top >> 6) {
                var word = touched[w]
                touched[w] = 0
                while word != 0 {
                    let t = w << 6 + word.trailingZeroBitCount
                    word &= word - 1
                    if t >= next && t <= hi {
                        if t > next { (line + next).update(repeating: byte(run), count: t - next) }
                        run += runs[t]
                        line[t] = byte(coverage[t] + run)
                        next = t + 1
                    }
                    coverage[t] = 0
                    runs[t] = 0
                }
            }
        }
        if hi >= lo && next <= hi { (line + next).update(repeating: byte(run), count: hi + 1 - next) }
    }

    private func reserve(width: Int, rows: Int, edges count: Int) {
        if crossCapacity < count {
            crossX.deallocate(); crossDir.deallocate()
            crossX = .allocate(capacity: count)
            crossDir = .allocate(capacity: count)
            crossCapacity = count
            byRow = Array(repeating: 0, count: count)
            active.deallocate()
            active = .allocate(capacity: count)
        }
        if rowStarts.count < rows + 1 { rowStarts = Array(repeating: 0, count: rows + 1) }
        if width + 1 > maskWidth {
            maskWidth = width + 1
            coverage.deallocate(); runs.deallocate()
            coverage = .allocate(capacity: maskWidth)
            coverage.initialize(repeating: 0, count: maskWidth)
            touched.deallocate()
            touched = .allocate(capacity: maskWidth / 64 + 1)
            touched.initialize(repeating: 0, count: maskWidth / 64 + 1)
            runs = .allocate(capacity: maskWidth)
            runs.initialize(repeating: 0, count: maskWidth)
        }
        guard width + 1 > maskStride || rows > maskRows else { return }
        if let maskImage { pixman_image_unref(maskImage) }
        maskBytes?.deallocate()
        // pixman wants rows of whole 32-bit words.
        maskStride = max(maskStride, (width + 4) & ~3)
        maskRows = max(maskRows, rows)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: maskStride * maskRows)
        bytes.initialize(repeating: 0, count: maskStride * maskRows)
        maskBytes = bytes
        maskImage = pixman_image_create_bits(
            PIXMAN_a8, Int32(maskStride), Int32(maskRows),
            UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt32.self), Int32(maskStride))
    }
}
