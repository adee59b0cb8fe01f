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
    /// The clock, key repeat and closing, as every content has them (`ContentRuntime`).
    public let runtime: ContentRuntime
    /// The gesture engine's bridge, whose gestures' rules change the model.
    let interaction: GestureInteraction
    /// The app's state, which the interaction holds: its gestures' rules change it as reports
    /// arrive, the keyboard and the window here between them.
    var model: AppModel {
        get { interaction.model }
        _modify { yield &interaction.model }
    }
    /// The latest virtual time seen.
    var now: Double { runtime.now }
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
    /// The desktop's settings in effect (`setDesktopSettings`).
    public private(set) var settings = DesktopSettings.standard
    /// Row storage recycled between frames, so that building a scene per frame allocates nothing.
    var spareRows: [SceneRow] = []

    public init(configuration: AppConfiguration = .default) {
        self.configuration = configuration
        runtime = ContentRuntime(configuration: configuration.runtime)
        interaction = GestureInteraction(configuration: configuration)
    }

    /// Declares the gesture engine and the views now, rather than at the first input that
    /// needs them: the live window calls it once its first frame is out, so that neither the
    /// first frame nor the first input waits for them. Until then no gesture can have run.
    public func prepareGestures() { interaction.declare(at: now) }

    // MARK: Input and window events

    /// Feeds one input event at virtual time `now` (ms). Timers due before `now` fire first,
    /// in the engine's call for the event.
    public func handle(_ event: InputEvent, at now: Double) {
        let now = runtime.tick(now)
        runKeyRepeats(until: now)
        guard let event = event.sanitized else {
            step(to: now)
            interaction.note("[\(now)] dropped an event with a non-finite value: \(event)")
            return
        }
        // The engine sees everything first (Escape, focus loss and lost capabilities cancel
        // its gestures there); then the app's own keyboard rules.
        interaction.handle(event, at: now)
        runtime.observe(event)
        if case .key(let key, pressed: true, _, let code) = event { keyPressed(key, code: code, at: now) }
    }

    /// xdg_toplevel.configure in logical px: a dimension ≤ 0 keeps the current one; the rest
    /// are clamped to [1, `maxWindowSize`] (not to the minimum size: what a compositor gives
    /// below it is drawn, clipped). The scroll offset is pulled back into range.
    public func configure(width: Int, height: Int) {
        if width > 0 { model.width = runtime.windowSide(width, current: model.width) }
        if height > 0 { model.height = runtime.windowSide(height, current: model.height) }
        interaction.layoutChanged(at: now)
    }

    /// Buffer scale (1, 2, or fractional), within the runtime's bounds; non-finite or
    /// non-positive values are ignored.
    public func setScale(_ scale: Double) {
        if let scale = runtime.clampedScale(scale) { model.scale = scale }
    }

    /// A fling (or another animation) wants frames.
    public var isAnimating: Bool { interaction.isAnimating }

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
    public var cursor: CursorShape { interaction.cursor }
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
                return .init(
                    name: bar.name, opacity: rounded(bar.opacity),
                    frame: .init(
                        x: rounded(frame.x, places: places), y: rounded(frame.y, places: places),
                        width: rounded(frame.width, places: places),
                        height: rounded(frame.height, places: places)))
            },
            gestures: model.gestureLog,
            settings: settings == .standard ? nil : settings)
    }

    /// The desktop's settings: the next frame is drawn whole in their theme.
    public func setDesktopSettings(_ settings: DesktopSettings) {
        guard settings != self.settings else { return }
        self.settings = settings
        renderer.theme = RenderTheme(for: settings)
        lastRenderedScene = nil
        renderedVersion = nil
    }

    /// The snapshot as pretty JSON with sorted keys.
    public func snapshotJSON() -> String { snapshot().jsonString() }

    /// Called with every gesture report of the engine, in order, before the app applies it:
    /// what each recognized gesture did, beside `explanations`' why (`opacity-bars replay
    /// --reports` prints them; the app storms check the engine's contract on them).
    public var onGestureReport: ((GestureReport) -> Void)? {
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
}
