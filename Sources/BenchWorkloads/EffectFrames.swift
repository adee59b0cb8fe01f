// The gallery's pointer page with a hover effect following the pointer: the frames the
// effect bench times against a full repaint and the allocation test counts.
import Drawing
import Gallery
import Gestures

/// A pointer moving back and forth inside one of the pointer page's shapes with its effect in
/// full, a frame drawn after every motion: the platter (highlight) or the lifted view (lift)
/// moves with the pointer's parallax and the rest of the window stays.
public final class EffectFrames {
    public enum Kind: String, CaseIterable, Sendable {
        /// The rounded rectangle's platter.
        case highlight
        /// The oval, lifted.
        case lift
    }

    public let core: GalleryCore
    public let canvas: Canvas
    private let centre: Point
    private var now = 0.0, step = 0
    /// What the frames damaged, so that none is optimized away.
    public private(set) var damagedArea = 0

    public init(_ kind: Kind, width: Int = 1920, height: Int = 1080) {
        core = GalleryCore(width: width, height: height)
        core.open(.pointer)
        let size = core.bufferSize
        canvas = Canvas(width: size.width, height: size.height)
        let shape = core.shape(kind == .highlight ? "shape-3" : "shape-2")?.drawnFrame ?? .zero
        centre = Point(x: shape.x + shape.width / 2, y: shape.y + shape.height / 2)
        core.handle(.pointerEnter(centre), at: now)
        core.handle(.pointerFrame, at: now)
        now += 1000
        core.advance(to: now)   // the effect in full
        _ = core.render(into: canvas, stale: nil)
        for _ in 0 ..< 40 { frame() }   // glyphs, solid colours, the filler's buffers
    }

    /// One motion of 1 px (back and forth over 20 px) and the frame drawn after it.
    public func frame() {
        move()
        draw()
    }

    /// One motion of 1 px, back and forth over 20 px, and the clock to it.
    public func move() {
        now += 8
        step &+= 1
        let dx = Double(step % 40 < 20 ? step % 20 : 20 - step % 20) - 10
        core.handle(.pointerMotion(Point(x: centre.x + dx, y: centre.y), time: UInt32(now)), at: now)
        core.handle(.pointerFrame, at: now)
        core.advance(to: now)
    }

    /// The frame after the last motion: what changed since the last frame.
    public func draw() { damagedArea &+= core.render(into: canvas, stale: .empty).area }

    /// The same state drawn whole.
    public func fullFrame() { damagedArea &+= core.render(into: canvas, stale: nil).area }
}
