import Drawing
import Gestures
import Testing

@testable import OpacityBars

/// The list at every window size a desktop gives it, from the minimum the app asks the
/// compositor for up to 4K: rows stretch to the width, every label fits its bar whole, and a
/// resize keeps the list where it was.
@Suite struct RelayoutTests {
    static let configuration = AppConfiguration.default
    /// Widths from the minimum to 4K, with odd values between.
    static let widths = [configuration.minimumWidth, 201, 233, 320, 479, 480, 641, 1024, 1366, 1920, 2561, 3840]

    @Test func rowsStretchToEveryWidth() {
        for width in Self.widths {
            let app = AppCore()
            app.configure(width: width, height: 600)
            for bar in app.snapshot().bars {
                #expect(bar.frame.x == 16 && bar.frame.width == Double(width) - 32, "\(width): \(bar.frame)")
            }
        }
    }

    /// The whole label ("purple 100 %") inside its bar at every width from the minimum up, at
    /// the default row height and at the smallest a pinch allows; below the minimum (a
    /// compositor that ignores it), the percentage alone or nothing, never a cut label.
    @Test(arguments: [configuration.rowHeight, configuration.minRowHeight])
    func everyLabelFitsItsBarWhole(rowHeight: Double) {
        for width in Self.widths {
            for (row, form) in labels(width: width, rowHeight: rowHeight) {
                #expect(
                    form?.text == Substring(row.label),
                    "\(width) × row \(rowHeight): \(row.label) → \(String(describing: form?.text))")
                if let form { #expect(form.inside, "\(row.label) at \(width)") }
            }
        }
        for (row, form) in labels(width: 120, rowHeight: rowHeight) {
            // 120 − 32 = 88 px of bar: too narrow for "purple 100 %", wide enough for "100 %".
            #expect(
                form?.text == row.label.split(separator: " ").dropFirst().joined(separator: " ")[...], "\(row.label)")
            if let form { #expect(form.inside) }
        }
        for (_, form) in labels(width: 40, rowHeight: rowHeight) { #expect(form == nil) }
    }

    /// Each visible row's chosen label form and whether its backing pill lies inside the bar.
    private func labels(width: Int, rowHeight: Double) -> [(SceneRow, (text: Substring, inside: Bool)?)] {
        var configuration = Self.configuration
        configuration.rowHeight = rowHeight
        let app = AppCore(configuration: configuration)
        app.configure(width: width, height: 700)
        let scene = app.scene
        var renderer = SceneRenderer()
        renderer.fonts = RenderFonts(scale: scene.scale, theme: renderer.theme)
        let g = SceneGeometry(scale: scene.scale, bufferWidth: width, bufferHeight: 700, theme: renderer.theme)
        return scene.rows.map { row in
            let bar = g.rect(row.frame)
            return (row, renderer.labelLayout(row, bar, g).map { ($0.text, bar.contains($0.pill)) })
        }
    }

    /// Scrolled so that green is the top bar, the window is resized through widths and heights
    /// (interactive resizes, maximize and back): the scroll offset stays, so green stays at the
    /// top, as long as the list can still scroll that far; when the window grows past that, the
    /// list ends at the bottom edge, and shrinking back brings green to the top again.
    @Test func aResizeKeepsTheTopBar() {
        let d = Driver(width: 480, height: 800)
        let green = d.snap.bars.first { $0.name == "green" }!
        d.app.interaction.scroll(to: green.frame.y - 56 - 16, at: d.now)
        let offset = d.offset
        #expect(offset > 0)
        func topBar() -> String? {
            let s = d.snap
            return s.bars.first { $0.frame.y + $0.frame.height - s.scrollOffset > 56 }?.name
        }
        #expect(topBar() == "green")
        for (w, h) in [(200, 232), (3840, 600), (1366, 700), (481, 799), (233, 401), (480, 800)] {
            d.app.configure(width: w, height: h)
            #expect(d.offset == offset, "\(w)×\(h)")
            #expect(topBar() == "green", "\(w)×\(h)")
        }
        d.app.configure(width: 3840, height: 2160)
        #expect(d.snap.maxScrollOffset == 0 && d.offset == 0)
        #expect(topBar() == "black")
    }

    /// The extremes draw: the minimum window shows its title, a bar and its label; a 4K frame
    /// has every bar, stretched to its right margin.
    @Test func theMinimumAnd4KFramesDraw() {
        let theme = RenderTheme.standard
        let small = AppCore()
        small.configure(width: 200, height: 200)
        let c = Canvas(width: 200, height: 200)
        _ = small.render(into: c, stale: nil)
        #expect(c.pixel(x: 183, y: 100) == 0xFF00_0000)   // black bar's right end (16 + 168 − 1)
        #expect(c.pixel(x: 184, y: 100) == theme.background.argb)
        let big = AppCore()
        big.configure(width: 3840, height: 2160)
        let k = Canvas(width: 3840, height: 2160)
        _ = big.render(into: k, stale: nil)
        for bar in big.snapshot().bars {
            let y = Int(bar.frame.y + bar.frame.height / 2)
            #expect(k.pixel(x: 3823, y: y) != theme.background.argb, "\(bar.name)")
            #expect(k.pixel(x: 3824, y: y) == theme.background.argb, "\(bar.name)")
        }
    }
}
