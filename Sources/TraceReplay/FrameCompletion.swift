import ContentHost
import Gestures

/// Adds the `frame` events some traces lack, so the engine (which acts only at frames) sees
/// every group: seats below v5 send no wl_pointer.frame at all; some compositors omit
/// wl_touch.frame after the last `up` (the shared rule, `TouchFrameCompletion`, which the
/// live window applies too); a trace may be cut off in the middle of a pointer group.
///
/// It works as the trace is read, one event at a time, holding at most a few events: a
/// missing touch frame is owed after the last event of a batch, which is known when the next
/// event arrives; an open pointer group closes the same way. Whether the seat sends pointer
/// frames at all is decided from the first pointer group: it ends with a frame (a seat of v5
/// or later) or it does not (an older seat); its events are held until then, at most
/// `undecidedLimit` of them, since a v5 group never holds that many.
struct FrameCompletion {
    /// A trace records no reads, so replay estimates where a batch of events ended: before an
    /// event of another kind, or before one that comes this long (ms) after the last one of
    /// its kind. Generous on purpose: splitting a real group (events printed slowly under
    /// load) would change its meaning, while a lift followed by the next touch is never
    /// this quick. Fixed, not a setting: it is part of how a trace is read (the same text
    /// must always mean the same events, and the corpus goldens were made with it), and it
    /// lives below the app (TraceReplay does not see `AppConfiguration`).
    static let batchGap = 50.0
    /// Pointer events held while it is not known whether the seat sends frames.
    static let undecidedLimit = 64

    private enum Framing { case unknown, framed, unframed }
    private var framing = Framing.unknown
    private var undecided: [TimedTraceEvent] = []
    private var touchFrames = TouchFrameCompletion()
    /// The last touch event of the batch being read.
    private var lastTouch: TimedTraceEvent?
    private var openPointer: TimedTraceEvent?

    /// Takes the next event of the trace, appending what is now certain to `out`.
    mutating func add(_ e: TimedTraceEvent, to out: inout [TimedTraceEvent]) {
        let kind = Self.kind(of: e.event)
        switch (framing, kind) {
        case (.unknown, .pointerFrame):
            framing = .framed
            flushUndecided(to: &out)
        case (.unknown, .pointer):
            let sameGroup = undecided.last.map { e.now - $0.now <= Self.batchGap } ?? true
            if sameGroup, undecided.count < Self.undecidedLimit {
                if lastTouch != nil { endTouchBatch(&out) }   // as `process` would, before it
                undecided.append(e)
                return
            }
            framing = .unframed
            flushUndecided(to: &out)
        case (.unknown, _):
            if !undecided.isEmpty { framing = .unframed; flushUndecided(to: &out) }
        case (.unframed, .pointerFrame):
            framing = .framed   // a seat that does send frames after all: trust them from now on
        default:
            break
        }
        process(e, kind, &out)
    }

    /// The trace ended: what is still owed.
    mutating func finish(into out: inout [TimedTraceEvent]) {
        if !undecided.isEmpty { framing = .unframed; flushUndecided(to: &out) }
        endTouchBatch(&out)
        closePointer(&out)
    }

    private mutating func flushUndecided(to out: inout [TimedTraceEvent]) {
        let held = undecided
        undecided.removeAll(keepingCapacity: true)
        for e in held { process(e, .pointer, &out) }
    }

    private mutating func process(_ e: TimedTraceEvent, _ kind: Kind, _ out: inout [TimedTraceEvent]) {
        if let last = lastTouch, kind != .touch || e.now - last.now > Self.batchGap {
            endTouchBatch(&out)
        }
        if let open = openPointer, kind != .pointerFrame, kind != .pointer || e.now - open.now > Self.batchGap {
            closePointer(&out)
        }
        if case .input(let input) = e.event, !touchFrames.admit(input) { return }
        out.append(e)
        switch kind {
        case .touch: lastTouch = e
        case .pointer:
            if framing == .framed {
                openPointer = e
            } else {
                out.append(.init(now: e.now, event: .input(.pointerFrame), line: e.line))
            }
        case .pointerFrame: openPointer = nil
        case .other: break
        }
    }

    /// The touch batch ended: the frame the rule owes goes right after its last event.
    private mutating func endTouchBatch(_ out: inout [TimedTraceEvent]) {
        if let last = lastTouch, touchFrames.endBatch() {
            out.append(.init(now: last.now, event: .input(.touchFrame), line: last.line))
        }
        lastTouch = nil
    }

    /// A pointer group cut off without its frame gets one at its last event's time.
    private mutating func closePointer(_ out: inout [TimedTraceEvent]) {
        if let open = openPointer {
            out.append(.init(now: open.now, event: .input(.pointerFrame), line: open.line))
            openPointer = nil
        }
    }

    private enum Kind { case touch, pointer, pointerFrame, other }

    private static func kind(of event: TraceEvent) -> Kind {
        guard case .input(let input) = event else { return .other }
        switch input {
        case .touchDown, .touchMotion, .touchUp, .touchFrame, .touchCancel: return .touch
        case .pointerEnter, .pointerLeave, .pointerMotion, .pointerButton, .axis, .axisSource,
            .axisStop, .axisDiscrete, .axisValue120, .axisRelativeDirection:
            return .pointer
        case .pointerFrame: return .pointerFrame
        default: return .other
        }
    }
}
