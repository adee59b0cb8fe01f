import Testing

extension LiveSuite {
    /// sway 1.7 offers xdg-decoration and answers every set_mode with server-side: the app's
    /// default (`--decorations auto`) gets what it asks for, and even `--decorations client`
    /// gets server-side while the window is tiled, so the app draws no title bar either way
    /// (sway draws only its border, none in the tests' config). One sway per mode.
    @Suite("sway: server-side decorations")
    struct SwayServerDecorationTests {
        @Test(arguments: [[], ["--decorations", "client"]])
        func swayConfiguresServerSideAndTheAppDrawsNoTitleBar(_ arguments: [String]) throws {
            let asked = arguments.isEmpty ? "2" : "1"
            let s = try LiveSession(
                test: "sway-ssd" + (arguments.isEmpty ? "" : "-asked-client"),
                appEnvironment: ["WAYLAND_DEBUG": "client"], appArguments: arguments)
            let trace = try s.trace()
            #expect(
                trace.requests("zxdg_decoration_manager_v1", "get_toplevel_decoration").count == 1, "\(s.diagnostics())"
            )
            #expect(trace.requests("zxdg_toplevel_decoration_v1", "set_mode").map(\.arguments) == [[asked]])
            #expect(
                !trace.configuredDecorationModes.isEmpty && trace.configuredDecorationModes.allSatisfy { $0 == 2 },
                "sway's answers: \(trace.configuredDecorationModes)")
            #expect(trace.requests("xdg_surface", "set_window_geometry").isEmpty, "the app drew decorations")
            #expect(trace.requests("xdg_toplevel", "set_min_size").last?.arguments == ["200", "200"])

            // Tiled over the whole output, the content fills it; sway's shot shows the content's
            // header at the top, no title bar.
            let rect = try s.geometry()
            #expect(rect == ScreenRect(x: 0, y: 0, width: 800, height: 600), "\(rect)")
            #expect(s.initial.size.width == 800 && s.initial.size.height == 600, "\(s.initial.size)")
            #expect(try s.sway.window(ofPID: s.app.pid)?["border"] as? String == "none")
            DecorationPixels.expectNoTitleBar(in: try s.screenshot("tiled"), window: (0, 0))
            #expect(try s.finish().status == 0)
        }
    }
}
