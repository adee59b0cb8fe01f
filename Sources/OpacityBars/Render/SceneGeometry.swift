import Drawing

/// A scene's positions in buffer pixels: every logical coordinate multiplied by the scale and
/// rounded, edge by edge, so that adjacent shapes share edges and a row that scrolls by a
/// whole number of pixels keeps exactly its pixels (which is what lets scrolling copy).
struct SceneGeometry {
    let scale: Double
    let bufferWidth: Int
    let bufferHeight: Int
    let theme: RenderTheme

    /// A logical length or coordinate in buffer pixels.
    /// Rounds half away from zero, like `rounded()`, without a libm call (hot: every rect).
    @inline(__always) func px(_ v: Double) -> Int {
        let t = v * scale
        guard t.magnitude < 1e15 else { return t < 0 ? -1_000_000_000_000_000 : 1_000_000_000_000_000 }
        let i = Int(t), f = t - Double(i)
        return f >= 0.5 ? i + 1 : f <= -0.5 ? i - 1 : i
    }

    /// A logical length in buffer pixels, at least 1.
    @inline(__always) func line(_ v: Double) -> Int { max(1, px(v)) }

    func rect(_ r: SceneRect) -> PixelRect {
        PixelRect(x0: px(r.x), y0: px(r.y), x1: px(r.maxX), y1: px(r.maxY))
    }

    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: bufferWidth, height: bufferHeight) }

    func headerRect(_ scene: Scene) -> PixelRect {
        PixelRect(x: 0, y: 0, width: bufferWidth, height: min(bufferHeight, max(0, px(scene.headerHeight))))
    }

    /// Where rows show: below the header.
    func contentRect(_ scene: Scene) -> PixelRect {
        let top = headerRect(scene).maxY
        return PixelRect(x0: 0, y0: top, x1: bufferWidth, y1: bufferHeight)
    }

    /// How far decorations (the focus ring) reach outside a bar.
    var decorationMargin: Int { px(theme.focusRingGap + theme.focusRingWidth) + 1 }

    var checkerCell: Int { line(theme.checkerCell) }
}
