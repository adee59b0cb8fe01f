import Accessibility
import Gallery

/// The gesture gallery as a screen reader sees it, read from `GalleryCore` as it is:
///
///     application "OpacityBars Gallery"
///     └ frame "Gesture Gallery"              the window (its title)
///       └ panel named after the page shown   one at a time: a page change removes one
///         ├ push button "Back"               every page but home; Action "click"
///         └ push button per home link        the home page: "Touch enter/exit", …
///
/// A link's or the back button's action does what Enter on it does: the core opens that
/// page, or goes back, at the loop's time.
public final class GalleryAccessibility: AccessibleApp<GalleryCore>, AccessibilitySource {
    public static let applicationName = "OpacityBars Gallery"
    static let backID = "back"
    static func id(ofLink page: PageID) -> String { "link_" + page.rawValue }

    public func accessibleTree() -> AccessibleTree {
        var (tree, windowIndex, frame) = window.root(application: Self.applicationName)
        let size = core.logicalSize
        let panel = tree.add(
            AccessibleNode(
                id: "page_" + core.page.rawValue, role: .panel, name: core.page.title,
                extents: frame.extents(x: 0, y: 0, width: Double(size.width), height: Double(size.height))),
            under: windowIndex)
        if core.page == .home {
            for shape in core.shapes {
                guard let page = PageID(rawValue: shape.name) else { continue }
                var states: AccessibleStates = [.visible, .showing, .enabled, .sensitive, .focusable]
                if core.focus == shape.name { states.insert(.focused) }
                let f = shape.drawnFrame
                tree.add(
                    AccessibleNode(
                        id: Self.id(ofLink: page), role: .pushButton, name: shape.label, states: states,
                        extents: frame.extents(x: f.x, y: f.y, width: f.width, height: f.height), action: "click"),
                    under: panel)
            }
        } else {
            let f = core.backButtonFrame
            tree.add(
                AccessibleNode(
                    id: Self.backID, role: .pushButton, name: "Back",
                    extents: frame.extents(x: f.x, y: f.y, width: f.width, height: f.height), action: "click"),
                under: panel)
        }
        return tree
    }

    public func setValue(_ value: Double, ofNode id: String, at now: Double) -> Bool { false }

    public func activate(node id: String, at now: Double) -> Bool {
        if id == Self.backID, core.page != .home {
            core.advance(to: now)
            core.back()
            return true
        }
        guard core.page == .home, let page = PageID.allCases.first(where: { Self.id(ofLink: $0) == id }) else {
            return false
        }
        core.advance(to: now)
        core.open(page)
        return true
    }
}
