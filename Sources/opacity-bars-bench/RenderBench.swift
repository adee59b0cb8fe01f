// The renderer's figures (goals: docs/BENCH.md), each a ratio of two timings taken in this run:
//   P2  full repaint at 1920×1080 / plain fill of the same buffer      goal ≤ 2
//   P1  frame after one bar's opacity change / full repaint            goal ≤ 0.1 (1920×1080, 480×800)
// plus informative ratios (a 10 px scroll, scale 2). Best of N: the least disturbed run. The
// frames are BenchWorkloads' (P3, their heap allocations, is measured on the same frames by the
// Benchmarks package, which counts mallocs itself).
import BenchWorkloads
import Drawing
import OpacityBars

#if canImport(Glibc)
import Glibc
#endif

enum RenderBench {
    @inline(never) static func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }

    /// Best time (ms) of `runs` calls of `body`, after two warm-up calls.
    static func best(_ runs: Int = 200, _ body: () -> Void) -> Double {
        body(); body()
        var best = Double.infinity
        for _ in 0 ..< runs {
            let t0 = now(); body(); best = min(best, now() - t0)
        }
        return best
    }

    static func format(_ v: Double, _ digits: Int = 3) -> String {
        var s = String(Int((v * pow(10, Double(digits))).rounded()))
        while s.count <= digits { s = "0" + s }
        s.insert(".", at: s.index(s.endIndex, offsetBy: -digits))
        return s
    }

    static func report(_ label: String, _ ratio: Double, goal: Double?, detail: String) {
        let verdict =
            goal.map { ratio <= $0 ? "  met (goal ≤ \(format($0, 2)))" : "  NOT met (goal ≤ \(format($0, 2)))" } ?? ""
        print("\(label): \(format(ratio))×\(verdict)   [\(detail)]")
    }

    struct Figures { var fill, memsetFloor, full, oneBar, scroll: Double }

    static func measure(width: Int, height: Int, scale: Double) -> Figures {
        let w = Int((Double(width) * scale).rounded(.up)), h = Int((Double(height) * scale).rounded(.up))
        // Wrapped memory, as an shm buffer is, so the memset floor can write the same bytes.
        let memory = UnsafeMutableRawPointer.allocate(byteCount: w * h * 4, alignment: 64)
        defer { memory.deallocate() }
        let canvas = Canvas(wrapping: memory, width: w, height: h, stride: w * 4)
        let bg = RenderTheme.standard.background
        let fill = best { canvas.fill(canvas.bounds, color: bg) }
        let memsetFloor = best { memset(memory, 0xF2, w * h * 4) }
        func frames(_ kind: FrameWorkloads.Kind, runs: Int = 200) -> Double {
            let f = FrameWorkloads.Frames(kind, width: width, height: height, scale: scale, canvas: canvas)
            return best(runs) { f.frame() }
        }
        let full = frames(.full), oneBar = frames(.oneBar), scroll = frames(.scroll, runs: 240)
        return Figures(fill: fill, memsetFloor: memsetFloor, full: full, oneBar: oneBar, scroll: scroll)
    }

    /// "WIDTHxHEIGHT" as numbers.
    static func size(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
        return (w, h)
    }

    /// Draws `kind` frames for `seconds` and prints their count, mean time, and the mean of the
    /// fastest thousand in a row (the least disturbed, on a loaded machine).
    static func repeatFrames(_ kind: FrameWorkloads.Kind, width: Int, height: Int, seconds: Double) {
        let frames = FrameWorkloads.Frames(kind, width: width, height: height)
        let start = now()
        var count = 0, fastest = Double.infinity
        while now() - start < seconds * 1000 {
            let t0 = now()
            for _ in 0 ..< 1000 { frames.frame() }
            fastest = min(fastest, now() - t0)
            count += 1000
        }
        let each = (now() - start) * 1000 / Double(count)
        print(
            "\(count) \(kind.rawValue) frames at \(width)×\(height): \(format(each)) µs each, "
                + "\(format(fastest)) µs in the fastest thousand")
    }

    static func run() {
        let big = measure(width: 1920, height: 1080, scale: 1)
        print(
            "1920×1080: pixman fill \(format(big.fill)) ms, memset \(format(big.memsetFloor)) ms, full repaint \(format(big.full)) ms, "
                + "one-bar frame \(format(big.oneBar)) ms, scroll-10px frame \(format(big.scroll)) ms")
        report(
            "P2 full repaint / fill, 1920×1080", big.full / big.fill, goal: 2,
            detail: "\(format(big.full)) / \(format(big.fill)) ms")
        report(
            "P2 full repaint / memset, 1920×1080", big.full / big.memsetFloor, goal: 2,
            detail: "\(format(big.full)) / \(format(big.memsetFloor)) ms")
        report(
            "P1 one-bar change / full repaint, 1920×1080", big.oneBar / big.full, goal: 0.1,
            detail: "\(format(big.oneBar)) / \(format(big.full)) ms")
        let small = measure(width: 480, height: 800, scale: 1)
        // In µs: at this size a one-bar frame is a few µs, which ms to three places hide.
        report(
            "P1 one-bar change / full repaint, 480×800", small.oneBar / small.full, goal: 0.1,
            detail: "\(format(small.oneBar * 1000, 2)) / \(format(small.full * 1000, 2)) µs")
        report(
            "scroll 10 px by repainting the content band / full repaint, 1920×1080",
            big.scroll / big.full, goal: nil, detail: "\(format(big.scroll)) / \(format(big.full)) ms")
        let hi = measure(width: 960, height: 540, scale: 2)
        report(
            "P2 at scale 2 (960×540 logical → 1920×1080 px) full / fill", hi.full / hi.fill, goal: 2,
            detail: "\(format(hi.full)) / \(format(hi.fill)) ms")
    }
}
