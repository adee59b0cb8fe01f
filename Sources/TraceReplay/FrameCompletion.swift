import Gestures

/// Adds the `frame` events some traces lack, so the engine (which acts only at frames) sees
/// every group: seats below v5 send no wl_pointer.frame at all, and some compositors omit
/// wl_touch.frame after a trailing `up`, or a trace is cut off mid-group.
enum FrameCompletion {
    /// A group left open this long (ms) without a frame is closed before the next event of
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
        var openTouch: TimedTraceEvent?
        var openPointer: TimedTraceEvent?

        func closeTouch(at now: Double) {
            if let open = openTouch { out.append(.init(now: now, event: .input(.touchFrame), line: open.line)); openTouch = nil }
        }
        func closePointer(at now: Double) {
            if let open = openPointer { out.append(.init(now: now, event: .input(.pointerFrame), line: open.line)); openPointer = nil }
        }

        for e in events {
            let kind = Self.kind(of: e.event)
            if let open = openTouch, kind != .touchFrame, kind != .touch || e.now - open.now > batchGap {
                closeTouch(at: open.now)
            }
            if let open = openPointer, kind != .pointerFrame, kind != .pointer || e.now - open.now > batchGap {
                closePointer(at: open.now)
            }
            out.append(e)
            switch kind {
            case .touch: openTouch = e
            case .touchFrame: openTouch = nil
            case .pointer:
                if pointerHasFrames { openPointer = e } else {
                    out.append(.init(now: e.now, event: .input(.pointerFrame), line: e.line))
                }
            case .pointerFrame: openPointer = nil
            case .other: break
            }
        }
        if let open = openTouch { closeTouch(at: open.now) }
        if let open = openPointer { closePointer(at: open.now) }
        return out
    }

    private enum Kind { case touch, touchFrame, pointer, pointerFrame, other }

    private static func kind(of event: TraceEvent) -> Kind {
        guard case .input(let input) = event else { return .other }
        switch input {
        case .touchDown, .touchMotion, .touchUp: return .touch
        case .touchFrame: return .touchFrame
        case .pointerEnter, .pointerLeave, .pointerMotion, .pointerButton, .axis, .axisSource,
             .axisStop, .axisDiscrete, .axisValue120: return .pointer
        case .pointerFrame: return .pointerFrame
        default: return .other
        }
    }
}
