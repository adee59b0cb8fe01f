// opacity-bars-bench: every figure is a ratio measured side by side in one run (release build:
// `swift run -c release opacity-bars-bench [gestures|render|replay|replay-stream|accessibility|all]`;
// `input-to-photon MANIFEST [OUT.png]` reads the live runs' frame logs; `plot-first-frame LOG OUT.png`).
// Each suite lives in a file of its own and registers itself in `suites` below.
import BenchWorkloads

#if canImport(Glibc)
import Glibc
#endif

let suites: [(name: String, run: () -> Void)] = [
    ("render", RenderBench.run),
    ("effects", EffectFrameBench.run),
    ("gestures", GesturesBench.run),
    ("fling", FlingVelocityBench.run),
    ("replay", ReplayBench.run),
    ("replay-stream", StreamingReplayBench.run),
    ("accessibility", AccessibilityBench.run),
]

let wanted = CommandLine.arguments.dropFirst().first ?? "all"
// Not part of `all`: it reads the frame logs of live runs (scripts/bench runs them under sway).
if wanted == "input-to-photon" {
    guard CommandLine.arguments.count == 3 || CommandLine.arguments.count == 4 else {
        print(
            "usage: opacity-bars-bench input-to-photon MANIFEST [OUT.png]   (MANIFEST: scripts/lib/input-to-photon.sh's)"
        )
        exit(2)
    }
    InputToPhotonBench.run(manifest: CommandLine.arguments[2], plot: CommandLine.arguments.dropFirst(3).first)
    exit(0)
}
// Charts of the live figures (scripts/bench draws them after the runs).
if wanted == "plot-first-frame" {
    guard CommandLine.arguments.count == 4 else {
        print("usage: opacity-bars-bench plot-first-frame LOG OUT.png   (LOG: scripts/lib/first-frame.sh's output)")
        exit(2)
    }
    exit(FirstFramePlot.run(log: CommandLine.arguments[2], png: CommandLine.arguments[3]) ? 0 : 1)
}
// For a profiler (`perf record`): one kind of the renderer's frames, again and again, alone.
if wanted == "frames" {
    let arguments = CommandLine.arguments
    guard arguments.count == 5, let kind = FrameWorkloads.Kind(rawValue: arguments[2]),
        let size = RenderBench.size(arguments[3]), let seconds = Double(arguments[4])
    else {
        print("usage: opacity-bars-bench frames one-bar|scroll|full WIDTHxHEIGHT SECONDS")
        exit(2)
    }
    RenderBench.repeatFrames(kind, width: size.width, height: size.height, seconds: seconds)
    exit(0)
}
// For a profiler: one pointer effect's frames, again and again, alone.
if wanted == "effect-frames" {
    guard CommandLine.arguments.count == 4, let kind = EffectFrames.Kind(rawValue: CommandLine.arguments[2]),
        let seconds = Double(CommandLine.arguments[3])
    else {
        print("usage: opacity-bars-bench effect-frames highlight|lift SECONDS")
        exit(2)
    }
    EffectFrameBench.repeatFrames(kind, seconds: seconds)
    exit(0)
}
// For a profiler: the replay drawing every changed frame, alone.
if wanted == "replay-frames" {
    guard CommandLine.arguments.count == 3, let seconds = Double(CommandLine.arguments[2]) else {
        print("usage: opacity-bars-bench replay-frames SECONDS")
        exit(2)
    }
    ReplayBench.repeatDrawingFrames(seconds: seconds)
    exit(0)
}
// A name runs the suites it begins: `replay` is the replay figures, streaming included.
for suite in suites where wanted == "all" || suite.name.hasPrefix(wanted) {
    print("== \(suite.name)")
    suite.run()
}
