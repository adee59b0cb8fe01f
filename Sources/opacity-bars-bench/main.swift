// opacity-bars-bench: every figure is a ratio measured side by side in one run (release build:
// `swift run -c release opacity-bars-bench [gestures|render|replay|replay-stream|all]`).
// Each suite lives in a file of its own and registers itself in `suites` below.

let suites: [(name: String, run: () -> Void)] = [
    ("render", RenderBench.run),
    ("gestures", GesturesBench.run),
    ("replay", ReplayBench.run),
    ("replay-stream", StreamingReplayBench.run),
]

let wanted = CommandLine.arguments.dropFirst().first ?? "all"
// A name runs the suites it begins: `replay` is the replay figures, streaming included.
for suite in suites where wanted == "all" || suite.name.hasPrefix(wanted) {
    print("== \(suite.name)")
    suite.run()
}
