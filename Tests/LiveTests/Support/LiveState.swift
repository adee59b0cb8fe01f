import Foundation

/// The app's JSON state snapshot exactly as docs/DESIGN.md documents it, decoded on the test
/// side (independently of the app's own types, so a format change is caught here).
struct LiveState: Decodable {
    struct Size: Decodable { var width: Int; var height: Int }
    struct Frame: Decodable { var x: Double; var y: Double; var width: Double; var height: Double }
    struct Bar: Decodable { var name: String; var opacity: Double; var frame: Frame }
    struct Gesture: Decodable { var time: Double; var gesture: String; var bar: String?; var outcome: String }

    var size: Size
    var scale: Double
    var scrollOffset: Double
    var maxScrollOffset: Double
    var rowHeight: Double
    var bars: [Bar]
    var gestures: [Gesture]
    /// The desktop's settings the app drew with; nil for the defaults.
    var settings: Settings?

    struct Settings: Decodable, Equatable {
        var colorScheme: String
        var highContrast: Bool
        var reducedMotion: Bool
        var titleBarButtons: [String]
        var doubleClickTime: Int?
        var cursorTheme: String?
        var cursorSize: Int?
        var textScalingFactor: Double?
    }

    static func decode(_ data: Data, source: String) throws -> LiveState {
        do { return try JSONDecoder().decode(LiveState.self, from: data) } catch {
            throw LiveError("\(source): not a state snapshot (docs/DESIGN.md): \(error)")
        }
    }

    func bar(_ name: String) throws -> Bar {
        guard let b = bars.first(where: { $0.name == name }) else {
            throw LiveError("no bar named \(name) in the snapshot (bars: \(bars.map(\.name)))")
        }
        return b
    }

    /// A bar's frame in surface coordinates (content y minus the scroll offset).
    func surfaceFrame(_ name: String) throws -> Frame {
        var f = try bar(name).frame
        f.y -= scrollOffset
        return f
    }

    /// Opacity by bar name.
    var opacities: [String: Double] { Dictionary(uniqueKeysWithValues: bars.map { ($0.name, $0.opacity) }) }
}
