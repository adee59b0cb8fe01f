import Foundation
import Testing

extension WireSuites {
    /// The clipboard over a real socket (`Fixtures/copy.trace`: the focus ring moved to red,
    /// red stepped to 70 %, Ctrl+C): the app sets a selection with the key press's serial,
    /// offering both text types, and writes the bar's text into the pipe the compositor pastes
    /// it through.
    @Suite
    struct ClipboardWireTests {
        static let fixture = Binaries.wireFixturesDirectory + "/copy.trace"

        private func session(options: [String]) async throws -> WireReport {
            let session = try await WireSession(
                fixture: Self.fixture, options: options + ["--settle-ms", "200"], client: [Binaries.opacityBars])
            let report = try #require(session.report, "\(session.diagnostics)")
            #expect(session.status == 0 && report.outcome == "done", "\(session.diagnostics)")
            #expect(report.eventsSkipped.isEmpty && report.inputEventsDropped == 0, "\(session.diagnostics)")
            return report
        }

        @Test func controlCSetsTheSelectionAndThePasteReadsTheFocusedBar() async throws {
            let c = try await session(options: ["--clipboard"]).clipboard
            #expect(c.dataDevices == 1, "one data device for the one seat: \(c)")
            #expect(c.selections == 1 && c.withKeySerial == 1, "one selection, with Ctrl+C's serial: \(c)")
            #expect(c.types == "text/plain;charset=utf-8,text/plain")
            #expect(c.pastes == 1 && c.text == "red 70 % #FF3B30B3", "\(c)")
        }

        /// A compositor without wl_data_device_manager: Ctrl+C asks for nothing and nothing breaks.
        @Test func withoutADataDeviceManagerCopyingDoesNothing() async throws {
            let c = try await session(options: []).clipboard
            #expect(c.dataDevices == 0 && c.selections == 0 && c.text == "", "\(c)")
        }
    }
}
