import ContentHost
import Drawing
import Gestures
import Testing

/// A content with nothing of its own but a timer list and an animation that runs until a
/// given time: what `ClockedContent` asks of a content, recorded.
final class TimerContent: ClockedContent {
    let runtime: ContentRuntime
    /// Timers still to fire (ms), and those fired, with the time they fired at.
    var timers: [Double] = []
    var fired: [Double] = []
    /// An animation that wants frames until this time.
    var animatingUntil: Double?
    var steps: [Double] = []
    var repeats: [(Key, Double)] = []
    var settledAt: (time: Double, stalled: Double?)?
    /// A timer that stepping to it never clears (a bug `settle` must survive).
    var stuck: Double?

    init(_ configuration: RuntimeConfiguration = .default) { runtime = ContentRuntime(configuration: configuration) }

    func step(to time: Double) {
        steps.append(time)
        fired += timers.filter { $0 <= time }
        timers.removeAll { $0 <= time }
        if let end = animatingUntil, time >= end { animatingUntil = nil }
    }
    var stepDeadline: Double? {
        if let stuck { return stuck }
        let timer = timers.min()
        return animatingUntil == nil ? timer : animationDeadline(timer: timer)
    }
    func repeatKey(_ key: Key, at time: Double) { repeats.append((key, time)) }
    func settled(at time: Double, stalled: Double?) { settledAt = (time, stalled) }

    func handle(_ event: InputEvent, at now: Double) {
        advance(to: now)
        runtime.observe(event)
        if case .key(let key, pressed: true, _, let code) = event {
            runtime.keyPressed(key, code: code, repeats: key != .tab, at: runtime.now)
        }
    }
    func configure(width: Int, height: Int) {}
    func setScale(_ scale: Double) {}
    var isAnimating: Bool { animatingUntil != nil }
    var scale: Double { 1 }
    var logicalSize: (width: Int, height: Int) { (1, 1) }
    var needsRedraw: Bool { false }
    func render(into canvas: Canvas, stale: Region?) -> Region { .empty }
    var cursor: CursorShape { .default }
}

@Suite struct ContentRuntimeTests {
    @Test func theClockNeverRunsBackwardsNorPastItsBound() {
        let r = ContentRuntime()
        #expect(r.tick(100) == 100)
        #expect(r.tick(50) == 100)
        #expect(r.tick(.nan) == 100 && r.tick(-.infinity) == 100)
        #expect(r.tick(.infinity) == 100)
        #expect(r.tick(1e300) == r.configuration.maxTime)
    }

    @Test func windowSidesAndScalesAreClampedToTheOneConfiguration() {
        let r = ContentRuntime()
        #expect(r.windowSide(0, current: 480) == 480)
        #expect(r.windowSide(-5, current: 480) == 480)
        #expect(r.windowSide(100_000, current: 480) == 16_384)
        #expect(r.windowSide(100, current: 480, minimum: 240) == 240)
        #expect(r.clampedScale(100) == 8 && r.clampedScale(0.01) == 0.25 && r.clampedScale(1.25) == 1.25)
        #expect(r.clampedScale(.nan) == nil && r.clampedScale(0) == nil && r.clampedScale(-2) == nil)
    }

    @Test func controlQAndControlWCloseAndTheirLettersAloneDoNot() {
        for letter: UInt32 in [0x71, 0x77, 0x51, 0x57] {   // q, w, Q, W
            let c = TimerContent()
            c.handle(.key(Key(rawValue: letter), pressed: true, time: 0, code: 16), at: 0)
            #expect(!c.wantsToClose)
            c.handle(.modifiers(.control), at: 1)
            c.handle(.key(Key(rawValue: letter), pressed: true, time: 1, code: 16), at: 1)
            #expect(c.wantsToClose)
        }
        let other = TimerContent()
        other.handle(.modifiers([.control]), at: 0)
        other.handle(.key(Key(rawValue: 0x61), pressed: true, time: 0, code: 30), at: 0)   // Ctrl+A
        #expect(!other.wantsToClose)
        other.requestClose()
        #expect(other.wantsToClose)
    }

    /// Ctrl+C (c or C) asks to copy once; c alone, or Ctrl+Q, does not.
    @Test func controlCRequestsOneCopy() {
        let r = ContentRuntime()
        r.observe(.key(Key(rawValue: 0x63), pressed: true, time: 0, code: 46))
        #expect(!r.takeCopyRequest())
        r.observe(.modifiers(.control))
        r.observe(.key(Key(rawValue: 0x71), pressed: true, time: 0, code: 16))
        #expect(!r.takeCopyRequest())
        for letter: UInt32 in [0x63, 0x43] {
            r.observe(.key(Key(rawValue: letter), pressed: true, time: 1, code: 46))
            #expect(r.takeCopyRequest())
            #expect(!r.takeCopyRequest(), "taken once")
        }
    }

    @Test func clipboardTextIsNamePercentAndRGBAInHex() {
        #expect(ClipboardText.item(name: "red", opacity: 0.3, red: 255, green: 59, blue: 48) == "red 30 % #FF3B304D")
        #expect(ClipboardText.item(name: "black", opacity: 1, red: 0, green: 0, blue: 0) == "black 100 % #000000FF")
        #expect(ClipboardText.item(name: "x", opacity: 0, red: 1, green: 2, blue: 254) == "x 0 % #0102FE00")
        #expect(ClipboardText.item(name: "y", opacity: .nan, red: 0, green: 0, blue: 0) == "y 100 % #000000FF")
    }

    @Test func aReleaseAfterShiftWasLetGoStopsTheRepeatOnTheVirtualClock() {
        let plus = Key(rawValue: 0x2b), equal = Key(rawValue: 0x3d)
        let c = TimerContent()
        c.handle(.modifiers(.shift), at: 0)
        c.handle(.key(plus, pressed: true, time: 0, code: 13), at: 0)
        c.handle(.modifiers([]), at: 100)
        c.handle(.key(equal, pressed: false, time: 200, code: 13), at: 200)
        c.advance(to: 5_000)
        #expect(c.repeats.isEmpty)
        #expect(c.nextDeadline == nil)
    }

    @Test func repeatsInterleaveWithTimersInTimeOrder() {
        let c = TimerContent()
        c.setKeyRepeat(rate: 10, delay: 300, at: 0)
        c.timers = [350]
        c.handle(.key(.down, pressed: true, time: 0, code: 108), at: 0)
        c.advance(to: 500)
        #expect(c.repeats.map(\.1) == [300, 400, 500])
        // The content was stepped to each repeat's moment before it acted.
        #expect(c.steps.suffix(4) == [300, 400, 500, 500])
        #expect(c.fired == [350])
        // Focus lost: the repeat stops, the modifiers are forgotten.
        c.handle(.modifiers(.shift), at: 510)
        c.handle(.keyboardFocus(false), at: 520)
        #expect(c.runtime.modifiers == [] && c.nextDeadline == nil)
    }

    @Test func anInputsRepeatsLeaveTheStepToItsTimeToTheInputsOwnCall() {
        let c = TimerContent()
        c.setKeyRepeat(rate: 10, delay: 300, at: 0)
        c.handle(.key(.down, pressed: true, time: 0, code: 108), at: 0)
        c.steps = []
        c.runKeyRepeats(until: 450)
        // Stepped to each repeat's moment, and not to 450: the input's engine call does that.
        #expect(c.steps == [300, 400])
        #expect(c.repeats.map(\.1) == [300, 400])
        c.runTimers(to: 450)
        #expect(c.steps == [300, 400, 450])
    }

    @Test func aLongStallReplaysAtMostTheCatchUpBound() {
        var configuration = RuntimeConfiguration()
        configuration.maxRepeatCatchUp = 5
        let c = TimerContent(configuration)
        c.setKeyRepeat(rate: 100, delay: 0, at: 0)
        c.handle(.key(.down, pressed: true, time: 0, code: 108), at: 0)
        c.advance(to: 60_000)
        #expect(c.repeats.count == 5)
        #expect(c.nextDeadline == 60_010)   // the schedule restarts from now
    }

    @Test func settleRunsTimersAndAnimationsOutButNotAHeldKey() {
        let c = TimerContent()
        c.timers = [500, 1_200]
        c.animatingUntil = 100
        c.handle(.key(.down, pressed: true, time: 0, code: 108), at: 0)
        let end = c.settle(from: 0)
        #expect(end == 1_200)
        #expect(c.fired == [500, 1_200])
        // The animation was stepped a frame at a time until it ended.
        let frame = c.runtime.configuration.frameInterval
        #expect(Array(c.steps.drop { $0 == 0 }.prefix(2)) == [frame, 2 * frame])
        #expect(c.settledAt?.time == 1_200 && c.settledAt?.stalled == nil)
    }

    @Test func settleIsBoundedAndSurvivesADeadlineThatNeverMoves() {
        var configuration = RuntimeConfiguration()
        configuration.maxSettleDuration = 1_000
        let c = TimerContent(configuration)
        c.animatingUntil = 1e9   // never ends by itself
        #expect(c.settle(from: 0) == 1_000)
        #expect(c.settledAt?.stalled == nil)
        let s = TimerContent()
        s.stuck = 40
        #expect(s.settle(from: 0) == 40)
        #expect(s.settledAt?.stalled == 40)
    }
}

/// What a content holds for its gestures until it declares them.
@Suite struct SeatStateBeforeDeclaringTests {
    @Test func onlyTheSeatsStateIsHeldInOrderUpToTheLimit() {
        var seat = SeatStateBeforeDeclaring()
        var held: [Bool] = []
        held.append(seat.hold(.capabilities([.pointer]), at: 1))
        held.append(seat.hold(.keyboardFocus(true), at: 2))
        held.append(seat.hold(.pointerMotion(Point(x: 1, y: 1), time: 3), at: 3))   // may start a gesture
        held.append(seat.hold(.key(.down, pressed: true, time: 4, code: 108), at: 4))
        #expect(held == [true, true, false, false])
        for t in 3 ..< SeatStateBeforeDeclaring.limit + 1 { _ = seat.hold(.modifiers(.shift), at: Double(t)) }
        #expect(seat.held.count == SeatStateBeforeDeclaring.limit)
        let full = seat.hold(.modifiers([]), at: 99)   // full: the content declares instead
        #expect(!full)
        let taken = seat.take()
        #expect(taken.map(\.time).prefix(3) == [1, 2, 3])
        #expect(seat.held.isEmpty)
    }
}
