// The renderer's frames in steady state, one per iteration: a bar's opacity changed (its
// damage redrawn), a 10 px scroll (the content band), a full repaint; at 1920×1080 and at
// the window's default 480×800. Time per frame and mallocs per frame (must be 0).
import Benchmark
import BenchWorkloads
import Support

let benchmarks = {
    for (width, height) in [(1920, 1080), (480, 800)] {
        for kind in FrameWorkloads.Kind.allCases {
            Benchmark("Frame \(width)×\(height): \(kind.rawValue)", configuration: Measure.timeAndAllocations(.one)) {
                benchmark, frames in
                Measure.iteration(benchmark) { frames.frame() }
            } setup: {
                FrameWorkloads.Frames(kind, width: width, height: height)
            }
        }
    }
}
