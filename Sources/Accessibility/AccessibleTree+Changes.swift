/// One event a screen reader needs, found by comparing two trees (`AccessibleTree.changes`).
/// On the wire: a signal from the object `id` on `org.a11y.atspi.Event.<interface>`, member
/// `member`, signature `siiva{sv}` (detail, detail1, detail2, value, properties).
public struct AccessibleEvent: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case none
        case string(String)
        case number(Double)
        /// Another object of this app, by id (a child added or removed).
        case object(String)
    }

    public var id: String
    public var interface: String
    public var member: String
    public var detail: String
    public var detail1: Int32
    public var value: Value

    public init(
        _ id: String, _ member: String, interface: String = "Object", detail: String = "", detail1: Int32 = 0,
        value: Value = .none
    ) {
        self.id = id; self.interface = interface; self.member = member
        self.detail = detail; self.detail1 = detail1; self.value = value
    }
}

extension AccessibleTree {
    /// What changed from `old` to this tree, as the events AT-SPI toolkits send: name,
    /// description and value changes (PropertyChange), announced state changes
    /// (StateChanged), a frame becoming active or not (Window Activate / Deactivate), and
    /// children added and removed (ChildrenChanged, removals first). Objects are matched by id.
    /// - Complexity: O(n) in the number of nodes.
    public func changes(from old: AccessibleTree) -> [AccessibleEvent] {
        var events: [AccessibleEvent] = []
        var oldIndex: [String: Int] = [:]
        for (index, node) in old.nodes.enumerated() { oldIndex[node.id] = index }
        var newIDs = Set<String>()
        for node in nodes { newIDs.insert(node.id) }

        for node in nodes {
            guard let previous = oldIndex[node.id].map({ old.nodes[$0] }) else { continue }
            if previous.name != node.name {
                events.append(.init(node.id, "PropertyChange", detail: "accessible-name", value: .string(node.name)))
            }
            if previous.description != node.description {
                events.append(
                    .init(
                        node.id, "PropertyChange", detail: "accessible-description",
                        value: .string(node.description)))
            }
            if let value = node.value, value.current != previous.value?.current {
                events.append(
                    .init(node.id, "PropertyChange", detail: "accessible-value", value: .number(value.current)))
            }
            for (state, name) in AccessibleStates.announced
            where previous.states.contains(state) != node.states.contains(state) {
                let on = node.states.contains(state)
                events.append(.init(node.id, "StateChanged", detail: name, detail1: on ? 1 : 0))
                if state == .active && node.role == .frame {
                    events.append(.init(node.id, on ? "Activate" : "Deactivate", interface: "Window"))
                }
            }
        }
        for (index, node) in old.nodes.enumerated() where !newIDs.contains(node.id) {
            guard let parent = old.parents[index], newIDs.contains(old.nodes[parent].id) else { continue }
            events.append(
                .init(
                    old.nodes[parent].id, "ChildrenChanged", detail: "remove",
                    detail1: Int32(old.children[parent].firstIndex(of: index) ?? 0), value: .object(node.id)))
        }
        for (index, node) in nodes.enumerated() where oldIndex[node.id] == nil {
            guard let parent = parents[index], oldIndex[nodes[parent].id] != nil else { continue }
            events.append(
                .init(
                    nodes[parent].id, "ChildrenChanged", detail: "add",
                    detail1: Int32(children[parent].firstIndex(of: index) ?? 0), value: .object(node.id)))
        }
        return events
    }
}
