// opacity-bars-bench: every figure is a ratio measured side by side in one run (release build:
// `swift run -c release opacity-bars-bench [gestures|render|replay|replay-stream|all]`;
// `input-to-photon MANIFEST` reads the live runs' frame logs).
// Each suite lives in a file of its own and registers itself in `suites` below.
#if canImport(Glibc)
import Glibc
#endif

let suites: [(name: String, run: () -> Void)] = [
    ("render", RenderBench.run),
    ("gestures", GesturesBench.run),
    ("replay", ReplayBench.run),
    ("replay-stream", StreamingReplayBench.run),
]

let wanted = CommandLine.arguments.dropFirst().first ?? "all"
// Not part of `all`: it reads the frame logs of live runs (scripts/bench runs them under sway).
if wanted == "input-to-photon" {
    guard CommandLine.arguments.count == 3 else {
        print("usage: opacity-bars-bench input-to-photon MANIFEST   (written by scripts/lib/input-to-photon.sh)")
        exit(2)
    }
    InputToPhotonBench.run(manifest: CommandLine.arguments[2])
    exit(0)
}
// A name runs the suites it begins: `replay` is the replay figures, streaming included.
for suite in suites where wanted == "all" || suite.name.hasPrefix(wanted) {
    print("== \(suite.name)")
    suite.run()
}
