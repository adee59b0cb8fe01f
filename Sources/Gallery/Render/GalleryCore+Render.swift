import Drawing
import Gestures

/// A frame is drawn whole, except one whose only changes are the pointer's hover effects:
/// that one repaints the rectangles the effects covered before and cover now (background and
/// everything there, clipped), so an effect springing in and out, or a platter following the
/// pointer, costs its own few thousand pixels rather than the window's. Drawing is a function
/// of the state alone and every fill honours the clip, so a partial repaint leaves exactly the
/// pixels a full one would.
extension GalleryCore {
    /// How far beyond an effect's bounds its drawing may reach (logical px): the focus ring
    /// and the frame's outline around the transformed view.
    static let effectMargin = 8.0

    public func render(into canvas: Canvas, stale: Region?) -> Region {
        if fonts?.fit(scale: scale, textScale: settings.textScale) != true {
            fonts = GalleryFonts(scale: scale, textScale: settings.textScale)
        }
        let effects = currentEffects
        let damage: Region
        if let stale, lastFrame.matches(self, canvas), windowShapesUnchanged {
            var d = stale
            if effects != lastFrame.effects {
                lastFrame.effects.visit { d.formUnion(affected(by: $0, on: $1)) }
                effects.visit { d.formUnion(affected(by: $0, on: $1)) }
            }
            damage = d.intersection(with: canvas.bounds)
            for k in 0 ..< damage.count { draw(into: canvas, clip: damage[k], effects) }
        } else {
            labels.startRecording()
            draw(into: canvas, clip: nil, effects)
            labels.stopRecording()
            damage = Region(canvas.bounds)
            lastFrame.record(self, canvas)
            lastFrame.shapes.removeAll(keepingCapacity: true)
            current.forEachWindowShape { lastFrame.shapes.append($0) }
        }
        lastFrame.effects = effects
        dirty = false
        return damage
    }

    /// The hover effects as they stand at the host's time, the leaving one first.
    var currentEffects: EffectPair {
        var pair = EffectPair()
        declaredHost?.forEachHoverEffect { pair.append($0) }
        return pair
    }

    /// Whether the page's shapes are those of the last full frame. - Complexity: O(shapes);
    /// no allocation.
    private var windowShapesUnchanged: Bool {
        var i = 0, same = true
        current.forEachWindowShape { s in
            if same { same = i < lastFrame.shapes.count && lastFrame.shapes[i] == s }
            i += 1
        }
        return same && i == lastFrame.shapes.count
    }

    /// The buffer pixels `e`, on the view called `name`, may draw: its bounds and its view's,
    /// where the view's shape is drawn now (a drag moves the drawing ahead of the view), with
    /// `effectMargin` around.
    func affected(by e: HoverEffectState, on name: String?) -> PixelRect {
        var r = e.bounds(shadowReach: ShapePainter.shadowReach)
        if let shape = shape(named: name) {
            let f = shape.drawnFrame
            r = GestureRect(x: r.x + f.x - e.frame.x, y: r.y + f.y - e.frame.y, width: r.width, height: r.height)
                .union(f)
        }
        let m = Self.effectMargin
        let x0 = Int(((r.x - m) * scale).rounded(.down)), y0 = Int(((r.y - m) * scale).rounded(.down))
        let x1 = Int(((r.maxX + m) * scale).rounded(.up)), y1 = Int(((r.maxY + m) * scale).rounded(.up))
        return PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// The window shape called `name` (an effect's view: shapes and their views share names).
    private func shape(named name: String?) -> GalleryShape? {
        guard let name else { return nil }
        var found: GalleryShape?
        current.forEachWindowShape { s in if found == nil, s.name == name { found = s } }
        return found
    }

    /// Everything, or only the pixels in `clip`: the header, then the shapes without an
    /// effect, then those with one on top (the leaving one under the arriving one), as a
    /// lifted view rises above its neighbours.
    private func draw(into canvas: Canvas, clip: PixelRect?, _ effects: EffectPair) {
        let painter = ShapePainter(
            canvas: canvas, scale: scale, fonts: fonts, filler: filler, shadows: shadows, labels: labels, clip: clip,
            palette: palette)
        canvas.fill(clip ?? canvas.bounds, color: palette.background)
        let header = GestureRect(x: 0, y: 0, width: Double(width), height: Self.headerHeight)
        canvas.fill(painter.pixels(header), color: palette.headerBackground, clip: clip)
        canvas.fill(
            painter.pixels(GestureRect(x: 0, y: Self.headerHeight - 1, width: Double(width), height: 1)),
            color: palette.separator, clip: clip)
        if page != .home {
            canvas.fill(painter.pixels(backButtonFrame), color: palette.backButton, clip: clip)
            painter.text("< Back", x: backButtonFrame.x + 12, baseline: backButtonFrame.y + 23, palette.text)
        }
        if let title = fonts?.title {
            let x = page == .home ? 16.0 : 112.0
            canvas.drawText(
                page.title, font: title, x: Int((x * scale).rounded()), baseline: Int((36 * scale).rounded()),
                color: palette.text, clip: clip)
        }
        let focus = focus
        current.forEachWindowShape { shape in
            if !effects.contains(shape.name), reaches(clip, shape) { painter.draw(shape, focused: shape.name == focus) }
        }
        effects.visit { e, name in
            current.forEachWindowShape { shape in
                if shape.name == name { painter.draw(shape, focused: shape.name == focus, effect: e) }
            }
        }
    }
}

extension GalleryCore {
    /// Whether `shape`'s drawing (its bounds, the focus ring and outline around them) can
    /// reach `clip`: a partial frame skips the shapes it cannot.
    fileprivate func reaches(_ clip: PixelRect?, _ shape: GalleryShape) -> Bool {
        guard let clip else { return true }
        let b = shape.drawnBounds, m = Self.effectMargin
        let r = PixelRect(
            x0: Int(((b.x - m) * scale).rounded(.down)), y0: Int(((b.y - m) * scale).rounded(.down)),
            x1: Int(((b.maxX + m) * scale).rounded(.up)), y1: Int(((b.maxY + m) * scale).rounded(.up)))
        return r.intersects(clip)
    }
}

/// What the last full frame was drawn from: a frame from the same page, size, scale, focus
/// and shapes into a buffer of the same size may repaint only where the effects changed.
struct LastFrame {
    var page: PageID?
    var width = 0, height = 0, canvasWidth = 0, canvasHeight = 0
    var scale = 0.0
    var focus: String?
    var palette = GalleryPalette.light
    var shapes: [GalleryShape] = []
    var effects = EffectPair()

    func matches(_ core: GalleryCore, _ canvas: Canvas) -> Bool {
        page == core.page && width == core.width && height == core.height && scale == core.scale
            && focus == core.focus && palette == core.palette && canvasWidth == canvas.width
            && canvasHeight == canvas.height
    }

    mutating func record(_ core: GalleryCore, _ canvas: Canvas) {
        page = core.page; width = core.width; height = core.height; scale = core.scale; focus = core.focus
        palette = core.palette
        canvasWidth = canvas.width; canvasHeight = canvas.height
    }
}

/// The host's effects, at most two (one arriving, one leaving), held without an array, each
/// with its view's name (shapes and their views share names), read out of the view's
/// identifier once: comparing identifiers as `AnyHashable` for every shape drawn cost more
/// than a platter's pixels.
struct EffectPair: Equatable {
    private(set) var first: HoverEffectState?
    private(set) var second: HoverEffectState?
    private(set) var firstName: String?
    private(set) var secondName: String?

    mutating func append(_ e: HoverEffectState) {
        if first == nil {
            first = e
            firstName = e.viewID?.base as? String
        } else {
            second = e
            secondName = e.viewID?.base as? String
        }
    }

    func visit(_ body: (HoverEffectState, String?) -> Void) {
        if let first { body(first, firstName) }
        if let second { body(second, secondName) }
    }

    var isEmpty: Bool { first == nil }

    func contains(_ name: String) -> Bool {
        (first != nil && firstName == name) || (second != nil && secondName == name)
    }
}
