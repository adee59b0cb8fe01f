import Drawing
import OpacityBars

/// Scenes built by hand with the app's default layout (header 56, margin 16, rows 80 tall
/// every 100 px), so that the renderer's tests and its bench measure the renderer alone, not
/// the app core. One home for both, so that the bench times the scenes the tests check.
public enum SceneFixtures {
    public static let colours: [(String, RGB)] = [
        ("black", RGB(0, 0, 0)), ("gray", RGB(142, 142, 147)), ("red", RGB(255, 59, 48)),
        ("orange", RGB(255, 149, 0)), ("yellow", RGB(255, 204, 0)), ("green", RGB(52, 199, 89)),
        ("mint", RGB(0, 199, 190)), ("teal", RGB(48, 176, 199)), ("cyan", RGB(50, 173, 230)),
        ("blue", RGB(0, 122, 255)), ("indigo", RGB(88, 86, 214)), ("purple", RGB(175, 82, 222)),
        ("pink", RGB(255, 45, 85)), ("brown", RGB(162, 132, 94)),
    ]

    public struct Options {
        public var width = 480, height = 800
        public var scale = 1.0
        public var offset = 0.0
        public var rowHeight = 80.0
        /// Opacity per row index (1 where absent).
        public var opacities: [Int: Double] = [:]
        public var hover: [Int: HoverStyle] = [:]
        public var dimmed: Set<Int> = []
        public var focused: Int? = nil
        public var highlighted: Set<Int> = []
        public var labels = true

        public init(width: Int = 480, height: Int = 800, scale: Double = 1, offset: Double = 0) {
            self.width = width; self.height = height; self.scale = scale; self.offset = offset
        }
    }

    public static func scene(_ o: Options = Options()) -> Scene {
        let header = 56.0, margin = 16.0, pitch = o.rowHeight + 20
        var rows: [SceneRow] = []
        for (i, (name, rgb)) in colours.enumerated() {
            let y = header + margin + Double(i) * pitch - o.offset
            guard y + o.rowHeight > header, y < Double(o.height) else { continue }
            let opacity = o.opacities[i] ?? 1
            rows.append(
                SceneRow(
                    id: i, color: rgb, opacity: opacity,
                    frame: SceneRect(x: margin, y: y, width: Double(o.width) - 2 * margin, height: o.rowHeight),
                    label: o.labels ? "\(name) \(Int((opacity * 100).rounded())) %" : "",
                    hover: o.hover[i] ?? .none, dimmed: o.dimmed.contains(i), focused: o.focused == i,
                    highlighted: o.highlighted.contains(i)))
        }
        let content = header + margin + Double(colours.count) * pitch - 20 + margin
        let maxOffset = max(0, content - Double(o.height))
        let track = Double(o.height) - header
        let thumb = max(24, track * Double(o.height) / content)
        let indicator =
            maxOffset > 0
            ? SceneRect(
                x: Double(o.width) - 6, y: header + (track - thumb) * min(1, o.offset / maxOffset),
                width: 4, height: thumb)
            : nil
        return Scene(
            width: o.width, height: o.height, scale: o.scale, title: "Colours",
            headerHeight: header, rows: rows, scrollIndicator: indicator)
    }

    public static func canvas(for scene: Scene) -> Canvas {
        Canvas(
            width: Int((Double(scene.width) * scene.scale).rounded(.up)),
            height: Int((Double(scene.height) * scene.scale).rounded(.up)))
    }

    /// A fresh renderer's full paint of `scene`.
    public static func fullRender(_ scene: Scene) -> Canvas {
        let c = canvas(for: scene)
        var r = SceneRenderer()
        _ = r.render(scene, into: c, stale: nil)
        return c
    }
}
