/// What an app is to a screen reader at one moment: the application object (index 0) and
/// every object below it, each with its parent. Built from the model (`AccessibilitySource`)
/// when a screen reader asks or a frame was drawn, and compared with the previous one to
/// find the events to send.
///
/// ```swift
/// var tree = AccessibleTree(application: "OpacityBars")
/// let window = tree.add(AccessibleNode(id: "window", role: .frame, name: "Colours"), under: 0)
/// tree.add(AccessibleNode(id: "bar_red", role: .slider, name: "red"), under: window)
/// ```
public struct AccessibleTree: Equatable, Sendable {
    public private(set) var nodes: [AccessibleNode]
    /// The parent of each node (nil for the application).
    public private(set) var parents: [Int?]
    /// The children of each node, in order.
    public private(set) var children: [[Int]]

    /// The id of the application object: it lives at AT-SPI's root path.
    public static let rootID = "root"

    public init(application name: String) {
        nodes = [AccessibleNode(id: Self.rootID, role: .application, name: name, states: [])]
        parents = [nil]
        children = [[]]
    }

    /// Adds `node` as the last child of the node at `parent`; returns its index.
    @discardableResult
    public mutating func add(_ node: AccessibleNode, under parent: Int) -> Int {
        precondition(nodes.indices.contains(parent), "no node \(parent) to add \(node.id) under")
        nodes.append(node)
        parents.append(parent)
        children.append([])
        children[parent].append(nodes.count - 1)
        return nodes.count - 1
    }

    /// The node whose id is `id`.
    /// - Complexity: O(n): trees here have tens of nodes.
    public func index(of id: String) -> Int? { nodes.firstIndex { $0.id == id } }
}
