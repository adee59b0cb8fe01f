/// A path of straight and curved segments, for content shapes that are not rectangles and for
/// pointer shapes an app draws itself (SwiftUI's `Path`, UIKit's `UIBezierPath`).
///
/// ```swift
/// var star = ShapePath()
/// star.move(to: Point(x: 0.5, y: 0))
/// star.addLine(to: Point(x: 1, y: 1))
/// star.addLine(to: Point(x: 0, y: 1))
/// star.closeSubpath()
/// star.contains(Point(x: 0.5, y: 0.9))   // true
/// ```
///
/// Every subpath is closed for filling and hit testing, whether or not it says so. Curves are
/// followed as `segmentsPerCurve` straight pieces: fine enough for a pointer's hit test and for
/// drawing at a cursor's or a shape's size, and the same pieces every time, so hit tests are
/// deterministic. Hit testing walks the elements in place and allocates nothing.
public struct ShapePath: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    /// How many straight pieces stand for one curve when filling or hit testing.
    public static let segmentsPerCurve = 16

    public init() {}

    public init(_ elements: [Element]) { self.elements = elements }

    public mutating func move(to p: Point) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: Point) { elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: Point, control: Point) {
        elements.append(.quadCurve(to: p, control: control))
    }
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.close) }

    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Common shapes

    /// The rectangle `r`, clockwise from its top-left corner.
    public static func rect(_ r: GestureRect) -> ShapePath {
        ShapePath([
            .move(to: Point(x: r.minX, y: r.minY)), .line(to: Point(x: r.maxX, y: r.minY)),
            .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.minX, y: r.maxY)), .close,
        ])
    }

    /// A polygon through `points`, closed.
    public static func polygon(_ points: [Point]) -> ShapePath {
        guard let first = points.first else { return ShapePath() }
        return ShapePath([.move(to: first)] + points.dropFirst().map { .line(to: $0) } + [.close])
    }

    /// The ellipse inscribed in `r`, as four cubic curves.
    public static func ellipse(in r: GestureRect) -> ShapePath {
        roundedRect(r, cornerWidth: r.width / 2, cornerHeight: r.height / 2)
    }

    /// The rectangle `r` with corners of `cornerRadius` (clamped to half its shorter side).
    public static func roundedRect(_ r: GestureRect, cornerRadius: Double) -> ShapePath {
        let c = max(0, min(cornerRadius, min(r.width, r.height) / 2))
        return roundedRect(r, cornerWidth: c, cornerHeight: c)
    }

    /// A cubic's control points sit this far along the tangent to draw a quarter circle.
    static let kappa = 0.552_284_749_830_793_4

    private static func roundedRect(_ r: GestureRect, cornerWidth rx: Double, cornerHeight ry: Double) -> ShapePath {
        guard rx > 0, ry > 0 else { return rect(r) }
        let kx = rx * kappa, ky = ry * kappa
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        return ShapePath([
            .move(to: p(x0 + rx, y0)),
            .line(to: p(x1 - rx, y0)),
            .curve(to: p(x1, y0 + ry), control1: p(x1 - rx + kx, y0), control2: p(x1, y0 + ry - ky)),
            .line(to: p(x1, y1 - ry)),
            .curve(to: p(x1 - rx, y1), control1: p(x1, y1 - ry + ky), control2: p(x1 - rx + kx, y1)),
            .line(to: p(x0 + rx, y1)),
            .curve(to: p(x0, y1 - ry), control1: p(x0 + rx - kx, y1), control2: p(x0, y1 - ry + ky)),
            .line(to: p(x0, y0 + ry)),
            .curve(to: p(x0 + rx, y0), control1: p(x0, y0 + ry - ky), control2: p(x0 + rx - kx, y0)),
            .close,
        ])
    }

    // MARK: Transforms

    /// Each point `p` becomes `origin + p × scale` (a unit path drawn into a rectangle).
    public func applying(scaleX sx: Double, scaleY sy: Double, offset o: Point) -> ShapePath {
        func t(_ p: Point) -> Point { Point(x: o.x + p.x * sx, y: o.y + p.y * sy) }
        return ShapePath(
            elements.map {
                switch $0 {
                case .move(let p): .move(to: t(p))
                case .line(let p): .line(to: t(p))
                case .quadCurve(let p, let c): .quadCurve(to: t(p), control: t(c))
                case .curve(let p, let c1, let c2): .curve(to: t(p), control1: t(c1), control2: t(c2))
                case .close: .close
                }
            })
    }

    // MARK: Geometry

    /// Calls `body` with each straight piece of the path, every subpath closed, in order.
    /// - Complexity: O(elements × segmentsPerCurve); no allocation.
    public func forEachSegment(_ body: (Point, Point) -> Void) {
        var start = Point.zero, current = Point.zero, open = false
        func close() {
            if open && current != start { body(current, start) }
            current = start
            open = false
        }
        for e in elements {
            switch e {
            case .move(let p):
                close()
                start = p; current = p
            case .line(let p):
                body(current, p)
                current = p; open = true
            case .quadCurve(let p, let c):
                let p0 = current
                var prev = p0
                for k in 1 ... Self.segmentsPerCurve {
                    let t = Double(k) / Double(Self.segmentsPerCurve), u = 1 - t
                    let q = Point(
                        x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y
                    )
                    body(prev, q)
                    prev = q
                }
                current = p; open = true
            case .curve(let p, let c1, let c2):
                let p0 = current
                var prev = p0
                for k in 1 ... Self.segmentsPerCurve {
                    let t = Double(k) / Double(Self.segmentsPerCurve), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let q = Point(
                        x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
                    body(prev, q)
                    prev = q
                }
                current = p; open = true
            case .close:
                close()
            }
        }
        close()
    }

    /// Whether `p` is inside the path: by the non-zero winding rule, or the even-odd rule
    /// (a hole where subpaths overlap). - Complexity: O(elements × segmentsPerCurve); no
    /// allocation.
    public func contains(_ p: Point, evenOdd: Bool = false) -> Bool {
        var winding = 0
        forEachSegment { a, b in
            // Half-open in y, so a vertex on the ray counts once.
            if a.y <= p.y {
                if b.y > p.y && Self.side(a, b, p) > 0 { winding += 1 }
            } else if b.y <= p.y && Self.side(a, b, p) < 0 {
                winding -= 1
            }
        }
        return evenOdd ? winding & 1 != 0 : winding != 0
    }

    /// > 0 when `p` is left of the line from `a` to `b`.
    @inline(__always) private static func side(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The smallest rectangle holding every point of the path as filled (curves as their pieces).
    public var bounds: GestureRect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        forEachSegment { a, b in
            x0 = min(x0, a.x, b.x); y0 = min(y0, a.y, b.y)
            x1 = max(x1, a.x, b.x); y1 = max(y1, a.y, b.y)
        }
        guard x0 <= x1, y0 <= y1 else { return .zero }
        return GestureRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
