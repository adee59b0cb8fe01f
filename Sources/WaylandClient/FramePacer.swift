/// When the window may commit: at most one commit per displayed frame (wl_surface.frame),
/// nothing before the first configure, and a commit owed after each configure ack even if
/// the content has nothing new (xdg-shell wants a commit for the acked state). Input that
/// arrives between frames is coalesced into the next one simply by waiting here.
struct FramePacer: Equatable {
    /// The first xdg_surface.configure was acked: buffers may be attached.
    private(set) var configured = false
    /// A frame callback is outstanding: the compositor has not shown the last commit yet.
    private(set) var framePending = false
    /// A configure was acked and not yet followed by a commit.
    private(set) var commitOwed = false

    mutating func didConfigure() {
        configured = true
        commitOwed = true
    }

    /// Draw a new buffer now?
    func shouldDraw(needsRedraw: Bool) -> Bool {
        configured && !framePending && (needsRedraw || commitOwed)
    }

    /// Nothing to draw, but an animation runs: ask for a frame callback with an empty
    /// commit so the loop wakes at the next refresh.
    func shouldRequestIdleFrame(isAnimating: Bool) -> Bool {
        configured && !framePending && isAnimating
    }

    /// A commit with a frame callback went out.
    mutating func didCommit() {
        framePending = true
        commitOwed = false
    }

    mutating func didReceiveFrameDone() { framePending = false }
}
