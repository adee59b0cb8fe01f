extension WindowContent {
    /// Moves the content's clock to `now` through each deadline on the way (every frame of a
    /// running fling, every timer), not in one jump. Both hosts call it before each event and
    /// when time passes, so a timer fires at its own time however late the host got to it,
    /// and an animation that ends by itself (a fling reaching the end of the list) ends when
    /// it did live, however long the input is silent afterwards.
    public func catchUp(to now: Double) {
        var last = -Double.infinity
        while let deadline = nextDeadline, deadline < now, deadline > last {
            advance(to: deadline)
            last = deadline
        }
        advance(to: now)
    }
}
