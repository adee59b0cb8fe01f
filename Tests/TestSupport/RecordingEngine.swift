import Gestures
import GesturesTesting

/// The engine with every report it made, in order.
package final class RecordingEngine: InputTarget {
    package let engine: GestureEngine
    /// Every report so far (a test that calls the engine directly adds what it reported).
    package var log: [GestureReport] = []

    package init(_ engine: GestureEngine) { self.engine = engine }

    package func handle(_ event: InputEvent, at now: Double) { engine.handle(event, at: now); log += engine.reports }
    package func advance(to now: Double) { engine.advance(to: now); log += engine.reports }
}

extension InputDriver where Target == RecordingEngine {
    /// The demo-like list's engine unless given; event times from 1000.
    package convenience init(_ engine: GestureEngine = ListFixture.makeEngine()) {
        self.init(RecordingEngine(engine), timeOrigin: 1000)
    }

    package var engine: GestureEngine { target.engine }
    package var log: [GestureReport] {
        get { target.log }
        set { target.log = newValue }
    }

    /// "kind.phase" of every report (of one phase if given).
    package func kinds(_ phase: GesturePhase? = nil) -> [String] {
        log.filter { phase == nil || $0.phase == phase }.map { "\($0.kind).\($0.phase)" }
    }
    package func of(_ kind: GestureKind) -> [GestureReport] { log.filter { $0.kind == kind } }
    /// Phases of `kind` without the enter/exit tracking reports.
    package func lifecycle(_ kind: GestureKind) -> [GesturePhase] {
        of(kind).map(\.phase).filter { $0 != .entered && $0 != .exited }
    }
}
