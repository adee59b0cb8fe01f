/// A moment on the host's clock: when a gesture's value happened. SwiftUI's values carry a
/// `Date`; here time is an input the host is given (`send(_:at:)`, `advance(to:)`), so a
/// value's time is that clock's reading, which a replay reproduces exactly.
public struct GestureTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since the host's clock began: the unit the host is given time in.
    public var milliseconds: Double

    public init(milliseconds: Double) { self.milliseconds = milliseconds }

    init(_ milliseconds: Double) { self.milliseconds = milliseconds }

    /// Seconds since the host's clock began.
    public var seconds: Double { milliseconds / 1000 }

    /// Seconds from `earlier` to this moment (`Date.timeIntervalSince(_:)`).
    public func timeIntervalSince(_ earlier: GestureTime) -> Double { (milliseconds - earlier.milliseconds) / 1000 }

    /// The moment `seconds` after (before, when negative) this one (`Date.addingTimeInterval(_:)`).
    public func advanced(by seconds: Double) -> GestureTime { GestureTime(milliseconds + seconds * 1000) }

    public static func + (t: GestureTime, seconds: Double) -> GestureTime { t.advanced(by: seconds) }

    public static func < (a: GestureTime, b: GestureTime) -> Bool { a.milliseconds < b.milliseconds }

    public var description: String { "\(milliseconds) ms" }
}
