// The Gestures engine's side-by-side figure: the cost per input event must not grow with rows
// the events do not touch (14 / 1 000 / 100 000 rows, largest / smallest within 1.5×). Its time
// and heap allocations per event against a baseline (goals < 1 µs and 0) are benchmarks of the
// Benchmarks package, on the same workloads (BenchWorkloads' EngineWorkloads).
import BenchWorkloads
import Gestures

#if canImport(Glibc)
import Glibc
#endif

enum GesturesBench {
    /// The list sizes of the scale figure.
    static let sizes = [14, 1_000, 100_000]
    /// The workloads whose cost must not grow with rows the events do not touch.
    static let scaleWorkloads = [
        "opacity drag (touch motion+frame)", "scroll (touch motion+frame)",
        "taps (down/up/frames, contests)", "hover (pointer motion+frame)",
        "paint (long press, crossing rows)",
    ]

    static func run() {
        print(
            "Scale: the Colours list's regions with \(sizes.map(String.init).joined(separator: " / ")) rows (most off-screen)"
        )
        for w in EngineWorkloads.all where scaleWorkloads.contains(w.name) {
            // The fastest of five rounds per size, the sizes taking turns within each round: on
            // a shared machine one slow stretch then lands on every size alike, or on none.
            let drivers = sizes.map { EngineWorkloads.Driver(w, .plain(rows: $0)) }
            var per = sizes.map { _ in Double.infinity }
            for _ in 0 ..< rounds {
                for (k, d) in drivers.enumerated() {
                    let (events, ns) = timed(w, driver: d)
                    per[k] = min(per[k], ns / Double(events))
                }
            }
            let ratio = per.max()! / per.min()!
            print(
                "  scale \(pad(w.name)) " + per.map { format($0, 1) }.joined(separator: " / ")
                    + " ns/event, largest/smallest \(format(ratio, 2))×"
                    + (ratio <= 1.5 ? "  met (goal ≤ 1.5×)" : "  NOT met (goal ≤ 1.5×)"))
        }
    }

    /// This thread's CPU time: the figure does not grow when other processes share the cores.
    static func nanoseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
    }

    static let rounds = 5

    static func timed(_ w: EngineWorkloads.Workload, driver d: EngineWorkloads.Driver) -> (events: Int, ns: Double) {
        let before = d.handled
        let start = nanoseconds()
        d.run(w, steps: 40_000)
        let ns = nanoseconds() - start
        precondition(d.reports > 0, "workload \(w.name) produced no reports")
        return (d.handled - before, ns)
    }

    static func pad(_ s: String, _ width: Int = 38) -> String {
        s + String(repeating: " ", count: max(0, width - s.count))
    }
    static func format(_ v: Double, _ digits: Int) -> String {
        var p = 1.0
        for _ in 0 ..< digits { p *= 10 }
        let r = (v * p).rounded() / p
        return String(r)
    }
}
