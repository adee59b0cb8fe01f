/// A set of pixels as a short list of rectangles: damage for `wl_surface.damage_buffer`
/// and the repaint list of a frame.
///
/// Kept cheap on purpose: at most `capacity` rectangles stored inline (no heap allocation),
/// rectangles may overlap, and when a union would exceed the capacity the two rectangles
/// whose joint bounds waste the least area are merged. So a region is always a *cover* of
/// what was added (never smaller), which is what damage needs.
public struct Region: Sendable, Equatable, CustomStringConvertible {
    /// Rectangles kept before merging; a frame's damage rarely needs more than a few.
    public static let capacity = 8

    private var storage: InlineArray<8, PixelRect> = .init(repeating: .zero)
    public private(set) var count = 0

    public static let empty = Region()

    public init() {}

    public init(_ rect: PixelRect) { formUnion(rect) }

    public init<S: Sequence<PixelRect>>(_ rects: S) {
        for r in rects { formUnion(r) }
    }

    public var isEmpty: Bool { count == 0 }

    /// The stored rectangles (allocates an array; use `forEach` in hot paths).
    public var rects: [PixelRect] { (0 ..< count).map { storage[$0] } }

    public subscript(index: Int) -> PixelRect {
        precondition(index >= 0 && index < count, "Region index \(index) out of 0..<\(count)")
        return storage[index]
    }

    public func forEach(_ body: (PixelRect) throws -> Void) rethrows {
        for i in 0 ..< count { try body(storage[i]) }
    }

    /// The smallest rectangle covering the region (`.zero` when empty).
    public var bounds: PixelRect {
        var b = PixelRect.zero
        for i in 0 ..< count { b = b.union(storage[i]) }
        return b
    }

    /// Total area of the stored rectangles (overlaps counted twice): a cost estimate.
    public var area: Int {
        var a = 0
        for i in 0 ..< count { a += storage[i].area }
        return a
    }

    public func contains(x: Int, y: Int) -> Bool {
        for i in 0 ..< count where storage[i].contains(x: x, y: y) { return true }
        return false
    }

    public func intersects(_ rect: PixelRect) -> Bool {
        for i in 0 ..< count where storage[i].intersects(rect) { return true }
        return false
    }

    /// Adds `rect`. Contained rectangles are dropped, exact merges (same span, touching)
    /// are taken, and over capacity the cheapest pair is merged into its bounds.
    /// - Complexity: O(capacity²) at worst, a few dozen comparisons; never allocates.
    public mutating func formUnion(_ rect: PixelRect) {
        if rect.isEmpty { return }
        var r = rect
        var i = 0
        while i < count {
            let s = storage[i]
            if s.contains(r) { return }
            if r.contains(s) || Region.mergesExactly(s, r) {
                r = r.union(s)
                remove(at: i)
                i = 0   // the grown rectangle may now absorb earlier ones
                continue
            }
            i += 1
        }
        if count == Region.capacity { mergeCheapestPair(with: &r) }
        storage[count] = r
        count += 1
    }

    public mutating func formUnion(_ other: Region) {
        for i in 0 ..< other.count { formUnion(other.storage[i]) }
    }

    public func union(_ rect: PixelRect) -> Region {
        var copy = self; copy.formUnion(rect); return copy
    }

    public func union(_ other: Region) -> Region {
        var copy = self; copy.formUnion(other); return copy
    }

    public func intersection(with rect: PixelRect) -> Region {
        var out = Region()
        for i in 0 ..< count { out.formUnion(storage[i].intersection(rect)) }
        return out
    }

    /// - Complexity: O(count × other.count) rectangle intersections.
    public func intersection(with other: Region) -> Region {
        var out = Region()
        for i in 0 ..< count {
            for j in 0 ..< other.count { out.formUnion(storage[i].intersection(other.storage[j])) }
        }
        return out
    }

    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Region {
        var out = self
        for i in 0 ..< count { out.storage[i] = storage[i].offsetBy(dx: dx, dy: dy) }
        return out
    }

    public static func == (a: Region, b: Region) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0 ..< a.count where a.storage[i] != b.storage[i] { return false }
        return true
    }

    public var description: String {
        "Region[" + rects.map(\.description).joined(separator: ", ") + "]"
    }

    /// Two rectangles whose union is exactly their bounds: same columns and touching or
    /// overlapping rows, or the other way round.
    private static func mergesExactly(_ a: PixelRect, _ b: PixelRect) -> Bool {
        (a.x == b.x && a.width == b.width && a.y <= b.maxY && b.y <= a.maxY)
            || (a.y == b.y && a.height == b.height && a.x <= b.maxX && b.x <= a.maxX)
    }

    private mutating func remove(at index: Int) {
        for j in index ..< count - 1 { storage[j] = storage[j + 1] }
        count -= 1
    }

    /// Makes room for `r` by merging two rectangles (possibly `r` itself) whose bounds add
    /// the least area that was not already covered.
    private mutating func mergeCheapestPair(with r: inout PixelRect) {
        var best = Int.max, bi = -1, bj = -1   // bj == -1: merge storage[bi] into r
        for i in 0 ..< count {
            let s = storage[i]
            let cost = s.union(r).area - s.area - r.area
            if cost < best { best = cost; bi = i; bj = -1 }
            for j in (i + 1) ..< count {
                let t = storage[j]
                let c = s.union(t).area - s.area - t.area
                if c < best { best = c; bi = i; bj = j }
            }
        }
        if bj == -1 {
            r = r.union(storage[bi])
        } else {
            storage[bi] = storage[bi].union(storage[bj])
        }
        remove(at: bj == -1 ? bi : bj)
    }
}
