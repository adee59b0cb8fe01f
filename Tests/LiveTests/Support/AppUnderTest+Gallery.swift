import Foundation
import Gallery

extension AppUnderTest {
    /// The gallery's snapshot (`opacity-bars gallery --state FILE`), asked for with SIGUSR1
    /// and read once complete; the copy is kept as `artifacts/gallery-LABEL.json`.
    func gallerySnapshot(_ label: String, timeout: Double = 10) throws -> GallerySnapshot {
        guard child.isRunning else {
            throw LiveError(
                "opacity-bars gallery exited (\(child.exitStatus ?? -1)) before snapshot '\(label)': \(stderrTail())")
        }
        try? FileManager.default.removeItem(atPath: stateFile)
        child.signal(SIGUSR1)
        var snapshot: GallerySnapshot?
        _ = Processes.waitUntil(timeout: timeout) {
            guard let data = FileManager.default.contents(atPath: stateFile), !data.isEmpty else { return false }
            snapshot = try? JSONDecoder().decode(GallerySnapshot.self, from: data)   // nil while half-written
            return snapshot != nil
        }
        guard let snapshot else {
            throw LiveError(
                "no gallery snapshot '\(label)' in \(stateFile) \(timeout) s after SIGUSR1; app stderr: \(stderrTail())"
            )
        }
        try? FileManager.default.copyItem(
            atPath: stateFile, toPath: stateFile.replacingOccurrences(of: "state.json", with: "gallery-\(label).json"))
        return snapshot
    }
}

extension GallerySnapshot {
    func shape(_ name: String) throws -> Shape {
        guard let s = shapes.first(where: { $0.name == name }) else {
            throw LiveError("no shape \(name) on page \(page) (shapes: \(shapes.map(\.name)))")
        }
        return s
    }

    /// The centre of shape `name`, in surface coordinates.
    func centre(_ name: String) throws -> (x: Double, y: Double) {
        let s = try shape(name)
        return (s.x + s.width / 2, s.y + s.height / 2)
    }
}
