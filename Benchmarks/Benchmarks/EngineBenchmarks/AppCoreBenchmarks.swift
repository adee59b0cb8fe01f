// The app core's heap allocations per input event: P6's session of hover, mouse and touch
// drags, wheel and touchpad scrolls and flings (AppCoreDriver), without frames and with a
// frame at every changed 60 Hz tick. An iteration is whole rounds of the session (at least
// 1 000 events), so only the malloc count, which must be 0, is compared. And the time to
// create one: every replay, test and randomized run starts with it.
import Benchmark
import BenchWorkloads
import Support

func appCoreBenchmarks() {
    Benchmark("AppCore creation", configuration: Measure.creation) { benchmark in
        Measure.iteration(benchmark) { blackHole(AppCoreDriver.makeCore()) }
    }
    // What the first input (or the live window, once its first frame is out) adds: the engine,
    // the views and their gestures.
    Benchmark("AppCore gesture tree creation", configuration: Measure.creation) { benchmark in
        Measure.iteration(benchmark) {
            let core = AppCoreDriver.makeCore()
            core.prepareGestures()
            blackHole(core)
        }
    }
    for draws in [false, true] {
        Benchmark("AppCore P6 session " + (draws ? "with its frames" : "without frames"),
                  configuration: Measure.allocationsOnly(.kilo)) { benchmark, driver in
            Measure.iteration(benchmark) { driver.run(events: 1_000) }
        } setup: {
            let driver = AppCoreDriver()
            driver.draws = draws
            driver.run(events: 50_000)   // fonts, glyphs, every kind of gesture
            driver.fillBoundedLogs()     // the bounded logs at their limit: steady state
            return driver
        }
    }
}
