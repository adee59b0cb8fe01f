/// How a buffer drawn at `scale` is shown at the right logical size: integer scales through
/// wl_surface.set_buffer_scale; fractional ones (wp_fractional_scale_v1) through the
/// viewport, with buffer scale 1 and the logical size as the destination.
struct SurfaceScale: Equatable {
    /// wl_surface.set_buffer_scale argument.
    var bufferScale: Int32
    /// wp_viewport.set_destination (logical px); nil = unset (-1, -1).
    var viewportDestination: Destination?

    struct Destination: Equatable { var width: Int; var height: Int }

    /// The largest wl_surface.set_buffer_scale sent: a bound that keeps the Int32 argument
    /// sane whatever the content reports, above any real output's scale (the app clamps its
    /// own scale lower, at `RuntimeConfiguration.maxScale`). Fixed: WaylandClient does not see
    /// the app's configuration, and this is a guard, not behaviour.
    static let maxBufferScale = 16.0

    /// - Parameters:
    ///   - fractional: the scale came from wp_fractional_scale_v1 (only honoured when the
    ///     compositor also offers wp_viewporter; `ScaleTracker` (ContentHost) ignores it otherwise).
    init(scale: Double, fractional: Bool, logicalWidth: Int, logicalHeight: Int) {
        if fractional {
            bufferScale = 1
            viewportDestination = Destination(width: logicalWidth, height: logicalHeight)
        } else {
            bufferScale = Int32(max(1, min(Self.maxBufferScale, scale.rounded(.up))))
            viewportDestination = nil
        }
    }
}
