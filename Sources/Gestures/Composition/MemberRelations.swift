/// How one recognizer of a region relates to the region's other recognizers, as its
/// compositions declared: the arena reads these when it decides (bit `i` of a mask is the
/// region's recognizer `i`).
struct MemberRelations {
    /// Accepted beside these when they win, and they beside it (simultaneous, and a gesture
    /// sequenced after another runs beside it).
    var partners: UInt64 = 0
    /// Its claims wait until every one of these has been rejected (exclusive precedence).
    var requires: UInt64 = 0
    /// It takes part only once, in each of these groups, some recognizer has won the
    /// sequence (sequenced: the gestures before it, outermost last). Empty: from the down.
    var after: [UInt64] = []

    /// Whether the gate is open given the region's recognizers accepted so far.
    func isOpen(accepted: UInt64) -> Bool {
        for group in after where group & accepted == 0 { return false }
        return true
    }

    /// Whether the gate can still open given the recognizers that may yet win.
    func canOpen(accepted: UInt64, undecided: UInt64) -> Bool {
        for group in after where group & (accepted | undecided) == 0 { return false }
        return true
    }
}

/// A region's gestures flattened: each distinct recognizer once, with its relations.
struct FlattenedGestures {
    var recognizers: [any GestureRecognizer] = []
    var relations: [MemberRelations] = []

    init(_ gestures: [any GestureComposable], region: GestureRegionID) {
        for g in gestures { _ = add(g.composition.node, region: region) }
    }

    /// Adds `node`'s recognizers and relations; returns the mask of its recognizers.
    mutating func add(_ node: ComposedGesture.Node, region: GestureRegionID) -> UInt64 {
        switch node {
        case .recognizer(let g):
            if let i = recognizers.firstIndex(where: { $0 === g }) { return 1 << UInt64(i) }
            precondition(recognizers.count < 64, "GestureEngine.setRegions: \(region) has more than 64 recognizers")
            recognizers.append(g)
            relations.append(MemberRelations())
            return 1 << UInt64(recognizers.count - 1)
        case .simultaneous(let a, let b):
            let ma = add(a, region: region), mb = add(b, region: region)
            link(ma, partners: mb)
            return ma | mb
        case .exclusive(let a, let b):
            let ma = add(a, region: region), mb = add(b, region: region)
            for i in bits(mb) { relations[i].requires |= ma }
            return ma | mb
        case .sequenced(let a, let b):
            let ma = add(a, region: region), mb = add(b, region: region)
            link(ma, partners: mb)
            for i in bits(mb) { relations[i].after.append(ma) }
            return ma | mb
        }
    }

    mutating func link(_ ma: UInt64, partners mb: UInt64) {
        for i in bits(ma) { relations[i].partners |= mb }
        for i in bits(mb) { relations[i].partners |= ma }
    }

    func bits(_ mask: UInt64) -> [Int] {
        (0 ..< recognizers.count).filter { mask & (1 << UInt64($0)) != 0 }
    }
}
