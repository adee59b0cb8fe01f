/// Who hears the app, and what they were last told. Screen readers (and test clients) register
/// the events they want with the AT-SPI registry; while none is registered for this app, a
/// drawn frame reads no tree and compares nothing, so the accessibility layer costs a frame
/// one comparison of an integer. The first listener's arrival takes the tree as it is then:
/// what the listener finds when it starts asking, and what later frames are compared with.
///
/// ```swift
/// var audience = EventAudience()
/// audience.frameDrawn { app.accessibleTree() }             // [] and no tree read: nobody listens
/// audience.listenersChanged(to: 1) { app.accessibleTree() }
/// audience.frameDrawn { app.accessibleTree() }             // the changes since the arrival
/// ```
public struct EventAudience: Sendable {
    /// The registry's event listeners for this app.
    public private(set) var listeners = 0
    /// The tree as the last events described it; nil while nobody listens.
    public private(set) var announced: AccessibleTree?

    public init() {}

    public var isHeard: Bool { listeners > 0 }

    /// The registry counted `count` listeners; −1: one just registered, its count is on the way.
    public mutating func listenersChanged(to count: Int, tree: () -> AccessibleTree) {
        listeners = count < 0 ? max(listeners, 1) : count
        if !isHeard {
            announced = nil
        } else if announced == nil {
            announced = tree()
        }
    }

    /// A frame was drawn: the events that tell what changed since the last ones (one per
    /// change, so at most one value event per slider per frame); none, and no tree read,
    /// while nobody listens.
    public mutating func frameDrawn(tree: () -> AccessibleTree) -> [AccessibleEvent] {
        guard let old = announced else { return [] }
        let new = tree()
        guard new != old else { return [] }
        announced = new
        return new.changes(from: old)
    }
}
