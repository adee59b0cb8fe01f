/// Where a gesture is in its life. Every gesture that reports `.began` later reports exactly
/// one of `.ended` or `.cancelled`, and nothing after it. Discrete gestures report only `.ended`.
public enum GesturePhase: UInt8, Hashable, Sendable, CustomStringConvertible {
    case began
    case changed
    /// Enter/exit tracking: the sequence of this gesture entered `region`.
    case entered
    /// Enter/exit tracking: the sequence of this gesture left `region`.
    case exited
    case ended
    case cancelled

    public var description: String {
        switch self {
        case .began: "began"
        case .changed: "changed"
        case .entered: "entered"
        case .exited: "exited"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

/// Why a gesture was cancelled.
public enum CancelReason: UInt8, Hashable, Sendable, CustomStringConvertible {
    /// wl_touch.cancel.
    case touchCancel
    /// The seat lost the capability (pointer or touch) the sequence came from.
    case capabilityLost
    /// Keyboard focus left the surface (wl_keyboard.leave).
    case focusLost
    /// The pointer left the surface during a gesture that needs it.
    case pointerLeft
    /// Escape pressed during a drag.
    case escape
    /// Another gesture took over the sequence (for example a scroll handed over to a pinch).
    case lostToOther
    /// A fling stopped by a new touch, hold, wheel or an explicit scroll.
    case interrupted
    /// The app called `cancelAll`.
    case app
    /// The compositor cancelled a touchpad gesture (pointer-gestures `end(cancelled: 1)`).
    case compositor

    public var description: String {
        switch self {
        case .touchCancel: "touch cancel"
        case .capabilityLost: "capability lost"
        case .focusLost: "focus lost"
        case .pointerLeft: "pointer left"
        case .escape: "escape"
        case .lostToOther: "lost to another gesture"
        case .interrupted: "interrupted"
        case .app: "cancelled by the app"
        case .compositor: "cancelled by the compositor"
        }
    }
}

/// What produced a gesture.
public enum GestureSource: UInt8, Hashable, Sendable, CustomStringConvertible {
    case touch
    /// The pointer with its left button (or hover).
    case mouse
    /// Wheel clicks (discrete / value120 / wheel source).
    case wheel
    /// Touchpad axis (finger / continuous source) or pointer-gestures.
    case touchpad
    /// Produced by the engine itself (fling).
    case animation

    public var description: String {
        switch self {
        case .touch: "touch"
        case .mouse: "mouse"
        case .wheel: "wheel"
        case .touchpad: "touchpad"
        case .animation: "animation"
        }
    }
}

/// An input sequence: one touch point, the pointer button, the touchpad axis, or the
/// touchpad's pointer-gestures. Each sequence has its own contest in the arena.
public enum InputSequence: Hashable, Sendable, CustomStringConvertible {
    case touch(Int32)
    case pointer
    case axis
    case touchpadGesture
    /// Gestures of several sequences (the shared scroll, a pinch, a fling).
    case group

    public var description: String {
        switch self {
        case .touch(let id): "touch \(id)"
        case .pointer: "pointer"
        case .axis: "axis"
        case .touchpadGesture: "touchpad gesture"
        case .group: "group"
        }
    }
}

/// Identity of one gesture from began to its end (unique within an engine).
public struct GestureID: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt64
    @inlinable public init(rawValue: UInt64) { self.rawValue = rawValue }
    public var description: String { "#\(rawValue)" }
}

/// One report from the engine: a gesture began, changed, ended, was cancelled, or a pointer
/// entered or left. A plain value; a call's reports are the engine's `reports`.
public struct GestureReport: Hashable, Sendable, CustomStringConvertible {
    public var kind: GestureKind
    public var phase: GesturePhase
    public var id: GestureID
    public var sequence: InputSequence
    public var source: GestureSource
    /// The virtual time (ms) of the call that produced this report.
    public var time: Double
    /// The region whose recognizer this is (the row for tap/drag/long press, the scrolling
    /// region for scroll/fling/pinch); for `.entered` / `.exited`, the region crossed.
    /// For a long press's `.changed`, the region under `location` (nil between regions).
    package var region: GestureRegionID?
    /// Current location, surface coordinates (tap: the lift point; pinch: the centroid).
    public var location: Point
    /// Where the sequence started (surface coordinates).
    public var startLocation: Point
    /// Movement since began (scroll: cumulative centroid movement, 1:1 with the content).
    public var translation: Point
    /// Movement since this gesture's previous report.
    public var delta: Point
    /// Velocity (px/s) from the last `velocityWindow` of samples (event time).
    public var velocity: Point
    /// Where the location would come to rest if released now with `velocity` and the fling
    /// deceleration (SwiftUI's `predictedEndLocation`).
    public var predictedEndLocation: Point
    /// Where the translation would come to rest if released now: `predictedEndLocation`
    /// relative to `startLocation` (SwiftUI's `predictedEndTranslation`).
    public var predictedEndTranslation: Point { predictedEndLocation - startLocation }
    /// Pinch: distance between the touches relative to began (touchpad: as sent);
    /// wheelZoom: the factor for this frame.
    public var scale: Double
    /// Pinch: vertical span relative to began (1 if the span was < 1 px at began).
    public var verticalScale: Double
    /// Rotation in degrees since began (clockwise, surface coordinates).
    public var rotation: Double
    /// Tap count (1 tap, 2 double tap).
    public var count: Int
    /// The primary scroller's offset after this report (px, within [0, max]): the first
    /// scrolling region's (`GestureEngine.scrollOffset`; the others: `scrollOffset(of:)`).
    public var scrollOffset: Double
    /// Keyboard modifiers held when this was reported.
    public var modifiers: Modifiers
    /// Set when `phase == .cancelled`.
    public var cancelReason: CancelReason?
    /// The recognizer object that made this report (nil for the engine's own: a fling). Two
    /// recognizers of one kind are told apart by it; typed gestures route reports with it.
    /// It names an object of this run, so equality leaves it out: the same input gives equal
    /// reports in every run.
    public var recognizer: ObjectIdentifier?

    public static func == (a: GestureReport, b: GestureReport) -> Bool {
        a.kind == b.kind && a.phase == b.phase && a.id == b.id && a.sequence == b.sequence
            && a.source == b.source && a.time == b.time && a.region == b.region
            && a.location == b.location && a.startLocation == b.startLocation
            && a.translation == b.translation && a.delta == b.delta && a.velocity == b.velocity
            && a.predictedEndLocation == b.predictedEndLocation && a.scale == b.scale
            && a.verticalScale == b.verticalScale && a.rotation == b.rotation && a.count == b.count
            && a.scrollOffset == b.scrollOffset && a.modifiers == b.modifiers
            && a.cancelReason == b.cancelReason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind); hasher.combine(phase); hasher.combine(id); hasher.combine(time)
        hasher.combine(region); hasher.combine(location)
    }

    package init(
        kind: GestureKind, phase: GesturePhase, id: GestureID, sequence: InputSequence,
        source: GestureSource, time: Double, region: GestureRegionID? = nil,
        location: Point = .zero, startLocation: Point = .zero, translation: Point = .zero,
        delta: Point = .zero, velocity: Point = .zero, predictedEndLocation: Point = .zero,
        scale: Double = 1, verticalScale: Double = 1, rotation: Double = 0, count: Int = 0,
        scrollOffset: Double = 0, modifiers: Modifiers = [], cancelReason: CancelReason? = nil,
        recognizer: ObjectIdentifier? = nil
    ) {
        self.kind = kind; self.phase = phase; self.id = id; self.sequence = sequence
        self.source = source; self.time = time; self.region = region; self.location = location
        self.startLocation = startLocation; self.translation = translation; self.delta = delta
        self.velocity = velocity; self.predictedEndLocation = predictedEndLocation
        self.scale = scale; self.verticalScale = verticalScale; self.rotation = rotation
        self.count = count; self.scrollOffset = scrollOffset; self.modifiers = modifiers
        self.cancelReason = cancelReason; self.recognizer = recognizer
    }

    public var description: String {
        var s = "\(time) \(kind) \(phase) \(id) \(sequence)"
        if let region { s += " \(region)" }
        s += " at \(location)"
        if let cancelReason { s += " (\(cancelReason))" }
        return s
    }
}
