import Drawing

extension Canvas {
    /// The bounds of the pixels in `rect` that are not `background` (ARGB): where text or a
    /// shape was drawn over a plain fill; nil when none.
    public func ink(in rect: PixelRect, besides background: UInt32) -> PixelRect? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in max(0, rect.y) ..< min(height, rect.maxY) {
            for x in max(0, rect.x) ..< min(width, rect.maxX) where pixel(x: x, y: y) != background {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return x0 == .max ? nil : PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
