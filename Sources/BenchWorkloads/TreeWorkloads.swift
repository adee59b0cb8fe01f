// The engine under a tree of views with typed gestures, at 14, 1 000 and 100 000 row views:
// every row gets recognizers of its own, so what an event costs must not grow with the rows
// it does not touch. The Benchmarks package times them (ns per event, mallocs), the
// allocation test (Allocations/) counts their allocations.
import Gestures

public enum TreeWorkloads {
    /// The row counts every workload runs under.
    public static let sizes = [14, 1_000, 100_000]

    /// A workload declares each row's gestures, then drives the host (`WorkloadSteps`).
    public struct Workload: WorkloadSteps, Sendable {
        public var name: String
        public var declare: @Sendable (GestureView, Driver) -> Void
        public var setUp: @Sendable (Driver) -> Void
        public var step: @Sendable (Driver, Int) -> Void
    }

    /// A host whose root is a list of `rows` views 80 px high, 20 px apart, with a vertical
    /// drag on the list, and a count of callbacks run (`WorkloadDriver`: the clock and the
    /// step loop).
    public final class Driver: WorkloadDriver {
        public let host = GestureHost(framing: .wayland)
        public var now: Double = 0
        public var time: UInt32 = 0
        public private(set) var handled = 0
        /// Callbacks the rows' gestures ran (what an app would act on), so none is optimized away.
        public var callbacks = 0
        public var nextStep = 0

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

        /// The reports drained after each step: the callbacks run.
        @inline(__always) public func endStep() { host.drainReports() }
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
            setUp: { d in d.startRowDrag() }, step: { d, k in d.dragRow(k) }),
        Workload(name: "taps (down/up/frames)", declare: dragAndTap, setUp: { _ in }, step: { d, k in d.tapRow(k) }),
        Workload(
            name: "composed taps (double tap exclusively before tap)",
            declare: { row, d in
                row.gesture(
                    TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { [unowned d] _ in
                        d.callbacks &+= 1
                    })
            },
            setUp: { _ in }, step: { d, k in d.tapRow(k) }),
    ]
}
