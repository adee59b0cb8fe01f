import Testing

@testable import Gestures

/// The timers part alone: the virtual clock, which engaged recognizers are due and in what
/// order, the earliest deadline, and letting go of the idle ones. No engine.
@Suite struct RecognizerTimersTests {
    final class Timed: GestureRecognizer {
        var kind: GestureKind { GestureKind("timed") }
        var nextDeadline: Double?
        var activeGestureCount = 0
        init(_ deadline: Double? = nil) { nextDeadline = deadline }
    }

    /// Timers over `recognizers` declared in this order, every one engaged.
    static func timers(_ recognizers: [Timed]) -> RecognizerTimers {
        var t = RecognizerTimers()
        t.engaged.redeclare(recognizers, capacity: 16)
        for g in recognizers.reversed() { t.engaged.engage(g) }
        return t
    }

    static func due(_ t: RecognizerTimers) -> [ObjectIdentifier] {
        var k = 0
        var out: [ObjectIdentifier] = []
        while let g = t.nextDue(from: &k) { out.append(ObjectIdentifier(g)) }
        return out
    }

    @Test func theClockNeverGoesBack() {
        var t = RecognizerTimers()
        t.advance(to: 50)
        t.advance(to: 20)
        #expect(t.now == 50)
        t.advance(to: .nan)
        t.advance(to: .infinity)
        #expect(t.now == 50)
        t.advance(to: 51.5)
        #expect(t.now == 51.5)
    }

    /// Due ones come in declaration order, whatever order they were engaged in, and only
    /// once their deadline has come.
    @Test func dueRecognizersFireInDeclarationOrder() {
        let a = Timed(300), b = Timed(100), c = Timed(nil), d = Timed(200)
        var t = Self.timers([a, b, c, d])
        t.settle { _ in false }
        #expect(t.due == 100)
        #expect(t.earliestDeadline == 100)
        t.advance(to: 99)
        #expect(Self.due(t).isEmpty)
        t.advance(to: 250)
        #expect(Self.due(t) == [ObjectIdentifier(b), ObjectIdentifier(d)])
        t.advance(to: 300)
        #expect(Self.due(t) == [ObjectIdentifier(a), ObjectIdentifier(b), ObjectIdentifier(d)])
    }

    /// The earliest deadline noted at the end of a call gates the walk: a deadline that a
    /// recognizer set since (it only changes when the engine calls it, and the engine settles
    /// after every call) is seen after the next `settle`.
    @Test func theNotedDeadlineGatesTheWalk() {
        let a = Timed(nil)
        var t = Self.timers([a])
        t.settle { _ in false }
        #expect(t.due == .infinity)
        a.nextDeadline = 10
        t.advance(to: 20)
        #expect(Self.due(t).isEmpty)
        t.settle { _ in false }
        #expect(Self.due(t) == [ObjectIdentifier(a)])
    }

    /// `settle` keeps every recognizer with a deadline, and those without one that are not
    /// idle; the others are polled no more.
    @Test func settleLetsGoOfTheIdle() {
        let waiting = Timed(500), running = Timed(nil), idle = Timed(nil)
        running.activeGestureCount = 2
        var t = Self.timers([waiting, running, idle])
        #expect(t.engaged.count == 3)
        t.settle { $0.activeGestureCount == 0 }
        #expect(t.engaged.count == 2)
        #expect(t.engaged[0] === waiting && t.engaged[1] === running)
        #expect(t.activeGestureCount == 2)
        #expect(t.due == 500)
        waiting.nextDeadline = nil
        running.activeGestureCount = 0
        t.settle { $0.activeGestureCount == 0 }
        #expect(t.engaged.count == 0)
        #expect(t.due == .infinity && t.earliestDeadline == .infinity)
    }
}
