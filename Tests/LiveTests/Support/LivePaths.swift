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

    /// Runs helper `name`'s `start DIR WxH` (scripts/lib), which leaves a compositor running,
    /// and returns the `KEY=VALUE` lines it printed; fails with its output unless it exits 0
    /// having printed each of `required`, and a pid among them.
    static func start(
        _ name: String, directory: String, width: Int, height: Int, environment: [String: String]? = nil,
        required: [String], pid pidKey: String
    ) throws -> (values: [String: String], pid: pid_t) {
        let r = try Processes.run(
            "/bin/bash", [script(name), "start", directory, "\(width)x\(height)"], environment: environment,
            timeout: 30)
        guard r.status == 0 else { throw LiveError("\(name) start exited \(r.status): \(r.stderr)\(r.stdout)") }
        var values: [String: String] = [:]
        for line in r.stdout.split(separator: "\n") {
            if let eq = line.firstIndex(of: "=") {
                values[String(line[..<eq])] = String(line[line.index(after: eq)...])
            }
        }
        guard let pid = values[pidKey].flatMap({ pid_t($0) }), required.allSatisfy({ values[$0] != nil }) else {
            throw LiveError("\(name) start printed no \(([pidKey] + required).joined(separator: ", ")): \(r.stdout)")
        }
        return (values, pid)
    }

    /// A helper script under scripts/lib.
    static func script(_ name: String) -> String {
        FixturePaths.repositoryRoot.appendingPathComponent("scripts/lib/\(name)").path
    }
}
