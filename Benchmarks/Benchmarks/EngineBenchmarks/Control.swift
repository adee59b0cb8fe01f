// The control of the malloc count: one known allocation per iteration must be counted as one,
// or the zeros of every other benchmark would mean nothing (an interposer that is not loaded
// counts none). scripts/bench --compare refuses a run or baseline where it is not 1.
import Benchmark
import Support

func controlBenchmark() {
    Benchmark("Control: one known allocation", configuration: Measure.allocationsOnly(.one)) { benchmark in
        benchmark.startMeasurement()
        let p = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16)
        benchmark.stopMeasurement()
        p.deallocate()
    }
}
