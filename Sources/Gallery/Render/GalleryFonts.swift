import Canvas

/// The gallery's two fonts at one buffer scale, loaded once per scale (fcft caches glyphs).
final class GalleryFonts {
    let scale: Double
    /// Nil when fontconfig finds no font: the gallery then draws no text rather than fail.
    let label: Font?
    let title: Font?

    init(scale: Double) {
        self.scale = scale
        label = try? Font(sansSerifPixelSize: max(1, Int((14 * scale).rounded())))
        title = try? Font(sansSerifPixelSize: max(1, Int((22 * scale).rounded())), bold: true)
    }
}
