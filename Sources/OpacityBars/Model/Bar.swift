/// One colour bar of the list: its name, colour and opacity (0 transparent … 1 opaque).
public struct Bar: Hashable, Sendable {
    public var name: String
    public var color: RGB
    public var opacity: Double

    public init(name: String, color: RGB, opacity: Double = 1) {
        self.name = name; self.color = color; self.opacity = opacity
    }
}

extension Bar {
    /// The 14 colours of docs/DESIGN.md, in its order, with SwiftUI's light-mode system colours,
    /// all fully opaque.
    public static let palette: [Bar] = [
        Bar(name: "black", color: RGB(0, 0, 0)),
        Bar(name: "gray", color: RGB(142, 142, 147)),
        Bar(name: "red", color: RGB(255, 59, 48)),
        Bar(name: "orange", color: RGB(255, 149, 0)),
        Bar(name: "yellow", color: RGB(255, 204, 0)),
        Bar(name: "green", color: RGB(52, 199, 89)),
        Bar(name: "mint", color: RGB(0, 199, 190)),
        Bar(name: "teal", color: RGB(48, 176, 199)),
        Bar(name: "cyan", color: RGB(50, 173, 230)),
        Bar(name: "blue", color: RGB(0, 122, 255)),
        Bar(name: "indigo", color: RGB(88, 86, 214)),
        Bar(name: "purple", color: RGB(175, 82, 222)),
        Bar(name: "pink", color: RGB(255, 45, 85)),
        Bar(name: "brown", color: RGB(162, 132, 94)),
    ]
}

/// Clamps to [0, 1]; NaN becomes `fallback` so a bad input can never poison the model.
@inlinable func clampUnit(_ value: Double, fallback: Double) -> Double {
    guard value.isFinite else { return value.isNaN ? fallback : (value > 0 ? 1 : 0) }
    return min(1, max(0, value))
}
