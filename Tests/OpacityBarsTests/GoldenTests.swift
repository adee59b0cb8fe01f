import AppTestSupport
import Drawing
import Foundation
import SceneFixtures
import Testing

@testable import OpacityBars

/// Whole frames compared pixel for pixel with PNGs in `__Snapshots__/` (`Goldens`: re-recorded
/// with `OPACITYBARS_RECORD_GOLDENS=1` after an intended visual change). Text comes from DejaVu
/// Sans through fcft, so the goldens hold for this project's Debian 12 image.
@Suite("Scene renderer: golden frames")
struct GoldenTests {
    static let goldens = Goldens(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__"))

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

    @Test(arguments: [1.0, 2.0, 1.25])
    func showcaseMatchesGolden(scale: Double) throws {
        let frame = SceneFixtures.fullRender(Self.showcase(scale: scale))
        try Self.goldens.checkFrame(frame, name: "showcase-480x800@\(scale == 1.25 ? "1.25" : String(Int(scale)))x")
    }
}
