import ContentHost
import Gestures

/// The app core is the content of both hosts, the live window and the trace replayer: every
/// `WindowContent` requirement is an `AppCore` member or comes from its `ContentRuntime`
/// (docs/ARCHITECTURE.md).
extension AppCore: ClockedContent {
    /// The smallest size the list lays out well (`AppConfiguration.minimumWidth/Height`).
    public var minimumSize: (width: Int, height: Int) { (configuration.minimumWidth, configuration.minimumHeight) }

    /// All of it: every frame writes every pixel opaque (the background, the header, the bars
    /// over their opaque checkerboard).
    public var opaqueRegion: LogicalRect? { LogicalRect(x: 0, y: 0, width: model.width, height: model.height) }

    /// The engine's timers (long press, double-tap expiry) and a fling's frames.
    public func step(to time: Double) { interaction.advance(to: time) }

    /// The engine's next timer; while a fling runs, its next frame.
    public var stepDeadline: Double? { interaction.nextDeadline }

    public func repeatKey(_ key: Key, at time: Double) { applyKey(key, repeated: true, at: time) }

    /// Ctrl+C copies the focused bar: "red 30 % #FF3B304D".
    public var clipboardText: String? {
        guard model.bars.indices.contains(model.focusIndex) else { return nil }
        let bar = model.bars[model.focusIndex]
        return ClipboardText.item(
            name: bar.name, opacity: bar.opacity, red: bar.color.red, green: bar.color.green, blue: bar.color.blue)
    }

    public func settled(at time: Double, stalled: Double?) {
        if let stalled { interaction.note("[\(time)] settle stopped: the engine's deadline \(stalled) did not move") }
        if interaction.isAnimating { interaction.stopAnimations(at: time) }
    }
}
