/// What an app gives the accessibility layer: its tree, read from the model, and the two
/// ways a screen reader may act, each through the path the app's own input takes. The layer
/// reads the model and never writes it any other way.
public protocol AccessibilitySource: AnyObject {
    /// The tree as the model is now.
    func accessibleTree() -> AccessibleTree
    /// org.a11y.atspi.Value's CurrentValue was set on the node `id` at virtual time `now`
    /// (ms); false when that node takes no value.
    func setValue(_ value: Double, ofNode id: String, at now: Double) -> Bool
    /// org.a11y.atspi.Action.DoAction on the node `id`; false when it has no action.
    func activate(node id: String, at now: Double) -> Bool
}

extension AccessibilitySource {
    public func activate(node id: String, at now: Double) -> Bool { false }
}
