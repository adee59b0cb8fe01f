/// The gallery's pages, in the home page's order.
public enum PageID: String, Sendable, Codable, CaseIterable {
    case home, touch, recognizers, hierarchy, pointer, scrolling

    /// The title in the header and the home page's link text.
    public var title: String {
        switch self {
        case .home: "Gesture Gallery"
        case .touch: "Touch enter/exit"
        case .recognizers: "Recognizers"
        case .hierarchy: "Hierarchy"
        case .pointer: "Pointer"
        case .scrolling: "Scrolling"
        }
    }
}
