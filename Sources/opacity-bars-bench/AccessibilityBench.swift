// The accessibility layer's cost per drawn frame with a screen reader listening and with none
// (`EventAudience`): heard, the tree is read from the model and compared with the last one;
// unheard, neither happens (goal: under 1 % of the heard figure). Each frame follows one
// model change (a bar's opacity, a tap counted), whose own time is measured alone and taken
// off; D-Bus sends are not included (no bus here).
import Accessibility
import AppAccessibility
import Decorations
import Gallery
import OpacityBars

enum AccessibilityBench {
    /// One app's source and the model change each frame follows.
    struct Case {
        var name: String
        var source: AccessibilitySource
        var change: (Int) -> Void
    }

    static let frames = 20_000

    static func run() {
        let colours = AppCore(configuration: .default)
        let gallery = GalleryCore()
        gallery.open(.recognizers)
        let cases = [
            Case(
                name: "Colours (14 sliders, a bar's value)",
                source: ColoursAccessibility(
                    core: colours,
                    window: AccessibleWindow(DecoratedWindow(colours, title: "Colours"), title: "Colours")),
                change: { colours.setOpacity(ofBar: 3, to: Double($0 % 100) / 100, at: Double($0)) }),
            Case(
                name: "gallery recognizers (a tap counted)",
                source: GalleryAccessibility(
                    core: gallery,
                    window: AccessibleWindow(DecoratedWindow(gallery, title: "Gallery"), title: "Gallery")),
                change: { _ in gallery.activate("taps") }),
        ]
        for c in cases {
            // The fastest of five rounds of each: a slow stretch on a shared machine lands on one.
            var heard = Double.infinity, unheard = Double.infinity
            for _ in 0 ..< GesturesBench.rounds {
                heard = min(heard, perFrame(c, listeners: 1))
                unheard = min(unheard, perFrame(c, listeners: 0))
            }
            let met = unheard < heard / 100
            print(
                "  accessibility layer per frame, \(c.name): heard \(GesturesBench.format(heard / 1000, 2)) µs, "
                    + "unheard \(GesturesBench.format(unheard, 1)) ns" + (met ? "  met" : "  NOT met")
                    + " (goal unheard < 1 % of heard)")
        }
    }

    /// Thread CPU ns per frame spent by the layer, the model's change taken off.
    static func perFrame(_ c: Case, listeners: Int) -> Double {
        var audience = EventAudience()
        audience.listenersChanged(to: listeners, tree: c.source.accessibleTree)
        var events = 0
        let start = GesturesBench.nanoseconds()
        for i in 0 ..< frames {
            c.change(i)
            events += audience.frameDrawn(tree: c.source.accessibleTree).count
        }
        let total = GesturesBench.nanoseconds() - start
        precondition((events > 0) == (listeners > 0), "\(c.name): \(events) events with \(listeners) listeners")
        let changeStart = GesturesBench.nanoseconds()
        for i in 0 ..< frames { c.change(i) }
        let changes = GesturesBench.nanoseconds() - changeStart
        return max(0, total - changes) / Double(frames)
    }
}
