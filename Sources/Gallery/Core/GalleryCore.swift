import ContentHost
import Drawing
import Gestures

/// The gesture gallery's core: a `WindowContent`, so the live window (`WaylandClient`) and
/// the trace replayer (`TraceReplay`) drive it exactly as they drive the Colours list.
///
/// It owns the gesture engine and its host, the virtual clock (time is only ever the `now` it is given),
/// the window size and scale, keyboard focus and navigation; each page's views and gestures
/// change its own shapes. The window's view carries the back gesture, a swipe in from the
/// left edge (high priority, so that it wins over any drag under it unless a view defers it),
/// and holds the header's back button and the current page's view.
///
/// The engine, its host and the views are declared on first use (`prepareGestures`, once the
/// live window's first frame is out; the first input; anything that asks for the engine), as
/// Colours declares its own: the first frame is drawn from the home page's shapes alone, and
/// until then no gesture can have run, so nothing is animating, due or under the pointer.
public final class GalleryCore {
    /// The engine's numbers, for the host made on first use.
    private let configuration: GestureConfiguration
    /// Nil until declared.
    private(set) var declaredHost: GestureHost?
    /// The seat's state sent before then, for the host when it is made.
    private var seatState = SeatStateBeforeDeclaring()
    /// Takes the events (grouped by Wayland's frames) and the clock; queues the reports.
    var host: GestureHost { declaredHost ?? declareGestures() }
    package var engine: GestureEngine { host.engine }
    public private(set) var page: PageID = .home
    /// The pages shown so far, each made when first shown (`showPage`), so that a start
    /// builds the home page's views and gestures alone.
    var pages: [PageID: any GalleryPage] = [:]
    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var scale = 1.0
    /// The clock, key repeat and closing, as every content has them (`ContentRuntime`).
    public let runtime: ContentRuntime
    /// The latest time seen: the clock never runs backwards, whatever a trace says.
    public var now: Double { runtime.now }
    /// The name of the shape with keyboard focus on this page.
    public internal(set) var focus: String?
    var dirty = true
    /// What the last full frame was drawn from, and the effects drawn since.
    var lastFrame = LastFrame()
    /// The antialiased fills' buffers, grown once and reused by every frame.
    let filler = PathFiller()
    /// The lifted view's shadow mask, kept while its size holds.
    let shadows = SoftShadow<ShapePainter.ShadowKey>()
    /// The last full frame's label lines, for the partial frames after it.
    let labels = LabelCache()
    var fonts: GalleryFonts?
    /// The popup's fonts (its scale may differ from the window's) and what it last showed.
    var popupFonts: GalleryFonts?
    var renderedPopup: [GalleryShape]?
    /// The colours the desktop's settings choose (`setDesktopSettings`).
    var palette = GalleryPalette.light
    /// The settings in effect, for the snapshot.
    public private(set) var settings = DesktopSettings.standard
    /// The last gesture report that began, ended or crossed something on this page (its
    /// `.changed` steps left out), for a screen reader's status line; nil on a page just opened.
    public private(set) var lastGesture: (kind: GestureKind, phase: GesturePhase)?
    /// Sees every gesture report, in order, before the page applies it (`replay --reports`).
    public var onGestureReport: ((GestureReport) -> Void)?

    /// The header's height (logical px): the title and the back button.
    public static let headerHeight = 56.0
    /// The whole window: the back swipe, then the page's view and the back button on top.
    let window = GestureView(id: "window")
    private let backButton = GestureView(id: "back")
    /// The back swipe, off on the home page.
    private var backSwipe: ViewGesture!
    /// What the gestures of the reports being drained asked for: the last one counts.
    private var requested = PageAction.none

    public init(
        width: Int = 480, height: Int = 800, configuration: GestureConfiguration = .default,
        runtime: RuntimeConfiguration = .default
    ) {
        self.configuration = configuration
        self.runtime = ContentRuntime(configuration: runtime)
        self.width = width
        self.height = height
        _ = madePage(page)
        relayout()
    }

    /// Declares the engine, the views and their gestures now rather than at the first input
    /// that needs them: the live window calls it once its first frame is out.
    public func prepareGestures() { _ = host }

    /// The host, the back gestures and the current page's views, in the order a start that
    /// declared them at once would have made them.
    private func declareGestures() -> GestureHost {
        let host = GestureHost(configuration: configuration, framing: .wayland)
        declaredHost = host
        host.reducesMotion = settings.reducedMotion
        backSwipe = window.highPriorityGesture(
            EdgeSwipeGesture(edge: .leading).onEnded { [unowned self] _ in requested = .back })
        backButton.gesture(TapGesture().onEnded { [unowned self] _ in requested = .back })
        showPage()
        for (event, time) in seatState.take() { host.send(event, at: time) }
        return host
    }

    var current: any GalleryPage { pages[page]! }

    /// The current page's shapes, in draw order.
    public var shapes: [GalleryShape] { current.shapes }

    /// The shape called `name` on the current page.
    public func shape(_ name: String) -> GalleryShape? { current.shapes.first { $0.name == name } }

    /// The back button's frame (surface coordinates); it exists on every page but home.
    public var backButtonFrame: GestureRect { GestureRect(x: 8, y: 10, width: 88, height: 36) }

    // MARK: Layout and views

    /// Lays every page made so far out for the window size, so a page opened again is
    /// already in place.
    func relayout() {
        window.frame = windowFrame
        backButton.frame = backButtonFrame
        for p in pages.values { p.layout(in: pageArea) }
        dirty = true
    }

    /// Where a page lays itself out: below the header. Below the minimum (a maximized or
    /// fullscreen size, which is obeyed) the pages keep the minimum's layout and are drawn
    /// clipped, rather than squeezed out of shape.
    private var pageArea: GestureRect {
        GestureRect(
            x: 0, y: Self.headerHeight, width: Double(max(width, minimumSize.width)),
            height: max(0, Double(max(height, minimumSize.height)) - Self.headerHeight))
    }

    /// The page `id`, made now if it was never shown: laid out for the window and told the
    /// desktop's motion setting, as the pages made before it were.
    private func madePage(_ id: PageID) -> any GalleryPage {
        if let made = pages[id] { return made }
        let made: any GalleryPage =
            switch id {
            case .home: HomePage()
            case .touch: TouchPage()
            case .recognizers: RecognizersPage()
            case .hierarchy: HierarchyPage()
            case .pointer: PointerPage(engine: engine)
            case .scrolling: ScrollingPage()
            }
        made.layout(in: pageArea)
        if settings.reducedMotion { made.setReducedMotion(true) }
        pages[id] = made
        return made
    }

    /// The window holds the current page's view, and off the home page the back swipe and
    /// the back button, on top of the page's view (which may cover the header).
    private func showPage() {
        for child in window.children { child.removeFromParent() }
        window.addChild(madePage(page).view)
        if page != .home { window.addChild(backButton) }
        backSwipe.isEnabled = page != .home
        showModal()
    }

    /// The views that take input: the window's, or while the page's popup is open its modal
    /// views alone (`ContextMenu`). Called after anything that may open or close it.
    func showModal() {
        guard let host = declaredHost else { return }   // the views are placed when declared
        let root = current.modalView ?? window
        if host.root !== root { host.root = root }
    }

    /// The whole window, in its own logical coordinates.
    var windowFrame: GestureRect { GestureRect(x: 0, y: 0, width: Double(width), height: Double(height)) }

    // MARK: Navigation

    /// Shows `target`: gestures of the page being left are cancelled (their shapes restored
    /// by their own cancel reports), focus starts over.
    public func open(_ target: PageID) {
        guard target != page else { return }
        host.cancelAll(reason: .app, at: now)
        applyReports(navigate: false)
        // A page left mid-animation is found at rest when it is opened again, its popup closed.
        current.animate(to: .infinity)
        current.closePopup()
        page = target
        focus = nil
        lastGesture = nil
        dirty = true
        showPage()
    }

    /// Back to the home page (Escape, the back button, the edge swipe).
    public func back() { open(.home) }

    /// Applies the reports the host queued to the current page, then navigates if one asked
    /// to. Returns whether one of them was a gesture that Escape cancelled.
    @discardableResult
    func applyReports(navigate: Bool = true) -> Bool {
        var escaped = false
        requested = .none
        current.timeMoved(to: now)
        declaredHost?.drainReports { e in
            dirty = true
            if e.cancelReason == .escape { escaped = true }
            onGestureReport?(e)
            if e.phase != .changed { lastGesture = (e.kind, e.phase) }
            let asked = current.takeAction()
            if asked != .none { requested = asked }
        }
        showModal()
        guard navigate else { return escaped }
        switch requested {
        case .none: break
        case .back: back()
        case .open(let target): open(target)
        }
        return escaped
    }

    // MARK: Input and time

    public func handle(_ event: InputEvent, at t: Double) {
        let now = runtime.tick(t)
        runKeyRepeats(until: now)
        // The page's animations step here; the engine's timers in the event's own call.
        if declaredHost?.isAnimating == true { dirty = true }
        animate()
        if declaredHost == nil, seatState.hold(event, at: now) {
            runtime.observe(event)
            return
        }
        host.send(event, at: now)
        let escaped = applyReports()
        runtime.observe(event)
        switch event {
        case .key(let key, pressed: true, _, let code):
            // A hover keeps a gesture running, so what counts is whether this Escape cancelled one.
            keyPressed(key, cancelledAGesture: escaped)
            runtime.keyPressed(key, code: code, repeats: Self.repeatableKeys.contains(key), at: now)
        case .pointerButton(button: .secondary, pressed: true, _):
            if let p = engine.pointerLocation, current.secondaryPress(at: p) {
                dirty = true
                showModal()
            }
        default: break
        }
    }

    /// The engine's timers and the page's animations (`ClockedContent`).
    public func step(to time: Double) {
        // The frame after an effect's last step draws it at rest. Undeclared, nothing runs.
        if let host = declaredHost {
            if host.isAnimating { dirty = true }
            host.advance(to: time)
            applyReports()
        }
        animate()
    }

    public func repeatKey(_ key: Key, at time: Double) { keyPressed(key, cancelledAGesture: false) }

    /// Steps the current page's animations to `now`.
    private func animate() {
        guard current.isAnimating else { return }
        current.animate(to: now)
        dirty = true
    }

    /// A page still animating when `settle` ends is found at rest.
    public func settled(at time: Double, stalled: Double?) {
        if current.isAnimating { current.animate(to: .infinity) }
    }

    /// The engine's next timer, or the next animation frame while a spring runs.
    public var stepDeadline: Double? {
        let engine = declaredHost?.nextDeadline
        return current.isAnimating ? animationDeadline(timer: engine) : engine
    }

    /// A page's animation, a fling, or a hover effect springing in or out.
    public var isAnimating: Bool { current.isAnimating || declaredHost?.isAnimating == true }

    // MARK: Window

    /// The smallest window the pages lay out in (logical px): the compositor is asked to keep
    /// the window above it, and below it the pages keep this layout, clipped.
    public var minimumSize: (width: Int, height: Int) { (240, 320) }

    /// xdg_toplevel.configure: a side ≤ 0 keeps the current one; the rest is taken up to the
    /// runtime's `maxWindowSize`, also below `minimumSize`: xdg-shell says a maximized or
    /// fullscreen size "must be obeyed", and a compositor that gives a floating window less
    /// than it was asked for gets no bigger buffer than it gave.
    public func configure(width w: Int, height h: Int) {
        let newWidth = runtime.windowSide(w, current: width)
        let newHeight = runtime.windowSide(h, current: height)
        guard newWidth != width || newHeight != height else { return }
        width = newWidth
        height = newHeight
        relayout()
    }

    /// The desktop's settings: the next frame, and the popup's, in the scheme's palette.
    public func setDesktopSettings(_ settings: DesktopSettings) {
        guard settings != self.settings else { return }
        self.settings = settings
        palette = GalleryPalette(for: settings)
        for p in pages.values { p.setReducedMotion(settings.reducedMotion) }
        // The pointer's effects go to their end at once too: no springs with reduced motion.
        declaredHost?.reducesMotion = settings.reducedMotion
        dirty = true
        renderedPopup = nil
    }

    public func setScale(_ s: Double) {
        guard let s = runtime.clampedScale(s), s != scale else { return }
        scale = s
        dirty = true
    }

    public var logicalSize: (width: Int, height: Int) { (width, height) }
    /// All of it: every frame starts from the opaque background.
    public var opaqueRegion: LogicalRect? { LogicalRect(x: 0, y: 0, width: width, height: height) }
    /// Something changed, or a hover effect moved since it was drawn (the pointer's parallax,
    /// its spring).
    public var needsRedraw: Bool { dirty || currentEffects != lastFrame.effects }
    /// The pointer's look from the views under it (`GestureHost.pointerStyle`): their styles,
    /// hidden where a highlight or lift stands for it.
    public var pointerStyle: PointerStyle { declaredHost?.pointerStyle ?? .default }
    /// The named cursor nearest that look, for a host that can only name one: the style's own
    /// name, else a hand over what can be touched and the arrow over the window's and the
    /// page's background.
    public var cursor: CursorShape {
        guard let host = declaredHost else { return .default }
        if case .system(let shape) = host.pointerStyle, shape != .default { return shape }
        let engine = host.engine
        guard let p = engine.pointerLocation, let hit = engine.hitTest(p).flatMap(host.view(for:)) else {
            return .default
        }
        return hit === window || hit === current.view ? .default : .pointer
    }
}

extension GalleryCore: ClockedContent {}
