// Declaring regions: the table is rebuilt, recognizers are prepared and told how the handles
// they keep moved; sequences in progress keep their regions by id.

extension GestureEngine {
    func replaceRegions(_ new: [GestureRegion]) {
        let oldIDs = regions.nodes.map(\.region.id)
        regions.replace(with: new)
        var newIndex = [Int32](repeating: -1, count: oldIDs.count)
        for (i, id) in oldIDs.enumerated() { newIndex[i] = regions.indexByID[id] ?? -1 }
        let map = RegionMap(newIndex: newIndex)
        func remap(_ i: Int32) -> Int32 { map[RegionHandle(index: i)].index }
        for s in slots.indices where slots[s].inUse { slots[s].region = remap(slots[s].region) }
        for a in arenas.indices where arenas[a].inUse {
            for k in arenas[a].members.indices { arenas[a].members[k].region = remap(arenas[a].members[k].region) }
            arenas[a].last.region = remap(arenas[a].last.region)
        }
        // Recognizers no longer declared that still run a sequence finish it: keep them.
        var kept = Set(regions.recognizers.map(ObjectIdentifier.init))
        for a in arenas.indices where arenas[a].inUse {
            for g in arenas[a].recognizers where kept.insert(ObjectIdentifier(g)).inserted {
                regions.recognizers.append(g)
            }
        }
        for a in arenas.indices { arenas[a].reserve(regions.maxArenaMembers) }
        for g in regions.recognizers {
            g.prepare(sequenceCapacity: slots.count)
            g.regionsReplaced(map)
        }
        engaged.redeclare(regions.recognizers, capacity: arenas.count * regions.maxArenaMembers + 16)
        hover.checkedRegions = -1
    }

    /// Sorts the hit-test index if frames moved since the last look.
    @inline(__always) func sortRegionsIfNeeded() {
        if regions.needsSort { regions.sortAll() }
    }
}
