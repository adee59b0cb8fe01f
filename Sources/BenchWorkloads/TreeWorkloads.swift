// The engine under a tree of views with typed gestures, at 14, 1 000 and 100 000 row views:
// every row gets recognizers of its own, so what an event costs must not grow with the rows
// it does not touch. The Benchmarks package times them (ns per event, mallocs), the
// allocation test (Allocations/) counts their allocations.
import Gestures

public enum TreeWorkloads {
    /// The row counts every workload runs under.
    public static let sizes = [14, 1_000, 100_000]

    /// A workload declares each row's gestures, then drives the host with `step(k)` for
    /// k = 0, 1, 2, … (each step a few input events, as a compositor sends them in one frame).
    public struct Workload: Sendable {
        public var name: String
        public var declare: @Sendable (GestureView, Driver) -> Void
        public var setUp: @Sendable (Driver) -> Void
        public var step: @Sendable (Driver, Int) -> Void
    }

    /// A host whose root is a list of `rows` views 80 px high, 20 px apart, with a vertical
    /// drag on the list; a virtual clock and event time; a count of callbacks run.
    public final class Driver {
        public let host = GestureHost(framing: .wayland)
        public var now: Double = 0
        public var time: UInt32 = 0
        /// Input events handled so far.
        public private(set) var handled = 0
        /// Callbacks the rows' gestures ran (what an app would act on), so none is optimized away.
        public var callbacks = 0
        /// The next step number of `run`.
        public private(set) var nextStep = 0

        private init(declaring workload: Workload, rows: Int) {
            let list = GestureView(id: "list", frame: GestureRect(x: 0, y: 56, width: 480, height: 744))
            for i in 0 ..< rows {
                let row = list.addChild(
                    GestureView(id: i, frame: GestureRect(x: 16, y: 16 + Double(i) * 100, width: 448, height: 80)))
                workload.declare(row, self)
            }
            list.gesture(DragGesture(direction: .vertical).onChanged { [unowned self] _ in callbacks &+= 1 })
            host.root = list
        }

        /// A driver with `workload` set up and warmed up by `warmUp` steps: what is created
        /// once per sequence or per view is created before anything is measured.
        public convenience init(_ workload: Workload, rows: Int, warmUp: Int = 10_000) {
            self.init(declaring: workload, rows: rows)
            workload.setUp(self)
            run(workload, steps: warmUp)
        }

        @inline(__always) public func send(_ e: InputEvent) {
            host.send(e, at: now)
            handled &+= 1
        }
        @inline(__always) public func tick(_ ms: Double) { now += ms; time &+= UInt32(ms) }

        /// The workload's next `steps` steps, the reports drained (callbacks run) after each.
        @inline(__always) public func run(_ w: Workload, steps: Int) {
            for _ in 0 ..< steps {
                w.step(self, nextStep)
                host.drainReports()
                nextStep &+= 1
            }
        }

        /// Whole steps until at least `events` more input events were handled; returns how many.
        @inline(__always) @discardableResult
        public func run(_ w: Workload, events: Int) -> Int {
            let start = handled
            while handled - start < events {
                w.step(self, nextStep)
                host.drainReports()
                nextStep &+= 1
            }
            return handled - start
        }
    }

    /// Taps on the rows in sight, 400 ms apart (never a double tap: each opens and settles a
    /// full contest, and a tap composed with a double tap waits for it to fail).
    static func taps(_ d: Driver, _ k: Int) {
        d.tick(400)
        let p = Point(x: 50 + Double(k % 400), y: 110 + Double(k % 7) * 100)
        d.send(.touchDown(id: Int32(k & 3), p, time: d.time)); d.send(.touchFrame)
        d.send(.touchUp(id: Int32(k & 3), time: d.time)); d.send(.touchFrame)
    }

    /// Each row: a horizontal drag and a tap.
    static func dragAndTap(_ row: GestureView, _ d: Driver) {
        row.gesture(DragGesture(direction: .horizontal).onChanged { [unowned d] _ in d.callbacks &+= 1 })
        row.gesture(TapGesture().onEnded { [unowned d] _ in d.callbacks &+= 1 })
    }

    /// The three workloads.
    public static let all: [Workload] = [
        Workload(
            name: "drag on one row (touch motion+frame)", declare: dragAndTap,
            setUp: { d in
                d.send(.touchDown(id: 1, Point(x: 100, y: 300), time: d.time)); d.send(.touchFrame)
                d.tick(8); d.send(.touchMotion(id: 1, Point(x: 140, y: 300), time: d.time)); d.send(.touchFrame)
            },
            step: { d, k in
                d.tick(8)
                d.send(.touchMotion(id: 1, Point(x: 100 + Double(k % 300), y: 302), time: d.time))
                d.send(.touchFrame)
            }),
        Workload(name: "taps (down/up/frames)", declare: dragAndTap, setUp: { _ in }, step: taps),
        Workload(
            name: "composed taps (double tap exclusively before tap)",
            declare: { row, d in
                row.gesture(
                    TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { [unowned d] _ in
                        d.callbacks &+= 1
                    })
            },
            setUp: { _ in }, step: taps),
    ]
}
