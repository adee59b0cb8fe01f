import Canvas
import SceneFixtures
import Testing

@testable import OpacityBars

#if canImport(Glibc)
import Glibc
#endif

/// Whole frames compared pixel for pixel with PNGs in `__Snapshots__/`. Re-record with
/// `OPACITYBARS_RECORD_GOLDENS=1` (never on CI) after an intended visual change, and look at
/// the new files before committing them. Text comes from DejaVu Sans through fcft, so the
/// goldens hold for this project's Debian 12 image.
@Suite("Scene renderer: golden frames")
struct GoldenTests {
    static let directory: String = {
        let file = #filePath
        return String(file[..<file.lastIndex(of: "/")!]) + "/__Snapshots__"
    }()

    /// Every decoration at once: opacities across the range, hover, Super hover, dimmed,
    /// focused, highlighted, scrolled by 30 px.
    static func showcase(scale: Double) -> Scene {
        var o = SceneFixtures.Options()
        o.scale = scale
        o.offset = 30
        o.opacities = [1: 0.8, 2: 0.5, 3: 0.3, 4: 0.1, 5: 0, 7: 0.6, 8: 0.45]
        o.hover = [1: .outline, 6: .superOutline]
        o.dimmed = [7]
        o.focused = 2
        o.highlighted = [3]
        return SceneFixtures.scene(o)
    }

    /// Re-recording only with the variable set to exactly `1`, and never on CI.
    static var recording: Bool { getenv("OPACITYBARS_RECORD_GOLDENS").map { String(cString: $0) == "1" } ?? false }
    static var onCI: Bool { getenv("CI").map { String(cString: $0) != "" } ?? false }

    @Test(arguments: [1.0, 2.0, 1.25])
    func showcaseMatchesGolden(scale: Double) throws {
        let frame = SceneFixtures.fullRender(Self.showcase(scale: scale))
        let name = "showcase-480x800@\(scale == 1.25 ? "1.25" : String(Int(scale)))x.png"
        let path = Self.directory + "/" + name
        if Self.recording {
            // A CI run compares; it never rewrites what it compares against.
            #expect(!Self.onCI, "refusing to record goldens on CI")
            if Self.onCI { return }
            mkdir(Self.directory, 0o755)
            try frame.writePNG(to: path)
            return
        }
        let golden = try Canvas.readPNG(path: path)
        if let d = frame.firstDifference(from: golden) {
            let actual = "/tmp/\(name)"
            try? frame.writePNG(to: actual)
            Issue.record(
                "\(name): first difference at (\(d.x), \(d.y)): \(String(d.mine, radix: 16)) vs golden \(String(d.theirs, radix: 16)); actual frame written to \(actual)"
            )
        }
    }
}
