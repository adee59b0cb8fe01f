import Foundation
import Gestures
import TestSupport
import Testing

@testable import TraceReplay

/// Every fixture parses, and the three printed formats of one scenario carry the same events.
@Suite struct CorpusParseTests {
    @Test func theCorpusHasEveryScenarioInEveryFormat() {
        let names = FixturePaths.scenarioNames
        #expect(names.count >= 25)
        for name in names {
            for format in FixturePaths.formats {
                #expect(
                    FileManager.default.fileExists(atPath: FixturePaths.trace(name, format)),
                    "missing \(name).\(format).trace: run scripts/gen-touch-fixture --corpus Tests/Fixtures/scenarios Tests/Fixtures/synthetic"
                )
            }
        }
    }

    @Test(arguments: FixturePaths.scenarioNames)
    func formatsAgree(name: String) throws {
        let v121 = try TraceParser.parse(path: FixturePaths.trace(name, "v121"))
        let v123 = try TraceParser.parse(path: FixturePaths.trace(name, "v123"))
        let v118 = try TraceParser.parse(path: FixturePaths.trace(name, "v118"))
        let v124 = try TraceParser.parse(path: FixturePaths.trace(name, "v124"))
        #expect(v121.isSynthetic && v123.isSynthetic && v118.isSynthetic && v124.isSynthetic)
        #expect(!v121.events.isEmpty)
        // 1.20+ print wl_fixed exactly: identical events and clock, ANSI colours or not.
        #expect(v121.events == v123.events)
        #expect(v124.events == v123.events)
        // ≤ 1.19 prints %f (6 decimals): same events up to 1e-6 px.
        #expect(v118.events.count == v121.events.count)
        for (a, b) in zip(v118.events, v121.events) {
            #expect(a.now == b.now && a.line == b.line)
            #expect(Self.close(a.event, b.event), "line \(a.line): \(a.event) vs \(b.event)")
        }
    }

    @Test func seatV4GetsAFrameAfterEveryPointerEvent() throws {
        let trace = try TraceParser.parse(path: FixturePaths.trace("seat-v4", "v121"))
        let input = trace.inputEvents.filter { if case .capabilities = $0 { false } else { true } }
        let pointer = input.filter { $0 != .pointerFrame && $0 != .keyboardFocus(true) && $0 != .modifiers([]) }
        #expect(pointer.count == 6)   // enter, press, release, 3 × axis
        for (i, e) in input.enumerated() where pointer.contains(e) {
            #expect(input[i + 1] == .pointerFrame, "no frame after \(e)")
        }
    }

    @Test func clockWrapKeepsTimeMonotonic() throws {
        let trace = try TraceParser.parse(path: FixturePaths.trace("clock-wrap", "v121"))
        let times = trace.events.map(\.now)
        #expect(times == times.sorted())
        let down = trace.events.first { if case .input(.touchDown) = $0.event { true } else { false } }!
        let up = trace.events.first { if case .input(.touchUp) = $0.event { true } else { false } }!
        // hold 700 ms + the up's frame step (8 ms ± 0.7 jitter) across the wrap.
        #expect(abs(up.now - down.now - 708) < 1.5)
    }

    static func close(_ a: TraceEvent, _ b: TraceEvent) -> Bool {
        func near(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) < 1e-5 && abs(p.y - q.y) < 1e-5 }
        switch (a, b) {
        case (.input(.touchDown(let i, let p, let t)), .input(.touchDown(let j, let q, let u))):
            return i == j && t == u && near(p, q)
        case (.input(.touchMotion(let i, let p, let t)), .input(.touchMotion(let j, let q, let u))):
            return i == j && t == u && near(p, q)
        case (.input(.pointerEnter(let p)), .input(.pointerEnter(let q))): return near(p, q)
        case (.input(.pointerMotion(let p, let t)), .input(.pointerMotion(let q, let u))): return t == u && near(p, q)
        case (.input(.axis(let x, let v, let t)), .input(.axis(let y, let w, let u))):
            return x == y && t == u && abs(v - w) < 1e-5
        case (.input(.pinchUpdate(let d, let s, let r, let t)), .input(.pinchUpdate(let e, let s2, let r2, let u))):
            return t == u && near(d, e) && abs(s - s2) < 1e-5 && abs(r - r2) < 1e-5
        default: return a == b
        }
    }
}
