// The Gestures engine per input event: each of the eight workloads under each of the three
// declarations (the Colours list's 14 rows, the same rows composed with a recognizer from
// outside the engine, 100 000 rows), and the tree of views' three workloads at 14, 1 000 and
// 100 000 row views with typed gestures of their own. One iteration handles 1 000 events (whole steps: a
// workload of three-event steps handles 1 002), so time reads per event; mallocs must stay 0.
import Benchmark
import BenchWorkloads
import Support

let benchmarks = {
    for (label, setup) in EngineWorkloads.Setup.all {
        for workload in EngineWorkloads.all {
            Benchmark("Engine \(label): \(workload.name)", configuration: Measure.timeAndAllocations(.kilo)) {
                benchmark, driver in
                Measure.iteration(benchmark) { driver.run(workload, events: 1_000) }
                blackHole(driver.reports)
            } setup: {
                EngineWorkloads.Driver(workload, setup)
            }
        }
    }
    for rows in TreeWorkloads.sizes {
        for workload in TreeWorkloads.all {
            Benchmark("Tree of \(rows) views: \(workload.name)", configuration: Measure.timeAndAllocations(.kilo)) {
                benchmark, driver in
                Measure.iteration(benchmark) { driver.run(workload, events: 1_000) }
                blackHole(driver.callbacks)
            } setup: {
                TreeWorkloads.Driver(workload, rows: rows)
            }
        }
    }
    appCoreBenchmarks()
    controlBenchmark()
}
