import Drawing

/// The gallery's two fonts at one buffer scale and the desktop's text scale, loaded once per
/// pair (fcft caches glyphs).
final class GalleryFonts {
    let scale: Double
    let textScale: Double
    /// Nil when fontconfig finds no font: the gallery then draws no text rather than fail.
    let label: Font?
    let title: Font?

    init(scale: Double, textScale: Double) {
        self.scale = scale
        self.textScale = textScale
        label = try? Font(sansSerifPixelSize: max(1, Int((14 * textScale * scale).rounded())))
        title = try? Font(sansSerifPixelSize: max(1, Int((22 * textScale * scale).rounded())), bold: true)
    }

    /// Whether these are the fonts for that pair.
    func fit(scale: Double, textScale: Double) -> Bool { self.scale == scale && self.textScale == textScale }
}
