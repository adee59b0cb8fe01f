import ContentHost

/// The app's state as the JSON snapshot of docs/DESIGN.md (replay `--state`, live tests,
/// unit tests).
///
/// Field names are docs/DESIGN.md's exactly. Numbers are rounded (`rounded(_:)`) when the
/// snapshot is taken so that two runs of the same input print the same text.
public struct StateSnapshot: Codable, Equatable, Sendable {
    public struct Size: Codable, Equatable, Sendable {
        public var width: Int
        public var height: Int
    }
    public struct Frame: Codable, Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
    }
    public struct BarState: Codable, Equatable, Sendable {
        public var name: String
        public var opacity: Double
        /// Content coordinates (add −scrollOffset to y for surface coordinates).
        public var frame: Frame
    }
    public struct GestureRecord: Codable, Equatable, Sendable {
        /// Virtual clock (ms) when the gesture ended or was cancelled.
        public var time: Double
        /// tap, doubleTap, longPress, paint, opacityDrag, scroll, fling, pinch, axisScroll,
        /// axisOpacity or key.
        public var gesture: String
        /// The bar the gesture acted on, if any.
        public var bar: String?
        /// ended or cancelled.
        public var outcome: String
    }

    public var size: Size
    public var scale: Double
    public var scrollOffset: Double
    public var maxScrollOffset: Double
    public var rowHeight: Double
    public var bars: [BarState]
    public var gestures: [GestureRecord]
    /// The desktop's settings the app drew with; absent for the defaults (light, no portal),
    /// so that a run under them prints what it printed before settings existed.
    public var settings: DesktopSettings?
}

extension StateSnapshot {
    /// Decimals the snapshot keeps: lengths and times (logical px, ms) to 3, ratios (opacity,
    /// scale) to 4. Fixed, not in `AppConfiguration`: they are the state format, in which
    /// the corpus's expected states are written.
    static let lengthDecimals = 3
    static let ratioDecimals = 4
}

/// Rounds to `places` decimals; -0 becomes 0 so that JSON never prints "-0".
func rounded(_ value: Double, places: Int = StateSnapshot.ratioDecimals) -> Double {
    guard value.isFinite else { return 0 }
    var factor = 1.0
    for _ in 0 ..< places { factor *= 10 }
    let result = (value * factor).rounded() / factor
    return result == 0 ? 0 : result
}
