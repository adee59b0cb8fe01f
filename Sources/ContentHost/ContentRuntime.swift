import Gestures

/// What every window content does the same way, whatever it shows: the virtual clock that never
/// runs backwards, key repeat on that clock, the keys that close a window, the window's and
/// the scale's bounds, with their numbers in one `RuntimeConfiguration`. A content owns one
/// and conforms to `ClockedContent`, which makes the clock half of `WindowContent` out of it;
/// what a key does and what a frame shows stay the content's own.
///
/// It never reads a clock: time is the `now` its content is given.
public final class ContentRuntime {
    public let configuration: RuntimeConfiguration
    /// The latest virtual time seen (ms), kept finite and below `maxTime`.
    public var now: Double { clock.now }
    private var clock: VirtualClock
    /// The held key that repeats, on this clock.
    public internal(set) var keyRepeat: KeyRepeat
    /// The modifiers held now (wl_keyboard.modifiers); none once the keyboard is gone.
    public private(set) var modifiers: Modifiers = []
    /// The window should close: the compositor asked (xdg_toplevel.close), or the user
    /// pressed Ctrl+Q or Ctrl+W.
    public private(set) var closeRequested = false
    /// Ctrl+C was pressed since the content last took it (`takeCopyRequest`).
    public private(set) var copyRequested = false

    public init(configuration: RuntimeConfiguration = .default) {
        self.configuration = configuration
        clock = VirtualClock(ceiling: configuration.maxTime)
        keyRepeat = KeyRepeat(
            rate: configuration.defaultRepeatRate, delay: configuration.defaultRepeatDelay,
            maxRate: configuration.maxRepeatRate)
    }

    /// Moves the clock to `time` if that is later, keeping it finite and below `maxTime`;
    /// returns the clock. A time earlier than one already seen is taken as the latest one.
    @discardableResult
    public func tick(_ time: Double) -> Double { clock.advance(to: time) }

    /// One side of an xdg_toplevel.configure: ≤ 0 keeps `current` (the compositor lets the
    /// client choose); anything else is clamped to [`minimum`, `maxWindowSize`].
    public func windowSide(_ requested: Int, current: Int, minimum: Int = 1) -> Int {
        guard requested > 0 else { return current }
        return min(configuration.maxWindowSize, max(max(1, minimum), requested))
    }

    /// A buffer scale within bounds; nil for one that is not finite or not positive (ignored).
    public func clampedScale(_ scale: Double) -> Double? {
        guard scale.isFinite, scale > 0 else { return nil }
        return min(configuration.maxScale, max(configuration.minScale, scale))
    }

    /// The compositor asked the window to close (xdg_toplevel.close).
    public func requestClose() { closeRequested = true }

    /// The keyboard's part of an input event the content received: a key that goes up stops
    /// its repeat; losing focus or the keyboard stops it and forgets the modifiers; Ctrl+Q and
    /// Ctrl+W ask to close and Ctrl+C to copy, as on every desktop. Which keys repeat is the
    /// content's (`keyPressed`).
    public func observe(_ event: InputEvent) {
        switch event {
        case .key(let key, pressed: true, _, _):
            if modifiers.contains(.control), Self.closeKeys.contains(key) { closeRequested = true }
            if modifiers.contains(.control), Self.copyKeys.contains(key) { copyRequested = true }
        case .key(let key, pressed: false, _, let code):
            keyRepeat.release(key, code: code)
        case .modifiers(let held):
            modifiers = held
        case .keyboardFocus(false):
            keyRepeat.stop()
            modifiers = []
        case .capabilities(let capabilities) where !capabilities.contains(.keyboard):
            keyRepeat.stop()
            modifiers = []
        default:
            break
        }
    }

    /// `q`, `w` and their capitals (Caps Lock), as keysyms.
    static let closeKeys: Set<Key> = [
        Key(rawValue: 0x71), Key(rawValue: 0x77), Key(rawValue: 0x51), Key(rawValue: 0x57),
    ]

    /// `c` and its capital, as keysyms (the shim gives a shortcut's Latin letter in every layout).
    static let copyKeys: Set<Key> = [Key(rawValue: 0x63), Key(rawValue: 0x43)]

    /// Whether Ctrl+C was pressed since the last call.
    public func takeCopyRequest() -> Bool {
        defer { copyRequested = false }
        return copyRequested
    }

    /// A key the content acted on went down at `now`: it repeats when `repeats` (replacing
    /// any key repeating before); otherwise the repeat stops, as a new key press stops it on
    /// every desktop.
    public func keyPressed(_ key: Key, code: UInt32?, repeats: Bool, at now: Double) {
        if repeats { keyRepeat.press(key, code: code, at: now) } else { keyRepeat.stop() }
    }

    /// wl_keyboard.repeat_info (the content fires what was due first, under the old values).
    public func setRepeatInfo(rate: Int32, delay: Int32) { keyRepeat.setInfo(rate: rate, delay: delay) }
}
