import ContentHost

/// What replay must know before it delivers the first event, read from the start of the trace
/// only: which app recorded it (`xdg_toplevel.set_app_id` picks the app to build) and the
/// window's size before any input (the first non-zero `xdg_toplevel.configure`), and who drew
/// the window's decorations (`decorationMode`).
///
/// Why a prefix is enough: a client sets its app id before its first commit, the compositor
/// answers that commit with the first configure, and a window receives no pointer, touch or
/// keyboard input before it is mapped, which needs that configure. So `TraceStream` reads
/// ahead until the first such input event and decides there, holding only the few events
/// read so far (seat capabilities, scales, key repeat, the configure); the read-ahead is
/// bounded by `TracePrelude.lineLimit` lines too, so a trace that never gets input (a client
/// that never maps) still starts replaying after a bounded prefix. An app id set after that
/// point does not change the app (the app already exists), and a first configure after input
/// applies when it comes instead of from the start: neither happens in a trace of a real
/// session, and the whole corpus replays as it did when replay read the whole file first.
public struct TracePrelude: Sendable, Equatable {
    /// The `xdg_toplevel.set_app_id` read ahead (the last of them), and its line; nil when
    /// the prefix has none (the synthetic corpus of the Colours list).
    public var appID: String?
    public var appIDLine: Int
    /// The first `xdg_toplevel.configure` with both sides non-zero in the prefix.
    public var firstConfiguredWidth: Int?
    public var firstConfiguredHeight: Int?
    /// A `# synthetic` header comment marked the trace as written by a generator.
    public var isSynthetic: Bool
    /// The client drew its own decorations (it set a window geometry before its first frame).
    public var drawsDecorations: Bool
    /// The first `zxdg_toplevel_decoration_v1.configure` of the prefix: the mode the compositor
    /// gave; nil when the client made no decoration object.
    public var configuredDecorationMode: DecorationMode?
    /// Whether the compositor's globals offered xdg-decoration; nil when the prefix has no
    /// `wl_registry.global` (a trace cut after start-up).
    public var decorationManagerOffered: Bool?

    /// Who draws the decorations of the window replayed from this trace: the mode OpacityBars
    /// would have had under the recorded compositor, which asks for server-side decorations
    /// wherever xdg-decoration is offered. The compositor's own answer when the trace has one;
    /// else the client's, where it drew its own with no xdg-decoration offered (GNOME's
    /// compositor, weston); else the compositor's. So a foreign client that drew its own
    /// decorations where the compositor could have drawn them (weston's demos under sway)
    /// replays without any, as its input's coordinates always were.
    public var decorationMode: DecorationMode {
        if let configuredDecorationMode { return configuredDecorationMode }
        return drawsDecorations && decorationManagerOffered != true ? .client : .server
    }

    public var firstConfiguredSize: (width: Int, height: Int)? {
        guard let w = firstConfiguredWidth, let h = firstConfiguredHeight else { return nil }
        return (w, h)
    }

    /// The most lines read ahead before replay starts without having seen input. A client's
    /// start-up (registry, binds, shm formats, outputs, the first configure) takes a few
    /// hundred lines.
    public static let lineLimit = 4096

    public init(
        appID: String? = nil, appIDLine: Int = 0, firstConfiguredSize: (Int, Int)? = nil,
        isSynthetic: Bool = false, drawsDecorations: Bool = false
    ) {
        self.appID = appID; self.appIDLine = appIDLine
        firstConfiguredWidth = firstConfiguredSize?.0; firstConfiguredHeight = firstConfiguredSize?.1
        self.isSynthetic = isSynthetic
        self.drawsDecorations = drawsDecorations
    }
}
