// The Gestures engine's figures: nanoseconds and heap allocations per input event in steady
// state, with the demo's 14 rows and their recognizers, with composed declarations and a
// recognizer written outside the engine, and with 1 000 and 100 000 rows. Goals: 0
// allocations per event, < 1 µs per event, and the same cost whatever the number of rows
// the events do not touch (within 1.5×). Allocations are counted by glibc's mtrace in a re-executed child (the
// malloc debug library preloaded), so no allocation escapes the count and nothing is
// interposed in this process.
import Gestures
#if canImport(Glibc)
import Glibc
#endif

enum GesturesBench {
    static let childFlag = "OPACITYBARS_BENCH_GESTURES_MTRACE_CHILD"

    /// The list sizes of the scale figures.
    static let sizes = [14, 1_000, 100_000]
    /// The workloads whose cost must not grow with rows the events do not touch.
    static let scaleWorkloads = ["opacity drag (touch motion+frame)", "scroll (touch motion+frame)",
                                 "taps (down/up/frames, contests)", "hover (pointer motion+frame)",
                                 "paint (long press, crossing rows)"]

    static func run() {
        if getenv(childFlag) != nil { return runAllocationChild() }
        print("Gestures engine, 14 rows (tap, double tap, long press, horizontal drag, hover, axis pan)"
              + " in a scrolling list (scroll, pinch, axis scroll, wheel zoom, touchpad pinch)")
        for w in workloads {
            let (events, ns) = timed(w, setup: .plain(rows: 14))
            let per = ns / Double(events)
            print("  time  \(pad(w.name)) \(format(per, 1)) ns/event (thread CPU) over \(events) events"
                  + (per < 1000 ? "  met (goal < 1000 ns)" : "  NOT met (goal < 1000 ns)"))
        }
        print("Composed: rows with a vertical drag simultaneous with the list's scroll, a tap that"
              + " requires the double tap to fail, and a lasso recognizer written outside the engine")
        for w in workloads {
            let (events, ns) = timed(w, setup: .composed)
            let per = ns / Double(events)
            print("  time  \(pad(w.name)) \(format(per, 1)) ns/event (thread CPU) over \(events) events"
                  + (per < 1000 ? "  met (goal < 1000 ns)" : "  NOT met (goal < 1000 ns)"))
        }
        print("Scale: the same list with \(sizes.map(String.init).joined(separator: " / ")) rows (most off-screen)")
        for w in workloads where scaleWorkloads.contains(w.name) {
            let per = sizes.map { n -> Double in
                let (events, ns) = timed(w, setup: .plain(rows: n))
                return ns / Double(events)
            }
            let ratio = per.max()! / per.min()!
            print("  time  \(pad(w.name)) " + per.map { format($0, 1) }.joined(separator: " / ")
                  + " ns/event, largest/smallest \(format(ratio, 2))×"
                  + (ratio <= 1.5 ? "  met (goal ≤ 1.5×)" : "  NOT met (goal ≤ 1.5×)"))
        }
        AllocationCount.runTracedChild(suite: "gestures", flag: childFlag, label: "  allocations")
    }

    /// How a driver's engine is declared.
    enum Setup {
        case plain(rows: Int)
        /// 14 rows with composition declared and a custom recognizer on the list.
        case composed
    }

    // MARK: Workloads

    /// A workload drives an engine with `step(k)` for k = 0, 1, 2, … and returns events handled.
    struct Workload {
        var name: String
        var setUp: (Driver) -> Void
        var step: (Driver, Int) -> Void
    }

    /// The engine, a virtual clock and event time, and a sink for its reports.
    final class Driver {
        let engine: GestureEngine
        var now: Double = 0
        var time: UInt32 = 0
        var handled = 0
        var reports = 0
        init(_ setup: Setup = .plain(rows: 14)) {
            engine = GestureEngine()
            switch setup {
            case .plain(let rows):
                engine.setRegions(GesturesBench.regions(rows: rows))
                engine.setScrollExtent(max: 72 + Double(rows) * 100 - 800, at: 0)
            case .composed:
                engine.setRegions(GesturesBench.composedRegions())
                engine.setScrollExtent(max: 1472 - 800, at: 0)
            }
        }
        @inline(__always) func send(_ e: InputEvent) {
            engine.handle(e, at: now)
            reports &+= engine.events.count   // what an app would iterate
            handled &+= 1
        }
        @inline(__always) func tick(_ ms: Double) { now += ms; time &+= UInt32(ms) }
    }

    /// The Colours list's regions with `rows` rows (the rows share one set of recognizers).
    static func regions(rows: Int = 14) -> [GestureRegion] {
        let list: [any GestureRecognizer] = [ScrollRecognizer(), PinchRecognizer(), AxisScrollRecognizer(),
                                             WheelZoomRecognizer(), TouchpadPinchRecognizer()]
        let row: [any GestureRecognizer] = [TapRecognizer(), TapRecognizer(count: 2), LongPressRecognizer(),
                                            DragRecognizer(direction: .horizontal), HoverRecognizer(), AxisPanRecognizer()]
        var r = [GestureRegion(id: GestureRegionID(0), frame: GestureRect(x: 0, y: 60, width: 480, height: 740),
                               gestures: list, scrolls: true)]
        r.reserveCapacity(rows + 1)
        for i in 0..<rows {
            r.append(GestureRegion(id: GestureRegionID(i + 1), parent: GestureRegionID(0),
                                   frame: GestureRect(x: 16, y: 72 + Double(i) * 100, width: 448, height: 80),
                                   gestures: row))
        }
        return r
    }

    /// The 14-row list with composition declared: every row's vertical drag is recognized
    /// with the list's scroll, its tap waits for its double tap to fail; a lasso recognizer
    /// (written against the public protocol, as an app would) watches every touch on the list.
    static func composedRegions() -> [GestureRegion] {
        var r = regions(rows: 14)
        r[0].gestures.append(Lasso())
        let tap = TapRecognizer(), doubleTap = TapRecognizer(count: 2)
        var row = r[1].gestures
        row[0] = doubleTap.exclusively(before: tap)
        row.remove(at: 1)
        row.append(DragRecognizer(direction: .vertical))
        for i in 1..<r.count {
            r[i].gestures = row
            r[i].simultaneousWithAncestors = true
        }
        return r
    }

    nonisolated(unsafe) static let workloads: [Workload] = [
        Workload(name: "opacity drag (touch motion+frame)", setUp: { d in
            d.send(.touchDown(id: 1, Point(x: 100, y: 300), time: d.time)); d.send(.touchFrame)
            d.tick(8); d.send(.touchMotion(id: 1, Point(x: 140, y: 300), time: d.time)); d.send(.touchFrame)
        }, step: { d, k in
            d.tick(8)
            d.send(.touchMotion(id: 1, Point(x: 100 + Double(k % 300), y: 302), time: d.time))
            d.send(.touchFrame)
        }),
        Workload(name: "scroll (touch motion+frame)", setUp: { d in
            d.send(.touchDown(id: 1, Point(x: 240, y: 500), time: d.time)); d.send(.touchFrame)
            d.tick(8); d.send(.touchMotion(id: 1, Point(x: 240, y: 470), time: d.time)); d.send(.touchFrame)
        }, step: { d, k in
            d.tick(8)
            let y = 470 - Double(k % 400) + (k / 400 % 2 == 0 ? 0 : Double(k % 400) * 2 - 400)
            d.send(.touchMotion(id: 1, Point(x: 240, y: y), time: d.time))
            d.send(.touchFrame)
        }),
        Workload(name: "two fingers: drag + scroll", setUp: { d in
            d.send(.touchDown(id: 1, Point(x: 100, y: 200), time: d.time))
            d.send(.touchDown(id: 2, Point(x: 300, y: 600), time: d.time)); d.send(.touchFrame)
            d.tick(8)
            d.send(.touchMotion(id: 1, Point(x: 140, y: 200), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: 300, y: 560), time: d.time)); d.send(.touchFrame)
        }, step: { d, k in
            d.tick(8)
            let s = Double(k % 200)
            d.send(.touchMotion(id: 1, Point(x: 100 + s, y: 201), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: 300, y: 560 - s), time: d.time))
            d.send(.touchFrame)
        }),
        Workload(name: "taps (down/up/frames, contests)", setUp: { _ in }, step: { d, k in
            d.tick(400)   // never a double tap: each tap opens and settles a full contest
            let p = Point(x: 50 + Double(k % 400), y: 110 + Double(k % 7) * 100)
            d.send(.touchDown(id: Int32(k & 3), p, time: d.time)); d.send(.touchFrame)
            d.send(.touchUp(id: Int32(k & 3), time: d.time)); d.send(.touchFrame)
        }),
        Workload(name: "hover (pointer motion+frame)", setUp: { d in
            d.send(.pointerEnter(Point(x: 10, y: 100))); d.send(.pointerFrame)
        }, step: { d, k in
            d.tick(8)
            d.send(.pointerMotion(Point(x: 20 + Double(k % 440), y: 61 + Double(k % 739)), time: d.time))
            d.send(.pointerFrame)
        }),
        Workload(name: "paint (long press, crossing rows)", setUp: { d in
            d.send(.touchDown(id: 1, Point(x: 100, y: 110), time: d.time)); d.send(.touchFrame)
            d.tick(500); d.engine.advance(to: d.now)
        }, step: { d, k in
            d.tick(8)
            let y = 80 + Double(k % 600)   // sweeps over six rows and the gaps between them
            d.send(.touchMotion(id: 1, Point(x: 60 + Double(k % 380), y: y), time: d.time))
            d.send(.touchFrame)
        }),
        Workload(name: "pinch (two touches apart/together)", setUp: { d in
            d.send(.touchDown(id: 1, Point(x: 240, y: 350), time: d.time))
            d.send(.touchDown(id: 2, Point(x: 240, y: 450), time: d.time)); d.send(.touchFrame)
            for s in 1...4 {
                d.tick(8)
                d.send(.touchMotion(id: 1, Point(x: 240, y: 350 - Double(s) * 5), time: d.time))
                d.send(.touchMotion(id: 2, Point(x: 240, y: 450 + Double(s) * 5), time: d.time))
                d.send(.touchFrame)
            }
        }, step: { d, k in
            d.tick(8)
            let s = Double(k % 100 < 50 ? k % 50 : 50 - k % 50)
            d.send(.touchMotion(id: 1, Point(x: 240, y: 330 - s), time: d.time))
            d.send(.touchMotion(id: 2, Point(x: 240, y: 470 + s), time: d.time))
            d.send(.touchFrame)
        }),
        Workload(name: "touchpad scroll (axis+source+frame)", setUp: { d in
            d.send(.pointerEnter(Point(x: 240, y: 400))); d.send(.pointerFrame)
        }, step: { d, k in
            d.tick(8)
            d.send(.axis(.vertical, value: k / 100 % 2 == 0 ? 3 : -3, time: d.time))
            d.send(.axisSource(.finger))
            d.send(.pointerFrame)
        }),
    ]

    // MARK: Time

    /// This thread's CPU time: the figure does not grow when other processes share the cores.
    static func nanoseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e9 + Double(ts.tv_nsec)
    }

    static func timed(_ w: Workload, setup: Setup) -> (events: Int, ns: Double) {
        let d = Driver(setup)
        w.setUp(d)
        for k in 0..<10_000 { w.step(d, k) }   // warm-up
        let before = d.handled
        let start = nanoseconds()
        for k in 10_000..<210_000 { w.step(d, k) }
        let ns = nanoseconds() - start
        precondition(d.reports > 0, "workload \(w.name) produced no reports")
        return (d.handled - before, ns)
    }

    // MARK: Allocations (mtrace in a child)

    static func runAllocationChild() {
        guard let path = getenv("MALLOC_TRACE").map({ String(cString: $0) }) else { return }
        // Control: a known allocation must be counted, or a zero below would mean nothing.
        guard let control = AllocationCount.traced(path, { AllocationCount.blackHole([Int](repeating: 1, count: 1000)) }), control > 0 else {
            print("  allocations: not measured (mtrace saw no allocation for a known one)")
            return
        }
        let setups: [(String, Setup)] = [("", .plain(rows: 14)), ("composed ", .composed), ("100 000 rows ", .plain(rows: 100_000))]
        for (label, setup) in setups {
            for w in workloads {
                let d = Driver(setup)
                w.setUp(d)
                for k in 0..<2_000 { w.step(d, k) }   // warm-up
                let before = d.handled
                let allocations = AllocationCount.traced(path) { for k in 2_000..<22_000 { w.step(d, k) } }
                let events = d.handled - before
                let name = pad(label + w.name, 52)
                guard let allocations else { print("  alloc \(name) not measured"); continue }
                let per = Double(allocations) / Double(events)
                print("  alloc \(name) \(format(per, 3)) allocations/event over \(events) events"
                      + " (mtrace, control \(control))" + (allocations == 0 ? "  met (goal 0)" : "  NOT met (goal 0)"))
            }
        }
    }

    static func pad(_ s: String, _ width: Int = 38) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
    static func format(_ v: Double, _ digits: Int) -> String {
        var p = 1.0
        for _ in 0..<digits { p *= 10 }
        let r = (v * p).rounded() / p
        return String(r)
    }
}
