import Foundation

/// The parts of the app's state snapshot (`--state`, docs/DESIGN.md) that the wire tests read.
struct AppState: Decodable {
    struct Bar: Decodable, Equatable { var name: String; var opacity: Double }
    struct Gesture: Decodable, Equatable { var bar: String?; var gesture: String; var outcome: String }
    struct Size: Decodable, Equatable { var width: Int; var height: Int }
    var bars: [Bar]
    var gestures: [Gesture]
    var scale: Double
    var size: Size
    var scrollOffset: Double

    func opacity(_ name: String) -> Double? { bars.first { $0.name == name }?.opacity }

    static func read(_ path: String) throws -> AppState {
        try JSONDecoder().decode(AppState.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
