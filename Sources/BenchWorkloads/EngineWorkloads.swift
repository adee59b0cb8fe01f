// The Gestures engine's workloads, one definition for both benches: opacity-bars-bench times
// them side by side (the scale figure), the Benchmarks package measures time and heap
// allocations per event against its committed baseline, the allocation test (Allocations/)
// fails CI on any allocation. A workload drives one engine in steady state, with the Colours
// list's regions (plain, composed, or with many rows).
import Gestures

public enum EngineWorkloads {
    /// How a driver's engine is declared.
    public enum Setup: Sendable {
        case plain(rows: Int)
        /// 14 rows with composition declared and a custom recognizer on the list.
        case composed

        /// The three declarations every workload runs under, with the label each is known by.
        public static let all: [(label: String, setup: Setup)] =
            [("14 rows", .plain(rows: 14)), ("composed", .composed), ("100 000 rows", .plain(rows: 100_000))]
    }

    /// A workload drives an engine (`WorkloadSteps`).
    public struct Workload: WorkloadSteps, Sendable {
        public var name: String
        public var setUp: @Sendable (Driver) -> Void
        public var step: @Sendable (Driver, Int) -> Void
    }

    /// The engine and a sink for its reports (`WorkloadDriver`: the clock and the step loop).
    public final class Driver: WorkloadDriver {
        package let engine: GestureEngine
        public var now: Double = 0
        public var time: UInt32 = 0
        public private(set) var handled = 0
        /// Reports the engine gave back (what an app would iterate), so none is optimized away.
        public private(set) var reports = 0
        public var nextStep = 0

        public init(_ setup: Setup = .plain(rows: 14)) {
            engine = GestureEngine()
            switch setup {
            case .plain(let rows):
                engine.setRegions(EngineWorkloads.regions(rows: rows))
                engine.setScrollExtent(max: 72 + Double(rows) * 100 - 800, at: 0)
            case .composed:
                engine.setRegions(EngineWorkloads.composedRegions())
                engine.setScrollExtent(max: 1472 - 800, at: 0)
            }
        }

        /// A driver with `workload` set up and warmed up by `warmUp` steps: what is created
        /// once per sequence or per region is created before anything is measured.
        public convenience init(_ workload: Workload, _ setup: Setup, warmUp: Int = 10_000) {
            self.init(setup)
            workload.setUp(self)
            run(workload, steps: warmUp)
        }

        @inline(__always) public func send(_ e: InputEvent) {
            engine.handle(e, at: now)
            reports &+= engine.reports.count
            handled &+= 1
        }

        @inline(__always) public func endStep() {}
    }

    /// The Colours list's regions with `rows` rows (the rows share one set of recognizers).
    package static func regions(rows: Int = 14) -> [GestureRegion] {
        let list: [any GestureRecognizer] = [
            ScrollRecognizer(), PinchRecognizer(), AxisScrollRecognizer(),
            WheelZoomRecognizer(), TouchpadPinchRecognizer(),
        ]
        let row: [any GestureRecognizer] = [
            TapRecognizer(), TapRecognizer(count: 2), LongPressRecognizer(),
            DragRecognizer(direction: .horizontal), HoverRecognizer(), AxisPanRecognizer(),
        ]
        var r = [
            GestureRegion(
                id: GestureRegionID(0), frame: GestureRect(x: 0, y: 60, width: 480, height: 740),
                gestures: list, scrolls: true)
        ]
        r.reserveCapacity(rows + 1)
        for i in 0 ..< rows {
            r.append(
                GestureRegion(
                    id: GestureRegionID(i + 1), parent: GestureRegionID(0),
                    frame: GestureRect(x: 16, y: 72 + Double(i) * 100, width: 448, height: 80),
                    gestures: row))
        }
        return r
    }

    /// The 14-row list with composition declared: every row's vertical drag is recognized
    /// with the list's scroll, its tap waits for its double tap to fail; a lasso recognizer
    /// (written against the public protocol, as an app would) watches every touch on the list.
    package static func composedRegions() -> [GestureRegion] {
        var r = regions(rows: 14)
        r[0].gestures.append(Lasso().makeRecognizer())
        let tap = TapRecognizer(), doubleTap = TapRecognizer(count: 2)
        var row = r[1].gestures
        row[0] = ComposedGesture.exclusive(doubleTap, tap)
        row.remove(at: 1)
        row.append(DragRecognizer(direction: .vertical))
        for i in 1 ..< r.count {
            r[i].gestures = row
            r[i].simultaneousWithAncestors = true
        }
        return r
    }

    /// The eight steady-state workloads.
    public static let all: [Workload] = [
        Workload(
            name: "opacity drag (touch motion+frame)", setUp: { d in d.startRowDrag() },
            step: { d, k in d.dragRow(k) }),
        Workload(
            name: "scroll (touch motion+frame)",
            setUp: { d in
                d.send(.touchDown(id: 1, Point(x: 240, y: 500), time: d.time)); d.send(.touchFrame)
                d.tick(8); d.send(.touchMotion(id: 1, Point(x: 240, y: 470), time: d.time)); d.send(.touchFrame)
            },
            step: { d, k in
                d.tick(8)
                let y = 470 - Double(k % 400) + (k / 400 % 2 == 0 ? 0 : Double(k % 400) * 2 - 400)
                d.send(.touchMotion(id: 1, Point(x: 240, y: y), time: d.time))
                d.send(.touchFrame)
            }),
        Workload(
            name: "two fingers: drag + scroll",
            setUp: { d in
                d.send(.touchDown(id: 1, Point(x: 100, y: 200), time: d.time))
                d.send(.touchDown(id: 2, Point(x: 300, y: 600), time: d.time)); d.send(.touchFrame)
                d.tick(8)
                d.send(.touchMotion(id: 1, Point(x: 140, y: 200), time: d.time))
                d.send(.touchMotion(id: 2, Point(x: 300, y: 560), time: d.time)); d.send(.touchFrame)
            },
            step: { d, k in
                d.tick(8)
                let s = Double(k % 200)
                d.send(.touchMotion(id: 1, Point(x: 100 + s, y: 201), time: d.time))
                d.send(.touchMotion(id: 2, Point(x: 300, y: 560 - s), time: d.time))
                d.send(.touchFrame)
            }),
        Workload(name: "taps (down/up/frames, contests)", setUp: { _ in }, step: { d, k in d.tapRow(k) }),
        Workload(
            name: "hover (pointer motion+frame)",
            setUp: { d in
                d.send(.pointerEnter(Point(x: 10, y: 100))); d.send(.pointerFrame)
            },
            step: { d, k in
                d.tick(8)
                d.send(.pointerMotion(Point(x: 20 + Double(k % 440), y: 61 + Double(k % 739)), time: d.time))
                d.send(.pointerFrame)
            }),
        Workload(
            name: "paint (long press, crossing rows)",
            setUp: { d in
                d.send(.touchDown(id: 1, Point(x: 100, y: 110), time: d.time)); d.send(.touchFrame)
                d.tick(500); d.engine.advance(to: d.now)
            },
            step: { d, k in
                d.tick(8)
                let y = 80 + Double(k % 600)   // sweeps over six rows and the gaps between them
                d.send(.touchMotion(id: 1, Point(x: 60 + Double(k % 380), y: y), time: d.time))
                d.send(.touchFrame)
            }),
        Workload(
            name: "pinch (two touches apart/together)",
            setUp: { d in
                d.send(.touchDown(id: 1, Point(x: 240, y: 350), time: d.time))
                d.send(.touchDown(id: 2, Point(x: 240, y: 450), time: d.time)); d.send(.touchFrame)
                for s in 1 ... 4 {
                    d.tick(8)
                    d.send(.touchMotion(id: 1, Point(x: 240, y: 350 - Double(s) * 5), time: d.time))
                    d.send(.touchMotion(id: 2, Point(x: 240, y: 450 + Double(s) * 5), time: d.time))
                    d.send(.touchFrame)
                }
            },
            step: { d, k in
                d.tick(8)
                let s = Double(k % 100 < 50 ? k % 50 : 50 - k % 50)
                d.send(.touchMotion(id: 1, Point(x: 240, y: 330 - s), time: d.time))
                d.send(.touchMotion(id: 2, Point(x: 240, y: 470 + s), time: d.time))
                d.send(.touchFrame)
            }),
        Workload(
            name: "touchpad scroll (axis+source+frame)",
            setUp: { d in
                d.send(.pointerEnter(Point(x: 240, y: 400))); d.send(.pointerFrame)
            },
            step: { d, k in
                d.tick(8)
                d.send(.axis(.vertical, value: k / 100 % 2 == 0 ? 3 : -3, time: d.time))
                d.send(.axisSource(.finger))
                d.send(.pointerFrame)
            }),
    ]
}
