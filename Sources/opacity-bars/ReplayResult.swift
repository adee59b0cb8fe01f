import Canvas
import OpacityBars
import TraceReplay

/// One finished replay: the state JSON, the final frame, the engine's decisions and, when
/// asked for, its gesture reports.
struct ReplayResult {
    var json: String
    var canvas: Canvas
    var explanations: [String]
    /// Every gesture report the app applied, in order (`--reports`; empty otherwise).
    var reports: [String]
    var endTime: Double
    var trace: Trace
    var logicalSize: (width: Int, height: Int)

    /// Parses the trace (throws `TraceError` naming file and line), replays it into a fresh
    /// `AppCore`, settles, snapshots and renders the whole frame.
    static func replay(path: String, options: ReplayOptions,
                       collectingReports: Bool = false) throws(TraceError) -> ReplayResult {
        let trace = try TraceParser.parse(path: path)
        let core = AppCore()
        var reports: [String] = []
        if collectingReports { core.onGestureReport = { reports.append("report \($0)") } }
        let end = Replayer.run(trace, into: core, options: options)
        let size = core.bufferSize
        let canvas = Canvas(width: size.width, height: size.height)
        _ = core.render(into: canvas, stale: nil)
        return ReplayResult(json: core.snapshotJSON(), canvas: canvas, explanations: core.explanations, reports: reports,
                            endTime: end, trace: trace, logicalSize: core.logicalSize)
    }
}
