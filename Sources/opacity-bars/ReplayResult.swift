import ContentHost
import Decorations
import Drawing
import Gallery
import OpacityBars
import TraceReplay

/// One finished replay: the state JSON and the final frame, made only once the whole trace
/// has been read (a bad line anywhere means no result, so nothing is written).
struct ReplayResult {
    var json: String
    var canvas: Canvas
    var endTime: Double
    var logicalSize: (width: Int, height: Int)

    /// Explanations the replayed Colours core keeps (see `replay`).
    static let explanationsKept = 512

    /// What the replay prints while it runs: `--explain` decisions and `--reports` lines,
    /// handed out as they happen, and a flush after each event that printed.
    struct Output {
        var explain = false
        var reports = false
        var emit: (String) -> Void = { print($0) }
        var flush: () -> Void = {}
    }

    /// Streams the trace (throws `TraceError` naming file and line, `-` for standard input),
    /// picks the app that recorded it (or `app`) from what is read ahead, replays each event
    /// into a fresh core as it is read, settles, snapshots and renders the whole frame.
    /// Reports are those the app applied, whichever app it is.
    static func replay(
        path: String, options: ReplayOptions, app: AppChoice? = nil, settings: DesktopSettings = .standard,
        output: Output = .init()
    ) throws(TraceError) -> ReplayResult {
        let stream = try TraceStream(path: path)
        let prelude = try stream.readPrelude()
        let chosen: AppChoice
        if let app { chosen = app } else { chosen = try AppChoice.recorded(prelude, file: path) }
        let size = Replayer.initialSize(prelude.firstConfiguredSize.map { ($0.width, $0.height) }, options: options)
        let target: Target
        switch chosen {
        case .colours:
            // `--explain` prints each decision right after the event that led to it, so this
            // core need not keep the newest 10 000 as the live app does for a later reader
            // (about 1 MB once full): one event's decisions are all it must hold, and the
            // engine's own ring (512 entries) already bounds those. The snapshot does not
            // carry explanations, so the state and the frame are the same.
            var configuration = AppConfiguration.default
            configuration.maxExplanations = Self.explanationsKept
            let core = AppCore(configuration: configuration)
            target = Target(
                core: core, snapshot: { core.snapshotJSON() },
                explanations: { (core.explanations(since: $0), core.explanationsRecorded) },
                onReport: { report in core.onGestureReport = { report("\($0)") } })
        case .gallery:
            let core = GalleryCore()
            target = Target(
                core: core, snapshot: { core.snapshotJSON() },
                explanations: { since in
                    var new: [String] = []
                    core.engine.explain.forEach(since: since) { new.append($0.description) }
                    return (new, core.engine.explain.totalRecorded)
                },
                onReport: { report in core.onGestureReport = { report("\($0)") } })
        }
        // The window as the live app would have had it under the recorded compositor: inside
        // decorations of its own where that compositor drew none, from the first configure on
        // (with server-side ones, DecoratedWindow passes everything through unchanged).
        let content = DecoratedWindow(target.core, title: chosen.title)
        content.setDecorationMode(prelude.decorationMode)
        content.setDesktopSettings(settings)
        var printed = false
        if output.reports {
            target.onReport {
                output.emit("report \($0)"); printed = true
            }
        }
        let explain =
            output.explain
            ? ReplayExplain(
                file: path, prelude: prelude, size: size, entries: target.explanations,
                emit: {
                    output.emit($0); printed = true
                }) : nil
        output.flush()
        let end = try Replayer.run(stream, into: content, options: options) { event in
            explain?.handled(event)
            if printed { output.flush(); printed = false }
        }
        explain?.finish(endTime: end, size: content.logicalSize)
        return finish(content, json: target.snapshot(), end: end)
    }

    /// What the replay needs of either app: its core, its snapshot, its decisions since a
    /// count (and how many there were), and a hook for each report it applies.
    private struct Target {
        let core: any WindowContent
        let snapshot: () -> String
        let explanations: (Int) -> ([String], Int)
        let onReport: (@escaping (String) -> Void) -> Void
    }

    private static func finish(_ core: any WindowContent, json: String, end: Double) -> ReplayResult {
        let size = core.bufferSize
        let canvas = Canvas(width: size.width, height: size.height)
        _ = core.render(into: canvas, stale: nil)
        // A popup open at the end is on screen over the window: the frame shows it there.
        core.popupContent?.compositePopup(onto: canvas)
        return ReplayResult(json: json, canvas: canvas, endTime: end, logicalSize: core.logicalSize)
    }
}
