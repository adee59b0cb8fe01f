import ContentHost
import Gestures

/// The bridge between the `Gestures` engine and the model: it declares the list and a view per
/// row with their typed gestures, whose callbacks are the rules of docs/DESIGN.md
/// (GestureInteraction+Rules.swift), and feeds the host every event and the clock. It decides
/// nothing about which gesture wins: that is the engine's arena.
///
/// The engine and the views are declared on first use (`declared(at:)`): the first input that
/// can start something, or `declare(at:)` once the first frame is out. Until then no gesture
/// can run, so the scroll offset is 0 and nothing is due, and a new app's first frame is drawn
/// from the model alone. The seat's state that comes before (capabilities, modifiers, focus)
/// waits in `seatState` and reaches the engine at its own times when it is declared.
final class GestureInteraction {
    let configuration: AppConfiguration
    /// The app's state: the rules change it as the gestures run (the keyboard, through
    /// `AppCore.model`, between them).
    var model: AppModel

    /// The engine, its host and the views the rules' gestures are on.
    final class Declared {
        let engine: GestureEngine
        /// Takes the events (grouped by Wayland's frames) and the clock, and queues the reports.
        let host: GestureHost
        /// The list below the header: a scroll view, whose offset the engine owns; the rows
        /// are its children, placed in its content.
        let list = GestureView(id: "list").scrollable(.vertical, contentLength: 0)
        /// One view per bar, in bar order; each view's id is its bar's index.
        var rows: [GestureView] = []
        /// Whether any gesture of the rules has a run in progress (for `holdsGestureState`).
        var runs: [() -> Bool] = []
        var pinches: [() -> Bool] = []

        init(_ configuration: AppConfiguration) {
            engine = GestureEngine(configuration: configuration.gestures)
            host = GestureHost(
                engine: engine, framing: .wayland, animationFrameInterval: configuration.runtime.frameInterval)
        }
    }
    /// Nil until declared.
    private var tree: Declared?
    /// Events that only set the seat's state, sent before the tree was declared, in order.
    private var seatState = SeatStateBeforeDeclaring()
    var engine: GestureEngine { declared(at: nil).engine }
    var host: GestureHost { declared(at: nil).host }
    var list: GestureView { declared(at: nil).list }
    /// What a cancel restores, per bar, while opacity gestures hold it.
    var restorePoints = RestorePoints()

    /// The scroll offset a zoom keeps its anchor at, for the engine once the reports of the
    /// call that zoomed are applied (`drain`).
    private var zoomedOffset: Double?
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
    init(configuration: AppConfiguration) {
        self.configuration = configuration
        model = AppModel(configuration: configuration)
    }

    /// Declares the engine and the views now, at `now`, if they are not yet.
    func declare(at now: Double) { _ = declared(at: now) }

    /// The declared tree, declared at `now` (nil: the host's start) if it was not; then the
    /// events it missed, at their own times.
    private func declared(at now: Double?) -> Declared {
        if let tree { return tree }
        let tree = Declared(configuration)
        self.tree = tree
        declareList(tree)
        for bar in model.bars.indices { declareRow(bar, in: tree) }
        tree.host.root = tree.list
        let missed = seatState.take()
        layoutChanged(at: missed.first?.time ?? now ?? tree.host.now)
        for (event, time) in missed {
            tree.host.send(event, at: time)
            drain()
        }
        return tree
    }

    /// The list's log of its own scrolling (touch, button, wheel and touchpad, with fling; a
    /// pinch may take its touches over), and its other gestures: the vertical pinch of the
    /// row height, Ctrl + wheel zoom, touchpad pinch.
    private func declareList(_ tree: Declared) {
        let list = tree.list
        list.onScrollPhaseChange { [unowned self] old, _, change in scrollPhaseEnded(old, change) }
        let pinch = list.gesture(pinchGesture(touchpad: false))
        list.gesture(wheelZoomGesture())
        let touchpadPinch = list.gesture(pinchGesture(touchpad: true))
        tree.pinches = [{ pinch.isActive }, { touchpadPinch.isActive }]
        tree.runs += tree.pinches
    }

    /// A row's view and gestures: tap, double tap (exclusive without delay: the first tap acts
    /// at once), long press then paint, the horizontal opacity drag, hover, touchpad
    /// horizontal opacity.
    private func declareRow(_ bar: Int, in tree: Declared) {
        let row = tree.list.addChild(GestureView(id: bar))
        tree.rows.append(row)
        row.gesture(tapGesture(bar))
        row.gesture(doubleTapGesture(bar))
        let paint = row.gesture(paintGesture(bar))
        let drag = row.gesture(opacityDragGesture(bar))
        row.gesture(hoverGesture(bar))
        let pan = row.gesture(axisPanGesture(bar))
        tree.runs += [{ paint.isActive }, { drag.isActive }, { pan.isActive }]
    }

    // MARK: Calls from AppCore

    func handle(_ event: InputEvent, at now: Double) {
        if tree == nil, seatState.hold(event, at: now) { return }
        declared(at: now).host.send(event, at: now)
        drain()
    }

    /// Runs the engine's timers and animation to `now`; before the tree is declared, none runs.
    func advance(to now: Double) {
        guard let tree else { return }
        tree.host.advance(to: now)
        drain()
    }

    /// The list's scroll offset. The engine owns it: every scrolling input (finger, wheel,
    /// touchpad, fling) moves it there and hit tests read it there, so the app reads it rather
    /// than keeping a copy, and only asks the engine to move it (keyboard, zoom).
    var scrollOffset: Double { tree?.list.scrollOffset ?? 0 }

    /// Keyboard scrolling (focus into view, Page, Home, End): the engine owns the offset; a
    /// running fling stops.
    func scroll(to offset: Double, at now: Double) {
        let tree = declared(at: now)
        tree.host.advance(to: now)
        tree.list.scrollOffset = offset
        drain()
    }

    /// Stops a fling where it is (settle's time bound ran out).
    func stopAnimations(at now: Double) {
        guard let tree, tree.list.isFlinging else { return }
        let offset = tree.list.scrollOffset
        tree.host.advance(to: now)
        tree.list.scrollOffset = offset
        drain()
    }

    /// The window size or row height changed: the views move in place (a fling the new range
    /// cuts short is re-aimed at `now`), then the engine hit-tests the pointer again over them.
    /// Before the tree is declared there is nothing to move: it is placed when it is.
    func layoutChanged(at now: Double) {
        guard let tree else { return }
        tree.host.advance(to: now)
        placeViews(model.layout, in: tree)
        tree.host.advance(to: now)
        drain()
    }

    /// Places the list below the header and each row where `layout` has it in the list's
    /// content (the layout's content coordinates less the header), and sets the list's
    /// content length so that it scrolls as far as the layout says.
    /// - Complexity: O(rows); allocates nothing (the views move in place).
    private func placeViews(_ layout: ListLayout, in tree: Declared) {
        let header = layout.headerHeight
        let height = max(0, layout.viewportHeight - header)
        tree.list.frame = GestureRect(x: 0, y: header, width: layout.viewportWidth, height: height)
        tree.list.contentLength = layout.maxScrollOffset + height
        for (bar, row) in tree.rows.enumerated() {
            let r = layout.frame(ofRow: bar)
            row.frame = GestureRect(x: r.x, y: r.y - header, width: r.width, height: r.height)
        }
    }

    /// The earliest time the engine has work. While a fling runs: the next animation frame.
    var nextDeadline: Double? { tree?.host.nextDeadline }

    var isAnimating: Bool { tree?.engine.isAnimating ?? false }

    /// A row-resize cursor while a pinch runs, a closed hand while a gesture holds the button
    /// (a drag, a paint, a scroll), a pointer over a bar.
    var cursor: CursorShape {
        if let tree {
            if tree.pinches.contains(where: { $0() }) { return .rowResize }
            if tree.engine.pointerIsCaptured { return .grabbing }
        }
        return model.hoverIndex != nil ? .pointer : .default
    }

    /// Whether a gesture of the rules is still running or a bar still held for a cancel.
    var holdsGestureState: Bool { !restorePoints.isEmpty || (tree?.runs.contains { $0() } ?? false) }

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
        guard let host = tree?.host else { return }
        if let reportObserver {
            for report in host.pendingReports { reportObserver(report) }
        }
        host.drainReports()
    }

    /// Sees every report, in order, before the rules apply it (`AppCore.onGestureReport`).
    var reportObserver: ((GestureReport) -> Void)?

    /// The row height changed under a gesture: move the rows in the engine and the scroll
    /// range, and scroll to `offset`, where the zoom kept the content under its anchor.
    private func rowsMoved(keeping offset: Double) {
        guard let tree else { return }
        placeViews(model.layout, in: tree)
        tree.host.advance(to: tree.host.now)
        applyReports()
        if tree.list.scrollOffset != offset {
            tree.list.scrollOffset = offset
            applyReports()
        }
    }

    /// Zoom rules: the offset the engine holds as far as the reports applied so far know it
    /// (a zoom earlier in the same batch has moved it).
    var offsetForZoom: Double { zoomedOffset ?? list.scrollOffset }

    /// A zoom rule changed the row height: the engine takes `offset` after this batch.
    func zoomed(keeping offset: Double?) {
        if let offset { zoomedOffset = offset }
    }

    /// The bar whose row `view` is, or nil (the list, nothing).
    func bar(of view: GestureView?) -> Int? {
        guard let view, view.parent === list else { return nil }
        return view.id?.base as? Int
    }

    /// Adds an app-side line to the explanations (an input the app refused).
    func note(_ line: String) {
        collectExplanations()
        decisions.append(.note(line))
        decisionsRecorded += 1
        trimToNewest(&decisions, keeping: configuration.maxExplanations)
    }

    private func collectExplanations() {
        guard let engine = tree?.engine else { return }
        let total = engine.explain.totalRecorded
        guard total > explainSeen else { return }
        engine.explain.forEach(since: explainSeen) {
            decisions.append(.engine($0)); decisionsRecorded += 1
        }
        explainSeen = total
        trimToNewest(&decisions, keeping: configuration.maxExplanations)
    }
}
