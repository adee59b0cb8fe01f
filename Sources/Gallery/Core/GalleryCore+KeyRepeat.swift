import ContentHost
import Gestures

/// Held keys repeat on the gallery's clock, as in the Colours list (`KeyRepeat`): arrows
/// move the focused shape and + / − scale it again after the compositor's delay, at its rate
/// (25 per second after 600 ms until `repeat_info` says otherwise, the usual client default).
/// Other keys (Tab, Enter, Delete, Escape) act once per press.
extension GalleryCore {
    static let defaultRepeatRate: Int32 = 25, defaultRepeatDelay: Int32 = 600
    /// A hostile `repeat_info` cannot flood a frame: at most this many repeats a second.
    static let maxRepeatRate: Int32 = 1000
    /// After a stall, at most this many missed repeats are made up at once.
    static let maxRepeatCatchUp = 100

    static let repeatableKeys: Set<Key> = [.left, .right, .up, .down, plus, equal, keypadPlus, minus, keypadMinus]

    /// A key went down or up (after the engine and the key's own action saw it).
    func keyRepeatSaw(_ key: Key, pressed: Bool) {
        if !pressed { keyRepeat.release(key); return }
        if Self.repeatableKeys.contains(key) { keyRepeat.press(key, at: now) } else { keyRepeat.stop() }
    }

    /// Fires the repeats due up to `time`, each after the engine has caught up to its moment.
    func fireKeyRepeats(upTo time: Double) {
        var fired = 0
        while let due = keyRepeat.nextFire, due <= time {
            if fired == Self.maxRepeatCatchUp { keyRepeat.resume(after: time); break }
            host.advance(to: due)
            applyReports()
            guard let (key, _) = keyRepeat.popDue(until: due) else { break }
            keyPressed(key, cancelledAGesture: false)
            fired += 1
        }
    }
}
