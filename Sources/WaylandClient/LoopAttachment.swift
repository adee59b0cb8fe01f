/// Another connection the window's loop serves beside Wayland's, on the same thread (the
/// accessibility bus): its fd is polled with the display's, `dispatch` runs after every
/// wake-up and `frameSent` after every frame. Nothing here runs per input event.
public protocol LoopAttachment: AnyObject {
    /// The fd to poll (−1: none), its poll(2) events, and how long poll may wait for it
    /// (ms, −1: no limit).
    var pollRequest: (fd: Int32, events: Int16, timeout: Int32) { get }
    /// After each wake-up, with the loop's time (ms): serve what arrived.
    func dispatch(at now: Double)
    /// After each frame sent to the compositor.
    func frameSent()
}
