// What the engine's and the tree's workload drivers share: a virtual clock and event time
// that the workloads step, the count of events handled, and the loop that runs whole steps.
import Gestures

/// A workload: set up once, then `step(k)` for k = 0, 1, 2, … (each step a few input events,
/// as a compositor sends them in one frame).
public protocol WorkloadSteps {
    associatedtype Driver
    var step: @Sendable (Driver, Int) -> Void { get }
}

/// A driver of workloads whose steps it numbers: each kind hands events to its own target
/// (`send`) and does its own work after a step (`endStep`).
///
/// The loops are inlinable so that a benchmark in another module gets them specialized for
/// its driver, as if written there: nothing generic is left in the measured part.
public protocol WorkloadDriver: AnyObject {
    /// Virtual time (ms) and the events' time stamp, moved by `tick`.
    var now: Double { get set }
    var time: UInt32 { get set }
    /// Input events handled so far.
    var handled: Int { get }
    /// The next step number of `run`.
    var nextStep: Int { get set }
    /// Hands one input event, at `now`, to what is measured.
    func send(_ e: InputEvent)
    /// After each step: whatever the kind of driver does between frames.
    func endStep()
}

extension WorkloadDriver {
    @inlinable @inline(__always)
    public func tick(_ ms: Double) {
        now += ms
        time &+= UInt32(ms)
    }

    /// The workload's next `steps` steps.
    @inlinable @inline(__always)
    public func run<W: WorkloadSteps>(_ w: W, steps: Int) where W.Driver == Self {
        for _ in 0 ..< steps {
            w.step(self, nextStep)
            endStep()
            nextStep &+= 1
        }
    }

    /// Whole steps until at least `events` more input events were handled; returns how many.
    @inlinable @inline(__always) @discardableResult
    public func run<W: WorkloadSteps>(_ w: W, events: Int) -> Int where W.Driver == Self {
        let start = handled
        while handled - start < events {
            w.step(self, nextStep)
            endStep()
            nextStep &+= 1
        }
        return handled - start
    }

    /// A finger down on the row at y 300 and moved 40 px along it: a horizontal drag under way.
    @inlinable @inline(__always)
    public func startRowDrag() {
        send(.touchDown(id: 1, Point(x: 100, y: 300), time: time))
        send(.touchFrame)
        tick(8)
        send(.touchMotion(id: 1, Point(x: 140, y: 300), time: time))
        send(.touchFrame)
    }

    /// That drag's next motion, 8 ms on, along the row and back every 300 steps.
    @inlinable @inline(__always)
    public func dragRow(_ k: Int) {
        tick(8)
        send(.touchMotion(id: 1, Point(x: 100 + Double(k % 300), y: 302), time: time))
        send(.touchFrame)
    }

    /// A tap on a row in sight, 400 ms after the last: never a double tap, so each opens and
    /// settles a full contest (and a tap composed with a double tap waits for it to fail).
    @inlinable @inline(__always)
    public func tapRow(_ k: Int) {
        tick(400)
        let p = Point(x: 50 + Double(k % 400), y: 110 + Double(k % 7) * 100)
        send(.touchDown(id: Int32(k & 3), p, time: time))
        send(.touchFrame)
        send(.touchUp(id: Int32(k & 3), time: time))
        send(.touchFrame)
    }
}
