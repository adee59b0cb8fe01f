import Gestures
import TraceReplay

/// A keyboard without xkb for the parser tests: keys are not under test there, and compiling
/// the xkb keymap for each of thousands of parses would dominate the run. Evdev codes become
/// `Key`s as they are; the depressed mask is the modifier set.
public final class RawKeys: KeyboardResolving {
    public init() {}
    public func key(evdev: UInt32, pressed: Bool) -> Key { Key(rawValue: evdev) }
    public func modifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) -> Modifiers {
        Modifiers(rawValue: UInt8(truncatingIfNeeded: depressed))
    }
}
