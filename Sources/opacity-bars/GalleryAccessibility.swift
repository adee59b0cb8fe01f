import Accessibility
import Decorations
import Gallery

/// The gesture gallery as a screen reader sees it: the application and its window (the
/// title). Its pages are drawn as a tree of views whose frames and names will become the
/// objects below the window.
final class GalleryAccessibility: AccessibilitySource {
    let core: GalleryCore
    let window: DecoratedWindow
    let title: String

    init(core: GalleryCore, window: DecoratedWindow, title: String) {
        self.core = core
        self.window = window
        self.title = title
    }

    static let applicationName = "OpacityBars Gallery"

    func accessibleTree() -> AccessibleTree {
        var tree = AccessibleTree(application: Self.applicationName)
        tree.add(WindowFrame(window).node(title: title), under: 0)
        return tree
    }

    func setValue(_ value: Double, ofNode id: String, at now: Double) -> Bool { false }
}
