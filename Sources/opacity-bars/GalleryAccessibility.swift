import Accessibility
import Gallery

/// The gesture gallery as a screen reader sees it: the application and its window (the
/// title). Its pages are drawn as a tree of views whose frames and names will become the
/// objects below the window.
final class GalleryAccessibility: AccessibilitySource {
    let core: GalleryCore
    let title: String

    init(core: GalleryCore, title: String) {
        self.core = core
        self.title = title
    }

    static let applicationName = "OpacityBars Gallery"

    func accessibleTree() -> AccessibleTree {
        let size = core.logicalSize
        var tree = AccessibleTree(application: Self.applicationName)
        tree.add(AccessibleNode(
            id: "window", role: .frame, name: title,
            states: [.visible, .showing, .enabled, .sensitive, .resizable],
            extents: AccessibleRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))),
            under: 0)
        return tree
    }

    func setValue(_ value: Double, ofNode id: String, at now: Double) -> Bool { false }
}
