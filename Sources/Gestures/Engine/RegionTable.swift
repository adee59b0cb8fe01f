/// The declared regions, their hierarchy and a hit-test index.
///
/// Each parent's children are kept sorted by their top edge, with the running maximum of
/// their bottom edges, so finding the children under a point is a binary search plus a walk
/// back over the few that still reach down to it: a list of 100 000 rows costs what a list
/// of 14 does.
struct RegionTable {
    struct Node {
        var region: GestureRegion
        var parent: Int32
        var depth: Int32
        /// Its own scroller, when it scrolls (an index in `scrollers`), else -1.
        var scroller: Int32
        /// The innermost scroller whose content holds it (-1: none): its frame is in that
        /// content's coordinates, which move by the offsets of that scroller and the ones
        /// around it.
        var scrolledBy: Int32
        /// Its own recognizers are enabled by its mask and its ancestors' masks.
        var enabled: Bool
        /// What its recognizers take besides sequences (union).
        var inputs: GestureInputs
        /// Its gestures flattened: each recognizer once, and how each relates to the others.
        var members: [any GestureRecognizer]
        var relations: [MemberRelations]
    }

    var nodes: [Node] = []
    var indexByID: [GestureRegionID: Int32] = [:]
    /// One per scrolling region, in declaration order (so each after the ones around it);
    /// the first is the primary scroller, which exists even while no region scrolls (the
    /// engine's `scrollOffset`).
    var scrollers = [Scroller()]
    /// Bumped whenever an offset moves (hover re-checks).
    var offsetsVersion = 0
    /// Children of each node (the roots last, as children of a virtual node), contiguous per
    /// parent in `sorted`, from `childStart[p]` for `childCount[p]`, sorted by top edge.
    var sorted: [Int32] = []
    /// Beside `sorted`, contiguous: each child's top edge, and the lowest bottom edge of it and
    /// the children before it (the binary search and the walk back read only these).
    var sortedTop: [Double] = []
    var reachBottom: [Double] = []
    var childStart: [Int32] = []
    var childCount: [Int32] = []
    var needsSort = false
    /// Bumped whenever a region changes (hover re-checks).
    var version = 0
    /// Bumped whenever the regions are declared again: indices kept from before are stale.
    var generation = 0
    /// Every distinct recognizer, in declaration order.
    var recognizers: [any GestureRecognizer] = []
    /// The most recognizers a sequence can meet (a region's and all its ancestors'): what an
    /// arena must hold so that no member is ever turned away.
    var maxArenaMembers = 0

    var virtualRoot: Int { nodes.count }

    // MARK: Building

    mutating func replace(with new: [GestureRegion]) {
        nodes.removeAll(keepingCapacity: true)
        indexByID.removeAll(keepingCapacity: true)
        let oldScrollers = scrollers
        scrollers.removeAll(keepingCapacity: true)
        var seen = Set<ObjectIdentifier>()
        recognizers.removeAll(keepingCapacity: true)
        // Rows of a list share their gestures: flattened once, the arrays shared.
        var last: (gestures: [any GestureComposable], flat: FlattenedGestures)?
        var chain: [Int] = []
        chain.reserveCapacity(new.count)
        maxArenaMembers = 0
        for r in new {
            var parent: Int32 = -1, depth: Int32 = 0, scrolledBy: Int32 = -1
            var enabled = r.mask == .all || r.mask == .gesture
            if let p = r.parent {
                guard let pi = indexByID[p] else {
                    preconditionFailure(
                        "GestureEngine.setRegions: \(r.id) names parent \(p), which is not declared before it")
                }
                parent = pi
                let pn = nodes[Int(pi)]
                depth = pn.depth + 1
                scrolledBy = pn.scroller >= 0 ? pn.scroller : pn.scrolledBy
                // An ancestor that masks its subtree (gesture only, or none) disables it.
                var j = pi
                while j >= 0 {
                    let am = nodes[Int(j)].region.mask
                    if am == .gesture || am == .none { enabled = false }
                    j = nodes[Int(j)].parent
                }
            }
            precondition(indexByID[r.id] == nil, "GestureEngine.setRegions: \(r.id) declared twice")
            var scroller: Int32 = -1
            if let axis = r.scrollAxis {
                scroller = Int32(scrollers.count)
                // Its state goes on by id; the first scrolling region takes the primary's
                // when that one was set before any region scrolled.
                var kept =
                    oldScrollers.first { $0.id == r.id }
                    ?? (scrollers.isEmpty && oldScrollers[0].id == nil ? oldScrollers[0] : Scroller())
                kept.region = Int32(nodes.count)
                kept.id = r.id
                kept.axis = axis
                kept.parent = scrolledBy
                kept.fling.region = kept.region
                scrollers.append(kept)
            }
            let flat: FlattenedGestures
            if let last, ComposedGesture.same(last.gestures, r.gestures) {
                flat = last.flat
            } else {
                flat = FlattenedGestures(r.gestures, region: r.id)
                last = (r.gestures, flat)
                for g in flat.recognizers where seen.insert(ObjectIdentifier(g)).inserted { recognizers.append(g) }
            }
            var inputs: GestureInputs = []
            for g in flat.recognizers { inputs.formUnion(g.inputs) }
            chain.append(flat.recognizers.count + (parent >= 0 ? chain[Int(parent)] : 0))
            maxArenaMembers = max(maxArenaMembers, chain[chain.count - 1])
            indexByID[r.id] = Int32(nodes.count)
            nodes.append(
                Node(
                    region: r, parent: parent, depth: depth, scroller: scroller, scrolledBy: scrolledBy,
                    enabled: enabled, inputs: inputs, members: flat.recognizers,
                    relations: flat.relations))
        }
        if scrollers.isEmpty {
            var primary = oldScrollers[0]
            primary.region = -1
            primary.parent = -1
            primary.fling.region = -1
            scrollers.append(primary)
        }
        buildIndex()
        version &+= 1
        generation &+= 1
    }

    mutating func setFrame(_ frame: GestureRect, for id: GestureRegionID) -> Bool {
        guard let i = indexByID[id] else { return false }
        setFrame(frame, at: Int(i))
        return true
    }

    /// Moves the region at `index` (in declaration order), for a caller that declared them.
    mutating func setFrame(_ frame: GestureRect, at index: Int) {
        nodes[index].region.frame = frame
        needsSort = true
        version &+= 1
    }

    /// Groups children by parent and sorts each group by top edge. - Complexity: O(n log n).
    mutating func buildIndex() {
        let n = nodes.count
        childCount = Array(repeating: 0, count: n + 1)
        childStart = Array(repeating: 0, count: n + 1)
        for node in nodes { childCount[node.parent < 0 ? n : Int(node.parent)] += 1 }
        var start: Int32 = 0
        for p in 0 ... n { childStart[p] = start; start += childCount[p] }
        sorted = Array(repeating: 0, count: n)
        var fill = childStart
        for (i, node) in nodes.enumerated() {
            let p = node.parent < 0 ? n : Int(node.parent)
            sorted[Int(fill[p])] = Int32(i)
            fill[p] += 1
        }
        reachBottom = Array(repeating: 0, count: n)
        sortedTop = Array(repeating: 0, count: n)
        sortAll()
    }

    /// Re-sorts every group after frames moved. - Complexity: O(n log n), O(n) when sorted.
    mutating func sortAll() {
        let n = nodes.count
        for p in 0 ... n where childCount[p] > 0 {
            let lo = Int(childStart[p]), hi = lo + Int(childCount[p])
            var ordered = true
            for k in (lo + 1) ..< max(lo + 1, hi)
            where top(sorted[k - 1]) > top(sorted[k])
                || (top(sorted[k - 1]) == top(sorted[k]) && sorted[k - 1] > sorted[k])
            {
                ordered = false; break
            }
            if !ordered {
                let nodes = self.nodes
                sorted[lo ..< hi].sort { a, b in
                    let ta = nodes[Int(a)].region.frame.y, tb = nodes[Int(b)].region.frame.y
                    return ta < tb || (ta == tb && a < b)
                }
            }
            var reach = -Double.infinity
            for k in lo ..< hi {
                let frame = nodes[Int(sorted[k])].region.frame
                reach = max(reach, frame.maxY)
                reachBottom[k] = reach
                sortedTop[k] = frame.y
            }
        }
        needsSort = false
    }

    @inline(__always) func top(_ i: Int32) -> Double { nodes[Int(i)].region.frame.y }

    // MARK: Queries

    /// Calls `body` with each child of `parent` (or each root, for the virtual root) whose
    /// frame contains `p`, in no particular order. - Complexity: O(log children + hits).
    @inline(__always)
    func forEachChild(of parent: Int, containing p: Point, _ body: (Int) -> Void) {
        let lo = Int(childStart[parent]), count = Int(childCount[parent])
        guard count > 0 else { return }
        // Siblings share their scroller: the point in their content's coordinates.
        let scroller = nodes[Int(sorted[lo])].scrolledBy
        let q = scroller < 0 ? p : p + shift(scroller)
        let y = q.y
        // The last child whose top is at or above y.
        var a = lo, b = lo + count
        while a < b {
            let m = (a + b) / 2
            if sortedTop[m] <= y { a = m + 1 } else { b = m }
        }
        var k = a - 1
        while k >= lo && reachBottom[k] > y {
            let c = Int(sorted[k])
            if nodes[c].region.frame.contains(q) { body(c) }
            k -= 1
        }
    }

    /// The deepest region containing `p` with every ancestor's frame containing it too
    /// (ancestors clip); among equally deep ones the later declared. A region with a content
    /// shape (for `hover`, its hover shape if it has one) is a candidate only inside the shape,
    /// though its children are looked for in all of its frame. -1 if none.
    func deepest(at p: Point, hover: Bool = false) -> Int {
        var best = -1, bestDepth: Int32 = -1
        func visit(_ parent: Int) {
            forEachChild(of: parent, containing: p) { c in
                let d = nodes[c].depth
                if d > bestDepth || (d == bestDepth && c > best), shapeContains(c, p, hover: hover) {
                    best = c; bestDepth = d
                }
                visit(c)
            }
        }
        visit(virtualRoot)
        return best
    }

    /// Whether region `i`'s content shape holds `p` (surface coordinates); true without one.
    /// - Complexity: O(1) for the built-in shapes; no allocation.
    @inline(__always)
    func shapeContains(_ i: Int, _ p: Point, hover: Bool = false) -> Bool {
        if hover, let s = nodes[i].region.hoverShape { return s.contains(p, in: surfaceFrame(i)) }
        guard let s = nodes[i].region.contentShape else { return true }
        return s.contains(p, in: surfaceFrame(i))
    }

    /// The later-declared child of `owner`'s parent under `p` (enter/exit tracking), or -1.
    func sibling(of owner: Int, at p: Point) -> Int {
        guard owner >= 0, owner < nodes.count else { return -1 }
        let parent = nodes[owner].parent < 0 ? virtualRoot : Int(nodes[owner].parent)
        var found = -1
        forEachChild(of: parent, containing: p) { c in
            if c > found && isHit(c, p) { found = c }
        }
        return found
    }

    /// The later-declared child of `parent` under `p` (enter/exit tracking of a container's
    /// children), or -1. - Complexity: O(log children + hits), like `sibling`.
    func child(of parent: Int, at p: Point) -> Int {
        guard parent >= 0, parent < nodes.count else { return -1 }
        var found = -1
        forEachChild(of: parent, containing: p) { c in
            if c > found && isHit(c, p) { found = c }
        }
        return found
    }

    /// How far the content of scroller `k` has moved: its offset on its axis plus the ones
    /// around it (nested offsets add up). Zero for -1.
    @inline(__always) func shift(_ k: Int32) -> Point {
        var k = Int(k), d = Point.zero
        while k >= 0 {
            if scrollers[k].axis == .vertical { d.y += scrollers[k].offset } else { d.x += scrollers[k].offset }
            k = Int(scrollers[k].parent)
        }
        return d
    }

    /// The region's frame in surface coordinates (scrolled content moves with its offsets).
    func surfaceFrame(_ i: Int) -> GestureRect {
        var f = nodes[i].region.frame
        let k = nodes[i].scrolledBy
        guard k >= 0 else { return f }
        let d = shift(k)
        f.x -= d.x
        f.y -= d.y
        return f
    }

    /// Whether `p` is inside region `i` and every ancestor.
    func isHit(_ i: Int, _ p: Point) -> Bool {
        guard i < 0 || shapeContains(i, p) else { return false }
        var j = i
        while j >= 0 {
            if !surfaceFrame(j).contains(p) { return false }
            j = Int(nodes[j].parent)
        }
        return true
    }

    func id(_ index: Int32) -> GestureRegionID? {
        index >= 0 && Int(index) < nodes.count ? nodes[Int(index)].region.id : nil
    }
}
