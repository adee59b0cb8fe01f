import ContentHost
import Gestures

/// The keyboard rules of docs/DESIGN.md: the focus ring starts on the first bar; Up/Down
/// move it and scroll it into view; Right makes the focused bar 10 % more transparent and
/// Left 10 % more opaque (Shift: 1 %); Page Up/Down, Home/End scroll; Escape cancels an
/// opacity drag in progress. Arrows and Page keys repeat while held (the runtime's
/// `KeyRepeat`, on the virtual clock); Ctrl+Q and Ctrl+W close (`ContentRuntime`).
extension AppCore {
    /// A key went down (releases are the runtime's: they stop the repeat).
    func keyPressed(_ key: Key, code: UInt32?, at now: Double) {
        // Escape is the engine's: it cancels an opacity drag and restores the bar.
        if key == .escape { return }
        guard applyKey(key, repeated: false, at: now) else { return }
        runtime.keyPressed(key, code: code, repeats: Self.repeatableKeys.contains(key), at: now)
    }

    static let repeatableKeys: Set<Key> = [.up, .down, .left, .right, .pageUp, .pageDown]

    /// Applies one press or repeat of `key`; false when the key has no rule here.
    @discardableResult
    func applyKey(_ key: Key, repeated: Bool, at now: Double) -> Bool {
        let count = model.bars.count
        guard count > 0 else { return false }
        let layout = model.layout
        var bar: Int?
        switch key {
        case .up, .down:
            model.focusIndex = min(count - 1, max(0, model.focusIndex + (key == .up ? -1 : 1)))
            interaction.scroll(
                to: layout.offset(revealing: model.focusIndex, from: interaction.scrollOffset),
                at: now)
            bar = model.focusIndex
        case .left, .right:
            let step =
                runtime.modifiers.contains(.shift) ? configuration.keyOpacityFineStep : configuration.keyOpacityStep
            let index = min(count - 1, max(0, model.focusIndex))
            setStepOpacity(ofBar: index, to: model.bars[index].opacity + (key == .left ? step : -step))
            bar = index
        case .pageUp, .pageDown:
            let page = max(1, Double(model.height) - layout.headerHeight - configuration.margin)
            interaction.scroll(to: interaction.scrollOffset + (key == .pageUp ? -page : page), at: now)
        case .home:
            interaction.scroll(to: 0, at: now)
        case .end:
            interaction.scroll(to: layout.maxScrollOffset, at: now)
        default:
            return false
        }
        if !repeated { model.record(.key, bar: bar, outcome: .ended, at: now) }
        return true
    }

    /// Sets bar `index`'s opacity to `value` (clamped to [0, 1]) at virtual time `now` as the
    /// keyboard's steps do: assistive technology's Value.Set. The focus stays where it is and
    /// the gesture log records nothing (it logs gestures).
    public func setOpacity(ofBar index: Int, to value: Double, at now: Double) {
        advance(to: now)
        guard model.bars.indices.contains(index), value.isFinite else { return }
        setStepOpacity(ofBar: index, to: value)
    }

    /// Rounded to 10^-6 so that repeated steps land on the decimal values (0.7, not
    /// 0.7000000000000001): a fixed numeric tolerance, far below any step, not a setting.
    private func setStepOpacity(ofBar index: Int, to value: Double) {
        model.setOpacity(ofBar: index, to: (value * 1_000_000).rounded() / 1_000_000)
    }
}
