import Foundation
@_exported import TestSupport

/// Where the test artifacts and the helper scripts are. (TestSupport is re-exported here,
/// so that every file of the suite sees its process and path helpers.)
enum LivePaths {
    /// A fresh directory for one test's screenshots, states and logs: out/live/NAME.
    static func artifacts(for test: String) throws -> URL {
        let dir = FixturePaths.repositoryRoot.appendingPathComponent("out/live/\(test)")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A helper script under scripts/lib.
    static func script(_ name: String) -> String {
        FixturePaths.repositoryRoot.appendingPathComponent("scripts/lib/\(name)").path
    }
}
