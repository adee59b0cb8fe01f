import ContentHost
import Gestures

/// What a trace tells the app, beyond raw input: the window events that change layout.
public enum TraceEvent: Hashable, Sendable {
    /// An input event for the engine, in the shared vocabulary of `Gestures`.
    case input(InputEvent)
    /// `xdg_toplevel.configure`: logical size; 0 means "the client chooses" (keep the size).
    case configure(width: Int, height: Int)
    /// `xdg_toplevel.close`.
    case close
    /// `wl_keyboard.repeat_info`: repeats per second (0 = none) and the delay before the first
    /// (ms), for the content's own key repeat (not engine input).
    case keyRepeat(rate: Int32, delay: Int32)
    /// A buffer scale the compositor prefers (wl_output.scale, wl_surface.preferred_buffer_scale,
    /// wp_fractional_scale_v1.preferred_scale).
    case scale(Double)
    /// `xdg_popup.configure`: where the compositor placed the client's popup, relative to the
    /// window (`PopupContent.popupConfigured`).
    case popupConfigure(x: Int, y: Int, width: Int, height: Int)
    /// `xdg_popup.popup_done`: the compositor dismissed the popup.
    case popupDone
    /// How many states the next `configure` carries. The trace keeps no more (libwayland prints
    /// an array as its size): replay reads a non-empty list as an active window.
    case toplevelStates(count: Int)
    /// `xdg_toplevel.configure_bounds`: the largest a window should start (0 = unknown).
    case configureBounds(width: Int, height: Int)
    /// The client's `xdg_surface.set_window_geometry` on its window: it draws its own
    /// decorations around this rectangle of its surface (none of them at the screen's edges
    /// when it starts at 0, 0: maximized or tiled).
    case windowGeometry(x: Int, y: Int, width: Int, height: Int)
    /// `zxdg_toplevel_decoration_v1.configure`: who the compositor says draws the decorations.
    case decorationMode(DecorationMode)
}

/// One event with the virtual-clock time it arrived at and the trace line it came from.
public struct TimedTraceEvent: Hashable, Sendable {
    /// Milliseconds since the trace's first timestamped line (the virtual clock).
    public var now: Double
    public var event: TraceEvent
    /// 1-based line in the trace file (0 for frames the parser synthesised at the end).
    public var line: Int

    public init(now: Double, event: TraceEvent, line: Int) {
        self.now = now; self.event = event; self.line = line
    }
}

/// A whole parsed trace (tests and tools over short fixtures; replay streams): the events the
/// app acts on, in order, on a virtual clock.
public struct Trace: Sendable {
    public var events: [TimedTraceEvent]
    /// The last `xdg_toplevel.configure` with both sides non-zero, if any.
    public var lastConfiguredSize: (Int, Int)?
    /// The first such configure: the window size before any input arrived.
    public var firstConfiguredSize: (Int, Int)?
    /// Number of lines that were read as Wayland messages (events, requests, discarded).
    public var messageLines: Int
    /// True when a header comment marked the trace as synthetic (written by a generator).
    public var isSynthetic: Bool
    /// The client's `xdg_toplevel.set_app_id` (the last one), and its line: which app
    /// recorded the trace, so that replay can pick the same one. Nil when the trace has none
    /// (the synthetic corpus of the Colours list).
    public var appID: String?
    public var appIDLine = 0

    public init(
        events: [TimedTraceEvent] = [], lastConfiguredSize: (Int, Int)? = nil,
        firstConfiguredSize: (Int, Int)? = nil, messageLines: Int = 0, isSynthetic: Bool = false
    ) {
        self.events = events; self.lastConfiguredSize = lastConfiguredSize
        self.firstConfiguredSize = firstConfiguredSize; self.messageLines = messageLines
        self.isSynthetic = isSynthetic
    }

    /// Its events as a replay source (`Replayer.run`).
    public var source: CollectedEvents { CollectedEvents(events: events) }

    /// The input events alone, in order (for tests and tools).
    public var inputEvents: [InputEvent] {
        events.compactMap { if case .input(let e) = $0.event { e } else { nil } }
    }
}

/// A collected trace's events, handed out in order.
public struct CollectedEvents: TraceEventSource {
    public typealias Failure = Never
    let events: [TimedTraceEvent]
    var index = 0

    public mutating func next() -> TimedTraceEvent? {
        guard index < events.count else { return nil }
        defer { index += 1 }
        return events[index]
    }
}

/// A trace that cannot be read: `FILE:LINE: reason`.
public struct TraceError: Error, CustomStringConvertible, Equatable, Sendable {
    public var file: String
    public var line: Int
    public var reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file; self.line = line; self.reason = reason
    }

    /// `FILE:LINE: reason`, or `FILE: reason` for errors about the whole file (line 0).
    public var description: String { line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)" }
}
