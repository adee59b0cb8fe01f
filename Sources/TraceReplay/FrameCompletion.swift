import ContentHost
import Gestures

/// Adds the `frame` events some traces lack, so the engine (which acts only at frames) sees
/// every group: seats below v5 send no wl_pointer.frame at all; some compositors omit
/// wl_touch.frame after the last `up` (the shared rule, `TouchFrameCompletion`, which the
/// live window applies too); a trace may be cut off in the middle of a pointer group.
enum FrameCompletion {
    /// A trace records no reads, so replay estimates where a batch of events ended: before an
    /// event of another kind, or before one that comes this long (ms) after the last one of
    /// its kind. Generous on purpose: splitting a real group (events printed slowly under
    /// load) would change its meaning, while a lift followed by the next touch is never
    /// this quick. Fixed, not a setting: it is part of how a trace is read (the same text
    /// must always mean the same events, and the corpus goldens were made with it), and it
    /// lives below the app (TraceReplay does not see `AppConfiguration`).
    static let batchGap = 50.0

    static func complete(_ events: [TimedTraceEvent]) -> [TimedTraceEvent] {
        let pointerHasFrames = events.contains { $0.event == .input(.pointerFrame) }
        var out: [TimedTraceEvent] = []
        out.reserveCapacity(events.count + 8)
        var touchFrames = TouchFrameCompletion()
        /// The last touch event of the batch being read.
        var lastTouch: TimedTraceEvent?
        var openPointer: TimedTraceEvent?

        /// The touch batch ended: the frame the rule owes goes right after its last event.
        func endTouchBatch() {
            if let last = lastTouch, touchFrames.endBatch() {
                out.append(.init(now: last.now, event: .input(.touchFrame), line: last.line))
            }
            lastTouch = nil
        }
        func closePointer(at now: Double) {
            if let open = openPointer { out.append(.init(now: now, event: .input(.pointerFrame), line: open.line)); openPointer = nil }
        }

        for e in events {
            let kind = Self.kind(of: e.event)
            if let last = lastTouch, kind != .touch || e.now - last.now > batchGap {
                endTouchBatch()
            }
            if let open = openPointer, kind != .pointerFrame, kind != .pointer || e.now - open.now > batchGap {
                closePointer(at: open.now)
            }
            if case .input(let input) = e.event, !touchFrames.admit(input) { continue }
            out.append(e)
            switch kind {
            case .touch: lastTouch = e
            case .pointer:
                if pointerHasFrames { openPointer = e } else {
                    out.append(.init(now: e.now, event: .input(.pointerFrame), line: e.line))
                }
            case .pointerFrame: openPointer = nil
            case .other: break
            }
        }
        endTouchBatch()
        if let open = openPointer { closePointer(at: open.now) }
        return out
    }

    private enum Kind { case touch, pointer, pointerFrame, other }

    private static func kind(of event: TraceEvent) -> Kind {
        guard case .input(let input) = event else { return .other }
        switch input {
        case .touchDown, .touchMotion, .touchUp, .touchFrame, .touchCancel: return .touch
        case .pointerEnter, .pointerLeave, .pointerMotion, .pointerButton, .axis, .axisSource,
             .axisStop, .axisDiscrete, .axisValue120: return .pointer
        case .pointerFrame: return .pointerFrame
        default: return .other
        }
    }
}
