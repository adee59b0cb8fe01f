@testable import Gestures

/// A 14-row list like the demo's: list region 0 (scrolls, viewport from y 60 to 800), rows
/// 1…14 with frames in content coordinates, 80 px high, 20 px apart.
struct ListFixture {
    static let listID = GestureRegionID(0)
    static let top = 60.0
    static let rowHeight = 80.0
    static let spacing = 20.0
    static let rowX = 16.0
    static let rowWidth = 448.0

    static func rowID(_ row: Int) -> GestureRegionID { GestureRegionID(row + 1) }
    /// Content-coordinate frame of a row.
    static func rowFrame(_ row: Int) -> GestureRect {
        GestureRect(x: rowX, y: top + 12 + Double(row) * (rowHeight + spacing), width: rowWidth, height: rowHeight)
    }
    /// Surface point at fraction `fx` across row `row`'s centre line (offset 0).
    static func point(row: Int, fx: Double = 0.5, dy: Double = 0) -> Point {
        let f = rowFrame(row)
        return Point(x: f.x + f.width * fx, y: f.y + f.height / 2 + dy)
    }

    /// The list's recognizers: scroll, pinch (with rotation if asked), wheel and touchpad.
    static func listRecognizers(rotation: Bool = false) -> [any GestureRecognizer] {
        [ScrollRecognizer(), PinchRecognizer(reportsRotation: rotation), AxisScrollRecognizer(),
         WheelZoomRecognizer(), TouchpadPinchRecognizer()]
    }

    /// A row's recognizers: tap, double tap (the tap waits for it to fail if asked), long
    /// press, horizontal drag, hover, touchpad horizontal pan.
    static func rowRecognizers(tapWaitsForDoubleTap: Bool = false) -> [any GestureRecognizer] {
        let tap = TapRecognizer(), doubleTap = TapRecognizer(count: 2)
        if tapWaitsForDoubleTap { tap.requireToFail = doubleTap }
        return [tap, doubleTap, LongPressRecognizer(), DragRecognizer(direction: .horizontal),
                HoverRecognizer(), AxisPanRecognizer()]
    }

    /// The list and `rows` rows; every row shares one set of recognizers.
    static func regions(rows: Int = 14) -> [GestureRegion] {
        var r = [GestureRegion(id: listID, frame: GestureRect(x: 0, y: top, width: 480, height: 740),
                               recognizers: listRecognizers(), scrolls: true)]
        let row = rowRecognizers()
        for i in 0..<rows {
            r.append(GestureRegion(id: rowID(i), parent: listID, frame: rowFrame(i), recognizers: row))
        }
        return r
    }

    static func makeEngine(_ configuration: GestureConfiguration = .default) -> GestureEngine {
        let e = GestureEngine(configuration: configuration)
        e.setRegions(regions())
        let contentHeight = top + 12 + 14 * (rowHeight + spacing)
        e.setScrollExtent(max: contentHeight - 800, at: 0)
        return e
    }
}

/// Feeds events and collects every report, with its own clock.
final class Driver {
    let engine: GestureEngine
    var now: Double = 0
    var time: UInt32 = 1000
    var log: [GestureEvent] = []

    init(_ engine: GestureEngine = ListFixture.makeEngine()) { self.engine = engine }

    func send(_ e: InputEvent) { engine.handle(e, at: now); log += engine.events }
    func advance(_ ms: Double) {
        now += ms; time &+= UInt32(ms)
        engine.advance(to: now); log += engine.events
    }
    func down(_ id: Int32, _ p: Point) { send(.touchDown(id: id, p, time: time)); send(.touchFrame) }
    func move(_ id: Int32, _ p: Point) { send(.touchMotion(id: id, p, time: time)); send(.touchFrame) }
    func up(_ id: Int32) { send(.touchUp(id: id, time: time)); send(.touchFrame) }
    /// Moves in `steps` of `ms` each, linearly.
    func drag(_ id: Int32, from a: Point, to b: Point, steps: Int, ms: Double = 10) {
        for k in 1...steps {
            advance(ms)
            let t = Double(k) / Double(steps)
            move(id, Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
    }
    func mouseMove(_ p: Point) { send(.pointerMotion(p, time: time)); send(.pointerFrame) }
    func mouseButton(_ pressed: Bool) { send(.pointerButton(button: .primary, pressed: pressed, time: time)); send(.pointerFrame) }

    func kinds(_ phase: GesturePhase? = nil) -> [String] {
        log.filter { phase == nil || $0.phase == phase }.map { "\($0.kind).\($0.phase)" }
    }
    func of(_ kind: GestureKind) -> [GestureEvent] { log.filter { $0.kind == kind } }
    /// Phases of `kind` without the enter/exit tracking reports.
    func lifecycle(_ kind: GestureKind) -> [GesturePhase] {
        of(kind).map(\.phase).filter { $0 != .entered && $0 != .exited }
    }
}

extension GestureRegion {
    /// Adds a drag in the vertical cone to the region's recognizers.
    mutating func addVerticalDrag() { recognizers.append(DragRecognizer(direction: .vertical)) }
}
