// The pointer sweeping over views with pointer interactions: content shapes, styles, regions,
// hover effects and continuous hover, the path a desktop app's every mouse motion takes,
// measured by the allocation test (Allocations/) and the engine benchmarks.
import Gestures

/// Four shapes side by side, as the gallery's pointer page has them (an automatic rectangle,
/// a lifting oval hit only inside its oval, a highlighted rounded rectangle with a region, a
/// hovered triangle with a pointer of its own), and a pointer sweeping back and forth across
/// them, in and out of each, with the effects springing at every step and drawn at each.
public final class PointerWorkload {
    public let host = GestureHost(framing: .wayland)
    private let canvas = GestureView(id: "canvas", frame: GestureRect(x: 0, y: 0, width: 960, height: 400))
    private var now = 0.0, time: UInt32 = 0, step = 0
    /// Input events handled so far.
    public private(set) var handled = 0
    /// What the callbacks and the effects last gave, so that none is optimized away.
    public private(set) var hovers = 0
    public private(set) var drawnProgress = 0.0
    public private(set) var styleChanges = 0

    static let triangle = CustomPointer(
        .polygon([Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]), width: 20, height: 18)

    public init() {
        let frames = (0 ..< 4).map { GestureRect(x: 40 + Double($0) * 230, y: 100, width: 200, height: 200) }
        canvas.addChild(GestureView(id: "rectangle", frame: frames[0])).hoverEffect(.automatic)
        canvas.addChild(GestureView(id: "oval", frame: frames[1])).contentShape(.ellipse).hoverEffect(.lift)
        canvas.addChild(GestureView(id: "rounded", frame: frames[2]))
            .contentShape(.roundedRectangle(cornerRadius: 24)).hoverEffect(.highlight)
            .pointerRegion { r in
                PointerRegion(id: r.location.y < 100 ? 0 : 1, rect: GestureRect(x: 20, y: 20, width: 160, height: 160))
            }
        canvas.addChild(GestureView(id: "triangle", frame: frames[3]))
            .contentShape(.polygon([Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]))
            .hoverEffect(.hover()).pointerStyle(.custom(Self.triangle))
        for v in canvas.children { v.onContinuousHover { [unowned self] _ in hovers &+= 1 } }
        host.root = canvas
        send(.pointerEnter(Point(x: 10, y: 200)))
        send(.pointerFrame)
    }

    private func send(_ e: InputEvent) {
        host.send(e, at: now)
        handled &+= 1
    }

    /// Whole steps (a motion and its frame, the reports drained, the effects read as a
    /// renderer reads them) until at least `events` more input events were handled.
    public func run(events: Int) {
        let start = handled
        let changes = host.pointerChanges
        while handled - start < events {
            now += 8; time &+= 8
            host.advance(to: now)
            // Back and forth across the four shapes, along a line through their middles.
            let phase = step % 240, x = 10 + Double(phase < 120 ? phase : 240 - phase) * 8
            send(.pointerMotion(Point(x: x, y: 150 + Double(step % 7) * 20), time: time))
            send(.pointerFrame)
            host.drainReports()
            host.forEachHoverEffect { drawnProgress += $0.progress }
            step &+= 1
        }
        styleChanges &+= host.pointerChanges &- changes
    }
}
