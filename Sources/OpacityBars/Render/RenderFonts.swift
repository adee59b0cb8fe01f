import Drawing

/// The label and title fonts at one buffer scale, loaded once and kept until the scale
/// changes (fcft caches their glyphs, `Font` its ASCII table, `labelPixels` whole labels).
final class RenderFonts {
    let scale: Double
    /// Nil when fontconfig found no font: the renderer then draws no text rather than crash.
    let label: Font?
    let title: Font?
    /// Labels drawn in `label`, kept to be copied back.
    let labelPixels = LabelPixels()
    /// The label being drawn, placed once to be measured and drawn.
    let labelRun = GlyphRun()

    init(scale: Double, theme: RenderTheme) {
        self.scale = scale
        func load(_ size: Double, bold: Bool) -> Font? {
            try? Font(sansSerifPixelSize: max(1, Int((size * scale).rounded())), bold: bold)
        }
        label = load(theme.labelSize, bold: false)
        title = load(theme.titleSize, bold: true)
    }
}
