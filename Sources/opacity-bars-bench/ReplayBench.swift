// Replay and memory figures (goals: docs/BENCH.md), each measured side by side in this run:
//   P4  a 60 s recorded session replays ≥ 1000× faster than real time: trace span / wall time
//       of what `opacity-bars replay TRACE --state F --screenshot P` does (read + parse the
//       file, replay into a fresh AppCore, settle, snapshot JSON, render the final frame,
//       encode the PNG); also, for information, the same with a frame rendered at every
//       60 Hz tick where the scene changed (what the live window would draw).
//   P6  resident memory stays flat (±1 MiB) over 10^6 events of hover, drags and scrolls
//       driven into one AppCore (frames rendered into one Canvas at 60 Hz of virtual time):
//       VmRSS after a warm-up and at the end.
//   P7  `opacity-bars replay` streams: its maximum RSS over 10^5 and 10^6 events
//       (StreamingReplayBench.swift, the suite `replay-stream`, which `replay` includes).
// (P3 through the app core, heap allocations per event of P6's workload, is a benchmark of the
// Benchmarks package: it counts mallocs itself and compares them with its committed baseline.)
// The session trace is generated (SessionTrace.swift, through FixtureWriter's TraceWriter),
// deterministically, in the libwayland 1.21 text format (events and the app's own requests, as
// WAYLAND_DEBUG=client prints them), so the bench needs no fixture file and the parser reads
// every kind of line a real recording holds.
import BenchWorkloads
import ContentHost
import Drawing
import Gestures
import OpacityBars
import TraceReplay

#if canImport(Glibc)
import Glibc
#endif

enum ReplayBench {
    static func run() {
        replaySpeed()
        residentMemory()
    }

    // MARK: P4

    static func replaySpeed() {
        let text = SessionTrace.generate(seconds: 60)
        let path = "/tmp/opacity-bars-bench-session-\(getpid()).trace"
        defer { unlink(path) }
        guard let f = fopen(path, "w") else { print("P4: not measured (cannot write \(path))"); return }
        fputs(text, f)
        fclose(f)

        // What the trace holds, and a check that it replays to a session that did something.
        let trace: Trace
        do { trace = try TraceParser.parse(path: path) } catch {
            print("P4: not measured (the generated trace does not parse: \(error))"); return
        }
        let span = (trace.events.last?.now ?? 0) - (trace.events.first?.now ?? 0)
        let check = AppCore()
        Replayer.run(trace, into: check)
        let kinds = Set(check.snapshot().gestures.map(\.gesture)).sorted()
        let lines = text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 }
        print(
            "session trace: \(lines) lines (\(text.utf8.count / 1024) KiB), \(trace.messageLines) messages, "
                + "\(trace.events.count) events the app acts on, span \(RenderBench.format(span / 1000, 3)) s; "
                + "gestures replayed: \(kinds.joined(separator: ", "))")

        var sink = 0
        // Exactly the replay command's work (ReplayResult.replay + the JSON and PNG it writes).
        let command = RenderBench.best(10) {
            // As the command does: streamed, each event replayed as it is read.
            guard let stream = try? TraceStream(path: path) else { fatalError("cannot open \(path)") }
            let core = AppCore()
            guard (try? Replayer.run(stream, into: core)) != nil else { fatalError("parse failed") }
            let size = core.bufferSize
            let canvas = Canvas(width: size.width, height: size.height)
            _ = core.render(into: canvas, stale: nil)
            sink &+= core.snapshotJSON().utf8.count
            sink &+= (try? canvas.pngData().count) ?? 0
        }
        // Parse alone, and the replay with a frame at every 60 Hz tick where the scene changed.
        let parseOnly = RenderBench.best(10) {
            guard let t = try? TraceParser.parse(path: path) else { fatalError("parse failed") }
            sink &+= t.events.count
        }
        let replayOnly = RenderBench.best(10) {
            let core = AppCore()
            sink &+= Int(Replayer.run(trace, into: core))
        }
        let settled = AppCore()
        Replayer.run(trace, into: settled)
        let output = RenderBench.best(10) {
            let size = settled.bufferSize
            let canvas = Canvas(width: size.width, height: size.height)
            _ = settled.render(into: canvas, stale: nil)
            sink &+= settled.snapshotJSON().utf8.count
        }
        let finalFrame = Canvas(width: settled.bufferSize.width, height: settled.bufferSize.height)
        _ = settled.render(into: finalFrame, stale: nil)
        let png = RenderBench.best(10) { sink &+= (try? finalFrame.pngData().count) ?? 0 }
        var framesDrawn = 0
        let withFrames = RenderBench.best(10) { framesDrawn = replayDrawingFrames(path, sink: &sink) }
        RenderBench.blackHole(sink)
        let goal = 1000.0
        func line(_ label: String, _ ms: Double, goal: Double?) {
            let ratio = span / ms
            let verdict = goal.map { ratio >= $0 ? "  met (goal ≥ \(Int($0)))" : "  NOT met (goal ≥ \(Int($0)))" } ?? ""
            print(
                "\(label): \(Int(ratio.rounded()))× real time\(verdict)   "
                    + "[\(RenderBench.format(span / 1000, 1)) s of trace in \(RenderBench.format(ms)) ms, best of 10]")
        }
        line(
            "P4 replay of a 60 s session (opacity-bars replay: read, parse, replay, settle, JSON, final frame, PNG)",
            command, goal: goal)
        line("   parse alone", parseOnly, goal: nil)
        line("   replay and settle alone (parsed trace, fresh AppCore)", replayOnly, goal: nil)
        line("   JSON + final frame alone", output, goal: nil)
        line("   PNG encoding of the final frame alone", png, goal: nil)
        line(
            "P4 replay drawing every changed 60 Hz frame (\(framesDrawn) frames, 480×800) as the live window would",
            withFrames, goal: goal)
    }

    /// The replay as the live window would draw it: parse, replay with a frame at every changed
    /// 60 Hz tick, the final frame and the JSON. Returns the frames drawn.
    static func replayDrawingFrames(_ path: String, sink: inout Int) -> Int {
        guard let t = try? TraceParser.parse(path: path) else { fatalError("parse failed") }
        let target = FramingTarget(core: AppCore())
        Replayer.run(t, into: target)
        let size = target.core.bufferSize
        let canvas = Canvas(width: size.width, height: size.height)
        _ = target.core.render(into: canvas, stale: nil)
        sink &+= target.core.snapshotJSON().utf8.count
        return target.frames
    }

    /// For a profiler (`perf record`): `replayDrawingFrames` on the 60 s session, again and
    /// again, for `seconds`.
    static func repeatDrawingFrames(seconds: Double) {
        let path = "/tmp/opacity-bars-bench-session-\(getpid()).trace"
        defer { unlink(path) }
        guard let f = fopen(path, "w") else { return print("cannot write \(path)") }
        fputs(SessionTrace.generate(seconds: 60), f)
        fclose(f)
        var sink = 0
        var runs = 0
        let start = RenderBench.now()
        while RenderBench.now() - start < seconds * 1000 {
            _ = replayDrawingFrames(path, sink: &sink)
            runs += 1
        }
        RenderBench.blackHole(sink)
        print(
            "\(runs) replays drawing their frames, \(RenderBench.format((RenderBench.now() - start) / Double(runs))) ms each"
        )
    }

    /// Forwards the replay to an AppCore and renders a frame into one Canvas at every 60 Hz
    /// tick of the virtual clock at which the scene changed (its own frames only: the
    /// replayer never draws).
    final class FramingTarget: WindowContent {
        let core: AppCore
        var canvas: Canvas
        var nextTick = 0.0
        var frames = 0
        init(core: AppCore) {
            self.core = core
            canvas = Canvas(width: core.bufferSize.width, height: core.bufferSize.height)
        }
        func handle(_ event: InputEvent, at now: Double) { core.handle(event, at: now) }
        func configure(width: Int, height: Int) { core.configure(width: width, height: height) }
        func setScale(_ scale: Double) { core.setScale(scale) }
        func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {
            core.setKeyRepeat(rate: rate, delay: delay, at: now)
        }
        func requestClose() { core.requestClose() }
        func advance(to now: Double) {
            while nextTick <= now {
                core.advance(to: nextTick)
                draw()
                nextTick += 1000.0 / 60
            }
            core.advance(to: now)
        }
        func settle(from now: Double) -> Double {
            var t = now
            while core.isAnimating || core.nextDeadline != nil, t < now + 60_000 {
                t += 1000.0 / 60
                core.advance(to: t)
                draw()
            }
            return core.settle(from: t)
        }
        var nextDeadline: Double? { core.nextDeadline }
        var isAnimating: Bool { core.isAnimating }
        var scale: Double { core.scale }
        var logicalSize: (width: Int, height: Int) { core.logicalSize }
        var needsRedraw: Bool { core.needsRedraw }
        func render(into canvas: Canvas, stale: Region?) -> Region { core.render(into: canvas, stale: stale) }
        var cursor: CursorShape { core.cursor }
        var pointerStyle: PointerStyle { core.pointerStyle }
        var wantsToClose: Bool { core.wantsToClose }
        func draw() {
            guard core.needsRedraw else { return }
            let size = core.bufferSize
            if size.width != canvas.width || size.height != canvas.height {
                canvas = Canvas(width: size.width, height: size.height)
                _ = core.render(into: canvas, stale: nil)
            } else {
                _ = core.render(into: canvas, stale: .empty)
            }
            frames += 1
        }
    }

    // MARK: P6

    static func residentKiB() -> Int {
        guard let f = fopen("/proc/self/status", "r") else { return -1 }
        defer { fclose(f) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), f) != nil {
            let s = String(cString: line)
            if s.hasPrefix("VmRSS:") {
                return Int(s.dropFirst(6).filter { $0.isNumber }) ?? -1
            }
        }
        return -1
    }

    static func residentMemory() {
        let driver = AppCoreDriver()
        // Warm-up: every kind of interaction, every bar, frames, fonts and glyphs.
        driver.run(events: 200_000)
        driver.fillBoundedLogs()
        let before = residentKiB()
        let start = RenderBench.now()
        var samples: [Int] = []
        samples.reserveCapacity(16)
        let total = 1_000_000
        for _ in 0 ..< 10 {
            driver.run(events: total / 10)
            samples.append(residentKiB())
        }
        let ms = RenderBench.now() - start
        let after = samples.last ?? -1
        let delta = after - before
        let met = abs(delta) <= 1024
        // What the app core keeps for the state snapshot and --explain (read after the figure).
        let snapshot = driver.core.snapshot()
        let explanations = driver.core.explanations
        let explainBytes = explanations.reduce(0) { $0 + $1.utf8.count }
        print(
            "P6 resident memory over 10^6 events (hover, mouse and touch drags, wheel and touchpad scrolls, flings): "
                + "\(delta >= 0 ? "+" : "")\(delta) KiB (VmRSS \(before) → \(after) KiB)"
                + (met ? "  met (goal ±1024 KiB)" : "  NOT met (goal ±1024 KiB)")
                + "   [after a 200 000-event warm-up and until the bounded logs are full; VmRSS every 10^5 events: \(samples.map(String.init).joined(separator: " ")) KiB; "
                + "\(driver.frames) frames drawn into one 480×800 Canvas; \(RenderBench.format(ms / 1000, 1)) s wall]")
        print(
            "   kept by AppCore at the end: \(snapshot.gestures.count) gesture records in the state log (bounded: the newest \(AppConfiguration.default.maxGestureRecords) kept), "
                + "\(explanations.count) explanation lines (\(explainBytes / 1024) KiB once read as text)")
    }
}
