import Testing

@testable import WaylandClient

extension LiveSuite {
    /// A protocol error is reported with the interface, object id and code the compositor
    /// sent (wl_display_get_protocol_error), not as a hang or a crash.
    @Suite("Protocol errors under weston")
    struct ProtocolErrorLiveTests {
        @Test func aBogusConfigureAckNamesTheInterfaceAndCode() throws {
            let weston = try WestonHeadless(width: 800, height: 600)
            defer { weston.stop() }
            let connection = try Connection(display: weston.socketPath)
            try connection.awaitGlobals()
            try connection.createWindow(title: "Colours", appID: "org.opacitybars.Test", decorations: .auto)
            try connection.roundtrip()
            connection.ackConfigure(serial: 424_242)   // never sent by the compositor
            do {
                try connection.roundtrip()
                Issue.record("weston accepted an unknown configure serial")
            } catch {
                #expect(error.description.contains("protocol error"), "\(error)")
                #expect(error.description.contains("xdg_"), "\(error)")
                #expect(error.description.contains("@"), "\(error)")
            }
        }
    }
}
