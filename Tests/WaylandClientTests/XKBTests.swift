import CXKB
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The cw_xkb helpers: the one path from evdev codes and xkb masks to keysyms and
/// Gestures.Modifiers bits, shared by the live client and TraceReplay.
@Suite struct XKBTests {
    // evdev codes (linux/input-event-codes.h)
    static let keyA: UInt32 = 30, keyLeftShift: UInt32 = 42, keyUp: UInt32 = 103, keyEsc: UInt32 = 1

    @Test func defaultKeymapResolvesKeysyms() throws {
        let xkb = try #require(cw_xkb_new_default())
        defer { cw_xkb_free(xkb) }
        #expect(cw_xkb_key(xkb, Self.keyA, 1) == 0x61)   // 'a'
        #expect(cw_xkb_key(xkb, Self.keyA, 0) == 0x61)
        #expect(cw_xkb_key(xkb, Self.keyUp, 1) == 0xff52)   // XKB_KEY_Up
        #expect(cw_xkb_key(xkb, Self.keyEsc, 1) == 0xff1b)   // XKB_KEY_Escape
    }

    @Test func shiftHeldChangesTheKeysym() throws {
        let xkb = try #require(cw_xkb_new_default())
        defer { cw_xkb_free(xkb) }
        _ = cw_xkb_key(xkb, Self.keyLeftShift, 1)
        #expect(cw_xkb_modifiers(xkb, 1, 0, 0, 0) == UInt8(CW_MOD_SHIFT))
        #expect(cw_xkb_key(xkb, Self.keyA, 1) == 0x41)   // 'A'
        _ = cw_xkb_key(xkb, Self.keyLeftShift, 0)
        #expect(cw_xkb_modifiers(xkb, 0, 0, 0, 0) == 0)
        #expect(cw_xkb_key(xkb, Self.keyA, 1) == 0x61)
    }

    /// The state follows wl_keyboard.modifiers alone, as xkbcommon advises clients: a key
    /// event changes nothing, so a compositor's modifiers are never counted twice or undone.
    @Test func aKeyNeverChangesTheStateOnlyTheModifiersEventDoes() throws {
        let xkb = try #require(cw_xkb_new_default())
        defer { cw_xkb_free(xkb) }
        _ = cw_xkb_key(xkb, Self.keyLeftShift, 1)
        #expect(cw_xkb_current_modifiers(xkb) == 0, "Shift's key alone is not Shift held")
        #expect(cw_xkb_key(xkb, Self.keyA, 1) == 0x61)
        #expect(cw_xkb_modifiers(xkb, 0, 0, 0, 0) == 0)
        _ = cw_xkb_key(xkb, Self.keyLeftShift, 0)
        #expect(cw_xkb_modifiers(xkb, 1, 0, 0, 0) == UInt8(CW_MOD_SHIFT), "a release does not undo the mask")
    }

    /// A Russian layout active (group 1 of "us,ru", compiled by xkbcommon from its own data):
    /// letters type Cyrillic, and with Ctrl held the key gives the first layout's Latin letter,
    /// so Ctrl+Q and Ctrl+W close the window in either layout, as in GTK and foot.
    @Test func withACyrillicLayoutActiveCtrlLettersMatchTheLatinLayout() throws {
        let xkb = try #require(cw_xkb_new_from_layouts("us,ru"))
        defer { cw_xkb_free(xkb) }
        let keyQ: UInt32 = 16, keyW: UInt32 = 17, key1: UInt32 = 2
        #expect(cw_xkb_modifiers(xkb, 0, 0, 0, 1) == 0)
        #expect(cw_xkb_key(xkb, keyQ, 1) == 0x6ca, "Cyrillic_shorti: the active layout types")
        #expect(cw_xkb_key(xkb, keyW, 1) == 0x6c3, "Cyrillic_tse")
        #expect(cw_xkb_modifiers(xkb, 4, 0, 0, 1) == UInt8(CW_MOD_CTRL))
        #expect(cw_xkb_key(xkb, keyQ, 1) == 0x71, "Ctrl+Й is Ctrl+q")
        #expect(cw_xkb_key(xkb, keyW, 1) == 0x77, "Ctrl+Ц is Ctrl+w")
        #expect(cw_xkb_key(xkb, key1, 1) == 0x31, "no letter on the key: its own symbol")
        #expect(cw_xkb_key(xkb, Self.keyEsc, 1) == 0xff1b)
        #expect(cw_xkb_modifiers(xkb, 4 | 1, 0, 0, 1) == UInt8(CW_MOD_CTRL | CW_MOD_SHIFT))
        #expect(cw_xkb_key(xkb, keyQ, 1) == 0x51, "Shift's level in the Latin layout: Q")
        #expect(cw_xkb_modifiers(xkb, 4, 0, 0, 0) == UInt8(CW_MOD_CTRL))
        #expect(cw_xkb_key(xkb, keyQ, 1) == 0x71, "the us layout active: unchanged")
    }

    /// The us keymap's real modifier masks: Shift 1, Control 4, Mod1 (Alt) 8, Mod4 (Super) 64.
    @Test(
        arguments: [
            (1, 1), (4, 2), (8, 4), (64, 8), (1 | 4 | 8 | 64, 15), (0, 0), (2, 0),
        ] as [(UInt32, UInt8)])
    func masksResolveToModifierBits(mask: UInt32, bits: UInt8) throws {
        let xkb = try #require(cw_xkb_new_default())
        defer { cw_xkb_free(xkb) }
        #expect(cw_xkb_modifiers(xkb, mask, 0, 0, 0) == bits)
    }

    @Test func lockedModifiersCountToo() throws {
        let xkb = try #require(cw_xkb_new_default())
        defer { cw_xkb_free(xkb) }
        #expect(cw_xkb_modifiers(xkb, 0, 0, 1, 0) == 1)   // Shift locked
        #expect(cw_xkb_modifiers(xkb, 0, 0, 0, 0) == 0)
    }

    @Test func keymapFromFileDescriptorLikeTheCompositorSendsIt() throws {
        // Compile a keymap text the way a compositor serves it: NUL-terminated, behind an fd.
        let text = try keymapText()
        var template = Array("/tmp/cw-keymap-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        try #require(fd >= 0)
        defer { close(fd) }
        _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) }
        let bytes = Array(text.utf8) + [0]
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        try #require(written == bytes.count)
        let xkb = try #require(cw_xkb_new_from_fd(fd, UInt32(bytes.count)))
        defer { cw_xkb_free(xkb) }
        #expect(cw_xkb_key(xkb, Self.keyA, 1) == 0x61)
    }

    @Test func unusableKeymapsGiveNil() {
        #expect(cw_xkb_new_from_fd(-1, 100) == nil)
        let garbage = "xkb_keymap { this is not a keymap"
        #expect(garbage.withCString { cw_xkb_new_from_string($0, strlen($0)) } == nil)
        #expect(cw_xkb_new_from_fd(0, 0) == nil)
    }

    @Test func nilStateIsHarmless() {
        #expect(cw_xkb_key(nil, Self.keyA, 1) == 0)
        #expect(cw_xkb_modifiers(nil, 1, 0, 0, 0) == 0)
        cw_xkb_free(nil)
    }

    /// The default keymap serialised by xkbcommon itself (no external tool needed).
    private func keymapText() throws -> String {
        let xkb = try #require(cw_xkb_new_default())
        defer { cw_xkb_free(xkb) }
        let text = try #require(cw_xkb_keymap_string(xkb))
        defer { free(text) }
        return String(cString: text)
    }
}
