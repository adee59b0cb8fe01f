import ContentHost
import Gestures

/// The bridge between the `Gestures` engine and the model: it declares the list and a view per
/// row with their typed gestures, whose callbacks are the rules of docs/DESIGN.md
/// (GestureInteraction+Rules.swift), and feeds the host every event and the clock. It decides
/// nothing about which gesture wins: that is the engine's arena.
final class GestureInteraction {
    let configuration: AppConfiguration
    let engine: GestureEngine
    /// Takes the events (grouped by Wayland's frames) and the clock, and queues the reports.
    let host: GestureHost
    /// The app's state: the rules change it as the gestures run (the keyboard, through
    /// `AppCore.model`, between them).
    var model: AppModel

    /// The list below the header: a region declared by hand, as the engine's scroller belongs
    /// to one (`scrolls`); its views hang under it, in content coordinates the engine scrolls.
    static let listRegion = GestureRegionID(0)
    /// The list's content, where the rows are (the content's whole height).
    let content = GestureView(id: "content")
    /// One view per bar, in bar order; each view's id is its bar's index.
    private(set) var rows: [GestureView] = []
    /// The list's gestures, attached to the host (they are the list region's).
    private(set) var listGestures: [any GestureComposable] = []
    /// Whether any gesture of the rules has a run in progress (for `holdsGestureState`).
    private var runs: [() -> Bool] = []
    private var pinches: [() -> Bool] = []
    /// What a cancel restores, per bar, while opacity gestures hold it.
    var restorePoints = RestorePoints()

    /// The scroll offset a zoom keeps its anchor at, for the engine once the reports of the
    /// call that zoomed are applied (`drain`).
    private var zoomedOffset: Double?
    /// The list region's frame as last declared.
    private var listFrame: GestureRect?
    /// Engine decisions and app notes, oldest first (bounded); text is built only when read.
    private var decisions: [Decision] = []
    private enum Decision {
        case engine(ExplainEntry)
        case note(String)
    }
    /// Readable engine decisions, oldest first.
    var explanations: [String] {
        decisions.map { decision in
            switch decision {
            case .engine(let entry): entry.description
            case .note(let line): line
            }
        }
    }
    private var explainSeen = 0
    /// Decisions ever appended to `decisions` (trimmed or not): where a reader that prints
    /// them as they come (`replay --explain` on a stream) left off.
    private(set) var decisionsRecorded = 0

    /// The readable decisions recorded after the first `since` ones, those still held.
    func explanations(since: Int) -> [String] {
        let firstHeld = decisionsRecorded - decisions.count
        let from = max(0, since - firstHeld)
        guard from < decisions.count else { return [] }
        return decisions[from...].map { decision in
            switch decision {
            case .engine(let entry): entry.description
            case .note(let line): line
            }
        }
    }
    /// Virtual time of the last engine call.
    var lastTime: Double { host.now }

    init(configuration: AppConfiguration) {
        self.configuration = configuration
        model = AppModel(configuration: configuration)
        engine = GestureEngine(configuration: configuration.gestures)
        host = GestureHost(
            engine: engine, framing: .wayland, animationFrameInterval: configuration.runtime.frameInterval)
        declareList()
        for bar in model.bars.indices { declareRow(bar) }
    }

    /// The list's gestures: scroll with fling (a pinch may take its touches over), the
    /// vertical pinch of the row height, wheel and touchpad scrolling, Ctrl + wheel zoom,
    /// touchpad pinch.
    private func declareList() {
        let pinch = host.attach(pinchGesture(touchpad: false))
        let touchpadPinch = host.attach(pinchGesture(touchpad: true))
        listGestures = [
            host.attach(scrollGesture(byAxis: false)), pinch, host.attach(scrollGesture(byAxis: true)),
            host.attach(wheelZoomGesture()), touchpadPinch,
        ]
        pinches = [{ pinch.isActive }, { touchpadPinch.isActive }]
        runs += pinches
    }

    /// A row's view and gestures: tap, double tap (exclusive without delay: the first tap acts
    /// at once), long press then paint, the horizontal opacity drag, hover, touchpad
    /// horizontal opacity.
    private func declareRow(_ bar: Int) {
        let row = content.addChild(GestureView(id: bar))
        rows.append(row)
        row.gesture(tapGesture(bar))
        row.gesture(doubleTapGesture(bar))
        let paint = row.gesture(paintGesture(bar))
        let drag = row.gesture(opacityDragGesture(bar))
        row.gesture(hoverGesture(bar))
        let pan = row.gesture(axisPanGesture(bar))
        runs += [{ paint.isActive }, { drag.isActive }, { pan.isActive }]
    }

    // MARK: Calls from AppCore

    func handle(_ event: InputEvent, at now: Double) {
        host.send(event, at: now)
        drain()
    }

    func advance(to now: Double) {
        host.advance(to: now)
        drain()
    }

    /// The list's scroll offset. The engine owns it: every scrolling input (finger, wheel,
    /// touchpad, fling) moves it there and hit tests read it there, so the app reads it rather
    /// than keeping a copy, and only asks the engine to move it (keyboard, zoom).
    var scrollOffset: Double { engine.scrollOffset }

    /// Keyboard scrolling (focus into view, Page, Home, End): the engine owns the offset; a
    /// running fling stops.
    func scroll(to offset: Double, at now: Double) {
        host.setScrollOffset(offset, at: now)
        drain()
    }

    /// Stops a fling where it is (settle's time bound ran out).
    func stopAnimations(at now: Double) {
        guard engine.isAnimating else { return }
        host.setScrollOffset(engine.scrollOffset, at: now)
        drain()
    }

    /// The window size or row height changed: the views move in place; the list region is
    /// declared again when its own frame changed (a resize).
    func layoutChanged(at now: Double) {
        let layout = model.layout
        placeViews(layout)
        let list = GestureRect(
            x: 0, y: layout.headerHeight, width: layout.viewportWidth,
            height: max(0, layout.viewportHeight - layout.headerHeight))
        if list != listFrame {
            listFrame = list
            host.setRegions(
                [GestureRegion(id: Self.listRegion, frame: list, gestures: listGestures, scrolls: true)],
                root: content, under: Self.listRegion)
        }
        host.setScrollExtent(max: layout.maxScrollOffset, at: now)
        drain()
    }

    /// Places the content and each row where `layout` has them, in content coordinates.
    /// - Complexity: O(rows); allocates nothing (the views move in place).
    private func placeViews(_ layout: ListLayout) {
        content.frame = GestureRect(x: 0, y: 0, width: layout.viewportWidth, height: layout.contentHeight)
        for (bar, row) in rows.enumerated() {
            let r = layout.frame(ofRow: bar)
            row.frame = GestureRect(x: r.x, y: r.y, width: r.width, height: r.height)
        }
    }

    /// The earliest time the engine has work. While a fling runs: the next animation frame.
    var nextDeadline: Double? { host.nextDeadline }

    var isAnimating: Bool { engine.isAnimating }

    /// A row-resize cursor while a pinch runs, a closed hand while a gesture holds the button
    /// (a drag, a paint, a scroll), a pointer over a bar.
    var cursor: CursorShape {
        if pinches.contains(where: { $0() }) { return .rowResize }
        if engine.pointerIsCaptured { return .grabbing }
        return model.hoverIndex != nil ? .pointer : .default
    }

    /// Whether a gesture of the rules is still running or a bar still held for a cancel.
    var holdsGestureState: Bool { !restorePoints.isEmpty || runs.contains { $0() } }

    // MARK: Reports

    /// Applies the reports the host queued to the model (the gestures' callbacks), then
    /// collects the engine's new decisions. Rules never call the engine: a zoom leaves the
    /// offset that keeps its anchor in `zoomedOffset`, and the rows move in the engine after
    /// the whole batch, as a layout change of its own whose reports (the hover moving to
    /// another row) are applied in turn.
    func drain() {
        applyReports()
        while let offset = zoomedOffset {
            zoomedOffset = nil
            rowsMoved(keeping: offset)
        }
        collectExplanations()
    }

    private func applyReports() {
        if let reportObserver {
            for report in host.pendingReports { reportObserver(report) }
        }
        host.drainReports { report in
            // The scroller's own reports: a fling is no gesture's.
            if report.kind == .fling { flingReported(report) }
        }
    }

    /// Sees every report, in order, before the rules apply it (`AppCore.onGestureReport`).
    var reportObserver: ((GestureEvent) -> Void)?

    /// The row height changed under a gesture: move the rows in the engine and the scroll
    /// range, and scroll to `offset`, where the zoom kept the content under its anchor.
    private func rowsMoved(keeping offset: Double) {
        let layout = model.layout
        placeViews(layout)
        host.setScrollExtent(max: layout.maxScrollOffset, at: lastTime)
        applyReports()
        if engine.scrollOffset != offset {
            host.setScrollOffset(offset, at: lastTime)
            applyReports()
        }
    }

    /// Zoom rules: the offset the engine holds as far as the reports applied so far know it
    /// (a zoom earlier in the same batch has moved it).
    var offsetForZoom: Double { zoomedOffset ?? engine.scrollOffset }

    /// A zoom rule changed the row height: the engine takes `offset` after this batch.
    func zoomed(keeping offset: Double?) {
        if let offset { zoomedOffset = offset }
    }

    /// The bar whose row view is the engine's region `region`, or nil (the list, nothing).
    func bar(of region: GestureRegionID?) -> Int? {
        guard let region, let row = host.view(for: region), row.parent === content else { return nil }
        return row.id?.base as? Int
    }

    /// Adds an app-side line to the explanations (an input the app refused).
    func note(_ line: String) {
        collectExplanations()
        decisions.append(.note(line))
        decisionsRecorded += 1
        trimToNewest(&decisions, keeping: configuration.maxExplanations)
    }

    private func collectExplanations() {
        let total = engine.explain.totalRecorded
        guard total > explainSeen else { return }
        engine.explain.forEach(since: explainSeen) {
            decisions.append(.engine($0)); decisionsRecorded += 1
        }
        explainSeen = total
        trimToNewest(&decisions, keeping: configuration.maxExplanations)
    }
}
