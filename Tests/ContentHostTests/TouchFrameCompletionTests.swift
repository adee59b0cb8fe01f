import ContentHost
import Gestures
import Testing

/// The one rule for the touch frame a compositor omits (both hosts feed it: WindowDriverTests
/// and TouchFrameReplayTests drive it through the live window and through a trace).
@Suite struct TouchFrameCompletionTests {
    static let p = Point(x: 1, y: 2)

    /// Feeds `events`, then ends the batch; returns what the content would get.
    static func batch(_ rule: inout TouchFrameCompletion, _ events: [InputEvent]) -> [InputEvent] {
        var out = events.filter { rule.admit($0) }
        if rule.endBatch() { out.append(.touchFrame) }
        return out
    }

    @Test func aMissingFrameAfterTheLastUpIsSynthesizedAtTheEndOfTheBatch() {
        var rule = TouchFrameCompletion()
        #expect(
            Self.batch(&rule, [.touchDown(id: 0, Self.p, time: 1), .touchFrame])
                == [.touchDown(id: 0, Self.p, time: 1), .touchFrame])
        #expect(Self.batch(&rule, [.touchUp(id: 0, time: 2)]) == [.touchUp(id: 0, time: 2), .touchFrame])
        #expect(Self.batch(&rule, []) == [])   // owed once, not again
    }

    @Test func aFrameThatCameInTheBatchOwesNothing() {
        var rule = TouchFrameCompletion()
        _ = Self.batch(&rule, [.touchDown(id: 0, Self.p, time: 1), .touchFrame])
        #expect(Self.batch(&rule, [.touchUp(id: 0, time: 2), .touchFrame]) == [.touchUp(id: 0, time: 2), .touchFrame])
    }

    @Test func aLateFrameAfterASynthesizedOneIsDropped() {
        var rule = TouchFrameCompletion()
        _ = Self.batch(&rule, [.touchDown(id: 0, Self.p, time: 1), .touchFrame, .touchUp(id: 0, time: 2)])
        #expect(Self.batch(&rule, [.touchFrame, .pointerFrame]) == [.pointerFrame])
        // The next group's frame is its own again.
        #expect(
            Self.batch(&rule, [.touchDown(id: 1, Self.p, time: 3), .touchFrame])
                == [.touchDown(id: 1, Self.p, time: 3), .touchFrame])
    }

    @Test func aFrameAfterNewTouchEventsIsKept() {
        var rule = TouchFrameCompletion()
        _ = Self.batch(&rule, [.touchDown(id: 0, Self.p, time: 1), .touchFrame, .touchUp(id: 0, time: 2)])
        #expect(
            Self.batch(&rule, [.touchDown(id: 1, Self.p, time: 3), .touchFrame])
                == [.touchDown(id: 1, Self.p, time: 3), .touchFrame])
    }

    @Test func nothingIsOwedWhileAPointIsStillDownOrAGroupIsOpen() {
        var rule = TouchFrameCompletion()
        #expect(
            Self.batch(&rule, [.touchDown(id: 0, Self.p, time: 1), .touchDown(id: 7, Self.p, time: 1)])
                == [.touchDown(id: 0, Self.p, time: 1), .touchDown(id: 7, Self.p, time: 1)])
        #expect(Self.batch(&rule, [.touchFrame, .touchUp(id: 7, time: 2)]) == [.touchFrame, .touchUp(id: 7, time: 2)])
        #expect(
            Self.batch(&rule, [.touchFrame, .touchUp(id: 0, time: 3)])
                == [.touchFrame, .touchUp(id: 0, time: 3), .touchFrame])
    }

    @Test func aCancelOrLosingTheTouchCapabilityOwesNothing() {
        var rule = TouchFrameCompletion()
        _ = Self.batch(&rule, [.touchDown(id: 0, Self.p, time: 1), .touchFrame])
        #expect(
            Self.batch(&rule, [.touchUp(id: 0, time: 2), .touchCancel]) == [.touchUp(id: 0, time: 2), .touchCancel])
        _ = Self.batch(&rule, [.touchDown(id: 0, Self.p, time: 3), .touchFrame])
        #expect(
            Self.batch(&rule, [.touchUp(id: 0, time: 4), .capabilities([.pointer])])
                == [.touchUp(id: 0, time: 4), .capabilities([.pointer])])
        // A capability change that keeps touch changes nothing.
        _ = Self.batch(&rule, [.touchDown(id: 0, Self.p, time: 5), .touchFrame])
        #expect(
            Self.batch(&rule, [.touchUp(id: 0, time: 6), .capabilities([.touch])])
                == [.touchUp(id: 0, time: 6), .capabilities([.touch]), .touchFrame])
    }

    @Test func anUpOfAPointNeverSeenDownStillLiftsTheLast() {
        var rule = TouchFrameCompletion()
        #expect(Self.batch(&rule, [.touchUp(id: 3, time: 1)]) == [.touchUp(id: 3, time: 1), .touchFrame])
    }
}
