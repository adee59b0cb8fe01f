import Gestures

/// Maps the `Gestures` engine's decisions onto the model. (Being wired to the engine as its
/// API lands; until then pointer and touch events are not interpreted.)
final class GestureInteraction {
    let configuration: AppConfiguration
    private(set) var explanations: [String] = []

    init(configuration: AppConfiguration) { self.configuration = configuration }

    func handle(_ event: InputEvent, at now: Double, model: inout AppModel) {}
    func modifiersChanged(_ modifiers: Modifiers, at now: Double, model: inout AppModel) {
        model.hoverModifiers = modifiers
    }
    func cancelAll(reason: String, at now: Double, model: inout AppModel) {}
    func escape(at now: Double, model: inout AppModel) {}
    func layoutChanged(model: inout AppModel) {}
    func advance(to now: Double, model: inout AppModel) {}
    func stopAnimations(at now: Double, model: inout AppModel) {}
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { false }
    func cursor(model: AppModel) -> CursorShape { .default }
}
