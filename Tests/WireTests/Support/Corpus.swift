import Foundation

/// The fixtures the wire tests play, as paths relative to Tests/Fixtures: each synthetic
/// fixture once, in its libwayland 1.21 rendering (the wire does not depend on the text
/// format; the replay tests cover the formats), and every trace recorded from a real client
/// (any other subdirectory, and the folders inside it: recorded/kwin holds the sessions with
/// real touch, and those where the app drew its own decorations under kwin).
enum Corpus {
    static let fixtures: [String] = {
        let root = Binaries.fixturesDirectory
        let manager = FileManager.default
        var found: [String] = []
        func isDirectory(_ path: String) -> Bool {
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        // Each folder, and the folders inside it (recorded/kwin: real touch under kwin).
        var directories: [String] = []
        for directory in ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted() where isDirectory(root + "/" + directory) {
            directories.append(directory)
            for inner in ((try? manager.contentsOfDirectory(atPath: root + "/" + directory)) ?? []).sorted()
                where isDirectory(root + "/" + directory + "/" + inner) {
                directories.append(directory + "/" + inner)
            }
        }
        for directory in directories {
            let traces = ((try? manager.contentsOfDirectory(atPath: root + "/" + directory)) ?? [])
                .filter { $0.hasSuffix(".trace") }
                .filter { directory != "synthetic" || $0.hasSuffix(".v121.trace") }
            found += traces.sorted().map { directory + "/" + $0 }
        }
        return found
    }()

    /// Fixtures with wl_touch events: only this layer delivers touch for real on these machines.
    static let touchFixtures: [String] = fixtures.filter { relative in
        guard let text = try? String(contentsOfFile: path(relative), encoding: .utf8) else { return false }
        return text.contains(/wl_touch[@#][0-9]+\.down\(/)
    }

    static func path(_ relative: String) -> String { Binaries.fixturesDirectory + "/" + relative }
}
