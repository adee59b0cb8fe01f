import Foundation

/// Paths of the programs the wire tests run: the package's own executables (built beside the
/// test binary by `swift build --build-tests` / `swift test`), system clients, and fixtures.
enum Binaries {
    /// The directory of the running test binary: SwiftPM puts the package's executables there.
    static let buildDirectory: String = {
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // The test binary may sit inside a bundle directory (`X.xctest/…`).
        while url.path.contains(".xctest") { url.deleteLastPathComponent() }
        return url.path
    }()

    static var fixtureCompositor: String { buildDirectory + "/fixture-compositor" }
    static var opacityBars: String { buildDirectory + "/opacity-bars" }

    /// The repository's root (this file is Tests/WireTests/Support/Binaries.swift).
    static let repositoryRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static var fixturesDirectory: String { repositoryRoot + "/Tests/Fixtures" }
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
