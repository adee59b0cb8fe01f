/// Where the app's own decorations are on screen, from the window geometry the compositor
/// reports (global coordinates), written from docs/DESIGN.md's numbers rather than from the
/// app's `DecorationLayout`, so that a layout that drifted from the documented one fails here:
/// at scale 1 a 12 px shadow and resize margin around the window geometry while it floats
/// (none when maximized or tiled), a 32 px title bar at its top, and 24×24 buttons 6 px
/// apart, 6 px from the right edge, vertically centred, left to right minimize, maximize,
/// close (all three where the compositor sends no wm_capabilities: kwin 5.27, sway 1.7).
struct DrawnDecorations {
    enum Button: Int { case minimize, maximize, close }

    static let margin = 12.0
    static let titleBarHeight = 32.0
    static let buttonSize = 24.0
    static let buttonSpacing = 6.0
    static let buttonInset = 6.0
    /// The title bar's colours (ARGB, opaque), active and inactive (`DecorationStyle`).
    static let titleBarColours: Set<UInt32> = [0xFF2E_2E32, 0xFF24_2427]

    /// The window geometry (without the shadow), in global coordinates.
    let window: ScreenRect

    /// A point on the title bar, `fromLeft` px in from the window's left edge, half-way down:
    /// left of the buttons, a place to drag or double-click.
    func titleBar(fromLeft: Double = 60) -> (x: Double, y: Double) {
        (window.x + fromLeft, window.y + Self.titleBarHeight / 2)
    }

    /// The centre of `button`.
    func centre(of button: Button) -> (x: Double, y: Double) {
        let fromRight = Double(2 - button.rawValue)
        let right = window.maxX - Self.buttonInset - fromRight * (Self.buttonSize + Self.buttonSpacing)
        return (right - Self.buttonSize / 2, window.y + Self.titleBarHeight / 2)
    }

    /// Where a press resizes `edges` of a floating window: half-way across the margin outside
    /// them, at the middle of an edge, or outside both edges of a corner.
    func outside(_ edges: ResizeEdges) -> (x: Double, y: Double) {
        let half = Self.margin / 2
        let x = edges.left ? window.x - half : edges.right ? window.maxX + half : window.x + window.width / 2
        let y = edges.top ? window.y - half : edges.bottom ? window.maxY + half : window.y + window.height / 2
        return (x, y)
    }
}
