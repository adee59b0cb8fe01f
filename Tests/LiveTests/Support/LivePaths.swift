import Foundation

/// Where the repository, the built binaries and the test artifacts are.
enum LivePaths {
    /// The repository root, found from this file's path (Tests/LiveTests/Support/…).
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The build products directory: `OPACITYBARS_BIN_DIR` if set, else the directory of
    /// the running test binary (SwiftPM puts `opacity-bars` and `wl-inject` beside it).
    static func binaryDirectory() -> URL {
        if let dir = ProcessInfo.processInfo.environment["OPACITYBARS_BIN_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir)
        }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        // Apple-style bundles nest the binary: X.xctest/Contents/MacOS/X.
        while dir.path.contains(".xctest") { dir = dir.deletingLastPathComponent() }
        return dir
    }

    /// The path of a product built by SwiftPM, or an error saying how to build it.
    static func executable(_ name: String) throws -> String {
        let path = binaryDirectory().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw LiveError(
                "\(path) is missing: build it first (`swift build --product \(name)`), "
                    + "or set OPACITYBARS_BIN_DIR to the directory that holds it")
        }
        return path
    }

    /// A fresh directory for one test's screenshots, states and logs: out/live/NAME.
    static func artifacts(for test: String) throws -> URL {
        let dir = repositoryRoot.appendingPathComponent("out/live/\(test)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A helper script under scripts/lib.
    static func script(_ name: String) -> String {
        repositoryRoot.appendingPathComponent("scripts/lib/\(name)").path
    }
}
