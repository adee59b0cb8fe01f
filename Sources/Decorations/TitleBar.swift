import ContentHost
import Gestures

/// The title bar's and the edges' behaviour, in surface coordinates. Taps, double taps and
/// drags are decided by a `GestureEngine` of its own, so the title bar behaves like the
/// content (the same slop and touch handling; the double click's time is the desktop's):
/// - a drag on the title bar moves the window (`xdg_toplevel.move`, pointer or touch);
/// - a double tap or double click on it maximizes and restores;
/// - a tap on a button minimizes, maximizes / restores or closes;
/// - a press in the margin outside the window resizes from that edge or corner at once, as
///   desktop toolkits do (no slop: the compositor takes over the pointer);
/// - a secondary click on the title bar opens the compositor's window menu.
/// Hover and pressed looks follow the raw pointer and touches, so they show at the down.
final class TitleBar {
    /// Events grouped by Wayland's frames, the clock, the reports in order. Made at the first
    /// event the title bar gets: a window whose compositor draws the decorations never needs
    /// one, and no other window does before its first frame.
    private var host: GestureHost?
    private(set) var layout: DecorationLayout
    var capabilities: WindowCapabilities = .all
    private(set) var look: TitleBarLook
    private(set) var requests: [WindowRequest] = []
    /// The close button was tapped: the window's content hears `requestClose`.
    private(set) var closeTapped = false
    /// The pointer's last position, while it is over the decorations.
    private(set) var pointer: Point?
    private var pressedButtons = 0
    /// The button each touch went down on.
    private var touchButtons: [Int32: DecorationLayout.Button] = [:]

    private static let bar = GestureRegionID(1)
    private static func region(_ b: DecorationLayout.Button) -> GestureRegionID { GestureRegionID(2 + b.rawValue) }

    /// The longest gap (ms) between the clicks or taps of a double click on the title bar: the
    /// desktop's (`DesktopSettings.doubleClickTime`, 400 by default, GNOME's).
    var doubleClickTime = Double(DesktopSettings.standard.doubleClickTime) {
        didSet {
            if !doubleClickTime.isFinite || doubleClickTime <= 0 { doubleClickTime = oldValue }
            host?.engine.configuration.doubleTapTimeout = doubleClickTime / 1000
        }
    }

    init(layout: DecorationLayout, title: String) {
        self.layout = layout
        look = TitleBarLook(title: title, hovered: nil, pressed: nil)
    }

    func setLayout(_ new: DecorationLayout) {
        guard new != layout else { return }
        layout = new
        if let host { declareRegions(in: host.engine) }
    }

    /// The host, made now if this is the first event, with the regions of the layout now.
    private var madeHost: GestureHost {
        if let host { return host }
        let made = GestureHost(framing: .wayland)
        made.engine.configuration.doubleTapTimeout = doubleClickTime / 1000
        declareRegions(in: made.engine)
        host = made
        return made
    }

    private func declareRegions(in engine: GestureEngine) {
        guard layout.isDrawn else { return engine.setRegions([]) }
        func frame(_ r: LogicalRect) -> GestureRect {
            GestureRect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
        }
        var regions = [
            GestureRegion(
                id: Self.bar, frame: frame(layout.titleBarRect),
                gestures: [TapRecognizer(count: 2), DragRecognizer()])
        ]
        for b in layout.buttons {
            if let r = layout.rect(of: b) {
                regions.append(
                    GestureRegion(
                        id: Self.region(b), parent: Self.bar, frame: frame(r),
                        gestures: [TapRecognizer()]))
            }
        }
        engine.setRegions(regions)
    }

    /// Requests and the close tap since the last call.
    func takeRequests() -> [WindowRequest] {
        defer { requests.removeAll(keepingCapacity: true) }
        return requests
    }

    func takeCloseTapped() -> Bool {
        defer { closeTapped = false }
        return closeTapped
    }

    /// The cursor over the decorations at the pointer.
    var cursor: CursorShape {
        guard let p = pointer else { return .default }
        return layout.resizeEdges(at: p.x, p.y).cursor
    }

    var nextDeadline: Double? { host?.nextDeadline }

    func advance(to now: Double) {
        guard let host else { return }
        host.advance(to: now)
        host.drainReports { apply($0) }
    }

    /// One input event that belongs to the decorations (surface coordinates).
    func handle(_ event: InputEvent, at now: Double) {
        switch event {
        case .pointerEnter(let p), .pointerMotion(let p, _):
            pointer = p
            look.hovered = layout.button(at: p.x, p.y)
        case .pointerLeave:
            pointer = nil
            look.hovered = nil
            if pressedButtons == 0 { look.pressed = nil }
        case .pointerButton(let button, let pressed, _):
            pressedButtons = max(0, pressedButtons + (pressed ? 1 : -1))
            if pressed, let p = pointer { press(button, at: p) }
            if !pressed { look.pressed = nil }
        case .touchDown(let id, let p, _):
            let edges = layout.resizeEdges(at: p.x, p.y)
            if !edges.isEmpty { requests.append(.resize(edges)) }
            if let b = layout.button(at: p.x, p.y) { touchButtons[id] = b; look.pressed = b }
        case .touchUp(let id, _):
            if touchButtons.removeValue(forKey: id) != nil { look.pressed = nil }
        case .touchCancel:
            touchButtons.removeAll()
            look.pressed = nil
        default:
            break
        }
        let host = madeHost
        host.send(event, at: now)
        host.drainReports { apply($0) }
    }

    private func press(_ button: PointerButton, at p: Point) {
        switch button {
        case .primary:
            let edges = layout.resizeEdges(at: p.x, p.y)
            if !edges.isEmpty { requests.append(.resize(edges)) }
            look.pressed = layout.button(at: p.x, p.y)
        case .secondary where layout.inTitleBar(p.x, p.y) && layout.button(at: p.x, p.y) == nil:
            if capabilities.contains(.windowMenu) {
                requests.append(.showWindowMenu(x: Int(p.x), y: Int(p.y)))
            }
        default:
            break
        }
    }

    private func apply(_ e: GestureReport) {
        switch (e.kind, e.phase) {
        case (.drag, .began) where e.region == Self.bar:
            requests.append(.move)
            look.pressed = nil
        case (.doubleTap, .ended) where e.region == Self.bar:
            if capabilities.contains(.maximize) { requests.append(.setMaximized(!layout.states.contains(.maximized))) }
        case (.tap, .ended):
            guard let b = DecorationLayout.Button.allCases.first(where: { e.region == Self.region($0) }) else { break }
            switch b {
            case .close: closeTapped = true
            case .maximize: requests.append(.setMaximized(!layout.states.contains(.maximized)))
            case .minimize: requests.append(.minimize)
            }
        default:
            break
        }
    }
}
