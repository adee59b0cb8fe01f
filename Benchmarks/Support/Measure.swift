// What every benchmark here shares: its metrics and the tolerance that `baseline check`
// applies to each when it compares a run with the committed baseline (scripts/bench --compare).
import Benchmark
#if canImport(Glibc)
import Glibc
#endif

public enum Measure {
    /// This thread's CPU time per iteration (scaled per event or frame like the wall clock): the
    /// figure that does not grow when other processes share the cores. The benchmark's own CPU
    /// metrics count scheduler ticks (10 ms), too coarse for an iteration of a millisecond.
    public static let threadCPU = BenchmarkMetric.custom("Thread CPU (ns)", polarity: .prefersSmaller, useScalingFactor: true)

    /// A time may grow by 10 % before a check calls it a regression, compared at p0, the least
    /// disturbed iteration: on two cores shared with other work the median of two runs of the
    /// same code differs by up to 90 % (thread CPU too: the cores' caches are shared), their
    /// fastest iterations by about 10 %.
    public static let time = BenchmarkThresholds(relative: [.p0: 10.0])
    /// No heap allocation at all, at any percentile: the input and frame paths never call the
    /// allocator in steady state, so one malloc more than the baseline's 0 fails the check.
    public static let noAllocations = BenchmarkThresholds(
        absolute: [.p0: 0, .p25: 0, .p50: 0, .p75: 0, .p90: 0, .p99: 0, .p100: 0])

    /// Time (wall clock and thread CPU) and mallocs, each with its threshold; `scaling` is how
    /// many events or frames one iteration runs, so that the figures read per event or frame.
    public static func timeAndAllocations(_ scaling: BenchmarkScalingFactor) -> Benchmark.Configuration {
        .init(metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .nanoseconds,
              warmupIterations: 10, scalingFactor: scaling, maxDuration: .seconds(2), maxIterations: 20_000,
              thresholds: [.wallClock: time, threadCPU: time, .mallocCountTotal: noAllocations])
    }

    /// Time for work that allocates by nature (creating an app core): one unit per iteration,
    /// and its mallocs counted but not held to 0.
    public static let creation = Benchmark.Configuration(
        metrics: [.wallClock, threadCPU, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 10,
        maxDuration: .seconds(2), maxIterations: 2_000, thresholds: [.wallClock: time, threadCPU: time])

    /// Mallocs alone, for workloads whose iterations differ in size (their time is not compared).
    public static func allocationsOnly(_ scaling: BenchmarkScalingFactor) -> Benchmark.Configuration {
        .init(metrics: [.mallocCountTotal], warmupIterations: 2, scalingFactor: scaling,
              maxDuration: .seconds(1), maxIterations: 1_000, thresholds: [.mallocCountTotal: noAllocations])
    }

    static func nanoseconds() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return ts.tv_sec * 1_000_000_000 + ts.tv_nsec
    }

    /// Runs `body` as the measured part of one iteration and records its thread CPU time. The
    /// measurement is stopped before the CPU time is recorded, so recording allocates nothing
    /// that the malloc count sees.
    @inline(__always)
    public static func iteration(_ benchmark: Benchmark, _ body: () -> Void) {
        let start = nanoseconds()
        benchmark.startMeasurement()
        body()
        benchmark.stopMeasurement()
        benchmark.measurement(threadCPU, nanoseconds() - start)
    }
}
