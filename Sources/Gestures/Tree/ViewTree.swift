/// A host's tree of views, compiled into the engine's regions.
///
/// Each view becomes a short chain of regions with its frame, one per layer of its gestures,
/// outermost first: its high-priority gestures, then its simultaneous ones, then its plain
/// ones (later declared outside earlier, as SwiftUI's modifiers wrap the view); a layer is
/// the run of gestures with the same rank and mask. The innermost region carries the view's
/// deferred edges and holds its children. Most views have one layer, so one region.
///
/// A structural change (a view added or removed, a gesture attached, enabled or masked)
/// recompiles before the host's next input; a frame change only moves the regions of the
/// view's subtree, which allocates nothing and leaves every running sequence where it is.
/// Region ids are given once per view and per layer, so recompiling keeps sequences in their
/// regions too.
///
/// The compiled tree is kept flat, in preorder (a subtree is a contiguous range), so that a
/// relayout is arithmetic on arrays and writes into the engine's regions by index: moving
/// every row of a list touches no view object but the one moved.
final class ViewTree {
    unowned let host: GestureHost
    let engine: GestureEngine
    private(set) var root: GestureView?
    /// Regions the app declares by hand beside the tree, and the one the root hangs under.
    private var handRegions: [GestureRegion] = []
    private var mountParent: GestureRegionID?
    var needsCompile = false
    /// Bumped when a view's pointer style, effect, regions or hover listeners change.
    var pointerVersion = 0
    /// The tree's region ids start here, above any an app declares by hand.
    static let firstRegionID: Int32 = 1 << 24
    private var nextID = ViewTree.firstRegionID
    /// Gestures whose reports the host routes, by recognizer.
    private var routed: [ObjectIdentifier: ViewGesture] = [:]
    private(set) var viewsByRegion: [GestureRegionID: GestureView] = [:]

    /// The compiled views in preorder (a subtree is a contiguous range), and beside them
    /// where each one is.
    private var views: [GestureView] = []
    private var placed: [Placement] = []
    /// The compiled scroll views, in preorder.
    private var scrollViews: [GestureView] = []
    /// A view's gestures' recognizers while it is compiled (kept, so that compiling allocates
    /// it once).
    private var recognizerIDs: [ObjectIdentifier] = []

    /// Where a compiled view is, in plain data (a relayout reads and writes only this).
    struct Placement {
        /// Its parent's index, -1 for the root.
        var parent: Int32
        /// The end of its subtree (exclusive).
        var subtreeEnd: Int32
        var origin: Point
        /// Its frame in its parent, as last compiled or moved.
        var relative: GestureRect
        /// Its regions' indices in the engine's table: contiguous, outermost first.
        var firstRegion: Int32
        var regionCount: Int32
    }

    /// The engine's region table as compiled (`RegionTable.generation`): another declaration
    /// makes the indices above stale.
    private var generation = -1

    init(host: GestureHost) {
        self.host = host
        engine = host.engine
    }

    deinit {
        for v in views { v.tree = nil }
    }

    func mount(_ root: GestureView?, under parent: GestureRegionID?, beside regions: [GestureRegion]) {
        precondition(root?.parent == nil, "GestureHost: the root view must have no parent")
        self.root = root
        handRegions = regions
        mountParent = parent
        compile()
    }

    func compileIfNeeded() {
        if needsCompile { compile() }
    }

    private func compile() {
        needsCompile = false
        var regions = handRegions
        viewsByRegion.removeAll(keepingCapacity: true)
        for v in views { v.tree = nil }
        views.removeAll(keepingCapacity: true)
        placed.removeAll(keepingCapacity: true)
        scrollViews.removeAll(keepingCapacity: true)
        // A gesture taken out of the tree still hears the end of a run it started.
        let before = routed
        routed.removeAll(keepingCapacity: true)
        for (id, g) in before where g.isRunning { routed[id] = g }
        if let root { emit(root, parent: -1, under: mountParent, into: &regions) }
        for (id, _) in before where routed[id] == nil { host.takers[id] = nil }
        for (id, g) in routed { host.takers[id] = g }
        engine.setRegions(regions)
        generation = engine.regions.generation
        for v in scrollViews { updateScrollRange(v) }
        host.pointer.forget { $0.tree === self }
        pointerVersion &+= 1
    }

    private func emit(
        _ view: GestureView, parent: Int32, under parentRegion: GestureRegionID?, into regions: inout [GestureRegion]
    ) {
        let index = Int32(views.count)
        view.tree = self
        view.treeIndex = Int(index)
        let origin = parent < 0 ? Point(x: 0, y: 0) : placed[Int(parent)].origin
        let frame = GestureRect(
            x: origin.x + view.frame.x, y: origin.y + view.frame.y, width: view.frame.width, height: view.frame.height)
        views.append(view)
        let first = Int32(regions.count)
        placed.append(
            Placement(
                parent: parent, subtreeEnd: index + 1, origin: Point(x: frame.x, y: frame.y), relative: view.frame,
                firstRegion: first, regionCount: 0))
        for g in view.gestures {
            g.attached(to: host)
            recognizerIDs.removeAll(keepingCapacity: true)
            g.collectRecognizers(into: &recognizerIDs)
            for id in recognizerIDs { routed[id] = g }
        }
        // Most views have one layer: their gestures as declared, the innermost region's.
        let oneLayer = Self.isOneLayer(view.gestures)
        let layers = oneLayer ? [] : Self.layers(of: view.gestures)
        var outer = parentRegion
        for (k, layer) in layers.enumerated() where k < layers.count - 1 {
            let id = layer[0].layerID ?? freshID()
            layer[0].layerID = id
            var r = region(id, under: outer, frame, layer)
            r.contentShape = view.pointer?.interactionShape
            r.hoverShape = view.pointer?.hoverShape
            regions.append(r)
            viewsByRegion[id] = view
            outer = id
        }
        // The innermost region: the last layer, or none; the view's children hang under it.
        let body = view.bodyID ?? freshID()
        view.bodyID = body
        var inner = region(body, under: outer, frame, oneLayer ? view.gestures : layers.last ?? [])
        inner.defersSystemGestures = view.deferredEdges
        inner.contentShape = view.pointer?.interactionShape
        inner.hoverShape = view.pointer?.hoverShape
        if let s = view.scrolling {
            inner.scrollAxis = s.axis
            inner.gestures += s.recognizers
            scrollViews.append(view)
        }
        regions.append(inner)
        viewsByRegion[body] = view
        placed[Int(index)].regionCount = Int32(regions.count) - first
        for c in view.children { emit(c, parent: index, under: body, into: &regions) }
        placed[Int(index)].subtreeEnd = Int32(views.count)
    }

    /// Whether `gestures` are all enabled, of one rank and one mask: one layer, in the
    /// order declared.
    private static func isOneLayer(_ gestures: [ViewGesture]) -> Bool {
        guard let first = gestures.first else { return true }
        return gestures.allSatisfy { $0.isEnabled && $0.rank == first.rank && $0.mask == first.mask }
    }

    /// The enabled ones of `gestures` in layers, outermost first: by rank, later declared
    /// outside earlier. Inside a layer the earlier declared joins first, so it wins a tie, as
    /// the innermost of SwiftUI's modifiers does.
    private static func layers(of gestures: [ViewGesture]) -> [[ViewGesture]] {
        let ordered = gestures.enumerated().filter { $0.element.isEnabled }
            .sorted { a, b in (a.element.rank, b.offset) < (b.element.rank, a.offset) }.map(\.element)
        var layers: [[ViewGesture]] = []
        for g in ordered {
            if let last = layers.last?.first, last.rank == g.rank, last.mask == g.mask {
                layers[layers.count - 1].insert(g, at: 0)
            } else {
                layers.append([g])
            }
        }
        return layers
    }

    private func region(
        _ id: GestureRegionID, under parent: GestureRegionID?, _ frame: GestureRect,
        _ layer: [ViewGesture]
    ) -> GestureRegion {
        GestureRegion(
            id: id, parent: parent, frame: frame, gestures: layer.map(\.composable), mask: layer.first?.mask ?? .all,
            highPriority: layer.first?.rank == .high, simultaneousWithDescendants: layer.first?.rank == .simultaneous)
    }

    private func freshID() -> GestureRegionID {
        defer { nextID += 1 }
        return GestureRegionID(rawValue: nextID)
    }

    // MARK: Relayout

    /// `view`'s frame changed: its subtree's regions move with it. - Complexity: O(subtree
    /// regions); no allocation, and no view object is touched but `view`.
    func moved(_ view: GestureView) {
        let i = view.treeIndex
        guard !needsCompile, i < views.count, views[i] === view else { return }
        guard generation == engine.regions.generation else {
            needsCompile = true   // the app declared other regions since: compile again
            return
        }
        Self.move(i, to: view.frame, &placed, &engine.regions)
        if view.scrolling != nil { updateScrollRange(view) }
    }

    /// Moves view `i` to `frame` in its parent and places its subtree: one pass over plain
    /// arrays, each parent before its children (preorder).
    private static func move(_ i: Int, to frame: GestureRect, _ placed: inout [Placement], _ regions: inout RegionTable)
    {
        placed[i].relative = frame
        for j in i ..< Int(placed[i].subtreeEnd) {
            let p = Int(placed[j].parent), f = placed[j].relative
            let origin = p < 0 ? Point(x: 0, y: 0) : placed[p].origin
            let o = Point(x: origin.x + f.x, y: origin.y + f.y)
            placed[j].origin = o
            let first = Int(placed[j].firstRegion)
            for r in first ..< first + Int(placed[j].regionCount) {
                regions.setFrame(GestureRect(x: o.x, y: o.y, width: f.width, height: f.height), at: r)
            }
        }
    }

    // MARK: Scroll views

    /// `view`'s content length changed.
    func scrollRangeChanged(_ view: GestureView) {
        guard !needsCompile, generation == engine.regions.generation else { return }   // the compile sets it
        updateScrollRange(view)
    }

    /// Sets the range of `view`'s scroller from its content and frame (a running fling is
    /// re-aimed), and an offset the app set before it ran.
    private func updateScrollRange(_ view: GestureView) {
        guard let s = view.scrolling, let id = view.bodyID else { return }
        let k = Int(engine.scroller(of: id))
        guard k >= 0 else { return }
        engine.regions.scrollers[k].setExtent(
            s.contentLength - s.viewport(view.frame), now: engine.currentTime, configuration: engine.configuration)
        if let o = s.pendingOffset {
            engine.regions.scrollers[k].offset = engine.regions.scrollers[k].clamp(o)
            s.pendingOffset = nil
        }
        engine.regions.offsetsVersion &+= 1
        // `onScroll` hears moves from where the host first ran it.
        if s.told == nil { s.told = scrollValue(of: view) }
    }

    private func scrollValue(of view: GestureView) -> ScrollValue? {
        guard let s = view.scrolling, let id = view.bodyID else { return nil }
        let k = Int(engine.scroller(of: id))
        guard k >= 0 else { return nil }
        return ScrollValue(
            axis: s.axis, offset: engine.regions.scrollers[k].offset, maxOffset: engine.regions.scrollers[k].maxOffset)
    }

    /// Tells each scroll view's `onScroll` where it is now, if it moved since it was last told.
    func reportScrolls() {
        for v in scrollViews {
            guard let s = v.scrolling, let action = s.onScroll, let value = scrollValue(of: v), s.told != value
            else { continue }
            s.told = value
            action(value)
        }
    }

    /// A scroll view whose last drag or touchpad run ended without a cancel: whether it now
    /// decelerates is the next report's to say (a release's fling begins right after it).
    private var released: (view: GestureView, context: ScrollPhaseChangeContext)?

    /// Moves the phase of the scroll view `report` is about, if it is a scroll, a wheel
    /// click or a fling, and tells it. - Complexity: O(1); no allocation.
    func trackScrollPhase(_ report: GestureReport) {
        let k = report.kind
        guard k == .scroll || k == .axisScroll || k == .wheel || k == .fling || released != nil else { return }
        let view = report.region.flatMap { viewsByRegion[$0] }
        if let r = released {
            released = nil
            if report.kind == .fling, report.phase == .began, view === r.view { r.view.scrolling?.flinging = true }
            tellPhase(of: r.view, r.context)
        }
        guard let view, let s = view.scrolling else { return }
        let context = ScrollPhaseChangeContext(
            time: GestureTime(report.time), source: report.source, cancelReason: report.cancelReason)
        switch (report.kind, report.phase) {
        case (.scroll, .began), (.axisScroll, .began):
            s.interactions += 1
        case (.scroll, .ended), (.axisScroll, .ended):
            s.interactions = max(0, s.interactions - 1)
            if s.interactions == 0 {
                released = (view, context)
                return
            }
        case (.scroll, .cancelled), (.axisScroll, .cancelled):
            s.interactions = max(0, s.interactions - 1)
        case (.wheel, _):
            s.interactions += 1
            tellPhase(of: view, context)
            s.interactions -= 1
        case (.fling, .began):
            s.flinging = true
        case (.fling, .ended), (.fling, .cancelled):
            s.flinging = false
        default:
            return
        }
        tellPhase(of: view, context)
    }

    /// The reports ran out: a release with no fling after it leaves its view idle.
    func settleScrollPhases() {
        guard let r = released else { return }
        released = nil
        tellPhase(of: r.view, r.context)
    }

    private func tellPhase(of view: GestureView, _ context: ScrollPhaseChangeContext) {
        guard let s = view.scrolling, s.reportedPhase != s.phase else { return }
        let old = s.phase
        s.phase = s.reportedPhase
        s.onPhaseChange?(old, s.phase, context)
    }
}
