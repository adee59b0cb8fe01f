import ContentHost
import Drawing
import Gestures

/// A window content inside decorations the client draws itself — title bar, buttons, border,
/// shadow and resize margin — for compositors that draw none (GNOME's, weston). Where the
/// compositor draws them (`DecorationMode.server`) it is transparent: the content fills the
/// surface, with the same input and the same pixels as without it.
///
/// Both hosts drive it like any content: the live window tells it the toplevel's states and
/// the decoration mode, and sends its requests (move, resize, maximize) and window geometry;
/// replay tells it what the trace shows. The content inside sees its own rectangle only:
/// input moved into its coordinates, a canvas over its part of the buffer, configure sizes
/// without the title bar.
public final class DecoratedWindow: ToplevelContent {
    public let content: WindowContent
    private let painter: DecorationPainter
    private let titleBar: TitleBar
    private var mode: DecorationMode = .server
    private var states: ToplevelStates = []
    private var capabilities: WindowCapabilities = .all
    private var bounds: (width: Int, height: Int)?
    /// The window-geometry size asked for by the compositor so far (0 = not yet).
    private var asked = (width: 0, height: 0)
    private var configured = false
    private var layout: DecorationLayout
    /// Canvases whose decorations are current (a buffer of the pool missed none of their changes).
    private var painted: Set<ObjectIdentifier> = []
    /// The content's view of each buffer, by buffer (kept so a frame does not allocate one).
    private var views: [(parent: Canvas, rect: PixelRect, view: Canvas)] = []
    private var routing = DecorationInputRouting()
    /// Requests of the window's own keys (F11), beside the title bar's.
    private var ownRequests: [WindowRequest] = []
    /// The buttons the desktop's layout names (`setDesktopSettings`).
    private var named = TitleBarButtons.all

    public init(_ content: WindowContent, title: String, style: DecorationStyle = .standard) {
        self.content = content
        painter = DecorationPainter(style: style)
        let size = content.logicalSize
        layout = DecorationLayout(
            mode: .server, states: [], capabilities: .all,
            contentWidth: size.width, contentHeight: size.height, style: style)
        titleBar = TitleBar(layout: layout, title: title)
    }

    // MARK: Reading

    /// The compositor shows this window as the active one (xdg_toplevel's `activated`): what
    /// a screen reader takes for the window with the keyboard focus.
    public var isActive: Bool { states.contains(.activated) }
    /// The window geometry's size (content plus any title bar drawn here), logical px.
    public var windowSize: (width: Int, height: Int) { (layout.windowWidth, layout.windowHeight) }
    /// Where the content's (0, 0) is in window geometry coordinates: below the title bar
    /// when this window draws one.
    public var contentOrigin: (x: Int, y: Int) { (0, layout.titleBarHeight) }
    /// The title bar's buttons drawn now, left to right.
    public var titleBarButtons: [DecorationLayout.Button] { layout.buttons }

    // MARK: ToplevelContent

    public func setDecorationMode(_ mode: DecorationMode) { update(mode: mode, states: states) }

    public func setStates(_ states: ToplevelStates) { update(mode: mode, states: states) }

    /// A change of mode or states; when it shows or hides the title bar (client-side or not,
    /// fullscreen or not), the content gets the height the window has left for it.
    private func update(mode: DecorationMode, states: ToplevelStates) {
        guard mode != self.mode || states != self.states else { return }
        let oldBar = layout.titleBarHeight
        let newBar = DecorationLayout.titleBarHeight(mode: mode, states: states, style: painter.style)
        self.mode = mode
        self.states = states
        if newBar != oldBar, configured {
            let window = asked.height > 0 ? asked.height : content.logicalSize.height + oldBar
            content.configure(width: 0, height: max(1, window - newBar))
        }
        relayout()
    }

    public func setBounds(width: Int, height: Int) {
        bounds = width > 0 && height > 0 ? (width, height) : nil
    }

    public func setCapabilities(_ capabilities: WindowCapabilities) {
        self.capabilities = capabilities
        titleBar.capabilities = capabilities
        relayout()
    }

    public var windowGeometry: LogicalRect? { layout.windowGeometry }

    public func takeRequests() -> [WindowRequest] {
        if titleBar.takeCloseTapped() { content.requestClose() }
        defer { ownRequests.removeAll() }
        return titleBar.takeRequests() + ownRequests
    }

    /// What the content copied: the decorations have nothing to copy.
    public func takeCopiedText() -> String? { content.takeCopiedText() }

    /// XKB_KEY_F11: fullscreen on and off.
    static let fullscreenKey = Key(rawValue: 0xffc8)

    // MARK: Size

    /// The window-geometry size asked for: the content gets it less the title bar. At the
    /// first configure, a size the client chooses is kept within configure_bounds.
    public func configure(width: Int, height: Int) {
        asked = (width, height)
        var (w, h) = (width, height > 0 ? max(1, height - layout.titleBarHeight) : 0)
        if !configured, let bounds {
            let current = content.logicalSize
            if w <= 0, current.width > bounds.width { w = bounds.width }
            if h <= 0, current.height + layout.titleBarHeight > bounds.height {
                h = max(1, bounds.height - layout.titleBarHeight)
            }
        }
        configured = true
        content.configure(width: w, height: h)
        relayout()
    }

    /// Recomputes the layout around the content's current size.
    private func relayout() {
        let size = content.logicalSize
        let next = DecorationLayout(
            mode: mode, states: states, capabilities: capabilities,
            contentWidth: size.width, contentHeight: size.height, style: painter.style, named: named)
        if next != layout {
            layout = next
            titleBar.setLayout(next)
            painted.removeAll()
        }
    }

    public var minimumSize: (width: Int, height: Int) {
        let m = content.minimumSize
        return (m.width, m.height + layout.titleBarHeight)
    }

    public func setScale(_ scale: Double) {
        content.setScale(scale)
        painted.removeAll()
    }

    /// The content draws in the settings' theme, and so does the title bar, with the buttons
    /// the desktop's layout names.
    public func setDesktopSettings(_ settings: DesktopSettings) {
        content.setDesktopSettings(settings)
        titleBar.doubleClickTime = Double(settings.doubleClickTime)
        let style = DecorationStyle(for: settings)
        guard style != painter.style || settings.titleBarButtons != named else { return }
        painter.style = style
        named = settings.titleBarButtons
        painted.removeAll()
        relayout()
    }

    public var scale: Double { content.scale }

    /// The content's rectangle in buffer px: its edges placed in the whole surface's buffer
    /// (`BufferGeometry`), which is rounded once for the surface, not part by part.
    private var contentPixels: PixelRect {
        BufferGeometry.rect(layout.contentRect, scale: scale)
    }

    public var logicalSize: (width: Int, height: Int) {
        layout.mode == .client ? (layout.surfaceWidth, layout.surfaceHeight) : content.logicalSize
    }

    /// The content's opaque part, where the content sits in the surface. Around it the shadow
    /// and the round corners let what is beneath show through; the title bar is left out too
    /// (claiming less is only cautious), and drawn decorations keep a pixel's distance, so that
    /// rounding at a fractional scale cannot reach into the shadow.
    public var opaqueRegion: LogicalRect? {
        guard let inner = content.opaqueRegion else { return nil }
        let c = layout.contentRect, inset = layout.isDrawn ? 1 : 0
        let x0 = max(c.x + inner.x, c.x + inset), y0 = max(c.y + inner.y, c.y + inset)
        let x1 = min(c.x + inner.x + inner.width, c.x + c.width - inset)
        let y1 = min(c.y + inner.y + inner.height, c.y + c.height - inset)
        guard x1 > x0, y1 > y0 else { return nil }
        return LogicalRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Drawing

    public var needsRedraw: Bool {
        content.needsRedraw || (layout.isDrawn && (painted.isEmpty || titleBar.look != paintedLook))
    }

    private var paintedLook: TitleBarLook?

    public func render(into canvas: Canvas, stale: Region?) -> Region {
        guard layout.mode == .client else { return content.render(into: canvas, stale: stale) }
        let c = contentPixels
        var damage = Region.empty
        if !c.isEmpty, canvas.bounds.contains(c) {
            let innerStale = stale.map {
                $0.offsetBy(dx: -c.x, dy: -c.y).intersection(
                    with: PixelRect(
                        x: 0, y: 0, width: c.width, height: c.height))
            }
            damage = content.render(into: view(of: canvas, c), stale: innerStale).offsetBy(dx: c.x, dy: c.y)
        }
        if titleBar.look != paintedLook { painted.removeAll(); paintedLook = titleBar.look }
        let id = ObjectIdentifier(canvas)
        if layout.isDrawn || layout.margin > 0, !painted.contains(id) || stale == nil {
            damage = damage.union(painter.paint(layout, look: titleBar.look, scale: scale, into: canvas, content: c))
            painted.insert(id)
        }
        return damage
    }

    private func view(of canvas: Canvas, _ rect: PixelRect) -> Canvas {
        if let hit = views.first(where: { $0.parent === canvas && $0.rect == rect }) { return hit.view }
        let view = canvas.view(of: rect)
        views.removeAll { $0.parent === canvas }
        views.append((canvas, rect, view))
        if views.count > 8 { views.removeFirst() }
        return view
    }

    public var cursor: CursorShape {
        routing.pointerOnContent || layout.mode == .server ? content.cursor : titleBar.cursor
    }

    /// The content's style where the pointer is on the content (or the compositor draws the
    /// decorations); over the title bar, border or resize margin, the decorations' shape.
    public var pointerStyle: PointerStyle {
        routing.pointerOnContent || layout.mode == .server ? content.pointerStyle : .system(titleBar.cursor)
    }

    // MARK: Input, clock, lifecycle

    public func handle(_ event: InputEvent, at now: Double) {
        // F11 is the window's, whoever draws its decorations, as in GTK and Firefox.
        if case .key(let key, let pressed, _, _) = event, key == Self.fullscreenKey {
            if pressed, capabilities.contains(.fullscreen) {
                ownRequests.append(.setFullscreen(!states.contains(.fullscreen)))
            }
            return
        }
        guard layout.mode == .client else { return content.handle(event, at: now) }
        let origin = Point(x: Double(layout.contentRect.x), y: Double(layout.contentRect.y))
        // The content's open popup is the content's too, wherever it lies.
        let popupRect = popup.flatMap { r in
            popupOrigin.map { LogicalRect(x: $0.x, y: $0.y, width: r.width, height: r.height) }
        }
        let isContent = { (p: Point) in
            self.layout.inContent(p.x, p.y) || (popupRect?.contains(p.x, p.y) ?? false)
        }
        for (target, e) in routing.route(event, isContent: isContent, contentOrigin: origin) {
            switch target {
            case .content: content.handle(e, at: now)
            case .decorations: titleBar.handle(e, at: now)
            }
        }
    }

    public func advance(to now: Double) {
        content.advance(to: now)
        titleBar.advance(to: now)
    }

    public var nextDeadline: Double? {
        [content.nextDeadline, titleBar.nextDeadline].compactMap { $0 }.min()
    }

    public func settle(from now: Double) -> Double {
        let end = content.settle(from: now)
        titleBar.advance(to: end)
        return end
    }

    public var isAnimating: Bool { content.isAnimating }
    public func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {
        content.setKeyRepeat(rate: rate, delay: delay, at: now)
    }
    public func requestClose() { content.requestClose() }
    public var wantsToClose: Bool { content.wantsToClose }
}

/// The content's popup, moved by where the content sits in the decorated surface (the
/// content speaks its own coordinates, the host this surface's).
extension DecoratedWindow: PopupContent {
    private var innerPopup: (any PopupContent)? { content.popupContent }
    private var offset: (x: Int, y: Int) { (layout.contentRect.x, layout.contentRect.y) }

    public var popup: PopupRequest? {
        guard var request = innerPopup?.popup else { return nil }
        request.anchorX += offset.x
        request.anchorY += offset.y
        return request
    }

    public func popupConfigured(x: Int, y: Int, width: Int, height: Int) {
        innerPopup?.popupConfigured(x: x - offset.x, y: y - offset.y, width: width, height: height)
    }

    public var popupOrigin: (x: Int, y: Int)? {
        innerPopup?.popupOrigin.map { ($0.x + offset.x, $0.y + offset.y) }
    }

    public func popupDismissed() { innerPopup?.popupDismissed() }
    public var popupNeedsRedraw: Bool { innerPopup?.popupNeedsRedraw ?? false }
    public func renderPopup(into canvas: Canvas, scale: Double) -> Region {
        innerPopup?.renderPopup(into: canvas, scale: scale) ?? .empty
    }
}
