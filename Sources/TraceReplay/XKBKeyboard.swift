import CXKB
import Gestures

/// The default us keymap through the same xkbcommon helpers as the live client
/// (`cw_xkb_*` in CXKB), since a trace loses the compositor's keymap fd.
final class XKBKeyboard: KeyboardResolving {
    private let xkb: OpaquePointer

    /// Fails when xkbcommon cannot compile the default keymap (xkb-data missing).
    init?() {
        guard let xkb = cw_xkb_new_default() else { return nil }
        self.xkb = xkb
    }

    deinit { cw_xkb_free(xkb) }

    func key(evdev: UInt32, pressed: Bool) -> Key {
        Key(rawValue: cw_xkb_key(xkb, evdev, pressed ? 1 : 0))
    }

    func modifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) -> Modifiers {
        Modifiers(rawValue: cw_xkb_modifiers(xkb, depressed, latched, locked, group))
    }
}
