import Testing

@testable import Gestures

/// The arena alone, as a state machine: each operation returns its verdicts as data, in the
/// order decided, and calls no recognizer.
@Suite struct ArenaStateMachineTests {
    /// A recognizer that fails the test if the arena ever calls it back.
    final class Silent: GestureRecognizer {
        let kind: GestureKind
        init(_ kind: GestureKind) { self.kind = kind }
        func accepted(_ sequence: SequenceHandle, context: EngineContext) { Issue.record("arena called accepted") }
        func rejected(_ sequence: SequenceHandle, context: EngineContext) { Issue.record("arena called rejected") }
        func preempted(_ sequence: SequenceHandle, context: EngineContext) {
            Issue.record("arena called preempted")
        }
    }

    /// A scroll-like member that a `Preempting` one may take over from.
    final class Preemptible: GestureRecognizer {
        var kind: GestureKind { GestureKind("preemptible") }
        func canBePreempted(by other: any GestureRecognizer) -> Bool { other is Preempting }
    }
    final class Preempting: GestureRecognizer {
        var kind: GestureKind { GestureKind("preempting") }
    }

    static func member(region: Int32, depth: Int, highPriority: Bool = false) -> GestureArena.Member {
        GestureArena.Member(
            region: region, leaf: 0, partners: 0, requires: 0, highPriority: highPriority,
            simultaneousWithAncestors: false, simultaneousWithDescendants: false, depth: depth)
    }

    static func arena(_ members: [(GestureArena.Member, any GestureRecognizer)]) -> GestureArena {
        var a = GestureArena(capacity: members.count)
        a.index = 0
        a.inUse = true
        a.slot = 0
        a.sequence = .touch(1)
        for (m, g) in members { a.append(m, recognizer: g, relations: MemberRelations()) }
        return a
    }

    /// (kind, recognizer name) of each verdict.
    static func summary(_ out: [ArenaVerdict]) -> [String] {
        out.map { v in "\(v.kind) \(v.recognizer.map { "\($0.kind)" } ?? "-")" }
    }

    @Test func claimsInOneRoundAreDecidedTogetherTheDeepestWinning() {
        let outer = Silent(GestureKind("outer")), inner = Silent(GestureKind("inner"))
        var a = Self.arena([(Self.member(region: 0, depth: 0), outer), (Self.member(region: 1, depth: 1), inner)])
        var out: [ArenaVerdict] = []
        a.beginRound()
        a.claim(by: outer, strength: 1, reason: .claimed, move: .zero, slop: 0, time: nil, into: &out)
        a.claim(by: inner, strength: 1, reason: .claimed, move: .zero, slop: 0, time: nil, into: &out)
        #expect(out.isEmpty)   // nothing is decided inside a round
        a.endRound(into: &out)
        #expect(Self.summary(out) == ["rejected outer", "accepted inner"])
        #expect(out.allSatisfy { $0.handle == SequenceHandle(slot: 0, arena: 0) })
        a.checkInvariants()
    }

    @Test func aClaimOutsideARoundWinsAtOnceAndALaterOneIsIgnored() {
        let x = Silent(GestureKind("x")), y = Silent(GestureKind("y"))
        var a = Self.arena([(Self.member(region: 0, depth: 0), x), (Self.member(region: 0, depth: 0), y)])
        var out: [ArenaVerdict] = []
        a.claim(by: y, strength: 1, reason: .claimed, move: .zero, slop: 0, time: 40, into: &out)
        #expect(Self.summary(out) == ["rejected x", "accepted y"])
        #expect(out.map(\.time) == [40, 40])   // the losers carry the winner's time
        out.removeAll()
        a.claim(by: x, strength: 1, reason: .claimed, move: .zero, slop: 0, time: nil, into: &out)
        #expect(out.isEmpty)
    }

    @Test func aHeldArenaIsSweptOnlyAtTheRelease() {
        let tap = Silent(GestureKind("tap")), other = Silent(GestureKind("other"))
        var a = Self.arena([(Self.member(region: 0, depth: 0), tap), (Self.member(region: 0, depth: 0), other)])
        var out: [ArenaVerdict] = []
        a.hold(by: tap, reason: .held, move: .zero, slop: 0, into: &out)
        #expect(Self.summary(out) == ["held tap"])
        out.removeAll()
        a.end(reason: .liftedWithoutWinner, into: &out)
        #expect(out.isEmpty && !a.swept)
        a.release(into: &out)
        #expect(Self.summary(out) == ["rejected tap", "rejected other", "noWinner -"])
        #expect(a.swept)
    }

    @Test func aStandbyMemberTakesOverAndTheWinnerIsPreempted() {
        let scroll = Preemptible(), pinch = Preempting()
        var a = Self.arena([(Self.member(region: 0, depth: 0), scroll), (Self.member(region: 0, depth: 0), pinch)])
        var out: [ArenaVerdict] = []
        a.claim(by: scroll, strength: 1, reason: .claimed, move: .zero, slop: 0, time: nil, into: &out)
        #expect(Self.summary(out) == ["accepted preemptible"])   // the pinch stands by
        out.removeAll()
        a.claim(by: pinch, strength: 1, reason: .claimed, move: .zero, slop: 0, time: nil, into: &out)
        #expect(Self.summary(out) == ["preempted preemptible", "accepted preempting"])
        a.checkInvariants()
    }

    @Test func aCancelRejectsTheUndecidedAndCancelsTheWinners() {
        let x = Silent(GestureKind("x")), y = Silent(GestureKind("y"))
        var undecided = Self.arena([(Self.member(region: 0, depth: 0), x), (Self.member(region: 0, depth: 0), y)])
        var out: [ArenaVerdict] = []
        undecided.cancel(reason: .app, into: &out)
        #expect(Self.summary(out) == ["rejected x", "rejected y", "contestCancelled -"])
        #expect(out.last?.cancel == .app)

        var won = Self.arena([(Self.member(region: 0, depth: 0), x), (Self.member(region: 0, depth: 0), y)])
        out.removeAll()
        won.claim(by: x, strength: 1, reason: .claimed, move: .zero, slop: 0, time: nil, into: &out)
        out.removeAll()
        won.cancel(reason: .escape, into: &out)
        #expect(Self.summary(out) == ["cancelled x"])
        #expect(out.first?.cancel == .escape)
        // Once cancelled, nothing more is decided.
        out.removeAll()
        won.cancel(reason: .app, into: &out)
        won.claim(by: y, strength: 1, reason: .claimed, move: .zero, slop: 0, time: nil, into: &out)
        #expect(out.isEmpty)
    }
}
