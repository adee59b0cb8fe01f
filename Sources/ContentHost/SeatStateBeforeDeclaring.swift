import Gestures

/// The events that only set the seat's state (capabilities, modifiers, keyboard focus) sent to
/// a content before it declared its gestures: held in order, to reach its `GestureHost` at
/// their own times once it is made. With no gestures there is no sequence for them to end,
/// so holding them changes only when the engine is made: both apps declare theirs after the
/// first frame, and the seat's first events come before it.
public struct SeatStateBeforeDeclaring {
    public private(set) var held: [(event: InputEvent, time: Double)] = []
    /// Past this many held events the content declares anyway, so that the queue stays small.
    public static let limit = 16

    public init() {}

    /// Holds `event` when it only sets the seat's state and there is room; true when held.
    public mutating func hold(_ event: InputEvent, at time: Double) -> Bool {
        guard held.count < Self.limit else { return false }
        switch event {
        case .capabilities, .modifiers, .keyboardFocus:
            held.append((event, time))
            return true
        default:
            return false
        }
    }

    /// The held events, oldest first; none are held after.
    public mutating func take() -> [(event: InputEvent, time: Double)] {
        defer { held = [] }
        return held
    }
}
