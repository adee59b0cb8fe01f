import Canvas
import OpacityBars
import TraceReplay

/// One finished replay: the state JSON, the final frame and the engine's decisions.
struct ReplayResult {
    var json: String
    var canvas: Canvas
    var explanations: [String]
    var endTime: Double
    var trace: Trace
    var logicalSize: (width: Int, height: Int)

    /// Parses the trace (throws `TraceError` naming file and line), replays it into a fresh
    /// `AppCore`, settles, snapshots and renders the whole frame.
    static func replay(path: String, options: ReplayOptions) throws(TraceError) -> ReplayResult {
        let trace = try TraceParser.parse(path: path)
        let core = AppCore()
        let end = Replayer.run(trace, into: core, options: options)
        let size = core.bufferSize
        let canvas = Canvas(width: size.width, height: size.height)
        _ = core.render(into: canvas, stale: nil)
        return ReplayResult(json: core.snapshotJSON(), canvas: canvas, explanations: core.explanations,
                            endTime: end, trace: trace, logicalSize: core.logicalSize)
    }
}
