import Foundation
import Testing

extension LiveSuite {
    /// A second seat under sway: `seat seat1 fallback false` makes sway offer another wl_seat,
    /// and wl-inject `--seat seat1` gives it a virtual pointer and keyboard of its own (sway
    /// moves a cursor per seat). The app binds both seats and their devices, and input from
    /// both reaches it. The seat exists before the app starts: sway 1.7 sends no pointer
    /// events to a window that was mapped before the seat was made (weston-eventdemo, whose
    /// toolkit binds every seat, gets none either), though it announces the seat and its
    /// capabilities, and the app binds it and its devices then too.
    @Suite("sway: a second seat")
    struct SwaySecondSeatTests {
        @Test func aClickFromEachOfTwoSeatsReachesTheApp() throws {
            let s = try LiveSession(
                test: "second-seat", appEnvironment: ["WAYLAND_DEBUG": "client"],
                swayCommands: ["seat seat1 fallback false"])
            let second = try Injector(
                command: [try BuiltProducts.executable("wl-inject"), "--seat", "seat1"],
                environment: s.sway.environment,
                errorLog: s.artifacts.appendingPathComponent("wl-inject-seat1.stderr").path)
            let red = try s.initial.surfaceFrame("red"), orange = try s.initial.surfaceFrame("orange")
            let redX = (red.x + red.width * 0.5).rounded(), orangeX = (orange.x + orange.width * 0.25).rounded()

            // seat1's mouse clicks red, then seat0's mouse clicks orange.
            try second.send(Script.click(redX, red.y + red.height / 2))
            try second.sync()
            try s.play(Script.click(orangeX, orange.y + orange.height / 2))
            let state = try s.settledSnapshot("after-clicks")

            // A click sets the bar's opacity from where it landed (1 − (x − left) / width).
            let redOpacity = try state.bar("red").opacity, orangeOpacity = try state.bar("orange").opacity
            #expect(abs(redOpacity - (1 - (redX - red.x) / red.width)) < 0.01, "red \(redOpacity): seat1's click")
            #expect(
                abs(orangeOpacity - (1 - (orangeX - orange.x) / orange.width)) < 0.01,
                "orange \(orangeOpacity): seat0's click")
            let trace = try s.trace()
            #expect(trace.boundGlobals.filter { $0 == "wl_seat" }.count == 2, "\(trace.boundGlobals)")
            #expect(trace.requests("wl_seat", "get_pointer").count >= 2, "\(s.diagnostics())")

            try second.finish()
            let end = try s.finish()
            #expect(end.status == 0)
        }
    }
}
