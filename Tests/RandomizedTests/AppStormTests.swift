import AppTestSupport
import Foundation
import Gestures
import TestSupport
import Testing

@testable import OpacityBars

/// Random event storms through the whole app core (a reliability check): multi-touch, pointer, axis, keys,
/// resizes, touch cancels, seat capability and focus changes, pinches, in the proportions of
/// `AppEventStream.apply` (OpacityBarsTests' property tests decode the same way). Every engine
/// report the app acts on goes through the engine's contract checker (each begun gesture ends
/// exactly once and nothing follows its end, one winner per contest, finite values, the offset
/// in bounds); once the stream is wound down
/// and settled, nothing is left running, opacities are in [0, 1], the offset in [0, max],
/// nothing is NaN, and a bar no gesture ended on has its first opacity back.
///
/// 10^5 streams of up to 32 events in CI (`OPACITYBARS_APP_STREAMS` and
/// `OPACITYBARS_APP_STREAM_EVENTS` change them; scripts/soak runs more and longer ones). The
/// streams differ from run to run: the base seed is drawn per run and printed, and a failing
/// stream names its seed; `OPACITYBARS_APP_STREAM_SEED=S` plays run S again.
@Suite("App core storms")
struct AppStormTests {
    static let streams: Int = {
        if let s = ProcessInfo.processInfo.environment["OPACITYBARS_APP_STREAMS"], let n = Int(s), n > 0 { return n }
        return 100_000
    }()
    /// The longest stream, in events (`OPACITYBARS_APP_STREAM_EVENTS`; soak plays longer ones).
    static let maxEvents: Int = {
        if let s = ProcessInfo.processInfo.environment["OPACITYBARS_APP_STREAM_EVENTS"], let n = Int(s), n > 0 {
            return n
        }
        return 32
    }()
    static let shards = 8
    /// This run's base seed (printed): every stream's seed derives from it.
    static let baseSeed: UInt64 = {
        if let s = ProcessInfo.processInfo.environment["OPACITYBARS_APP_STREAM_SEED"], let n = UInt64(s) { return n }
        return UInt64.random(in: 0 ... UInt64(UInt32.max))
    }()

    /// Holds the checker while the app's observer feeds it (the observer is a closure).
    final class Watch {
        var checker = InvariantChecker()
        var reports = 0
    }

    @Test(arguments: 0 ..< AppStormTests.shards)
    func randomStormsKeepEveryContract(shard: Int) {
        let count = Self.streams / Self.shards + (shard < Self.streams % Self.shards ? 1 : 0)
        var failed = 0
        var reports = 0
        print("AppStormTests shard \(shard): \(count) streams, OPACITYBARS_APP_STREAM_SEED=\(Self.baseSeed)")
        for k in 0 ..< count {
            let seed = (Self.baseSeed << 32) ^ (UInt64(shard) << 24 | UInt64(k))
            let result = Self.storm(seed: seed)
            reports += result.reports
            if !result.failures.isEmpty {
                failed += 1
                if failed <= 3 {
                    Issue.record(
                        "stream seed \(seed) (OPACITYBARS_APP_STREAM_SEED=\(Self.baseSeed), shard \(shard), stream \(k)): \(result.failures)"
                    )
                }
            }
        }
        #expect(failed == 0, "\(failed) of \(count) streams broke a contract")
        #expect(reports > count, "the storms made only \(reports) gesture reports over \(count) streams")
    }

    /// Plays one stream of 1…`maxEvents` random events, winds it down, settles and checks the end state.
    static func storm(seed: UInt64) -> (failures: [String], reports: Int) {
        var rng = SplitMix(state: seed)
        let app = AppCore()
        let watch = Watch()
        let engine = app.interaction.engine
        app.onGestureReport = { report in
            watch.reports += 1
            watch.checker.check([report], engine: engine)
        }
        let before = app.snapshot().bars.map(\.opacity)
        var now = 0.0
        let length = 1 + Int(rng.next() % UInt64(maxEvents))
        for _ in 0 ..< length { now = AppEventStream.apply(rng.next(), to: app, now: now) }

        // Wind down: the seat and focus come back, every finger and button lifts, axis runs
        // and pinches stop, the pointer leaves; then the timers and flings run out.
        now += 8
        let t = UInt32(truncatingIfNeeded: Int64(now))
        app.handle(.capabilities([.pointer, .keyboard, .touch]), at: now)
        app.handle(.keyboardFocus(true), at: now)
        for id: Int32 in 0 ..< 3 { app.handle(.touchUp(id: id, time: t), at: now) }
        app.handle(.touchFrame, at: now)
        app.handle(.pointerButton(button: .primary, pressed: false, time: t), at: now)
        app.handle(.pointerFrame, at: now)
        app.handle(.axisSource(.finger), at: now)
        app.handle(.axisStop(.vertical, time: t), at: now)
        app.handle(.axisStop(.horizontal, time: t), at: now)
        app.handle(.pointerFrame, at: now)
        app.handle(.pinchEnd(cancelled: false, time: t), at: now)
        app.handle(.pointerLeave, at: now)
        app.handle(.pointerFrame, at: now)
        _ = app.settle(from: now)

        var checker = watch.checker
        checker.checkAllEnded(engine: engine)
        checker.checkContests(of: engine)
        let snap = app.snapshot()
        if app.isAnimating { checker.fail("still animating after settle") }
        if !(snap.scrollOffset >= 0 && snap.scrollOffset <= snap.maxScrollOffset) {
            checker.fail("offset \(snap.scrollOffset) outside [0, \(snap.maxScrollOffset)]")
        }
        // A bar no gesture ended on keeps its first opacity: cancelled gestures restore theirs.
        // A long press that ended painted every bar it crossed, so it exempts them all.
        let painted = snap.gestures.contains {
            ($0.gesture == "longPress" || $0.gesture == "paint") && $0.outcome == "ended"
        }
        for (i, bar) in snap.bars.enumerated() {
            if !(bar.opacity >= 0 && bar.opacity <= 1) { checker.fail("\(bar.name) opacity \(bar.opacity)") }
            if !painted, bar.opacity != before[i],
                !snap.gestures.contains(where: { $0.bar == bar.name && $0.outcome == "ended" })
            {
                checker.fail("\(bar.name) changed to \(bar.opacity) though no gesture on it ended")
            }
        }
        if app.holdsGestureState { checker.fail("transient gesture state left after the wind-down") }
        return (checker.failures, watch.reports)
    }
}
