import Gestures

/// Key repeat on the virtual clock: compositors send only press and release plus
/// `repeat_info`, so the client synthesises repeats (first after `delay` ms, then every
/// 1000/`rate` ms) for as long as the key is held. `ContentRuntime` runs it for every content;
/// the content decides which keys repeat and what a repeat does.
///
/// A held key is known by its evdev code, as compositors and terminals (foot) know it: the
/// keysym of its release may differ from its press's (Shift+`=` goes down as `plus`; with
/// Shift let go first it comes up as `equal`), and the repeat must still stop. Events that
/// carry no code (made by hand) fall back to the keysym.
public struct KeyRepeat: Sendable {
    /// Repeats per second (0 = off), clamped to `maxRate` so a hostile value cannot flood a frame.
    public private(set) var rate: Int32
    /// The most repeats per second accepted (`RuntimeConfiguration.maxRepeatRate`).
    public let maxRate: Int32
    /// Milliseconds before the first repeat.
    public private(set) var delay: Int32
    /// The key that repeats now (as it was pressed), and when it repeats next.
    public private(set) var key: Key?
    /// The evdev code of the key that repeats, when its press carried one.
    public private(set) var code: UInt32?
    public private(set) var nextFire: Double?

    public init(rate: Int32, delay: Int32, maxRate: Int32) {
        self.rate = 0; self.delay = 0
        self.maxRate = maxRate
        setInfo(rate: rate, delay: delay)
    }

    /// wl_keyboard.repeat_info.
    public mutating func setInfo(rate: Int32, delay: Int32) {
        self.rate = min(maxRate, max(0, rate))
        self.delay = max(0, delay)
        if self.rate == 0 { stop() }
    }

    /// A repeatable key went down at `now`: it repeats after the delay (a new key replaces
    /// the old one, as on every desktop).
    public mutating func press(_ key: Key, code: UInt32? = nil, at now: Double) {
        guard rate > 0 else { return }
        self.key = key
        self.code = code
        nextFire = now + Double(delay)
    }

    /// A key went up: if it is the repeating one (the same code; without codes, the same
    /// keysym), repeating stops.
    public mutating func release(_ key: Key, code: UInt32? = nil) {
        guard let held = self.key else { return }
        if let code, let heldCode = self.code {
            if code == heldCode { stop() }
        } else if key == held {
            stop()
        }
    }

    public mutating func stop() { key = nil; code = nil; nextFire = nil }

    /// Takes the next repeat due at or before `now`, scheduling the one after it. At clock
    /// values so large that adding the interval changes nothing, the repeat stops.
    public mutating func popDue(until now: Double) -> (key: Key, time: Double)? {
        guard let key, let due = nextFire, due <= now, rate > 0 else { return nil }
        let next = due + 1000 / Double(rate)
        if next > due { nextFire = next } else { stop() }
        return (key, due)
    }

    /// Skips the repeats missed up to `now`: the next one is an interval after it.
    public mutating func resume(after now: Double) {
        guard key != nil, rate > 0 else { return }
        let next = now + 1000 / Double(rate)
        if next > now { nextFire = next } else { stop() }
    }
}
