import ContentHost
import Gestures

/// The one app core: the live Wayland client, the trace replayer and the tests all drive it
/// with the same calls (docs/ARCHITECTURE.md). It never reads a clock: `now` (virtual
/// milliseconds) comes with every call, and a `now` earlier than one already seen is taken
/// as the latest one, so time never runs backwards inside.
///
/// ```swift
/// let app = AppCore()
/// app.handle(.touchDown(id: 0, Point(x: 300, y: 100), time: 0), at: 0)
/// app.handle(.touchFrame, at: 0)
/// app.handle(.touchUp(id: 0, time: 40), at: 40)
/// app.handle(.touchFrame, at: 40)
/// let end = app.settle(from: 40)           // timers and flings run out
/// print(app.snapshotJSON())                // black at 37 %
/// ```
public final class AppCore {
    public let configuration: AppConfiguration
    var model: AppModel
    var keyRepeat: KeyRepeat
    var modifiers: Modifiers = []
    var interaction: GestureInteraction
    /// The latest virtual time seen.
    private(set) var now: Double = 0
    /// What the last `render` drew (nil before the first).
    var lastRenderedScene: Scene?
    /// The `sceneVersion` at which `lastRenderedScene` was last known to be the current frame
    /// (nil before the first render): while it holds, nothing needs drawing.
    var renderedVersion: SceneVersion?
    /// A scene `needsRedraw` built and found changed, kept for `render` while the scene
    /// version stays the same (so a frame builds its scene once).
    var pendingScene: (version: SceneVersion, scene: Scene)?
    /// Draws scenes and keeps the previous one for damage (Render/, the renderer's module part).
    var renderer = SceneRenderer()
    /// Row storage recycled between frames, so that building a scene per frame allocates nothing.
    var spareRows: [SceneRow] = []

    public init(configuration: AppConfiguration = .default) {
        self.configuration = configuration
        model = AppModel(configuration: configuration)
        keyRepeat = KeyRepeat(rate: configuration.defaultRepeatRate, delay: configuration.defaultRepeatDelay,
                              maxRate: configuration.maxRepeatRate)
        interaction = GestureInteraction(configuration: configuration)
        interaction.layoutChanged(at: 0, model: &model)
    }

    // MARK: Input and window events

    /// Feeds one input event at virtual time `now` (ms). Timers due before `now` fire first.
    public func handle(_ event: InputEvent, at now: Double) {
        let now = tick(now)
        advanceTimers(to: now)
        guard let event = InputSanitizer.sanitize(event) else {
            interaction.note("[\(now)] dropped an event with a non-finite value: \(event)")
            return
        }
        // The engine sees everything first (Escape, focus loss and lost capabilities cancel
        // its gestures there); then the app's own keyboard rules.
        interaction.handle(event, at: now, model: &model)
        switch event {
        case .key(let key, let pressed, _):
            handleKey(key, pressed: pressed, at: now)
        case .modifiers(let mods):
            modifiers = mods
        case .keyboardFocus(let focused):
            if !focused { keyRepeat.stop(); modifiers = [] }
        case .capabilities(let capabilities):
            if !capabilities.contains(.keyboard) { keyRepeat.stop(); modifiers = [] }
        default:
            break
        }
    }

    /// xdg_toplevel.configure in logical px: a dimension ≤ 0 keeps the current one; the rest
    /// are clamped to [1, 16384]. The scroll offset is pulled back into range.
    public func configure(width: Int, height: Int) {
        model.configure(width: width, height: height)
        interaction.layoutChanged(at: now, model: &model)
    }

    /// wl_keyboard.repeat_info: the rate (per second, 0 = none, capped at `maxRepeatRate`)
    /// and delay (ms) of the repeats the app makes for a held key. Timers due before `now`
    /// fire first, under the old values.
    public func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {
        advanceTimers(to: tick(now))
        keyRepeat.setInfo(rate: rate, delay: delay)
    }

    /// Buffer scale (1, 2, or fractional); non-finite or non-positive values are ignored.
    public func setScale(_ scale: Double) { model.setScale(scale) }

    /// xdg_toplevel.close: the app agrees to close.
    public func requestClose() { model.wantsToClose = true }

    // MARK: Clock

    /// Fires due timers (long press, double-tap expiry, key repeat) and steps animations to `now`.
    public func advance(to now: Double) {
        advanceTimers(to: tick(now))
    }

    /// The earliest time at which `advance(to:)` has work, or nil when idle. While a fling runs
    /// this is the next animation frame.
    public var nextDeadline: Double? {
        [keyRepeat.nextFire, interaction.nextDeadline].compactMap { $0 }.min()
    }

    /// A fling (or another animation) wants frames.
    public var isAnimating: Bool { interaction.isAnimating }

    /// Lets the clock run from `now` until nothing is pending (timers fired, flings at rest),
    /// bounded by `maxSettleDuration`. A held key's repeat is not waited for: it would never
    /// end. Returns the time it stopped at.
    public func settle(from now: Double) -> Double {
        var time = tick(now)
        advanceTimers(to: time)
        let limit = time + configuration.maxSettleDuration
        while time < limit, let next = interaction.nextDeadline {
            let previous = time
            time = tick(min(limit, max(next, time)))
            if time == previous && next > time { break }   // the clock is at `maxTime`
            advanceTimers(to: time)
            if let again = interaction.nextDeadline, again <= time {
                // A deadline that advancing to it does not clear would spin forever.
                interaction.note("[\(time)] settle stopped: the engine's deadline \(again) did not move")
                break
            }
        }
        if interaction.isAnimating { interaction.stopAnimations(at: time, model: &model) }
        return time
    }

    // MARK: Output

    public var logicalSize: (width: Int, height: Int) { (model.width, model.height) }
    public var scale: Double { model.scale }
    /// The scene changed since the last render. O(1) while the model and the scroll offset
    /// are untouched; after a write to anything the scene reads, one scene is built and
    /// compared (an equal one, e.g. a hover staying on its bar, is not a change), and kept
    /// for `render`.
    public var needsRedraw: Bool {
        let version = sceneVersion
        if version == renderedVersion { return false }
        if let pending = pendingScene, pending.version == version { return true }
        recyclePendingScene()
        let scene = model.scene(scrollOffset: version.scrollOffset, reusing: &spareRows)
        if scene == lastRenderedScene {
            renderedVersion = version
            spareRows = scene.rows
            return false
        }
        pendingScene = (version, scene)
        return true
    }

    /// Everything the scene is a function of, cheap to compare: the model's scene generation
    /// and the engine's scroll offset (which the model does not copy).
    struct SceneVersion: Equatable {
        var generation: UInt64
        var scrollOffset: Double
    }

    var sceneVersion: SceneVersion {
        SceneVersion(generation: model.sceneGeneration, scrollOffset: interaction.scrollOffset)
    }
    public var cursor: CursorShape { interaction.cursor(model: model) }
    public var wantsToClose: Bool { model.wantsToClose }
    /// The frame as it would be drawn now.
    public var scene: Scene { model.scene(scrollOffset: interaction.scrollOffset) }

    public func snapshot() -> StateSnapshot {
        let layout = model.layout
        let places = StateSnapshot.lengthDecimals   // px; opacity and scale keep ratioDecimals
        return StateSnapshot(
            size: .init(width: model.width, height: model.height),
            scale: rounded(model.scale),
            scrollOffset: rounded(interaction.scrollOffset, places: places),
            maxScrollOffset: rounded(layout.maxScrollOffset, places: places),
            rowHeight: rounded(model.rowHeight, places: places),
            bars: model.bars.enumerated().map { index, bar in
                let frame = layout.frame(ofRow: index)
                return .init(name: bar.name, opacity: rounded(bar.opacity),
                             frame: .init(x: rounded(frame.x, places: places), y: rounded(frame.y, places: places),
                                          width: rounded(frame.width, places: places),
                                          height: rounded(frame.height, places: places)))
            },
            gestures: model.gestureLog)
    }

    /// The snapshot as pretty JSON with sorted keys.
    public func snapshotJSON() -> String { snapshot().jsonString() }

    /// Called with every gesture report of the engine, in order, before the app applies it:
    /// what each recognized gesture did, beside `explanations`' why (`opacity-bars replay
    /// --reports` prints them; the app storms check the engine's contract on them).
    public var onGestureReport: ((GestureEvent) -> Void)? {
        get { interaction.reportObserver }
        set { interaction.reportObserver = newValue }
    }

    /// Readable engine decisions in order (which recognizer won each sequence and why the
    /// others failed), for `opacity-bars replay --explain`.
    public var explanations: [String] { interaction.explanations }

    /// How many explanations were ever recorded (the log keeps the newest
    /// `maxExplanations`): with `explanations(since:)`, a reader prints them as they come.
    public var explanationsRecorded: Int { interaction.decisionsRecorded }

    /// The explanations recorded after the first `since`, as far as the bounded log still
    /// holds them.
    public func explanations(since: Int) -> [String] { interaction.explanations(since: since) }

    // MARK: Private

    /// Latest virtual time accepted (ms, about 31 700 years): far beyond any real clock, small
    /// enough that adding a frame interval still changes it and that every time prints as an
    /// integer.
    static let maxTime = 1e15

    /// Keeps the virtual clock monotonic, finite and below `maxTime`.
    private func tick(_ time: Double) -> Double {
        if time.isFinite && time > now { now = min(time, Self.maxTime) }
        return now
    }

    /// Key repeats and engine timers, interleaved in time order: the engine catches up to each
    /// repeat's time before the repeat acts.
    private func advanceTimers(to time: Double) {
        var fired = 0
        while let due = keyRepeat.nextFire, due <= time {
            // After a long stall (or an absurd clock) do not replay thousands of repeats.
            if fired == configuration.maxRepeatCatchUp { keyRepeat.resume(after: time); break }
            interaction.advance(to: due, model: &model)
            guard let (key, at) = keyRepeat.popDue(until: due) else { break }
            applyKey(key, repeated: true, at: at)
            fired += 1
        }
        interaction.advance(to: time, model: &model)
    }
}
