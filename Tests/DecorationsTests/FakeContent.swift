import ContentHost
import Decorations
import Drawing
import Gestures

/// A content that fills its canvas with one colour and records what it was told.
final class FakeContent: WindowContent {
    var width = 400, height = 300
    var scale = 1.0
    var events: [InputEvent] = []
    var closeRequested = false
    var color = Color(red: 0x20, green: 0x80, blue: 0x40)
    var minimum = (width: 200, height: 150)
    var settings: [DesktopSettings] = []

    func handle(_ event: InputEvent, at now: Double) { events.append(event) }
    func configure(width: Int, height: Int) {
        if width > 0 { self.width = max(minimum.width, width) }
        if height > 0 { self.height = max(minimum.height, height) }
    }
    func setScale(_ scale: Double) { self.scale = scale }
    func requestClose() { closeRequested = true }
    func setDesktopSettings(_ settings: DesktopSettings) { self.settings.append(settings) }
    func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {}
    func advance(to now: Double) {}
    func settle(from now: Double) -> Double { now }
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { false }
    var logicalSize: (width: Int, height: Int) { (width, height) }
    var needsRedraw: Bool { true }
    func render(into canvas: Canvas, stale: Region?) -> Region {
        canvas.fill(canvas.bounds, color: color)
        return Region(canvas.bounds)
    }
    var cursor: CursorShape { .pointer }
    /// nil: the named `cursor`.
    var style: PointerStyle?
    var pointerStyle: PointerStyle { style ?? .system(cursor) }
    var wantsToClose: Bool { closeRequested }
    var minimumSize: (width: Int, height: Int) { minimum }
    /// All of it: `render` fills it with an opaque colour.
    var opaqueRegion: LogicalRect? { LogicalRect(x: 0, y: 0, width: width, height: height) }
}

/// A pointer and touch script for the decorated window, one frame per call.
struct Input {
    let window: DecoratedWindowDriver
    var time: UInt32 = 1000

    mutating func move(_ x: Double, _ y: Double) {
        time += 16
        window.send([.pointerMotion(Point(x: x, y: y), time: time), .pointerFrame], at: Double(time))
    }
    mutating func button(_ pressed: Bool, _ button: PointerButton = .primary) {
        time += 16
        window.send([.pointerButton(button: button, pressed: pressed, time: time), .pointerFrame], at: Double(time))
    }
    mutating func click(_ x: Double, _ y: Double, _ button: PointerButton = .primary) {
        move(x, y); self.button(true, button); self.button(false, button)
    }
}

/// Sends frames of input to a decorated window and collects its requests.
final class DecoratedWindowDriver {
    let window: DecoratedWindow
    let content: FakeContent
    var requests: [WindowRequest] = []

    init(states: ToplevelStates = [.activated], capabilities: WindowCapabilities = .all, mode: DecorationMode = .client)
    {
        content = FakeContent()
        window = DecoratedWindow(content, title: "Colours")
        window.setDecorationMode(mode)
        window.setCapabilities(capabilities)
        window.setStates(states)
        window.configure(width: 400, height: 332)
        window.handle(.pointerEnter(Point(x: 1, y: 1)), at: 0)
        window.handle(.pointerFrame, at: 0)
    }

    func send(_ events: [InputEvent], at now: Double) {
        window.advance(to: now)
        for e in events { window.handle(e, at: now) }
        requests += window.takeRequests()
    }
}
