// opacity-bars-bench: every figure is a ratio measured side by side in one run (release build:
// `swift run -c release opacity-bars-bench [gestures|render|replay|all]`).
// Each suite lives in a file of its own and registers itself in `suites` below.

let suites: [(name: String, run: () -> Void)] = [
    ("render", RenderBench.run),
    ("gestures", GesturesBench.run),
    ("replay", ReplayBench.run),
]

let wanted = CommandLine.arguments.dropFirst().first ?? "all"
for suite in suites where wanted == "all" || wanted == suite.name {
    print("== \(suite.name)")
    suite.run()
}
