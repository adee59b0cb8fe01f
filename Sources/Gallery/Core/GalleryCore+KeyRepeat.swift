import ContentHost
import Gestures

/// Held keys repeat on the gallery's clock, by the same rule as the Colours list
/// (`ContentRuntime`): arrows move the focused shape and + / − scale it again after the
/// compositor's delay, at its rate. Other keys (Tab, Enter, Delete, Escape) act once per press
/// and stop a repeat.
extension GalleryCore {
    static let repeatableKeys: Set<Key> = [.left, .right, .up, .down, plus, equal, keypadPlus, minus, keypadMinus]
}
