import Drawing
import Foundation

/// The end of a live run whose app was started with `--screenshot FRAME` (`opacity-bars run
/// --screenshot`: its own final frame, the one picture of compositors with no screencopy), and
/// replay of the trace it printed, for comparison with what it did live.
extension AppUnderTest {
    /// Ends the run: the injector quits (the seat loses its devices), then the app (SIGTERM:
    /// it writes its state and final frame; or, `closedByItself`, the exit its own close
    /// button started), then `stopCompositor`. Returns the exit status, the final state and
    /// the app's own final frame.
    func finish(
        injector: Injector, framePath: String, closedByItself: Bool = false,
        stopCompositor: () -> Void
    ) throws -> (status: Int32, state: LiveState, frame: Canvas) {
        try injector.finish()
        usleep(300_000)
        let (status, state) = closedByItself ? try waitForExit() : try terminate()
        stopCompositor()
        guard let state else { throw LiveError("the app wrote no state on exit: \(stderrTail())") }
        return (status, state, try Self.finalFrame(at: framePath))
    }

    /// The app's own final frame, written on exit.
    static func finalFrame(at path: String) throws -> Canvas {
        do { return try Canvas.readPNG(path: path) } catch {
            throw LiveError("no final frame at \(path) (opacity-bars run --screenshot): \(error)")
        }
    }

    /// `opacity-bars replay` of the WAYLAND_DEBUG trace this run printed (its stderr): its state
    /// and final frame (saved as replay.state.json / replay.png beside the trace copy, live.trace).
    func replayOfTrace() throws -> (state: LiveState, frame: Canvas) {
        let trace = artifacts.appendingPathComponent("live.trace").path
        try? FileManager.default.removeItem(atPath: trace)
        try FileManager.default.copyItem(atPath: stderrFile, toPath: trace)
        let statePath = artifacts.appendingPathComponent("replay.state.json").path
        let png = artifacts.appendingPathComponent("replay.png").path
        try Processes.check(
            try BuiltProducts.executable("opacity-bars"), ["replay", trace, "--state", statePath, "--screenshot", png])
        let state = try LiveState.decode(try Data(contentsOf: URL(fileURLWithPath: statePath)), source: statePath)
        do { return (state, try Canvas.readPNG(path: png)) } catch { throw LiveError("\(png): \(error)") }
    }
}
