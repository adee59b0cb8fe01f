import Gestures
import Testing

/// A recognizer's state belongs to one attachment, and verdicts never reach a recognizer
/// inside one of its own callbacks.
@Suite struct AttachmentTests {
    static func host(_ gesture: some Gesture) -> GestureHost {
        let host = GestureHost()
        host.engine.setRegions([
            GestureRegion(
                id: GestureRegionID(1), frame: GestureRect(x: 0, y: 0, width: 400, height: 400),
                gestures: [host.attach(gesture)])
        ])
        return host
    }

    static func tap(_ host: GestureHost, at t: Double) {
        host.send(.touchDown(id: 1, Point(x: 50, y: 50), time: UInt32(t)), at: t)
        host.send(.touchUp(id: 1, time: UInt32(t + 40)), at: t + 40)
    }

    @Test func oneDoubleTapDeclaredInTwoEnginesCountsEachEnginesTapsApart() {
        var doubleTaps = 0
        let declaration = TapGesture(count: 2).onEnded { _ in doubleTaps += 1 }
        let a = Self.host(declaration), b = Self.host(declaration)
        Self.tap(a, at: 0)
        Self.tap(b, at: 100)
        a.drainReports(); b.drainReports()
        #expect(doubleTaps == 0)
        Self.tap(b, at: 200)   // b's second tap: b's double tap
        b.drainReports()
        #expect(doubleTaps == 1)
    }

    @Test func oneCustomRecognizerDeclaredInTwoEnginesCountsEachEnginesTouchesApart() {
        var taps: [Point] = []
        let declaration = TwoFingerTap().onEnded { taps.append($0) }
        let a = Self.host(declaration), b = Self.host(declaration)
        // One finger in each engine, at once: no pair in either.
        a.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 0), at: 0)
        b.send(.touchDown(id: 2, Point(x: 90, y: 50), time: 0), at: 0)
        a.send(.touchUp(id: 1, time: 40), at: 40)
        b.send(.touchUp(id: 2, time: 40), at: 40)
        a.drainReports(); b.drainReports()
        #expect(taps.isEmpty)
        b.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 100), at: 100)
        b.send(.touchDown(id: 2, Point(x: 90, y: 50), time: 100), at: 100)
        b.send(.touchUp(id: 1, time: 140), at: 140)
        b.send(.touchUp(id: 2, time: 140), at: 140)
        b.drainReports()
        #expect(taps == [Point(x: 70, y: 50)])
    }

    @Test func aCustomRecognizerOnAViewCompetesWithTheViewsTap() {
        var twoFingerTaps = 0, taps = 0
        let view = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
        view.gesture(TapGesture().onEnded { _ in taps += 1 })
        view.gesture(TwoFingerTap().onEnded { _ in twoFingerTaps += 1 })
        let host = GestureHost()
        host.root = view
        host.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 0), at: 0)
        host.send(.touchDown(id: 2, Point(x: 90, y: 50), time: 0), at: 0)
        host.send(.touchUp(id: 1, time: 60), at: 60)
        host.send(.touchUp(id: 2, time: 60), at: 60)
        host.drainReports()
        #expect(twoFingerTaps == 1 && taps == 0)
        Self.tap(host, at: 500)
        host.drainReports()
        #expect(twoFingerTaps == 1 && taps == 1)
    }

    /// Logs its callbacks, to show a verdict its own claim caused comes after the claiming
    /// callback returned.
    struct Logged: CustomRecognizer {
        final class Log { var lines: [String] = [] }
        let log: Log
        let kind = GestureKind("logged")

        func handle(_ event: PointerEvent, context: RecognizerContext) {
            guard event.kind == .lifted else { return }
            log.lines.append("lifted: claim")
            context.claim(event.pointer)   // no reason of its own: the log says "claimed"
            log.lines.append("lifted: returns")
        }

        func accepted(_ pointer: Pointer, context: RecognizerContext) {
            log.lines.append("accepted")
            #expect(context.isTracked(pointer))   // still there: its end was heard, not forgotten yet
            #expect(context.position(pointer) == Point(x: 50, y: 50))
        }
    }

    @Test func aVerdictComesAfterTheCallbackThatCausedItReturned() {
        let log = Logged.Log()
        let host = Self.host(TapGesture())   // any engine; the logged one is a region's recognizer
        host.engine.setRegions([
            GestureRegion(
                id: GestureRegionID(1), frame: GestureRect(x: 0, y: 0, width: 400, height: 400),
                gestures: [Logged(log: log).makeRecognizer()])
        ])
        Self.tap(host, at: 0)
        #expect(log.lines == ["lifted: claim", "lifted: returns", "accepted"])
        #expect(host.explain.entries.contains { $0.kind == GestureKind("logged") && $0.reason == .claimed })
    }

    /// Keeps the pointer it claimed, and asks about it again at a timer after its verdict and
    /// its end, when the recognizer no longer tracks it, and after a later touch took its record.
    struct Remembering: CustomRecognizer {
        final class Seen { var pointers: [Pointer] = []; var answers: [String] = [] }
        let seen: Seen
        let kind = GestureKind("remembering")

        func track(_ pointer: Pointer, context: RecognizerContext) -> Bool {
            seen.pointers.append(pointer)
            return true
        }

        func handle(_ event: PointerEvent, context: RecognizerContext) {
            guard event.kind == .lifted else { return }
            context.claim(event.pointer, reason: ExplainReason("lifted"))
            context.startTimer(at: context.now + 0.1)
        }

        func timerFired(context: RecognizerContext) {
            for p in seen.pointers {
                seen.answers.append(
                    "tracked \(context.isTracked(p)) known \(context.isKnown(p)) at \(context.position(p).x) "
                        + "verdict \(context.verdict(p).map(String.init) ?? "none")")
            }
        }
    }

    @Test func aForgottenPointerIsAnsweredWithWhatItLastWasNeverATrap() {
        let seen = Remembering.Seen()
        let host = GestureHost()
        host.engine.setRegions([
            GestureRegion(
                id: GestureRegionID(1), frame: GestureRect(x: 0, y: 0, width: 400, height: 400),
                gestures: [Remembering(seen: seen).makeRecognizer()])
        ])
        host.send(.touchDown(id: 1, Point(x: 50, y: 50), time: 0), at: 0)
        host.send(.touchMotion(id: 1, Point(x: 70, y: 50), time: 10), at: 10)
        host.send(.touchUp(id: 1, time: 40), at: 40)
        host.advance(to: 140)
        // Decided and ended: forgotten, and answered with where it lifted.
        #expect(seen.answers == ["tracked false known true at 70.0 verdict true"])
        // A second touch takes the same record: the first is no pointer any more.
        seen.answers = []
        host.send(.touchDown(id: 1, Point(x: 200, y: 50), time: 200), at: 200)
        host.send(.touchUp(id: 1, time: 240), at: 240)
        host.advance(to: 340)
        #expect(
            seen.answers == [
                "tracked false known false at 0.0 verdict none", "tracked false known true at 200.0 verdict true",
            ])
    }
}
