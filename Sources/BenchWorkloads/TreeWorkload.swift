// A tree of views on a host, with typed gestures, relaid out at every event: the path an app
// written on `GestureView` takes, measured by the allocation test (Allocations/).
import Gestures

/// A list of rows, each with a horizontal drag and a high-priority double tap; one finger
/// drags a row back and forth while every row's height changes at each event (a pinch
/// changing row heights, a window being resized), so the drag runs through the relayout.
public final class TreeWorkload {
    public let host = GestureHost(framing: .wayland)
    private let list = GestureView(id: "list", frame: GestureRect(x: 0, y: 56, width: 480, height: 744))
    private var rows: [GestureView] = []
    private var now = 0.0, time: UInt32 = 0, step = 0
    /// Input events handled so far.
    public private(set) var handled = 0
    /// What the drag's callbacks last saw, so that none is optimized away.
    public private(set) var translation = 0.0
    public private(set) var changes = 0
    /// Whether each step lays the rows out again (false: the drag alone, for comparison).
    public var relayouts = true

    public init(rows: Int = 14) {
        for i in 0 ..< rows {
            let row = list.addChild(GestureView(id: i, frame: Self.rowFrame(i, height: 80)))
            row.gesture(
                DragGesture(direction: .horizontal).onChanged { [unowned self] v in
                    translation = v.translation.x
                    changes &+= 1
                })
            row.highPriorityGesture(TapGesture(count: 2).onEnded { [unowned self] _ in changes &+= 1 })
        }
        self.rows = list.children
        list.simultaneousGesture(DragGesture(direction: .vertical))
        host.root = list
        send(.touchDown(id: 1, Point(x: 100, y: 300), time: time))
        send(.touchFrame)
        tick()
        send(.touchMotion(id: 1, Point(x: 140, y: 300), time: time))
        send(.touchFrame)
    }

    static func rowFrame(_ i: Int, height: Double) -> GestureRect {
        GestureRect(x: 16, y: 16 + Double(i) * (height + 20), width: 448, height: height)
    }

    private func send(_ e: InputEvent) {
        host.send(e, at: now)
        handled &+= 1
    }

    private func tick() { now += 8; time &+= 8 }

    /// Whole steps (a relayout, a motion and its frame, the reports drained) until at least
    /// `events` more input events were handled.
    public func run(events: Int) {
        let start = handled
        while handled - start < events {
            tick()
            if relayouts {
                let height = 80 + Double(step % 20)
                for (i, row) in rows.enumerated() { row.frame = Self.rowFrame(i, height: height) }
            }
            send(.touchMotion(id: 1, Point(x: 100 + Double(step % 300), y: 302), time: time))
            send(.touchFrame)
            host.drainReports()
            step &+= 1
        }
    }
}
