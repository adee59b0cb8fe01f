import Canvas
import ContentHost
import Gallery
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

    /// Parses the trace (throws `TraceError` naming file and line), picks the app that
    /// recorded it (or `app`), replays it into a fresh core, settles, snapshots and renders
    /// the whole frame. Reports are those the app applied, whichever app it is.
    static func replay(path: String, options: ReplayOptions, app: AppChoice? = nil,
                       collectingReports: Bool = false) throws(TraceError) -> ReplayResult {
        let trace = try TraceParser.parse(path: path)
        let chosen: AppChoice
        if let app { chosen = app } else { chosen = try AppChoice.recorded(trace, file: path) }
        switch chosen {
        case .colours:
            let core = AppCore()
            var reports: [String] = []
            if collectingReports { core.onGestureReport = { reports.append("report \($0)") } }
            let end = Replayer.run(trace, into: core, options: options)
            return finish(core, json: core.snapshotJSON(), explanations: core.explanations, reports: reports,
                          end: end, trace: trace)
        case .gallery:
            let core = GalleryCore()
            var reports: [String] = []
            if collectingReports { core.onGestureReport = { reports.append("report \($0)") } }
            let end = Replayer.run(trace, into: core, options: options)
            return finish(core, json: core.snapshotJSON(), explanations: core.engine.explain.entries.map(\.description),
                          reports: reports, end: end, trace: trace)
        }
    }

    private static func finish(_ core: any WindowContent, json: String, explanations: [String],
                               reports: [String], end: Double, trace: Trace) -> ReplayResult {
        let size = core.bufferSize
        let canvas = Canvas(width: size.width, height: size.height)
        _ = core.render(into: canvas, stale: nil)
        return ReplayResult(json: json, canvas: canvas, explanations: explanations, reports: reports,
                            endTime: end, trace: trace, logicalSize: core.logicalSize)
    }
}
