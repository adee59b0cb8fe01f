import Drawing

/// The gallery's colours by name: the snapshot JSON carries the name, so a test or a person
/// reading a state file sees "orange", not a pixel value.
public enum GalleryColour: String, Sendable, Codable, CaseIterable {
    case gray, dark, blue, red, green, orange, yellow, purple, teal, pink, white

    /// The pixel colour the renderer fills with.
    public var color: Color {
        switch self {
        case .gray: Color(red: 142, green: 142, blue: 147)
        case .dark: Color(red: 60, green: 60, blue: 67)
        case .blue: Color(red: 0, green: 122, blue: 255)
        case .red: Color(red: 255, green: 59, blue: 48)
        case .green: Color(red: 52, green: 199, blue: 89)
        case .orange: Color(red: 255, green: 149, blue: 0)
        case .yellow: Color(red: 255, green: 204, blue: 0)
        case .purple: Color(red: 175, green: 82, blue: 222)
        case .teal: Color(red: 48, green: 176, blue: 199)
        case .pink: Color(red: 255, green: 45, blue: 85)
        case .white: Color(red: 250, green: 250, blue: 250)
        }
    }
}
