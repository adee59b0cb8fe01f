import Foundation

/// Where the repository and its fixture corpus (Tests/Fixtures, beside this target's folder) are.
package enum FixturePaths {
    /// The repository's root, found from this file's path (Tests/TestSupport/…).
    package static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    package static let root = repositoryRoot.appendingPathComponent("Tests/Fixtures")
    package static let synthetic = root.appendingPathComponent("synthetic")
    package static let scenarios = root.appendingPathComponent("scenarios")
    package static let expected = root.appendingPathComponent("expected")
    package static let recorded = root.appendingPathComponent("recorded")

    /// Scenario names (NAME.scenario), sorted.
    package static var scenarioNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(".scenario".count)) }.sorted()
    }

    /// The libwayland formats every synthetic scenario is written in.
    package static let formats = ["v118", "v121", "v123", "v124"]

    package static func trace(_ name: String, _ format: String) -> String {
        synthetic.appendingPathComponent("\(name).\(format).trace").path
    }

    /// Real traces recorded under a compositor (Tests/Fixtures/recorded/**/*.trace).
    package static var recordedTraces: [String] {
        guard let e = FileManager.default.enumerator(atPath: recorded.path) else { return [] }
        return e.compactMap { $0 as? String }.filter { $0.hasSuffix(".trace") }.sorted()
            .map { recorded.appendingPathComponent($0).path }
    }
}
