// Declaring regions: the table is rebuilt, recognizers are prepared and told how the handles
// they keep moved; sequences in progress keep their regions by id.

extension GestureEngine {
    func replaceRegions(_ new: [GestureRegion]) {
        let oldIDs = regions.nodes.map(\.region.id)
        regions.replace(with: new)
        var newIndex = [Int32](repeating: -1, count: oldIDs.count)
        for (i, id) in oldIDs.enumerated() { newIndex[i] = regions.indexByID[id] ?? -1 }
        let map = RegionMap(newIndex: newIndex)
        sequences.remapRegions(map)
        // Recognizers no longer declared that still run a sequence finish it: keep them.
        var kept = Set(regions.recognizers.map(ObjectIdentifier.init))
        for a in sequences.arenas.indices where sequences.arenas[a].inUse {
            for g in sequences.arenas[a].recognizers where kept.insert(ObjectIdentifier(g)).inserted {
                regions.recognizers.append(g)
            }
        }
        for a in sequences.arenas.indices { sequences.arenas[a].reserve(regions.maxArenaMembers) }
        verdicts.reserveCapacity(sequences.arenas.count * (regions.maxArenaMembers + 2))
        for g in regions.recognizers {
            g.prepare(sequenceCapacity: sequences.slots.count)
            g.regionsReplaced(map)
        }
        timers.engaged.redeclare(regions.recognizers, capacity: sequences.arenas.count * regions.maxArenaMembers + 16)
        pointerRuns.hover.checkedRegions = -1
    }
}

extension RegionTable {
    /// Sorts the hit-test index if frames moved since the last look.
    @inline(__always) mutating func sortIfNeeded() {
        if needsSort { sortAll() }
    }
}
