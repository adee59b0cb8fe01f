import Foundation
import Testing

extension WireSuites {
    /// Who draws the window's decorations, negotiated over a real socket, and what the app's own
    /// title bar and edges ask of the compositor: the same input (`Fixtures/title-bar.trace`: a
    /// finger drags the title bar, a double click on it, a press in the left margin, a secondary
    /// click on it, a tap on minimize) under a compositor that offers no xdg-decoration (GNOME's
    /// kind), one that draws the decorations itself, and one that grants the app's request for
    /// its own.
    @Suite
    struct DecorationWireTests {
        static let fixture = Binaries.wireFixturesDirectory + "/title-bar.trace"

        private func session(compositor: String, app: [String] = []) async throws -> (WireReport, Data) {
            let session = try await WireSession(
                fixture: Self.fixture, options: ["--decorations", compositor],
                client: [Binaries.opacityBars, "--state", "$DIR/state.json"] + app)
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(session.status == 0 && report.outcome == "done", "\(session.diagnostics)")
            #expect(report.eventsSkipped.isEmpty && report.inputEventsDropped == 0, "\(session.diagnostics)")
            let state = try #require(FileManager.default.contents(atPath: session.directory.file("state.json")))
            return (report, state)
        }

        private func contentSize(_ state: Data) throws -> [Int] {
            let json = try #require(try JSONSerialization.jsonObject(with: state) as? [String: Any])
            let size = try #require(json["size"] as? [String: Any])
            return [size["width"] as? Int ?? -1, size["height"] as? Int ?? -1]
        }

        /// No xdg-decoration: the app draws its own around the list and every title-bar gesture
        /// becomes its request, move, resize and the window menu each with the serial of the
        /// press that started it.
        @Test func without_xdg_decoration_the_title_bar_asks_for_move_resize_maximize_menu_and_minimize() async throws {
            let (report, state) = try await session(compositor: "none")
            let w = report.window
            #expect(w.decorationObjects == 0)
            #expect(w.geometry == [12, 12, 480, 832], "the window geometry leaves out the 12 px shadow")
            #expect(w.minimumSize == [200, 232], "the list's 200 × 200 and the 32 px title bar")
            #expect((report.bufferWidth, report.bufferHeight) == (504, 856))
            #expect(try contentSize(state) == [480, 800])
            #expect(w.moves == 1 && w.maximize == 1 && w.resizes == 1 && w.windowMenus == 1 && w.minimize == 1, "\(w)")
            #expect(w.lastResizeEdges == 4, "the left edge")
            #expect(w.lastWindowMenu == [150, 30], "at the click, in the surface's coordinates: \(w)")
            #expect(w.withPressSerial == 3, "move, resize and the window menu carry the press's serial: \(w)")
            #expect(w.unmaximize == 0)
        }

        /// A compositor that draws them: the app asks for server-side decorations, gets them, draws
        /// none, and the same input is the list's (the drag at the top lands in its header).
        @Test func a_compositor_that_draws_them_gets_the_bare_list() async throws {
            let (report, state) = try await session(compositor: "server")
            let w = report.window
            #expect(w.decorationObjects == 1 && w.decorationRequested == 2 && w.decorationConfigured == 2, "\(w)")
            #expect(w.geometry == nil && w.minimumSize == [200, 200])
            #expect((report.bufferWidth, report.bufferHeight) == (480, 832))
            #expect(try contentSize(state) == [480, 832])
            #expect(w.moves + w.resizes + w.maximize + w.minimize + w.windowMenus == 0, "\(w)")
        }

        /// `--decorations client` where xdg-decoration is offered: the compositor grants it (as
        /// sway and kwin do) and the app draws its own.
        @Test func asked_for_client_side_the_app_draws_its_own() async throws {
            let (report, state) = try await session(compositor: "auto", app: ["--decorations", "client"])
            let w = report.window
            #expect(w.decorationObjects == 1 && w.decorationRequested == 1 && w.decorationConfigured == 1, "\(w)")
            #expect(w.geometry == [12, 12, 480, 832])
            #expect(try contentSize(state) == [480, 800])
            #expect(w.moves == 1 && w.withPressSerial == 3, "\(w)")
        }
    }
}
