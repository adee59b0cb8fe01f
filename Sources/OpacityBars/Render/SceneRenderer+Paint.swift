import Drawing

extension SceneRenderer {
    /// Draws everything of `scene` that falls inside `clip`, and nothing outside it. Each
    /// pixel's value depends only on the scene, never on the clip, so a partial repaint
    /// matches a full one exactly.
    func paint(_ scene: Scene, _ g: SceneGeometry, _ canvas: Canvas, clip: PixelRect) {
        let clip = clip.intersection(g.bounds)
        if clip.isEmpty { return }
        let content = g.contentRect(scene).intersection(clip)
        if !content.isEmpty { paintContent(scene, g, canvas, content) }
        let header = g.headerRect(scene).intersection(clip)
        if !header.isEmpty { paintHeader(scene, g, canvas, header) }
    }

    /// Rows over the background, band by band: every pixel is written once, so a full repaint
    /// costs little more than a plain fill (docs/BENCH.md, P2).
    private func paintContent(_ scene: Scene, _ g: SceneGeometry, _ canvas: Canvas, _ c: PixelRect) {
        let cell = g.checkerCell
        var y = c.y
        for row in scene.rows {
            if y >= c.maxY { break }
            if g.px(row.frame.maxY) <= y { continue }   // above the clip: one edge rounded, not four
            let bar = g.rect(row.frame)
            if bar.isEmpty { continue }
            if bar.y > y {
                canvas.fill(PixelRect(x0: c.x, y0: y, x1: c.maxX, y1: min(bar.y, c.maxY)), color: theme.background)
                y = min(bar.y, c.maxY)
                if y >= c.maxY { break }
            }
            let band = PixelRect(x0: c.x, y0: y, x1: c.maxX, y1: min(bar.maxY, c.maxY))
            let barFill = fill(for: row, cell: cell)
            let label = labelLayout(row, bar, g, over: barFill)
            let pillColor = label.map { $0.dark ? theme.darkTextPill : theme.lightTextPill } ?? .transparent
            canvas.fillCheckered(
                bar: bar, fill: barFill, background: theme.background,
                rows: band, overlay: label?.pill ?? .zero, overlayColor: pillColor)
            // The label lies inside the bar, which no later band touches: draw it now.
            if let label, let fonts {
                fonts.labelPixels.draw(
                    fonts.labelRun, x: label.x, baseline: label.baseline,
                    color: label.dark ? theme.darkText : theme.lightText, bar: bar,
                    clip: bar.intersection(c), pill: label.pill, pillColor: pillColor, fill: barFill,
                    into: canvas)
            }
            y = band.maxY
        }
        if y < c.maxY { canvas.fill(PixelRect(x0: c.x, y0: y, x1: c.maxX, y1: c.maxY), color: theme.background) }

        // Outlines and rings reach into the gaps, so they go over the finished background.
        let margin = g.decorationMargin
        for row in scene.rows where row.hover != .none || row.focused || row.highlighted {
            let bar = g.rect(row.frame)
            if bar.isEmpty || !bar.insetBy(-margin).intersects(c) { continue }
            paintDecorations(row, bar, g, canvas, c)
        }
        if let indicator = scene.scrollIndicator {
            canvas.blend(g.rect(indicator), color: theme.scrollIndicator, clip: c)
        }
    }

    func fill(for row: SceneRow, cell: Int) -> CheckeredFill {
        CheckeredFill(
            color: Color(red: row.color.red, green: row.color.green, blue: row.color.blue),
            opacity: row.opacity, cell: cell, light: theme.checkerLight, dark: theme.checkerDark,
            dim: row.dimmed ? theme.dimAmount : 0)
    }

    /// Hover outline, highlight and focus ring of one row, clipped to `c`.
    private func paintDecorations(
        _ row: SceneRow, _ bar: PixelRect, _ g: SceneGeometry, _ canvas: Canvas,
        _ c: PixelRect
    ) {
        if row.highlighted {
            let w = g.line(theme.highlightWidth)
            canvas.strokeRect(bar, thickness: w, color: theme.highlight, clip: c)
            canvas.strokeRect(bar.insetBy(w), thickness: g.line(1), color: theme.highlightEdge, clip: c)
        }
        switch row.hover {
        case .none: break
        case .outline:
            canvas.strokeRect(bar, thickness: g.line(theme.hoverOutlineWidth), color: theme.hoverOutline, clip: c)
        case .superOutline:
            canvas.strokeRect(bar, thickness: g.line(theme.superOutlineWidth), color: theme.superOutline, clip: c)
        }
        if row.focused {
            let w = g.line(theme.focusRingWidth)
            let ring = bar.insetBy(-(g.px(theme.focusRingGap) + w))
            canvas.strokeRect(ring, thickness: w, color: theme.focusRing, clip: c)
        }
    }

    /// Where a row's label goes: its text, pen position, baseline, its backing pill, and
    /// whether it is dark text (on a light bar). The whole label where its pill fits inside the bar, else
    /// the percentage alone, else none: a narrow window or a short row never shows a cut label.
    /// The text returned is left placed in `fonts.labelRun`, to be drawn from there.
    /// Nil without a font or text. `barFill`, when the caller has it, saves computing the bar's
    /// colours again.
    func labelLayout(_ row: SceneRow, _ bar: PixelRect, _ g: SceneGeometry, over barFill: CheckeredFill? = nil)
        -> (text: Substring, x: Int, baseline: Int, pill: PixelRect, dark: Bool)?
    {
        guard let fonts, let font = fonts.label else { return nil }
        let run = fonts.labelRun
        let x = bar.x + g.px(theme.labelInset)
        let baseline = bar.y + (bar.height + font.ascent - font.descent) / 2
        let pad = g.px(theme.labelPadding)
        func fitting(_ text: Substring) -> (Substring, PixelRect)? {
            run.place(text, in: font)
            let pill = PixelRect(
                x0: x - pad, y0: baseline - font.ascent - pad / 2,
                x1: x + run.advance + pad, y1: baseline + font.descent + pad / 2)
            return bar.contains(pill) ? (text, pill) : nil
        }
        guard !row.label.isEmpty,
            let (text, box) = fitting(row.label[...]) ?? row.shortLabel.flatMap(fitting)
        else { return nil }
        // Contrast against the bar as seen over the middle of the checkerboard.
        let seen = barFill ?? fill(for: row, cell: g.checkerCell)
        let mid = Color(
            argb: 0xFF00_0000 | ((seen.blendedOverLight.argb & 0xFEFEFE) >> 1)
                + ((seen.blendedOverDark.argb & 0xFEFEFE) >> 1))
        return (text, x, baseline, box, mid.luminance > theme.labelContrastThreshold)
    }

    /// The fixed header: background, title, and a hairline along its bottom edge.
    private func paintHeader(_ scene: Scene, _ g: SceneGeometry, _ canvas: Canvas, _ c: PixelRect) {
        let header = g.headerRect(scene)
        canvas.fill(c, color: theme.headerBackground)
        if let font = fonts?.title {
            let baseline = header.y + (header.height + font.ascent - font.descent) / 2
            canvas.drawText(
                scene.title, font: font, x: g.px(theme.titleInset), baseline: baseline,
                color: theme.titleColor, clip: c)
        }
        let hairline = g.line(1)
        canvas.fill(
            PixelRect(x: 0, y: header.maxY - hairline, width: header.width, height: hairline),
            color: theme.headerSeparator, clip: c)
    }
}
