import Foundation

/// Where the repository and its fixture corpus (Tests/Fixtures, beside this target's folder) are.
public enum FixturePaths {
    /// The repository's root, found from this file's path (Tests/TestSupport/…).
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let root = repositoryRoot.appendingPathComponent("Tests/Fixtures")
    public static let synthetic = root.appendingPathComponent("synthetic")
    public static let scenarios = root.appendingPathComponent("scenarios")
    public static let expected = root.appendingPathComponent("expected")
    public static let recorded = root.appendingPathComponent("recorded")

    /// Scenario names (NAME.scenario), sorted.
    public static var scenarioNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(".scenario".count)) }.sorted()
    }

    /// The libwayland formats every synthetic scenario is written in.
    public static let formats = ["v118", "v121", "v123", "v124"]

    public static func trace(_ name: String, _ format: String) -> String {
        synthetic.appendingPathComponent("\(name).\(format).trace").path
    }

    /// Real traces recorded under a compositor (Tests/Fixtures/recorded/**/*.trace).
    public static var recordedTraces: [String] {
        guard let e = FileManager.default.enumerator(atPath: recorded.path) else { return [] }
        return e.compactMap { $0 as? String }.filter { $0.hasSuffix(".trace") }.sorted()
            .map { recorded.appendingPathComponent($0).path }
    }
}
