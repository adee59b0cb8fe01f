import Drawing
import Foundation
import TestSupport
import Testing

/// `opacity-bars replay --color-scheme`: the same trace drawn in the dark palette, and the
/// snapshot saying so; without it, or with `light`, the expected state is unchanged. Runs the
/// binary SwiftPM built beside this test bundle.
@Suite struct ReplayColorSchemeTests {
    static var binary: String { BuiltProducts.path("opacity-bars") }

    private func replay(_ extra: [String], screenshot: String) throws -> Processes.Result {
        try Processes.run(
            Self.binary,
            ["replay", FixturePaths.trace("tap", "v121"), "--state", "-", "--screenshot", screenshot] + extra,
            timeout: 600)
    }

    @Test func darkDrawsTheDarkPaletteAndSaysSo() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let png = NSTemporaryDirectory() + "replay-dark-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: png) }
        let r = try replay(["--color-scheme", "dark"], screenshot: png)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.contains(#""colorScheme" : "dark""#), "\(r.stdout)")
        let frame = try Canvas.readPNG(path: png)
        #expect(frame.pixel(x: 400, y: 4) | 0xFF00_0000 == 0xFF2C_2C2E, "the dark header")
    }

    @Test func lightIsTheExpectedStateAsItWas() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
        let png = NSTemporaryDirectory() + "replay-light-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: png) }
        let r = try replay(["--color-scheme", "light"], screenshot: png)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let expected = try String(
            contentsOf: FixturePaths.expected.appendingPathComponent("tap.state.json"), encoding: .utf8)
        #expect(r.stdout == expected)
    }
}
