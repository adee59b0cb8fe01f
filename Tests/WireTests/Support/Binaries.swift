import Foundation
import TestSupport

/// Paths of the programs the wire tests run: the package's own executables, system clients,
/// and fixtures.
enum Binaries {
    static var opacityBars: String { BuiltProducts.path("opacity-bars") }

    static var repositoryRoot: String { FixturePaths.repositoryRoot.path }
    static var fixturesDirectory: String { FixturePaths.root.path }
    static var wireFixturesDirectory: String { repositoryRoot + "/Tests/WireTests/Fixtures" }

    /// A program from PATH, or nil.
    static func system(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    static func exists(_ path: String) -> Bool { FileManager.default.isExecutableFile(atPath: path) }
}
