import Foundation
import TestSupport

/// Something on screen the soak's input may aim at (a bar, a shape, a menu item), in output
/// pixels.
struct SoakTarget {
    var name: String
    var x, y, width, height: Double
}

/// One step of a soak: input for wl-inject, or a change of the window's size that the test
/// asks the compositor for.
enum SoakStep {
    case input(String)
    /// Float the window at (x, y), width × height (output pixels).
    case floating(x: Int, y: Int, width: Int, height: Int)
    /// Tile it again (the whole output).
    case tiled
}

/// Fast, seeded random input for the live soak: pointer motion, clicks, drags, right clicks
/// followed at once by left ones (the press that can dismiss a popup the press before opened),
/// wheel and finger scrolling, keys (taps and held), hover modifiers, and resizes; under kwin
/// one- and two-finger touch. The same seed
/// and the same targets give the same steps, so a failure replays from the printed seed.
struct SoakInput {
    private var random: SplitMix
    let outputWidth: Int, outputHeight: Int
    /// kwin's fake input (wl-inject's kde backend): touch instead of finger scrolling and
    /// hover modifiers, the wheel as plain axis motion (it has no discrete axis, source,
    /// stop or modifiers).
    let fakeInput: Bool
    /// Where points go (output pixels): the whole output unless the chunk says otherwise.
    private var area: (x: Int, y: Int, width: Int, height: Int)

    init(seed: UInt64, outputWidth: Int, outputHeight: Int, fakeInput: Bool = false) {
        random = SplitMix(state: seed)
        self.outputWidth = outputWidth
        self.outputHeight = outputHeight
        self.fakeInput = fakeInput
        area = (0, 0, outputWidth, outputHeight)
    }

    /// Keys both apps act on; none with Ctrl (Ctrl+Q would end the run).
    static let keys = [
        "Up", "Down", "Left", "Right", "Tab", "Return", "Escape", "equal", "KP_Add", "minus", "Delete",
        "Page_Up", "Page_Down", "Home", "End", "space", "a",
    ]

    /// About a second of input. Points are aimed at `targets` more often than not, at the one
    /// named `preferred` (when present) half of those times, and stay `within` a rectangle of
    /// the output if one is given (the window's surface, where the compositor's own title bar
    /// and its close button are out of reach).
    mutating func chunk(targets: [SoakTarget], preferred: String? = nil, within: ScreenRect? = nil) -> [SoakStep] {
        area = (0, 0, outputWidth, outputHeight)
        if let r = within {
            let x0 = max(0, Int(r.x)), y0 = max(0, Int(r.y))
            let x1 = min(outputWidth, Int(r.maxX)), y1 = min(outputHeight, Int(r.maxY))
            if x1 > x0, y1 > y0 { area = (x0, y0, x1 - x0, y1 - y0) }
        }
        var steps: [SoakStep] = []
        var script: [String] = []
        func flush() { if !script.isEmpty { steps.append(.input(script.joined(separator: "\n"))); script = [] } }
        for _ in 0 ..< (12 + below(12)) {
            let p = point(targets, preferred)
            switch below(100) {
            case 0 ..< 20:
                let q = near(p, below(60) - 30, below(60) - 30)
                script.append("glide \(p.x) \(p.y) \(q.x) \(q.y) \(1 + below(6)) \(below(8))")
            case 20 ..< 32:
                script.append(click(p, "left", holdMS: below(60)))
            case 32 ..< 40:
                // Right press and release, then a left press 0–3 ms later (as the popup the right
                // press opened is configured), at the same place or (a fast hand) anywhere:
                // outside a floating window too.
                let q = below(2) == 0 ? p : anywhere()
                script.append(
                    "motion \(p.x) \(p.y)\nframe\nbutton right 1\nframe\nbutton right 0\nframe\nsleep \(below(4))\nmotion \(q.x) \(q.y)\nframe\nbutton left 1\nframe\nsleep \(below(40))\nbutton left 0\nframe"
                )
            case 40 ..< 46:
                script.append(click(p, "right", holdMS: below(30)))
                let q = near(p, 10 + below(100), 5 + below(60))
                script.append("sleep \(below(50))\nglide \(p.x) \(p.y) \(q.x) \(q.y) \(1 + below(4)) \(below(10))")
            case 46 ..< 56:
                let q = near(p, below(300) - 150, below(300) - 150)
                script.append(
                    "motion \(p.x) \(p.y)\nframe\nbutton left 1\nframe\nsleep \(below(30))\nglide \(p.x) \(p.y) \(q.x) \(q.y) \(2 + below(10)) \(4 + below(12))\nsleep \(below(40))\nbutton left 0\nframe"
                )
            case 56 ..< 66 where fakeInput:
                let n = below(7) - 3
                script.append("motion \(p.x) \(p.y)\naxis v \(15 * (n == 0 ? 1 : n))")
            case 56 ..< 66:
                let n = below(7) - 3
                script.append(
                    "motion \(p.x) \(p.y)\nframe\naxis_discrete v \(n == 0 ? 1 : n)\naxis_source wheel\nframe")
            case 66 ..< 72 where fakeInput:
                // One finger: a tap, or a drag of any length.
                let q = below(2) == 0 ? p : near(p, below(300) - 150, below(300) - 150)
                script.append(
                    "touch_down 0 \(p.x) \(p.y)\ntouch_frame\nsleep \(below(40))\ntouch_glide \(1 + below(10)) \(4 + below(12)) 0 \(p.x) \(p.y) \(q.x) \(q.y)\nsleep \(below(40))\ntouch_up 0\ntouch_frame"
                )
            case 66 ..< 72:
                let axis = below(2) == 0 ? "v" : "h", sign = below(2) == 0 ? 1 : -1
                script.append("motion \(p.x) \(p.y)\nframe")
                for _ in 0 ..< (2 + below(8)) {
                    script.append(
                        "axis \(axis) \(sign * (1 + below(12)))\naxis_source finger\nframe\nsleep \(below(12))")
                }
                script.append("axis_stop \(axis)\naxis_source finger\nframe")
            case 72 ..< 84:
                script.append("type \(Self.keys[below(Self.keys.count)])")
            case 84 ..< 87:
                let key = ["Up", "Down", "Left", "Right", "KP_Add", "minus"][below(6)]
                script.append("key \(key) 1\nsleep \(200 + below(500))\nkey \(key) 0")
            case 87 ..< 92 where fakeInput:
                // Two fingers: moving apart, together or side by side (pinch, two drags).
                let a = near(p, below(40), below(120))
                let p1 = near(p, below(60) - 30, below(300) - 150), a1 = near(a, below(60) - 30, below(300) - 150)
                script.append(
                    "touch_down 0 \(p.x) \(p.y)\ntouch_down 1 \(a.x) \(a.y)\ntouch_frame\nsleep \(below(30))\ntouch_glide \(2 + below(10)) \(4 + below(10)) 0 \(p.x) \(p.y) \(p1.x) \(p1.y) 1 \(a.x) \(a.y) \(a1.x) \(a1.y)\ntouch_up 0\ntouch_up 1\ntouch_frame"
                )
            case 87 ..< 92:
                let q = near(p, below(40), below(40))
                script.append(
                    "modifiers \(below(2) == 0 ? 64 : 72) 0 0 0\nglide \(p.x) \(p.y) \(q.x) \(q.y) 3 5\nsleep \(below(50))\nmodifiers 0 0 0 0"
                )
            case 92 ..< 96:
                script.append("sleep \(below(120))")
            default:
                flush()
                if below(3) == 0 {
                    steps.append(.tiled)
                } else {
                    let w = 240 + below(outputWidth - 240), h = 260 + below(outputHeight - 260)
                    steps.append(
                        .floating(x: below(outputWidth - w + 1), y: below(outputHeight - h + 1), width: w, height: h))
                }
            }
            if below(3) == 0 { script.append("sleep \(below(25))") }
        }
        flush()
        return steps
    }

    private mutating func below(_ n: Int) -> Int { random.below(n) }

    /// A point inside a target (60 %: the preferred one half of those times when there is
    /// one), else anywhere on the output.
    private mutating func point(_ targets: [SoakTarget], _ preferred: String?) -> (x: Int, y: Int) {
        if !targets.isEmpty, below(10) < 6 {
            var t = targets[below(targets.count)]
            if let preferred, below(2) == 0, let p = targets.first(where: { $0.name == preferred }) { t = p }
            let x = Int(t.x) + below(max(1, Int(t.width))), y = Int(t.y) + below(max(1, Int(t.height)))
            return near((x, y), 0, 0)
        }
        return anywhere()
    }

    private mutating func anywhere() -> (x: Int, y: Int) { (area.x + below(area.width), area.y + below(area.height)) }

    /// `p` moved by (dx, dy), kept on the output.
    private func near(_ p: (x: Int, y: Int), _ dx: Int, _ dy: Int) -> (x: Int, y: Int) {
        (min(max(p.x + dx, area.x), area.x + area.width - 1), min(max(p.y + dy, area.y), area.y + area.height - 1))
    }

    private func click(_ p: (x: Int, y: Int), _ button: String, holdMS: Int) -> String {
        "motion \(p.x) \(p.y)\nframe\nbutton \(button) 1\nframe\nsleep \(holdMS)\nbutton \(button) 0\nframe"
    }
}
