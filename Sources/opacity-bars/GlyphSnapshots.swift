import Drawing

/// The user's glyph snapshots (`Canvas.GlyphStore`) for the live window and `replay`: a start
/// whose fonts and fontconfig set-up are unchanged draws without loading fontconfig; the
/// snapshots of fonts that did load it are saved once the output they served is out.
enum GlyphSnapshots {
    /// Before any font is made.
    static func useUserCache() { GlyphStore.shared = GlyphStore.userCache() }

    /// A failure (a read-only cache directory) only costs the next start its head start, so it
    /// is a warning.
    static func save() {
        for problem in GlyphStore.shared?.saveSnapshots() ?? [] {
            printError("opacity-bars: warning: glyph snapshot: \(problem)")
        }
    }
}
