/// A key as an xkb keysym (`xkb_keysym_t`), resolved from the evdev code by xkbcommon.
///
/// Only the keysyms the engine and the demo name are listed; any other keysym passes through.
public struct Key: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let escape = Key(rawValue: 0xff1b)
    public static let home = Key(rawValue: 0xff50)
    public static let left = Key(rawValue: 0xff51)
    public static let up = Key(rawValue: 0xff52)
    public static let right = Key(rawValue: 0xff53)
    public static let down = Key(rawValue: 0xff54)
    public static let pageUp = Key(rawValue: 0xff55)
    public static let pageDown = Key(rawValue: 0xff56)
    public static let end = Key(rawValue: 0xff57)
    public static let tab = Key(rawValue: 0xff09)
    public static let `return` = Key(rawValue: 0xff0d)
    public static let space = Key(rawValue: 0x0020)
}
