import Gestures

/// The one rule for the wl_touch.frame a compositor omits, for both hosts of a
/// `WindowContent`: the live window (WaylandClient's `WindowDriver`) and replay
/// (TraceReplay's frame completion).
///
/// wl_touch.frame closes a group of touch events, and the gesture engine acts only at frames.
/// Some compositors send no frame after the `up` that lifts the last touch point. So:
/// - after such an `up`, a frame is owed; if the batch that carried it ends without one,
///   the host hands the content a synthesized `.touchFrame` at that point (`endBatch`);
/// - a frame that arrives after a synthesized one with no touch event in between was late,
///   not missing: it is dropped (`admit` returns false), so no group is closed twice;
/// - `touchCancel`, or the seat losing its touch capability, owes nothing.
///
/// A batch is what the host knows arrived together. Live: one wl_display_dispatch_pending
/// (everything the compositor flushed and libwayland read at once). A trace does not record
/// reads, so replay takes as one batch the touch events that follow each other within
/// `FrameCompletion.batchGap` (50 ms) with no event of another kind between them.
///
/// Nothing here allocates after `init`: at most `maxTrackedTouches` points are tracked.
public struct TouchFrameCompletion: Sendable, Equatable {
    /// Touch points tracked at once (more are rare; the ones beyond are not counted, as the
    /// C shim that had this rule before did).
    public static let maxTrackedTouches = 32
    /// The ids down now (any Int32: compositors choose them).
    private var down: [Int32]
    /// An `up` emptied the set of touch points and no frame came yet.
    private var owed = false
    /// The last frame was synthesized by `endBatch`, and no touch event came since.
    private var synthesized = false

    public init() {
        down = []
        down.reserveCapacity(Self.maxTrackedTouches)
    }

    /// Feeds one input event, in order. Returns false when the host must drop it (a late
    /// frame for a group already closed); every other event is kept.
    public mutating func admit(_ event: InputEvent) -> Bool {
        switch event {
        case .touchDown(let id, _, _):
            if !down.contains(id), down.count < Self.maxTrackedTouches { down.append(id) }
            synthesized = false
        case .touchUp(let id, _):
            if let i = down.firstIndex(of: id) { down.swapAt(i, down.count - 1); down.removeLast() }
            synthesized = false
            if down.isEmpty { owed = true }
        case .touchMotion:
            synthesized = false
        case .touchFrame:
            owed = false
            if synthesized {
                synthesized = false
                return false
            }
        case .touchCancel:
            reset()
        case .capabilities(let capabilities) where !capabilities.contains(.touch):
            reset()
        default:
            break
        }
        return true
    }

    /// The batch ended: true when the host must hand the content a `.touchFrame` now.
    public mutating func endBatch() -> Bool {
        guard owed else { return false }
        owed = false
        synthesized = true
        return true
    }

    private mutating func reset() {
        down.removeAll(keepingCapacity: true)
        owed = false
        synthesized = false
    }
}
