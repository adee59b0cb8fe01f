import Foundation
import Gestures

/// The engine's release velocity against the platforms' on real strokes: each stroke is played
/// into an engine with the Colours list's regions, with its own millisecond event times, and
/// the velocity of the drag or scroll it ends is compared with `ReferenceVelocityTracker`'s
/// from the same samples. The tests hold every fling to `tolerance`; the bench prints the
/// summary.
public enum FlingVelocity {
    /// How far (a fraction of the reference's speed) the engine's release velocity may be from
    /// the reference's, as a vector.
    public static let tolerance = 0.2

    /// One stroke that ended a drag or a scroll moving at least `minFlingVelocity`.
    public struct Fling: Sendable {
        public var stroke: String
        /// What the stroke was in the engine: drag or scroll.
        public var kind: GestureKind
        /// The engine's velocity (px/s) in the report that ended the gesture.
        public var engine: Point
        /// The list's fling: its starting velocity (offset px/s), when a scroll flung.
        public var fling: Double?
        /// The reference's velocity (px/s) from the stroke's samples.
        public var reference: Point

        /// Engine speed over reference speed.
        public var ratio: Double { engine.length / reference.length }
        /// The engine's velocity within `tolerance` of the reference's, direction included.
        public var isWithinTolerance: Bool { (engine - reference).length <= tolerance * reference.length }
    }

    /// The flings among `strokes`: strokes the engine ended as a drag or a scroll and whose
    /// reference release speed is at least `minFlingVelocity` (a still lift is not a fling,
    /// nor a long press that paints).
    public static func flings(in strokes: [Stroke], configuration: GestureConfiguration = .default) -> [Fling] {
        strokes.compactMap { stroke in
            var reference = ReferenceVelocityTracker()
            for s in stroke.samples { reference.add(s.position, time: Double(s.time)) }
            let v = reference.velocity(liftTime: Double(stroke.liftTime), maxSpeed: configuration.maxFlingVelocity)
            guard v.length >= configuration.minFlingVelocity,
                let (kind, engine, fling) = release(of: stroke, configuration: configuration)
            else { return nil }
            return Fling(stroke: stroke.name, kind: kind, engine: engine, fling: fling, reference: v)
        }
    }

    /// Plays `stroke` into a fresh engine (the Colours list scrolled to the middle of 1000 rows,
    /// so a fling has room either way; the stroke moved to start in the middle of a row, so it
    /// meets the row's drag and the list's scroll) and returns the drag or scroll it ended with
    /// its velocity, and the fling's starting velocity if one began.
    public static func release(of stroke: Stroke, configuration: GestureConfiguration = .default)
        -> (GestureKind, Point, Double?)?
    {
        guard let first = stroke.samples.first else { return nil }
        let engine = GestureEngine(configuration: configuration)
        engine.setRegions(EngineWorkloads.regions(rows: 1000))
        engine.setScrollExtent(max: 72 + 1000 * 100 - 800, at: 0)
        engine.setScrollOffset(50_000, at: 0)   // row 503 spans y 372…452 of the surface
        let shift = Point(x: 240, y: 412) - first.position
        var ended: (GestureKind, Point)?
        var fling: Double?
        func send(_ e: InputEvent, _ time: UInt32) {
            engine.handle(e, at: Double(time &- first.time))
            for r in engine.reports {
                if r.phase == .ended && (r.kind == .drag || r.kind == .scroll) { ended = (r.kind, r.velocity) }
                if r.phase == .began && r.kind == .fling { fling = r.velocity.y }
            }
        }
        switch stroke.device {
        case .touch:
            send(.touchDown(id: 1, first.position + shift, time: first.time), first.time)
            send(.touchFrame, first.time)
            for s in stroke.samples.dropFirst() {
                send(.touchMotion(id: 1, s.position + shift, time: s.time), s.time)
                send(.touchFrame, s.time)
            }
            send(.touchUp(id: 1, time: stroke.liftTime), stroke.liftTime)
            send(.touchFrame, stroke.liftTime)
        case .mouse:
            send(.pointerEnter(first.position + shift), first.time)
            send(.pointerFrame, first.time)
            send(.pointerButton(button: .primary, pressed: true, time: first.time), first.time)
            send(.pointerFrame, first.time)
            for s in stroke.samples.dropFirst() {
                send(.pointerMotion(s.position + shift, time: s.time), s.time)
                send(.pointerFrame, s.time)
            }
            send(.pointerButton(button: .primary, pressed: false, time: stroke.liftTime), stroke.liftTime)
            send(.pointerFrame, stroke.liftTime)
        }
        return ended.map { ($0.0, $0.1, fling) }
    }

    /// Median, smallest and largest ratio, and how many flings are within `tolerance`.
    public struct Summary: Sendable, CustomStringConvertible {
        public var count: Int
        public var median: Double
        public var min: Double
        public var max: Double
        public var within: Int

        public init(_ flings: [Fling]) {
            let r = flings.map(\.ratio).sorted()
            count = r.count
            median = r.isEmpty ? .nan : (r[(r.count - 1) / 2] + r[r.count / 2]) / 2
            min = r.first ?? .nan
            max = r.last ?? .nan
            within = flings.filter(\.isWithinTolerance).count
        }

        public var description: String {
            func f(_ v: Double) -> String { String(format: "%.2f×", v) }
            return "median \(f(median)) (\(f(min))–\(f(max))), \(within) of \(count) within \(Int(tolerance * 100)) %"
        }
    }

    /// Every real stroke the repository holds: the phone strokes of
    /// `Tests/Fixtures/strokes/*.strokes`, and the touch and mouse strokes of the traces
    /// recorded under real compositors (`Tests/Fixtures/recorded/**/*.trace`), which
    /// `inputEvents` reads (the trace parser lives above this module).
    public static func realStrokes(fixtures: URL, inputEvents: (String) throws -> [InputEvent]) throws -> [Stroke] {
        let fm = FileManager.default
        var strokes: [Stroke] = []
        let strokeDir = fixtures.appendingPathComponent("strokes")
        for file in try fm.contentsOfDirectory(atPath: strokeDir.path).sorted() where file.hasSuffix(".strokes") {
            let path = strokeDir.appendingPathComponent(file).path
            strokes += try Stroke.parse(contents: String(contentsOfFile: path, encoding: .utf8), file: path)
        }
        let recorded = fixtures.appendingPathComponent("recorded")
        let traces = (fm.enumerator(atPath: recorded.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".trace") }.sorted()
        for trace in traces {
            let events = try inputEvents(recorded.appendingPathComponent(trace).path)
            strokes += Stroke.strokes(in: events, name: trace)
        }
        return strokes
    }
}
