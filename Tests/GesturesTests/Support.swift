/// `ListFixture` (the demo-like list the engine tests and the randomized streams use) lives
/// in TestSupport; re-exported so that every file here sees it without an import of its own.
@_exported import TestSupport

@testable import Gestures

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
        for k in 1 ... steps {
            advance(ms)
            let t = Double(k) / Double(steps)
            move(id, Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
    }
    func mouseMove(_ p: Point) { send(.pointerMotion(p, time: time)); send(.pointerFrame) }
    func mouseButton(_ pressed: Bool) {
        send(.pointerButton(button: .primary, pressed: pressed, time: time)); send(.pointerFrame)
    }

    func kinds(_ phase: GesturePhase? = nil) -> [String] {
        log.filter { phase == nil || $0.phase == phase }.map { "\($0.kind).\($0.phase)" }
    }
    func of(_ kind: GestureKind) -> [GestureEvent] { log.filter { $0.kind == kind } }
    /// Phases of `kind` without the enter/exit tracking reports.
    func lifecycle(_ kind: GestureKind) -> [GesturePhase] {
        of(kind).map(\.phase).filter { $0 != .entered && $0 != .exited }
    }
}
