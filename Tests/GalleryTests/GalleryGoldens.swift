import AppTestSupport
import Foundation

/// The gallery's replay fixtures (Tests/GalleryTests/Fixtures: scenarios, the synthetic
/// traces written from them by `opacity-bars gen-trace`, expected states and golden frames),
/// checked as every golden is (`Goldens`).
enum GalleryGoldens {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let expected = Goldens(directory: root.appendingPathComponent("expected"))

    static func trace(_ name: String, _ format: String) -> String {
        root.appendingPathComponent("synthetic/\(name).\(format).trace").path
    }
}
