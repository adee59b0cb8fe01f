import Gestures

/// The one rule, for both hosts of a `WindowContent`, that tells the keyboard moving between
/// the window and its own popup from a focus loss. A popup with a grab (a context menu) takes
/// the keyboard: the compositor sends a leave for the window and an enter for the popup, and
/// the reverse when the popup goes. To the content that is no focus loss: its gestures and
/// held keys go on.
///
/// A keyboard leave is therefore held back until the next input event. An enter on the other
/// of the two surfaces (window → popup, popup → window) completes a move: both are dropped.
/// Anything else lets the leave through first, as does the end of the batch: a compositor
/// sends the leave and the enter of a move together (wlroots, mutter and kwin each send both
/// from one focus change), so a leave still alone when a batch ends is a real loss. A leave
/// and an enter on the same surface (a compositor refocusing the window) stay a loss and a
/// gain, as before. A batch is what `TouchFrameCompletion` calls one: live, one dispatch;
/// in replay, input no further apart than `FrameCompletion.batchGap`.
///
/// A leave is taken to be from the surface the keyboard last entered: the leave of a popup
/// the client has just destroyed names no surface (libwayland passes NULL for it).
public struct KeyboardFocusMoves: Sendable, Equatable {
    /// What the host does with an input event.
    public enum Admission: Sendable, Equatable {
        /// Hand it to the content.
        case pass
        /// Keep it from the content: a leave held back, or the enter that completes a move.
        case withhold
        /// Hand the content a focus loss (`.keyboardFocus(false)`, the leave held back) first,
        /// then this event.
        case passAfterFocusLoss
    }

    /// The surface the keyboard is on, from its last enter; nil while it is on none.
    public private(set) var focused: InputSurface?
    /// The surface of a leave held back; nil when none is.
    public private(set) var heldLeave: InputSurface?

    public init() {}

    /// Feeds one input event, in order, with the surface it names (`.window` for events that
    /// name none). Returns what the host must do with it.
    public mutating func admit(_ event: InputEvent, surface: InputSurface = .window) -> Admission {
        switch event {
        case .keyboardFocus(true):
            focused = surface
            guard let from = heldLeave else { return .pass }
            heldLeave = nil
            let move = (from == .window && surface == .popup) || (from == .popup && surface == .window)
            return move ? .withhold : .passAfterFocusLoss
        case .keyboardFocus(false):
            let from = focused ?? surface
            focused = nil
            // A second leave: the first is a loss after all (sway sends two when a device goes).
            if heldLeave != nil { heldLeave = nil; return .passAfterFocusLoss }
            heldLeave = from
            return .withhold
        default:
            guard heldLeave != nil else { return .pass }
            heldLeave = nil
            return .passAfterFocusLoss
        }
    }

    /// The batch ended: true when the host must hand the content the focus loss held back.
    public mutating func endBatch() -> Bool {
        defer { heldLeave = nil }
        return heldLeave != nil
    }
}
