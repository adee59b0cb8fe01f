import AppTestSupport
import ContentHost
import Drawing
import Gestures
import Testing

@testable import TraceReplay

/// What a trace says about the window's decorations: who the recorded compositor let draw
/// them (`TracePrelude.decorationMode`), and the states a client that drew its own was in
/// (`TraceToplevelStates`).
@Suite struct TraceDecorationTests {
    static let managerOffered =
        "[    100.000]  wl_registry@2.global(1, \"wl_compositor\", 4)\n"
        + "[    100.001]  wl_registry@2.global(13, \"zxdg_decoration_manager_v1\", 1)\n"
    static let noManager =
        "[    100.000]  wl_registry@2.global(1, \"wl_compositor\", 4)\n"
        + "[    100.001]  wl_registry@2.global(2, \"xdg_wm_base\", 4)\n"
    static let getToplevel = "[    100.100] -> xdg_surface@10.get_toplevel(new id xdg_toplevel@11)\n"
    static let geometry = "[    100.300] -> xdg_surface@10.set_window_geometry(12, 12, 480, 832)\n"
    static let configure = "[    100.200]  xdg_toplevel@11.configure(0, 0, array[0])\n"
    static let input = "[    200.000]  wl_pointer@12.enter(5, wl_surface@3, 10.00000000, 10.00000000)\n"

    static func decoration(_ mode: Int) -> String {
        "[    100.150]  zxdg_toplevel_decoration_v1@14.configure(\(mode))\n"
    }

    static func prelude(_ text: String) throws -> TracePrelude {
        try TraceStream(contents: text, file: "t", keyboard: RawKeys()).readPrelude()
    }

    @Test func theModeTheCompositorConfiguredWins() throws {
        let client = try Self.prelude(
            Self.managerOffered + Self.getToplevel + Self.decoration(1) + Self.configure
                + Self.geometry + Self.input)
        #expect(client.configuredDecorationMode == .client && client.decorationMode == .client)
        let server = try Self.prelude(
            Self.managerOffered + Self.getToplevel + Self.decoration(2) + Self.configure
                + Self.input)
        #expect(server.decorationMode == .server)
    }

    /// GNOME's kind: no xdg-decoration offered, the client drew its own.
    @Test func aClientThatDrewItsOwnWhereNoneWasOfferedReplaysInTheAppsOwn() throws {
        let p = try Self.prelude(Self.noManager + Self.getToplevel + Self.configure + Self.geometry + Self.input)
        #expect(p.decorationManagerOffered == false && p.drawsDecorations)
        #expect(p.decorationMode == .client)
        // A trace cut after start-up shows no registry: what the client drew decides.
        #expect(
            try Self.prelude(Self.getToplevel + Self.configure + Self.geometry + Self.input).decorationMode == .client)
    }

    /// weston's demos under sway: they draw their own where sway could have drawn them, and
    /// OpacityBars would have asked sway to.
    @Test func aClientThatDrewItsOwnWhereTheCompositorCouldHaveReplaysBare() throws {
        let p = try Self.prelude(Self.managerOffered + Self.getToplevel + Self.configure + Self.geometry + Self.input)
        #expect(p.decorationManagerOffered == true && p.drawsDecorations)
        #expect(p.decorationMode == .server)
        #expect(
            try Self.prelude(Self.noManager + Self.getToplevel + Self.configure + Self.input).decorationMode == .server)
    }

    @Test func statesFromTheCountAndTheGeometry() {
        var s = TraceToplevelStates()
        #expect(s.states == [] && !s.clientSide)
        s.count = 2
        #expect(s.states == [.activated])
        s.geometryOrigin = (12, 12)
        #expect(s.states == [.activated] && s.clientSide)
        s.geometryOrigin = (0, 0)
        #expect(s.states == [.activated, .maximized])
        s.count = 0
        #expect(s.states == [.maximized])
    }

    /// The events reach a `ToplevelContent` in trace order: the mode, the bounds, the states
    /// implied (only once the client has drawn its own), the size.
    @Test func theReplayerHandsThemToAToplevelContent() throws {
        let text =
            Self.managerOffered + Self.getToplevel + Self.decoration(1)
            + "[    100.190]  xdg_toplevel@11.configure_bounds(800, 600)\n"
            + "[    100.200]  xdg_toplevel@11.configure(0, 0, array[4])\n" + Self.geometry + Self.input
            + "[    250.000]  xdg_toplevel@11.configure(800, 600, array[8])\n"
            + "[    250.100] -> xdg_surface@10.set_window_geometry(0, 0, 800, 600)\n"
        let content = RecordingToplevel()
        try Replayer.run(TraceStream(contents: text, file: "t", keyboard: RawKeys()), into: content)
        // States come with each configure once the client has drawn its own, and again when
        // its geometry tells more (maximized: it starts at 0, 0).
        #expect(
            content.log == [
                "mode client", "bounds 800×600", "configure 0×0", "states [activated]",
                "states [activated]", "configure 800×600", "states [activated, maximized]",
            ])
    }
}

/// A content that records what the replayer tells it about the window.
final class RecordingToplevel: ToplevelContent {
    var log: [String] = []
    func setStates(_ states: ToplevelStates) {
        var names: [String] = []
        if states.contains(.activated) { names.append("activated") }
        if states.contains(.maximized) { names.append("maximized") }
        log.append("states [\(names.joined(separator: ", "))]")
    }
    func setBounds(width: Int, height: Int) { log.append("bounds \(width)×\(height)") }
    func setCapabilities(_ capabilities: WindowCapabilities) {}
    func setDecorationMode(_ mode: DecorationMode) { log.append("mode \(mode)") }
    var windowGeometry: LogicalRect? { nil }
    func takeRequests() -> [WindowRequest] { [] }
    func handle(_ event: InputEvent, at now: Double) {}
    func configure(width: Int, height: Int) { log.append("configure \(width)×\(height)") }
    func setScale(_ scale: Double) {}
    func requestClose() {}
    func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {}
    func advance(to now: Double) {}
    func settle(from now: Double) -> Double { now }
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { false }
    var scale: Double { 1 }
    var logicalSize: (width: Int, height: Int) { (1, 1) }
    var needsRedraw: Bool { false }
    func render(into canvas: Canvas, stale: Region?) -> Region { .empty }
    var cursor: CursorShape { .default }
    var wantsToClose: Bool { false }
}
