import ContentHost
import Gestures

/// The keyboard: Tab and Shift+Tab move the focus between the page's shapes, arrows move the
/// focused one (10 px, Shift 1 px), + and − scale it, Enter or Space activates it (opens a
/// page, presses a control, taps), Delete removes a square, the Menu key or Shift+F10 opens
/// the focused square's context menu, Escape goes back. Keys are X
/// keysyms, as xkbcommon resolves them live and in replay. While a popup (the context menu)
/// is open, it takes the keys.
extension GalleryCore {
    static let plus = Key(rawValue: 0x2b), equal = Key(rawValue: 0x3d), keypadPlus = Key(rawValue: 0xffab)
    static let minus = Key(rawValue: 0x2d), keypadMinus = Key(rawValue: 0xffad)
    static let keypadEnter = Key(rawValue: 0xff8d), delete = Key(rawValue: 0xffff), backSpace = Key(rawValue: 0xff08)
    static let isoLeftTab = Key(rawValue: 0xfe20)
    /// XKB_KEY_Menu and XKB_KEY_F10 (with Shift): the context menu from the keyboard.
    static let menuKey = Key(rawValue: 0xff67), f10 = Key(rawValue: 0xffc7)
    /// One +/− step: five steps double the size.
    static let scaleStep = 1.148_698_354_997_035

    func keyPressed(_ key: Key, cancelledAGesture: Bool) {
        let shift = engine.modifiers.contains(.shift)
        let step = shift ? 1.0 : 10.0
        // An open popup takes every key (it is modal).
        if current.popupKey(key, backwards: shift) {
            dirty = true
            showModal()
            return
        }
        switch key {
        case .escape:
            // An Escape that cancelled a gesture (the engine's rule) does only that.
            if !cancelledAGesture, page != .home { back() }
        case .tab: moveFocus(backwards: shift)
        case Self.isoLeftTab: moveFocus(backwards: true)
        case .left: moveFocused(Point(x: -step, y: 0))
        case .right: moveFocused(Point(x: step, y: 0))
        case .up: moveFocused(Point(x: 0, y: -step))
        case .down: moveFocused(Point(x: 0, y: step))
        case Self.plus, Self.equal, Self.keypadPlus: rescaleFocused(Self.scaleStep)
        case Self.minus, Self.keypadMinus: rescaleFocused(1 / Self.scaleStep)
        case .return, Self.keypadEnter, .space:
            guard let focus else { return }
            activate(focus)
        case Self.menuKey,
            Self.f10 where shift:
            guard let focus, current.openMenu(for: focus) else { return }
            dirty = true
            showModal()
        case Self.delete, Self.backSpace:
            guard let focus, current.delete(focus) else { return }
            self.focus = nil
            dirty = true
            showModal()
        default: break
        }
    }

    /// Ctrl+C copies the focused shape: its name, opacity and colour ("shape-1 100 % #FF9500FF").
    public var clipboardText: String? {
        guard let focus, let shape = shape(focus) else { return nil }
        let argb = shape.colour.color.argb   // every gallery colour is opaque: the channels as they are
        return ClipboardText.item(
            name: shape.name, opacity: shape.opacity, red: UInt8(truncatingIfNeeded: argb >> 16),
            green: UInt8(truncatingIfNeeded: argb >> 8), blue: UInt8(truncatingIfNeeded: argb))
    }

    /// What Enter on the shape `name` of the current page does (opens a page, presses a
    /// control, taps), whether or not it has the focus: the keyboard's path, which a screen
    /// reader's action takes too.
    public func activate(_ name: String) {
        dirty = true
        switch current.activate(name) {
        case .none: showModal()
        case .back: back()
        case .open(let target): open(target)
        }
    }

    /// Sets the value (0…1) of the control `name` on the current page (the pointer page's
    /// alpha control), as a screen reader's Value interface does: true when it has one.
    @discardableResult
    public func setValue(_ value: Double, of name: String) -> Bool {
        guard current.setValue(value, of: name) else { return false }
        dirty = true
        return true
    }

    private func moveFocus(backwards: Bool) {
        let names = current.focusable
        guard !names.isEmpty else { focus = nil; return }
        if let focus, let i = names.firstIndex(of: focus) {
            self.focus = names[(i + (backwards ? names.count - 1 : 1)) % names.count]
        } else {
            focus = backwards ? names.last : names.first
        }
        dirty = true
    }

    private func moveFocused(_ delta: Point) {
        guard let focus else { return }
        current.move(focus, by: delta)
        dirty = true
        showModal()
    }

    private func rescaleFocused(_ factor: Double) {
        guard let focus else { return }
        current.rescale(focus, by: factor)
        dirty = true
        showModal()
    }
}
