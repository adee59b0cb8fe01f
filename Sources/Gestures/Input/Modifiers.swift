/// Keyboard modifiers, already resolved from xkb state (by the C shim live, by the replayer's
/// default keymap in replay).
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let control = Modifiers(rawValue: 1 << 1)
    public static let alt = Modifiers(rawValue: 1 << 2)
    /// The Super (logo, "Windows", Cmd) key.
    public static let superKey = Modifiers(rawValue: 1 << 3)
}
