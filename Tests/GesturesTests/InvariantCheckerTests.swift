import Testing

@testable import Gestures

/// The contract checker the randomized streams rely on must itself fail on broken streams:
/// each hand-made stream here breaks one rule, and the checker must say so.
@Suite struct InvariantCheckerTests {
    nonisolated(unsafe) static let engine = GestureEngine()   // read only: its offset bounds
    static let row = GestureRegionID(1)

    static func report(_ kind: GestureKind, _ phase: GesturePhase, id: UInt64, x: Double = 10) -> GestureReport {
        GestureReport(
            kind: kind, phase: phase, id: GestureID(rawValue: id), sequence: .touch(1), source: .touch,
            time: 0, region: row, location: Point(x: x, y: 10),
            cancelReason: phase == .cancelled ? .touchCancel : nil)
    }

    static func failures(_ events: [GestureReport], windDown: Bool = false) -> [String] {
        var c = InvariantChecker()
        c.check(events, engine: engine)
        if windDown { c.checkAllEnded(engine: engine) }
        return c.failures
    }

    static func failures(_ entries: [ExplainEntry]) -> [String] {
        var c = InvariantChecker()
        c.checkContests(entries)
        return c.failures
    }

    static func entry(
        _ decision: ExplainDecision, _ kind: GestureKind? = nil, reason: ExplainReason = .none,
        members: Int = 0
    ) -> ExplainEntry {
        ExplainEntry(
            time: 0, sequence: .touch(1), decision: decision, kind: kind, region: row, reason: reason,
            memberCount: members, contest: 1)
    }

    @Test func aWellFormedStreamPasses() {
        #expect(
            Self.failures(
                [
                    Self.report(.drag, .began, id: 1), Self.report(.drag, .changed, id: 1),
                    Self.report(.drag, .ended, id: 1), Self.report(.tap, .ended, id: 2),
                ], windDown: true
            ).isEmpty)
        #expect(
            Self.failures([
                Self.entry(.contestOpened, members: 2), Self.entry(.accepted, .drag, reason: .horizontalCone),
                Self.entry(.rejected, .tap, reason: .otherWon),
            ]).isEmpty)
    }

    @Test func aGestureEndedTwiceFails() {
        let f = Self.failures([
            Self.report(.drag, .began, id: 1), Self.report(.drag, .ended, id: 1), Self.report(.drag, .ended, id: 1),
        ])
        #expect(f.contains { $0.contains("report after the end") })
    }

    @Test func anEventAfterTheEndFails() {
        let f = Self.failures([
            Self.report(.drag, .began, id: 1), Self.report(.drag, .cancelled, id: 1),
            Self.report(.drag, .changed, id: 1),
        ])
        #expect(f.contains { $0.contains("report after the end") })
    }

    @Test func aGestureThatNeverEndsFails() {
        let f = Self.failures([Self.report(.drag, .began, id: 1)], windDown: true)
        #expect(f.contains { $0.contains("never ended") })
    }

    @Test func aNaNFails() {
        let f = Self.failures([Self.report(.drag, .began, id: 1, x: .nan)])
        #expect(f.contains { $0.contains("non-finite") })
    }

    @Test func aDiscreteGestureThatBeginsFails() {
        let f = Self.failures([Self.report(.tap, .began, id: 1)])
        #expect(f.contains { $0.contains("discrete") })
    }

    @Test func twoWinnersFail() {
        let f = Self.failures([
            Self.entry(.contestOpened, members: 2), Self.entry(.accepted, .drag, reason: .horizontalCone),
            Self.entry(.accepted, .tap, reason: .liftedWithinSlop),
        ])
        #expect(f.contains { $0.contains("second winner") })
    }

    @Test func aMemberToldTwiceFails() {
        let f = Self.failures([
            Self.entry(.contestOpened, members: 2), Self.entry(.rejected, .tap, reason: .movedPastSlop),
            Self.entry(.rejected, .tap, reason: .otherWon), Self.entry(.accepted, .drag),
        ])
        #expect(f.contains { $0.contains("told twice") })
    }

    @Test func aContestWithNeitherWinnerNorEndFails() {
        let f = Self.failures([
            Self.entry(.contestOpened, members: 1), Self.entry(.rejected, .tap, reason: .movedPastSlop),
        ])
        #expect(f.contains { $0.contains("neither a winner") })
    }

    @Test func aMemberNeverToldFails() {
        let f = Self.failures([Self.entry(.contestOpened, members: 2), Self.entry(.accepted, .drag)])
        #expect(f.contains { $0.contains("2 members but 1 told") })
    }

    @Test func simultaneousWithoutAWinnerFails() {
        let f = Self.failures([
            Self.entry(.contestOpened, members: 2), Self.entry(.accepted, .scroll, reason: .simultaneous),
            Self.entry(.rejected, .drag),
        ])
        #expect(f.contains { $0.contains("simultaneous without a running winner") })
    }

    @Test func anOverflowedLogFailsInsteadOfPassingUnseen() {
        let e = GestureEngine(explainCapacity: 4)
        e.setRegions([
            GestureRegion(
                id: Self.row, frame: GestureRect(x: 0, y: 0, width: 100, height: 100),
                gestures: [TapRecognizer(), DragRecognizer()])
        ])
        for k in 0 ..< 5 {
            e.handle(.touchDown(id: 1, Point(x: 10, y: 10), time: UInt32(k * 100)), at: Double(k * 100))
            e.handle(.touchFrame, at: Double(k * 100))
            e.handle(.touchUp(id: 1, time: UInt32(k * 100 + 10)), at: Double(k * 100 + 10))
            e.handle(.touchFrame, at: Double(k * 100 + 10))
        }
        var c = InvariantChecker()
        c.checkContests(of: e)
        #expect(c.failures.contains { $0.contains("overflowed") })
    }
}
