import Testing

@testable import Gestures

/// Input normalization alone: no engine, no recognizer. Events go in; what comes out is what
/// the engine would act on, frame by frame.
@Suite struct InputFramesTests {
    static let p = Point(x: 10, y: 20)

    /// Feeds `events` and returns what each amounted to, `.none` left out.
    static func feed(_ frames: inout InputFrames, _ events: [InputEvent]) -> [NormalizedInput] {
        events.map { frames.add($0) }.filter {
            if case .none = $0 { return false }
            return true
        }
    }

    /// The pointer frame closed, when `out` is exactly that.
    static func pointerFrame(_ out: [NormalizedInput], _ frames: InputFrames) -> PointerFrame? {
        guard out.count == 1, case .pointerFrame = out[0] else { return nil }
        return frames.closedPointerFrame
    }

    /// What the buffered touch frame holds, as (kind, id, slot, replaced).
    static func changes(_ frames: InputFrames) -> [String] {
        frames.touchChanges.map {
            "\($0.kind) \($0.id) @\($0.slot)" + ($0.replaced >= 0 ? " replaces @\($0.replaced)" : "")
        }
    }

    // MARK: Frame batching

    @Test func pointerEventsWaitForTheirFrame() throws {
        var frames = InputFrames(touchSlots: 4)
        let buffered = Self.feed(
            &frames,
            [
                .pointerEnter(Self.p), .pointerMotion(Point(x: 30, y: 40), time: 7),
                .pointerButton(button: .primary, pressed: true, time: 8),
                .axis(.vertical, value: 3, time: 9), .axis(.vertical, value: 2, time: 10),
                .axisSource(.finger),
            ])
        #expect(buffered.isEmpty)
        #expect(frames.pointerLocation == nil)   // nothing acted on before the frame
        let f = try #require(Self.pointerFrame(Self.feed(&frames, [.pointerFrame]), frames))
        #expect(f.entered && f.moved && !f.left)
        #expect(f.position == Point(x: 30, y: 40) && f.motionTime == 7)
        #expect(f.buttonCount == 1 && f.button(0) == (true, 8))
        #expect(f.hasAxis && f.axis.value == Point(x: 0, y: 5) && f.axis.time == 10 && f.axis.source == .finger)
        #expect(frames.pointerLocation == Point(x: 30, y: 40))
        // The next frame starts empty.
        let empty = try #require(Self.pointerFrame(Self.feed(&frames, [.pointerFrame]), frames))
        #expect(!empty.moved && empty.buttonCount == 0 && !empty.hasAxis)
        #expect(frames.pointerLocation == Point(x: 30, y: 40))
    }

    @Test func touchEventsWaitForTheirFrame() {
        var frames = InputFrames(touchSlots: 4)
        let buffered = Self.feed(
            &frames,
            [
                .touchDown(id: 5, Self.p, time: 1), .touchDown(id: 9, Self.p, time: 1),
                .touchMotion(id: 5, Self.p, time: 2),
            ])
        #expect(buffered.isEmpty)
        #expect(Self.changes(frames) == ["down 5 @0", "down 9 @1", "motion 5 @0"])
        let out = Self.feed(&frames, [.touchFrame])
        #expect(out.count == 1 && { if case .touchFrame = out[0] { true } else { false } }())
        frames.endTouchFrame()
        #expect(frames.touchChanges.isEmpty)
    }

    /// A compositor that never closes a frame: nothing is acted on, and the events stay in
    /// order for the frame that comes (a producer adds one after a trailing up).
    @Test func aFrameWithNoFrameEventActsOnNothing() throws {
        var frames = InputFrames(touchSlots: 4)
        let touch = Self.feed(&frames, [.touchDown(id: 1, Self.p, time: 1), .touchUp(id: 1, time: 2)])
        let pointer = Self.feed(
            &frames,
            [.pointerMotion(Self.p, time: 3), .pointerButton(button: .primary, pressed: true, time: 4)])
        #expect(touch.isEmpty && pointer.isEmpty)
        #expect(Self.changes(frames) == ["down 1 @0", "up 1 @0"])
        #expect(frames.pointerLocation == nil)
        let f = try #require(Self.pointerFrame(Self.feed(&frames, [.pointerFrame]), frames))
        #expect(f.moved && f.buttonCount == 1)
    }

    /// More than two button transitions in one frame: the first two are handed over as a frame
    /// of their own, the third waits for the frame event.
    @Test func aThirdButtonTransitionClosesTheFrameEarly() throws {
        var frames = InputFrames(touchSlots: 4)
        let first = Self.feed(
            &frames,
            [
                .pointerMotion(Self.p, time: 1), .pointerButton(button: .primary, pressed: true, time: 2),
                .pointerButton(button: .primary, pressed: false, time: 3),
                .pointerButton(button: .primary, pressed: true, time: 4),
            ])
        let early = try #require(Self.pointerFrame(first, frames))
        #expect(early.buttonCount == 2 && early.button(0) == (true, 2) && early.button(1) == (false, 3))
        let last = try #require(Self.pointerFrame(Self.feed(&frames, [.pointerFrame]), frames))
        #expect(last.buttonCount == 1 && last.button(0) == (true, 4) && !last.moved)
    }

    @Test func otherButtonsAndNonFiniteValuesAreDropped() throws {
        var frames = InputFrames(touchSlots: 4)
        let out = Self.feed(
            &frames,
            [
                .pointerMotion(Self.p, time: 1), .pointerMotion(Point(x: .nan, y: 0), time: 2),
                .pointerButton(button: .secondary, pressed: true, time: 3),
                .axis(.vertical, value: .infinity, time: 4), .touchDown(id: 1, Point(x: 0, y: .infinity), time: 5),
                .pinchUpdate(delta: .zero, scale: .nan, rotation: 0, time: 6),
            ])
        #expect(out.isEmpty)
        #expect(frames.touchChanges.isEmpty)
        let f = try #require(Self.pointerFrame(Self.feed(&frames, [.pointerFrame]), frames))
        #expect(f.position == Self.p && f.motionTime == 1 && f.buttonCount == 0 && !f.hasAxis)
    }

    /// Numbers beyond wl_fixed's range, which no compositor can send, are clamped into it, so
    /// no arithmetic downstream overflows.
    @Test func hugeValuesAreClampedToWlFixedsRange() throws {
        var frames = InputFrames(touchSlots: 4)
        _ = Self.feed(&frames, [.pointerMotion(Point(x: 1e300, y: -1e300), time: 1)])
        let f = try #require(Self.pointerFrame(Self.feed(&frames, [.pointerFrame]), frames))
        #expect(f.position == Point(x: 8_388_608, y: -8_388_608))
        #expect(InputEvent.swipeUpdate(delta: Point(x: .nan, y: 0), time: 2).sanitized == nil)
        #expect(InputEvent.key(.escape, pressed: true, time: 3, code: 1).sanitized != nil)
    }
    @Test func aLeaveForgetsTheLocationAndTheMotionBeforeIt() throws {
        var frames = InputFrames(touchSlots: 4)
        _ = Self.feed(&frames, [.pointerEnter(Self.p), .pointerFrame])
        #expect(frames.pointerLocation == Self.p)
        let f = try #require(
            Self.pointerFrame(
                Self.feed(&frames, [.pointerMotion(Point(x: 1, y: 1), time: 1), .pointerLeave, .pointerFrame]), frames))
        #expect(f.left && !f.moved)
        #expect(frames.pointerLocation == nil)
    }

    @Test func wheelDetentsAddUpPerAxis() throws {
        var frames = InputFrames(touchSlots: 4)
        let f = try #require(
            Self.pointerFrame(
                Self.feed(
                    &frames,
                    [
                        .axisDiscrete(.vertical, steps: 1), .axisValue120(.horizontal, value120: -60),
                        .axisRelativeDirection(.vertical, inverted: true), .axisStop(.horizontal, time: 12),
                        .pointerFrame,
                    ]), frames))
        #expect(f.axis.hasDiscrete && f.axis.discrete == Point(x: -0.5, y: 1))
        #expect(f.axis.invertedVertical && !f.axis.invertedHorizontal)
        #expect(f.axis.stopHorizontal && !f.axis.stopVertical && f.axis.time == 12)
    }

    // MARK: Touch slots

    /// A lifted point's slot is free once its frame was handled, and an id may come back
    /// with a new point: in the same frame it gets a new slot, in a later one the lowest free.
    @Test func touchIDsAreReused() {
        var frames = InputFrames(touchSlots: 4)
        _ = Self.feed(
            &frames, [.touchDown(id: 3, Self.p, time: 1), .touchUp(id: 3, time: 2), .touchDown(id: 3, Self.p, time: 3)])
        _ = Self.feed(&frames, [.touchMotion(id: 3, Self.p, time: 4)])
        #expect(Self.changes(frames) == ["down 3 @0", "up 3 @0", "down 3 @1", "motion 3 @1"])
        _ = Self.feed(&frames, [.touchFrame])
        frames.endTouchFrame()
        _ = Self.feed(&frames, [.touchUp(id: 3, time: 5), .touchFrame])
        #expect(Self.changes(frames) == ["up 3 @1"])
        frames.endTouchFrame()
        _ = Self.feed(&frames, [.touchDown(id: 3, Self.p, time: 6), .touchFrame])
        #expect(Self.changes(frames) == ["down 3 @0"])
    }

    /// A second down for a live id: its up was lost, the old point's slot is freed first.
    @Test func aDownForALiveIDReplacesIt() {
        var frames = InputFrames(touchSlots: 4)
        _ = Self.feed(&frames, [.touchDown(id: 1, Self.p, time: 1), .touchDown(id: 2, Self.p, time: 1), .touchFrame])
        frames.endTouchFrame()
        _ = Self.feed(&frames, [.touchDown(id: 2, Self.p, time: 2), .touchFrame])
        #expect(Self.changes(frames) == ["down 2 @1 replaces @1"])
    }

    @Test func movesAndUpsOfUnknownPointsHaveNoSlot() {
        var frames = InputFrames(touchSlots: 4)
        _ = Self.feed(&frames, [.touchMotion(id: 7, Self.p, time: 1), .touchUp(id: 7, time: 2)])
        #expect(Self.changes(frames) == ["motion 7 @-1", "up 7 @-1"])
    }

    /// More points than slots: the extra down gets none, and neither do its moves.
    @Test func tooManyTouches() {
        var frames = InputFrames(touchSlots: 2)
        _ = Self.feed(
            &frames,
            [
                .touchDown(id: 1, Self.p, time: 1), .touchDown(id: 2, Self.p, time: 1),
                .touchDown(id: 3, Self.p, time: 1), .touchMotion(id: 3, Self.p, time: 2),
                .touchUp(id: 1, time: 3), .touchDown(id: 4, Self.p, time: 3),
            ])
        // Slot 0 is lifted, not free, until its frame is handled.
        #expect(
            Self.changes(frames) == ["down 1 @0", "down 2 @1", "down 3 @-1", "motion 3 @-1", "up 1 @0", "down 4 @-1"])
        _ = Self.feed(&frames, [.touchFrame])
        frames.endTouchFrame()
        _ = Self.feed(&frames, [.touchDown(id: 5, Self.p, time: 4)])
        #expect(Self.changes(frames) == ["down 5 @0"])
    }

    /// A frame longer than the buffer is handed over in parts; the change that did not fit
    /// comes first in the next part, with a slot given after the first part's lifts.
    @Test func aLongFrameIsHandedOverInParts() {
        var frames = InputFrames(touchSlots: 1, frameCapacity: 2)
        let capacity = frames.touchChanges.capacity
        var out: [NormalizedInput] = []
        out += Self.feed(&frames, [.touchDown(id: 1, Self.p, time: 1), .touchUp(id: 1, time: 2)])
        for t in 2 ..< capacity { out += Self.feed(&frames, [.touchMotion(id: 1, Self.p, time: UInt32(t))]) }
        #expect(out.isEmpty)
        out = Self.feed(&frames, [.touchDown(id: 2, Self.p, time: 9)])
        #expect(out.count == 1 && { if case .touchFrame = out[0] { true } else { false } }())
        #expect(frames.touchChanges.count == capacity)
        frames.endTouchFrame()
        #expect(Self.changes(frames) == ["down 2 @0"])
    }

    // MARK: The seat

    @Test func aCapabilityLostMidFrameDropsItsEvents() throws {
        var frames = InputFrames(touchSlots: 4)
        _ = Self.feed(
            &frames,
            [
                .pointerEnter(Self.p), .pointerFrame, .touchDown(id: 1, Self.p, time: 1), .touchFrame,
            ])
        frames.endTouchFrame()
        _ = Self.feed(
            &frames,
            [
                .touchMotion(id: 1, Self.p, time: 2), .pointerButton(button: .primary, pressed: true, time: 2),
            ])
        let lost = Self.feed(&frames, [.capabilities([.keyboard])])
        guard lost.count == 1, case .capabilitiesLost(let touch, let pointer) = lost[0] else {
            Issue.record("expected one capability loss, got \(lost)")
            return
        }
        #expect(touch && pointer)
        #expect(frames.capabilities == [.keyboard])
        #expect(frames.touchChanges.isEmpty)
        let f = try #require(Self.pointerFrame(Self.feed(&frames, [.pointerFrame]), frames))
        #expect(f.buttonCount == 0)   // the press went with the pointer
        // The touch slots are free: a new point takes the first.
        _ = Self.feed(&frames, [.capabilities([.keyboard, .touch]), .touchDown(id: 1, Self.p, time: 3)])
        #expect(Self.changes(frames) == ["down 1 @0"])
        // Keeping every capability loses none.
        #expect(Self.feed(&frames, [.capabilities([.keyboard, .touch])]).isEmpty)
    }

    @Test func aTouchCancelForgetsEveryPoint() {
        var frames = InputFrames(touchSlots: 4)
        _ = Self.feed(&frames, [.touchDown(id: 1, Self.p, time: 1), .touchFrame])
        frames.endTouchFrame()
        let out = Self.feed(&frames, [.touchDown(id: 2, Self.p, time: 2), .touchCancel])
        #expect(out.count == 1 && { if case .touchCancel = out[0] { true } else { false } }())
        #expect(frames.touchChanges.isEmpty)
        _ = Self.feed(&frames, [.touchMotion(id: 1, Self.p, time: 3), .touchDown(id: 2, Self.p, time: 3)])
        #expect(Self.changes(frames) == ["motion 1 @-1", "down 2 @0"])
    }

    @Test func modifiersEscapeAndFocus() {
        var frames = InputFrames(touchSlots: 4)
        var out = Self.feed(&frames, [.modifiers([.shift]), .modifiers([.shift])])
        #expect(out.count == 1 && { if case .modifiersChanged = out[0] { true } else { false } }())
        #expect(frames.modifiers == [.shift])
        out = Self.feed(&frames, [.key(.escape, pressed: false, time: 1), .key(.escape, pressed: true, time: 2)])
        #expect(out.count == 1 && { if case .escape = out[0] { true } else { false } }())
        // Focus lost: the modifiers are still those held until the engine has cancelled.
        out = Self.feed(&frames, [.keyboardFocus(true), .keyboardFocus(false)])
        #expect(out.count == 1 && { if case .focusLost = out[0] { true } else { false } }())
        #expect(frames.modifiers == [.shift])
        let cleared = frames.clearModifiers(), clearedAgain = frames.clearModifiers()
        #expect(cleared && !clearedAgain)
        #expect(frames.modifiers == [])
    }

    @Test func touchpadGesturesPassThrough() {
        var frames = InputFrames(touchSlots: 4)
        let out = Self.feed(
            &frames, [.holdBegin(fingers: 2, time: 1), .pinchUpdate(delta: .zero, scale: 2, rotation: 0, time: 2)])
        #expect(out.count == 2)
        if case .touchpad(.holdBegin(2, 1)) = out[0] {} else { Issue.record("expected the hold, got \(out[0])") }
    }
}
