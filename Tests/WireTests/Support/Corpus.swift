import Foundation

/// The fixtures the wire tests play, as paths relative to Tests/Fixtures: each synthetic
/// fixture once, in its libwayland 1.21 rendering (the wire does not depend on the text
/// format; the replay tests cover the formats), and every trace recorded from a real client,
/// however deep (recorded/kwin, recorded/mutter: one directory per compositor).
enum Corpus {
    static let fixtures: [String] = {
        guard let walk = FileManager.default.enumerator(atPath: Binaries.fixturesDirectory) else { return [] }
        return walk.compactMap { $0 as? String }
            .filter { $0.contains("/") && $0.hasSuffix(".trace") }
            .filter { !$0.hasPrefix("synthetic/") || $0.hasSuffix(".v121.trace") }
            .sorted()
    }()

    /// Fixtures with wl_touch events: only this layer delivers touch for real on these machines.
    static let touchFixtures: [String] = fixtures.filter { relative in
        guard let text = try? String(contentsOfFile: path(relative), encoding: .utf8) else { return false }
        return text.contains(/wl_touch[@#][0-9]+\.down\(/)
    }

    static func path(_ relative: String) -> String { Binaries.fixturesDirectory + "/" + relative }
}
