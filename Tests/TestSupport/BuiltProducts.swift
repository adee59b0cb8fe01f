import Foundation

/// Where the package's own executables are: the one way a test finds `opacity-bars`,
/// `fixture-compositor` or `wl-inject`.
package enum BuiltProducts {
    /// `OPACITYBARS_BIN_DIR` if set, else the directory of the running test binary (SwiftPM
    /// puts the package's executables beside it).
    package static let directory: String = {
        if let dir = ProcessInfo.processInfo.environment["OPACITYBARS_BIN_DIR"], !dir.isEmpty { return dir }
        var url = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        // Apple-style bundles nest the binary: X.xctest/Contents/MacOS/X.
        while url.path.contains(".xctest") { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The path of product `name` (which may not have been built).
    package static func path(_ name: String) -> String { directory + "/" + name }

    /// The path of product `name`, or an error saying how to build it.
    package static func executable(_ name: String) throws -> String {
        let path = path(name)
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ProcessError(
                "\(path) is missing: build it first (`swift build --build-tests`, or "
                    + "`swift build --product \(name)`), or set OPACITYBARS_BIN_DIR to the directory that holds it")
        }
        return path
    }
}
