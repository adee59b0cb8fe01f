import Drawing

/// The one rule for how many buffer pixels a surface has at a scale, and where a logical edge
/// falls among them: logical length × scale, rounded half away from zero. That is what
/// wp_fractional_scale_v1 asks of the whole surface ("the buffer size is calculated by
/// multiplying the surface size by the intended scale and rounding the result half away from
/// zero"); for integer scales it is exact. A buffer of any other size is resampled by the
/// compositor to the viewport's destination, every frame, and drawn soft.
///
/// The protocol's scales are 120ths, and a product in `Double` is not exact: 50 × 138/120 is
/// 57.4999… there, not 57.5, and rounds a pixel short. A scale that is a whole number of
/// 120ths is therefore applied in integers, `(L × n + 60) / 120`; any other (`--scale 1.333`)
/// in `Double`.
///
/// Parts of a surface (the content inside client-side decorations) are placed by rounding
/// their edges, never their sizes: parts rounded separately would not add up to the whole
/// surface's pixels (12 + 480 + 12 px at 105 % would be 13 + 504 + 13 = 530 px of a 529 px buffer).
public enum BufferGeometry {
    /// Buffer pixels of `logical` surface px at `scale`.
    public static func pixels(_ logical: Int, scale: Double) -> Int {
        if let n = onTheProtocolsGrid(scale), logical.magnitude < 1 << 40 {
            let product = logical.magnitude * UInt(n)
            let pixels = Int((product + 60) / 120)
            return logical < 0 ? -pixels : pixels
        }
        return Int((Double(logical) * scale).rounded(.toNearestOrAwayFromZero))
    }

    /// `scale` as a whole number of 120ths (wp_fractional_scale_v1's unit), if it is one.
    static func onTheProtocolsGrid(_ scale: Double) -> UInt32? {
        let n = (scale * 120).rounded()
        guard n >= 1, n <= 120 * 1024, abs(scale * 120 - n) < 1e-6 else { return nil }
        return UInt32(n)
    }

    /// Buffer size of a surface of `logical` size at `scale`.
    public static func size(of logical: (width: Int, height: Int), scale: Double) -> (width: Int, height: Int) {
        (pixels(logical.width, scale: scale), pixels(logical.height, scale: scale))
    }

    /// The buffer pixels of logical rectangle `r` inside a surface at `scale`: its edges
    /// rounded, so neighbouring rectangles share their edges.
    public static func rect(_ r: LogicalRect, scale: Double) -> PixelRect {
        let left = pixels(r.x, scale: scale), top = pixels(r.y, scale: scale)
        return PixelRect(
            x: left, y: top, width: pixels(r.x + r.width, scale: scale) - left,
            height: pixels(r.y + r.height, scale: scale) - top)
    }
}
