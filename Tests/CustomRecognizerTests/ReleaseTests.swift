import Gestures
import Testing

/// The smallest custom recognizer composed with built-ins as a value: a double tap has
/// precedence over it, and it runs beside a drag.
@Suite struct ReleaseTests {
    static let box = GestureRegionID(1)

    static func engine(_ gestures: [any GestureComposable]) -> GestureEngine {
        let e = GestureEngine()
        e.setRegions([
            GestureRegion(id: box, frame: GestureRect(x: 0, y: 0, width: 300, height: 300), gestures: gestures)
        ])
        return e
    }

    static func touch(_ e: GestureEngine, at t: inout Double, path: [Point]) -> [GestureReport] {
        var out: [GestureReport] = []
        func send(_ ev: InputEvent) { e.handle(ev, at: t); out += e.reports }
        send(.touchDown(id: 1, path[0], time: UInt32(t))); send(.touchFrame)
        for p in path.dropFirst() { t += 10; send(.touchMotion(id: 1, p, time: UInt32(t))); send(.touchFrame) }
        t += 10; send(.touchUp(id: 1, time: UInt32(t))); send(.touchFrame)
        return out
    }

    @Test func aReleaseFarFromTheDownIsStillReported() {
        let e = Self.engine([Release().makeRecognizer()])
        var t = 0.0
        let out = Self.touch(e, at: &t, path: [Point(x: 10, y: 10), Point(x: 150, y: 200)])
        #expect(out.map(\.kind) == [GestureKind("release")])
        #expect(out.first?.location == Point(x: 150, y: 200))
        #expect(out.first?.region == Self.box)
        #expect(e.explain.entries.contains { $0.decision == .accepted && $0.reason == ExplainReason("released") })
    }

    @Test func exclusivelyAfterADoubleTapItWaitsForTheDoubleTapToFail() {
        let e = Self.engine([ComposedGesture.exclusive(TapRecognizer(count: 2), Release().makeRecognizer())])
        var t = 0.0
        let p = Point(x: 100, y: 100)
        #expect(Self.touch(e, at: &t, path: [p]).isEmpty)   // the double tap may follow
        t += 100
        let second = Self.touch(e, at: &t, path: [p])
        #expect(second.map(\.kind) == [.doubleTap])   // and it did: no release
        t += 1000
        e.advance(to: t)
        #expect(e.reports.isEmpty)
        let lone = Self.touch(e, at: &t, path: [p])
        #expect(lone.isEmpty)
        t += 400
        e.advance(to: t)   // the double tap's time ran out
        #expect(e.reports.map(\.kind) == [GestureKind("release")])
    }

    @Test func aVerdictAfterTheLiftSeesWhereThePointerLifted() {
        let e = Self.engine([ComposedGesture.exclusive(TapRecognizer(count: 2), Release().makeRecognizer())])
        var t = 0.0
        let lift = Point(x: 103, y: 101)   // within the slop: the double tap may still follow
        #expect(Self.touch(e, at: &t, path: [Point(x: 100, y: 100), lift]).isEmpty)
        let lifted = t
        t += 5000
        e.advance(to: t)   // the double tap's time ran out long ago
        let release = e.reports.first { $0.kind == GestureKind("release") }
        #expect(release?.location == lift)
        #expect(release?.region == Self.box)
        let due = release?.time ?? -1
        #expect(due > lifted && due < t, "stamped when it was due, not when it was read")
    }

    @Test func simultaneouslyWithADragBothReport() {
        let e = Self.engine([ComposedGesture.simultaneous(Release().makeRecognizer(), DragRecognizer())])
        var t = 0.0
        let out = Self.touch(e, at: &t, path: [Point(x: 10, y: 10), Point(x: 60, y: 10), Point(x: 120, y: 10)])
        #expect(
            out.filter { $0.kind == .drag && $0.phase != .entered && $0.phase != .exited }.map(\.phase)
                == [.began, .changed, .ended])
        #expect(out.filter { $0.kind == GestureKind("release") }.map(\.location) == [Point(x: 120, y: 10)])
        #expect(
            e.explain.entries.contains {
                $0.decision == .accepted && $0.kind == GestureKind("release") && $0.reason == .simultaneous
            })
    }
}
