import Gestures

/// A `WindowContent` whose clock is a `ContentRuntime`: it says how to step its own timers and
/// animations and what a key repeat does, and gets the rest of the clock for free — key
/// repeats interleaved with its timers in time order, `advance`, `nextDeadline`, `settle`,
/// `setKeyRepeat`, closing — written once for every content (both apps).
///
/// The content calls `runKeyRepeats(until:)` from `handle` before the event acts and hands the
/// event to its `GestureHost`, whose `send` fires the engine's timers due before it in the same
/// call; then `runtime.observe`, and `runtime.keyPressed` for a key it acted on.
public protocol ClockedContent: WindowContent {
    var runtime: ContentRuntime { get }
    /// Fires the content's timers and steps its animations to `time` (ms; never earlier than
    /// the last). Key repeats are not its business: the runtime fires them between steps.
    func step(to time: Double)
    /// The earliest time at which `step(to:)` has work (a timer, the next animation frame);
    /// nil when idle.
    var stepDeadline: Double? { get }
    /// One repeat of the held `key`, due at `time`.
    func repeatKey(_ key: Key, at time: Double)
    /// `settle` ended at `time`: stop what still moves. `stalled` is the deadline that did
    /// not move when stepped to, if that is why it ended early.
    func settled(at time: Double, stalled: Double?)
    /// What Ctrl+C copies now (the focused item, as `ClipboardText` writes it); nil: nothing.
    var clipboardText: String? { get }
}

extension ClockedContent {
    /// Key repeats and the content's timers up to `time`, interleaved in time order: the
    /// content steps to each repeat's moment before the repeat acts.
    public func runTimers(to time: Double) {
        runKeyRepeats(until: time)
        step(to: time)
    }

    /// The key repeats due by `time`, each after stepping the content to its moment; the step
    /// to `time` itself is left to the caller (an input's own engine call makes it).
    public func runKeyRepeats(until time: Double) {
        var fired = 0
        while let due = runtime.keyRepeat.nextFire, due <= time {
            // After a long stall (or an absurd clock) do not replay thousands of repeats.
            if fired == runtime.configuration.maxRepeatCatchUp { runtime.keyRepeat.resume(after: time); break }
            step(to: due)
            guard let (key, at) = runtime.keyRepeat.popDue(until: due) else { break }
            repeatKey(key, at: at)
            fired += 1
        }
    }

    /// Fires due timers and key repeats and steps animations to `now` (ms).
    public func advance(to now: Double) { runTimers(to: runtime.tick(now)) }

    /// The earliest time at which `advance(to:)` has work: a timer, an animation frame, a
    /// key repeat; nil when idle.
    public var nextDeadline: Double? {
        switch (stepDeadline, runtime.keyRepeat.nextFire) {
        case (let a?, let b?): min(a, b)
        case (let a, let b): a ?? b
        }
    }

    /// The step while an animation runs: the next frame `frameInterval` after `now`, or an
    /// earlier timer.
    public func animationDeadline(timer: Double?) -> Double {
        let frame = runtime.now + runtime.configuration.frameInterval
        return min(frame, timer ?? frame)
    }

    /// Lets the clock run from `now` until nothing is pending (timers fired, animations at
    /// rest), at most `maxSettleDuration`; returns the time it stopped at. A held key's
    /// repeat is not waited for: it would never end.
    public func settle(from now: Double) -> Double {
        var time = runtime.tick(now)
        runTimers(to: time)
        let limit = time + runtime.configuration.maxSettleDuration
        var stalled: Double?
        while time < limit, let next = stepDeadline {
            let previous = time
            time = runtime.tick(min(limit, max(next, time)))
            if time == previous && next > time { break }   // the clock is at `maxTime`
            runTimers(to: time)
            if let again = stepDeadline, again <= time {
                // A deadline that stepping to it does not clear would spin forever.
                stalled = again
                break
            }
        }
        settled(at: time, stalled: stalled)
        return time
    }

    /// wl_keyboard.repeat_info: repeats due before `now` fire first, under the old values.
    public func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {
        advance(to: now)
        runtime.setRepeatInfo(rate: rate, delay: delay)
    }

    /// xdg_toplevel.close: the content agrees to close.
    public func requestClose() { runtime.requestClose() }

    public var wantsToClose: Bool { runtime.closeRequested }

    /// A content with nothing to copy.
    public var clipboardText: String? { nil }

    /// After Ctrl+C, the content's `clipboardText`.
    public func takeCopiedText() -> String? { runtime.takeCopyRequest() ? clipboardText : nil }
}
