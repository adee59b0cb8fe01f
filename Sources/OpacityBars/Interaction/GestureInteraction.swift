import ContentHost
import Gestures

/// The bridge between the `Gestures` engine and the model: it declares the list and its rows
/// as engine regions with their recognizers, feeds the host every event and the clock, and
/// turns each report into the rule of docs/DESIGN.md it stands for (`apply(_:)` in
/// GestureInteraction+Rules.swift). It decides nothing about which gesture wins: that is the
/// engine's arena.
final class GestureInteraction {
    let configuration: AppConfiguration
    let engine: GestureEngine
    /// Takes the events (grouped by Wayland's frames) and the clock, and queues the reports.
    let host: GestureHost
    /// The list (root, scrolls): an id no bar has.
    static let listRegion = GestureRegionID(rawValue: -1)
    /// A row's region is named by its bar's index, so a report names its bar: the engine
    /// reports a drag or a touchpad run on the row it began on, from began to its end.
    static func rowRegion(_ bar: Int) -> GestureRegionID { GestureRegionID(bar) }

    /// Long presses: the bars painted so far, and whether the finger moved after the press
    /// (then it is a paint).
    var paints: [GestureID: Paint] = [:]
    /// What a cancel restores, per bar, while opacity gestures hold it.
    var restorePoints = RestorePoints()
    /// Pinches: the row height when each began.
    var pinches: [GestureID: Double] = [:]
    /// Gestures in progress driven by the mouse button (for the cursor).
    var mouseGestures: Set<GestureID> = []

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
    /// Virtual time of the last engine call.
    var lastTime: Double { host.now }
    private var regionsShape: (count: Int, width: Double, height: Double)?

    struct Paint {
        /// Where the long press fired, and the slop of its source (touch or mouse).
        var holdPoint: Point
        var slop: Double
        /// The bar the long press fired on.
        var startBar: Int?
        var moved = false
        var lastBar: Int?
        /// Every bar painted so far (each holds a restore point).
        var painted: Set<Int> = []
    }

    /// The rows' recognizers, shared by every row (they keep their state per sequence): tap,
    /// double tap (exclusive without delay: the first tap acts at once), long press then paint,
    /// the horizontal opacity drag, hover, touchpad horizontal opacity.
    let rowRecognizers: [any GestureComposable] = [
        TapRecognizer(), TapRecognizer(count: 2), LongPressRecognizer(),
        DragRecognizer(direction: .horizontal), HoverRecognizer(), AxisPanRecognizer(),
    ]
    /// The list's: scroll with fling (a pinch may take its touches over), vertical pinch of
    /// the row height, wheel and touchpad scrolling, Ctrl + wheel zoom, touchpad pinch.
    let listRecognizers: [any GestureComposable] = [
        ScrollRecognizer(), PinchRecognizer(), AxisScrollRecognizer(), WheelZoomRecognizer(),
        TouchpadPinchRecognizer(),
    ]

    init(configuration: AppConfiguration) {
        self.configuration = configuration
        engine = GestureEngine(configuration: configuration.gestures)
        host = GestureHost(
            engine: engine, framing: .wayland, animationFrameInterval: configuration.runtime.frameInterval)
    }

    // MARK: Calls from AppCore

    func handle(_ event: InputEvent, at now: Double, model: inout AppModel) {
        host.send(event, at: now)
        drain(model: &model)
    }

    func advance(to now: Double, model: inout AppModel) {
        host.advance(to: now)
        drain(model: &model)
    }

    /// The list's scroll offset. The engine owns it: every scrolling input (finger, wheel,
    /// touchpad, fling) moves it there and hit tests read it there, so the app reads it rather
    /// than keeping a copy, and only asks the engine to move it (keyboard, zoom).
    var scrollOffset: Double { engine.scrollOffset }

    /// Keyboard scrolling (focus into view, Page, Home, End): the engine owns the offset; a
    /// running fling stops.
    func scroll(to offset: Double, at now: Double, model: inout AppModel) {
        host.setScrollOffset(offset, at: now)
        drain(model: &model)
    }

    /// Stops a fling where it is (settle's time bound ran out).
    func stopAnimations(at now: Double, model: inout AppModel) {
        guard engine.isAnimating else { return }
        host.setScrollOffset(engine.scrollOffset, at: now)
        drain(model: &model)
    }

    /// The window size or row height changed: redeclare the regions and the scroll range.
    func layoutChanged(at now: Double, model: inout AppModel) {
        let layout = model.layout
        let shape = (count: model.bars.count, width: layout.viewportWidth, height: layout.viewportHeight)
        if let old = regionsShape, old == shape {
            // Same regions, new row frames (zoom): move them without reallocating.
            for i in model.bars.indices {
                engine.setFrame(Self.gestureRect(layout.frame(ofRow: i)), for: Self.rowRegion(i))
            }
        } else {
            engine.setRegions(regions(layout))
            regionsShape = shape
        }
        host.setScrollExtent(max: layout.maxScrollOffset, at: now)
        drain(model: &model)
    }

    /// The earliest time the engine has work. While a fling runs: the next animation frame.
    var nextDeadline: Double? { host.nextDeadline }

    var isAnimating: Bool { engine.isAnimating }

    func cursor(model: AppModel) -> CursorShape {
        if !pinches.isEmpty { return .rowResize }
        if !mouseGestures.isEmpty { return .grabbing }
        return model.hoverIndex != nil ? .pointer : .default
    }

    // MARK: Regions

    /// The list below the header (scrolls, pinches, wheel, touchpad) and each row inside it
    /// (tap, double tap, long press then paint, horizontal drag, hover, touchpad horizontal).
    func regions(_ layout: ListLayout) -> [GestureRegion] {
        var out: [GestureRegion] = []
        out.reserveCapacity(layout.rowCount + 1)
        let list = GestureRect(
            x: 0, y: layout.headerHeight, width: layout.viewportWidth,
            height: max(0, layout.viewportHeight - layout.headerHeight))
        out.append(GestureRegion(id: Self.listRegion, frame: list, gestures: listRecognizers, scrolls: true))
        for i in 0 ..< layout.rowCount {
            out.append(
                GestureRegion(
                    id: Self.rowRegion(i), parent: Self.listRegion,
                    frame: Self.gestureRect(layout.frame(ofRow: i)),
                    gestures: rowRecognizers))
        }
        return out
    }

    static func gestureRect(_ r: SceneRect) -> GestureRect {
        GestureRect(x: r.x, y: r.y, width: r.width, height: r.height)
    }

    /// The bar whose row a report names, or nil (the list, nothing).
    static func row(_ region: GestureRegionID?, count: Int) -> Int? {
        guard let bar = region.map({ Int($0.rawValue) }) else { return nil }
        return bar >= 0 && bar < count ? bar : nil
    }

    // MARK: Reports

    /// Applies the reports the host queued to the model, then collects the engine's new
    /// decisions. Rules never call the engine: a zoom leaves the offset that keeps its anchor
    /// in `zoomedOffset`, and the rows move in the engine after the whole batch, as a layout
    /// change of its own whose reports (the hover moving to another row) are applied in turn.
    func drain(model: inout AppModel) {
        applyReports(model: &model)
        while let offset = zoomedOffset {
            zoomedOffset = nil
            rowsMoved(keeping: offset, model: &model)
        }
        collectExplanations()
    }

    private func applyReports(model: inout AppModel) {
        host.drainReports { report in
            reportObserver?(report)
            apply(report, model: &model)
        }
    }

    /// Sees every report, in order, before the rules apply it (`AppCore.onGestureReport`).
    var reportObserver: ((GestureEvent) -> Void)?

    /// The row height changed under a gesture: move the rows' regions and the scroll range in
    /// the engine, and scroll to `offset`, where the zoom kept the content under its anchor.
    private func rowsMoved(keeping offset: Double, model: inout AppModel) {
        let layout = model.layout
        for i in model.bars.indices {
            engine.setFrame(Self.gestureRect(layout.frame(ofRow: i)), for: Self.rowRegion(i))
        }
        host.setScrollExtent(max: layout.maxScrollOffset, at: lastTime)
        applyReports(model: &model)
        if engine.scrollOffset != offset {
            host.setScrollOffset(offset, at: lastTime)
            applyReports(model: &model)
        }
    }

    /// Zoom rules: the offset the engine holds as far as the reports applied so far know it
    /// (a zoom earlier in the same batch has moved it).
    var offsetForZoom: Double { zoomedOffset ?? engine.scrollOffset }

    /// A zoom rule changed the row height: the engine takes `offset` after this batch.
    func zoomed(keeping offset: Double?) {
        if let offset { zoomedOffset = offset }
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
