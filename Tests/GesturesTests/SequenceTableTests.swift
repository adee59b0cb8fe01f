import Testing

@testable import Gestures

/// The sequence table alone: slots, the arena pool, opening and freeing. No engine, no
/// recognizer calls.
@Suite struct SequenceTableTests {
    final class Member: GestureRecognizer {
        var kind: GestureKind { GestureKind("member") }
    }

    static func member(region: Int32 = 0) -> GestureArena.Member {
        GestureArena.Member(
            region: region, leaf: 0, partners: 0, requires: 0, highPriority: false,
            simultaneousWithAncestors: false, simultaneousWithDescendants: false, depth: 0)
    }

    static func table(touches: Int = 2) -> SequenceTable {
        SequenceTable(touchSlots: touches, configuration: .default)
    }

    static func open(_ t: inout SequenceTable, slot: Int, at p: Point = Point(x: 5, y: 6), time: UInt32 = 40) {
        t.open(
            slot: slot, sequence: .touch(Int32(slot)), source: .touch, at: p, time: time, now: 1_000, region: 3, slop: 8
        )
    }

    @Test func sizes() {
        let t = Self.table(touches: 3)
        #expect(t.slots.count == 4 && t.pointerSlot == 3)
        #expect(t.arenas.count == SequenceHandle.arenaCapacity(forSequences: 4))
    }

    @Test func openingFillsTheSlotAndContestsAreNumbered() {
        var t = Self.table()
        Self.open(&t, slot: 1)
        #expect(t.slots[1].inUse && t.slots[1].arena == -1)
        let s = t.slots[1].facts
        #expect(s.start == Point(x: 5, y: 6) && s.position == s.start)
        #expect(s.startTime == 1_000 && s.region == 3 && s.slop == 8 && s.lastTime == 40)
        #expect(t.frameTime == 40)
        let a = t.allocateArena(slot: 1, sequence: .touch(1))
        #expect(a == 0 && t.slots[1].arena == 0)
        #expect(t.arenas[0].inUse && t.arenas[0].slot == 1 && t.arenas[0].contest == 1)
        Self.open(&t, slot: 0)
        #expect(t.allocateArena(slot: 0, sequence: .touch(0)) == 1)
        #expect(t.arenas[1].contest == 2)
        t.checkInvariants()
    }

    /// An arena nobody joined goes back to the pool at once.
    @Test func anEmptyArenaIsDropped() {
        var t = Self.table()
        Self.open(&t, slot: 0)
        _ = t.allocateArena(slot: 0, sequence: .touch(0))
        t.dropArena(of: 0)
        #expect(t.slots[0].arena == -1 && !t.arenas[0].inUse)
        #expect(t.slots[0].inUse)   // the sequence goes on, arbitrated by nobody
    }

    /// A swept arena goes back to the pool with its slot; a held one outlives the sequence,
    /// keeping its last facts for the verdicts it gives later.
    @Test func freeingKeepsAHeldArena() {
        var t = Self.table()
        let g = Member()
        Self.open(&t, slot: 0)
        let a = t.allocateArena(slot: 0, sequence: .touch(0))!
        t.arenas[a].append(Self.member(), recognizer: g, relations: MemberRelations())
        t.move(slot: 0, to: Point(x: 15, y: 6), time: 80)
        t.lift(slot: 0, time: 90)
        let inFlight = t.facts(SequenceHandle(slot: 0, arena: a))
        t.arenas[a].ended = true
        t.arenas[a].holds = 1
        t.free(slot: 0)
        #expect(!t.slots[0].inUse && t.slots[0].arena == -1)
        #expect(t.arenas[a].inUse && t.arenas[a].slot == -1)
        // The same facts, read through a handle whose slot is gone.
        let ended = t.facts(SequenceHandle(slot: -1, arena: a))
        #expect(ended.position == Point(x: 15, y: 6) && ended.lastTime == 80 && ended.liftTime == 90)
        #expect(ended.region == 3 && ended.start == inFlight.start && ended.startTime == inFlight.startTime)
        #expect(ended.slop == inFlight.slop && ended.source == inFlight.source)
        #expect(t.isMember(g))
        // The slot takes the next sequence; its arena is another one.
        Self.open(&t, slot: 0)
        #expect(t.allocateArena(slot: 0, sequence: .touch(0)) != a)
        t.checkInvariants()

        Self.open(&t, slot: 1)
        let b = t.allocateArena(slot: 1, sequence: .touch(1))!
        t.arenas[b].swept = true
        t.free(slot: 1)
        #expect(!t.arenas[b].inUse && t.arenas[b].members.isEmpty)
    }

    @Test func aFullPoolGivesNoArena() {
        var t = Self.table(touches: 1)
        for k in 0 ..< t.arenas.count { #expect(t.allocateArena(slot: 0, sequence: .touch(0)) == k) }
        #expect(t.allocateArena(slot: 0, sequence: .touch(0)) == nil)
    }

    @Test func thePointerIsCapturedByAnAcceptedWinner() {
        var t = Self.table()
        let p = t.pointerSlot
        #expect(!t.pointerIsCaptured)
        t.open(slot: p, sequence: .pointer, source: .mouse, at: .zero, time: 0, now: 0, region: 0, slop: 2)
        let a = t.allocateArena(slot: p, sequence: .pointer)!
        t.arenas[a].append(Self.member(), recognizer: Member(), relations: MemberRelations())
        #expect(!t.pointerIsCaptured)
        t.arenas[a].members[0].state = .accepted
        t.arenas[a].winner = 0
        #expect(t.pointerIsCaptured)
        t.arenas[a].members[0].finished = true   // escaped: lets go, the press stays ignored
        #expect(!t.pointerIsCaptured)
    }

    @Test func regionsMoveWithANewDeclaration() {
        var t = Self.table()
        Self.open(&t, slot: 0)
        let a = t.allocateArena(slot: 0, sequence: .touch(0))!
        t.arenas[a].append(Self.member(region: 1), recognizer: Member(), relations: MemberRelations())
        t.remapRegions(RegionMap(newIndex: [-1, 7, 2, 9]))
        #expect(t.slots[0].facts.region == 9)
        #expect(t.arenas[a].members[0].region == 7)
    }
}
