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
/// view's subtree (`GestureEngine.setFrame`), which allocates nothing and leaves every running
/// sequence where it is. Region ids are given once per view and per layer, so recompiling
/// keeps sequences in their regions too.
final class ViewTree {
    unowned let host: GestureHost
    private(set) var root: GestureView?
    /// Regions the app declares by hand beside the tree, and the one the root hangs under.
    private var handRegions: [GestureRegion] = []
    private var mountParent: GestureRegionID?
    var needsCompile = false
    /// The tree's region ids start here, above any an app declares by hand.
    static let firstRegionID: Int32 = 1 << 24
    private var nextID = ViewTree.firstRegionID
    /// Gestures whose reports the host routes, by recognizer.
    private var routed: [ObjectIdentifier: any ViewGestureAttachment] = [:]
    private(set) var viewsByRegion: [GestureRegionID: GestureView] = [:]

    init(host: GestureHost) { self.host = host }

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
        // A gesture taken out of the tree still hears the end of a run it started.
        let before = routed
        routed.removeAll(keepingCapacity: true)
        for (id, g) in before where g.isRunning { routed[id] = g }
        if let root { emit(root, parent: mountParent, origin: Point(x: 0, y: 0), into: &regions) }
        for (id, _) in before where routed[id] == nil { host.takers[id] = nil }
        for (id, g) in routed { host.takers[id] = g }
        host.engine.setRegions(regions)
    }

    private func emit(_ view: GestureView, parent: GestureRegionID?, origin: Point, into regions: inout [GestureRegion])
    {
        view.host = host
        let frame = GestureRect(
            x: origin.x + view.frame.x, y: origin.y + view.frame.y, width: view.frame.width, height: view.frame.height)
        var ids: [ObjectIdentifier] = []
        for g in view.gestures {
            g.attached(to: host)
            ids.removeAll(keepingCapacity: true)
            g.collectRecognizers(into: &ids)
            for id in ids { routed[id] = g }
        }
        // Outermost first: by rank, later declared outside earlier. Inside a layer the earlier
        // declared joins first, so it wins a tie, as the innermost of SwiftUI's modifiers does.
        let ordered = view.gestures.enumerated().filter { $0.element.isEnabled }
            .sorted { a, b in (a.element.rank, b.offset) < (b.element.rank, a.offset) }.map(\.element)
        var layers: [[any ViewGestureAttachment]] = []
        for g in ordered {
            if let last = layers.last?.first, last.rank == g.rank, last.mask == g.mask {
                layers[layers.count - 1].insert(g, at: 0)
            } else {
                layers.append([g])
            }
        }
        view.regionIDs.removeAll(keepingCapacity: true)
        var outer = parent
        for (k, layer) in layers.enumerated() {
            let isBody = k == layers.count - 1
            let id: GestureRegionID
            if isBody {
                id = view.bodyID ?? freshID()
                view.bodyID = id
            } else {
                id = layer[0].layerID ?? freshID()
                layer[0].layerID = id
            }
            regions.append(
                GestureRegion(
                    id: id, parent: outer, frame: frame, gestures: layer.map(\.composable), mask: layer[0].mask,
                    highPriority: layer[0].rank == .high,
                    simultaneousWithDescendants: layer[0].rank == .simultaneous,
                    defersSystemGestures: isBody ? view.deferredEdges : []))
            view.regionIDs.append(id)
            viewsByRegion[id] = view
            outer = id
        }
        if layers.isEmpty {
            let id = view.bodyID ?? freshID()
            view.bodyID = id
            regions.append(
                GestureRegion(
                    id: id, parent: outer, frame: frame, gestures: [], defersSystemGestures: view.deferredEdges))
            view.regionIDs.append(id)
            viewsByRegion[id] = view
            outer = id
        }
        let inner = Point(x: frame.x, y: frame.y)
        for c in view.children { emit(c, parent: outer, origin: inner, into: &regions) }
    }

    private func freshID() -> GestureRegionID {
        defer { nextID += 1 }
        return GestureRegionID(rawValue: nextID)
    }

    // MARK: Relayout

    /// `view`'s frame changed: its subtree's regions move with it.
    func moved(_ view: GestureView) {
        guard !needsCompile, !view.regionIDs.isEmpty else { return }
        place(view, origin: view.parent?.originInWindow ?? Point(x: 0, y: 0))
    }

    private func place(_ view: GestureView, origin: Point) {
        let frame = GestureRect(
            x: origin.x + view.frame.x, y: origin.y + view.frame.y, width: view.frame.width, height: view.frame.height)
        for id in view.regionIDs { host.engine.setFrame(frame, for: id) }
        let inner = Point(x: frame.x, y: frame.y)
        for c in view.children { place(c, origin: inner) }
    }
}
