/// The name of a kind of gesture, as recognizers report it and the explain log prints it.
///
/// Open: a recognizer written outside this module declares its own
/// (`static let lasso = GestureKind("lasso")`). A static string, so reports that carry it stay
/// plain values (no reference counting, no allocation per report).
public struct GestureKind: Hashable, Sendable, CustomStringConvertible {
    public let name: StaticString

    public init(_ name: StaticString) { self.name = name }

    public static func == (a: GestureKind, b: GestureKind) -> Bool { a.name.isSameText(as: b.name) }
    public func hash(into hasher: inout Hasher) { name.hashText(into: &hasher) }
    public var description: String { name.description }

    /// Discrete: only `.ended`, at lift; `count` is the number of taps (1).
    public static let tap = GestureKind("tap")
    /// Discrete: only `.ended`, at the second lift, `count` 2 (overrides the second tap).
    public static let doubleTap = GestureKind("doubleTap")
    /// Three or more taps (`TapRecognizer(count:)`; the report's `count` says how many).
    public static let multiTap = GestureKind("multiTap")
    /// Began when held still for the minimum duration; `.changed` as it moves afterwards
    /// (sequenced before a drag), `.entered` / `.exited` as it crosses sibling regions.
    public static let longPress = GestureKind("longPress")
    /// A long press being held, before it fires (`LongPressRecognizer(reportsPressing:)`):
    /// ended when it fires, cancelled when it no longer can.
    public static let pressing = GestureKind("pressing")
    /// A drag that won by distance and direction.
    public static let drag = GestureKind("drag")
    /// A sequence tracked over a container's children from its down (`TrackingRecognizer`):
    /// began at the down, `.changed` as it moves, `.entered` / `.exited` with each child it
    /// crosses (and `.exited` for the last one before it ends).
    public static let tracking = GestureKind("tracking")
    /// Touch or mouse scroll of a scrolling region (centroid of its touches).
    public static let scroll = GestureKind("scroll")
    /// The animation after a scroll or touchpad scroll ends with enough velocity.
    public static let fling = GestureKind("fling")
    /// Two touches, or a touchpad pinch: `scale` relative to began, `location` the centroid.
    public static let pinch = GestureKind("pinch")
    /// Two touches turning: `rotation` in degrees since began.
    public static let rotation = GestureKind("rotation")
    /// Pointer over a region; `.changed` on motion and modifier changes.
    public static let hover = GestureKind("hover")
    /// Touchpad (finger / continuous) vertical scroll run, ended by axis_stop.
    public static let axisScroll = GestureKind("axisScroll")
    /// Touchpad horizontal run over a region: `delta.x` per report, locked per run.
    public static let axisPan = GestureKind("axisPan")
    /// Discrete: one wheel frame (`delta` in px), already applied to the scroller.
    public static let wheel = GestureKind("wheel")
    /// Discrete: one Ctrl + wheel frame, `scale` the zoom factor, `location` the pointer.
    public static let wheelZoom = GestureKind("wheelZoom")
}

extension StaticString {
    /// Byte-wise equality (two literals with the same text may live at different addresses).
    func isSameText(as other: StaticString) -> Bool {
        guard hasPointerRepresentation, other.hasPointerRepresentation else {
            return description == other.description
        }
        let n = utf8CodeUnitCount
        guard n == other.utf8CodeUnitCount else { return false }
        if utf8Start == other.utf8Start { return true }
        for i in 0 ..< n where utf8Start[i] != other.utf8Start[i] { return false }
        return true
    }

    func hashText(into hasher: inout Hasher) {
        guard hasPointerRepresentation else { hasher.combine(description); return }
        hasher.combine(bytes: UnsafeRawBufferPointer(start: utf8Start, count: utf8CodeUnitCount))
    }
}
