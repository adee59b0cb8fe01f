// The pointer effects' frames (goal: docs/BENCH.md), a ratio of two timings taken in this run:
//   a frame that moves a highlight's platter or a lifted view / a full repaint of the same
//   window, 1920×1080                                                          goal ≤ 0.15
// Best of N, as the renderer's figures. The frames are BenchWorkloads' (their heap allocations
// are counted by the Allocations package on the same frames).
import BenchWorkloads

enum EffectFrameBench {
    static func run() {
        for kind in EffectFrames.Kind.allCases {
            let frames = EffectFrames(kind)
            // The motion before each frame is the engine's, and not timed: the frame is.
            var effect = Double.infinity
            let area = frames.damagedArea
            for _ in 0 ..< 400 {
                frames.move()
                let t0 = RenderBench.now()
                frames.draw()
                effect = min(effect, RenderBench.now() - t0)
            }
            let damaged = (frames.damagedArea - area) / 400
            let full = RenderBench.best(100) { frames.fullFrame() }
            RenderBench.report(
                "pointer effect (\(kind.rawValue)) frame / full repaint, 1920×1080", effect / full, goal: 0.15,
                detail: "\(RenderBench.format(effect * 1000, 1)) / \(RenderBench.format(full * 1000, 1)) µs, "
                    + "\(damaged) of \(1920 * 1080) px repainted a frame")
        }
    }

    /// `kind`'s frames (a motion and the frame after it) for `seconds`, for a profiler.
    static func repeatFrames(_ kind: EffectFrames.Kind, seconds: Double) {
        let frames = EffectFrames(kind)
        let start = RenderBench.now()
        var count = 0
        while RenderBench.now() - start < seconds * 1000 {
            for _ in 0 ..< 100 { frames.frame() }
            count += 100
        }
        let each = (RenderBench.now() - start) * 1000 / Double(count)
        print("\(count) \(kind.rawValue) effect frames at 1920×1080: \(RenderBench.format(each, 1)) µs each")
    }
}
