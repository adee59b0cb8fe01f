/// The events screen readers need, found by comparing the tree after a frame with the one
/// last announced (org.a11y.atspi.Event.Object, signature `siiva{sv}`: detail, two numbers,
/// a value, properties): name and value changes (PropertyChange accessible-name /
/// accessible-value), state changes (StateChanged focused, checked, showing, active), and
/// children added and removed (ChildrenChanged add / remove). One comparison per frame, so
/// however many input events moved a slider during one frame, it announces one value.
extension AccessibilityServer {
    func announce(from old: AccessibleTree, to new: AccessibleTree) {
        var oldIndex: [String: Int] = [:]
        for (index, node) in old.nodes.enumerated() { oldIndex[node.id] = index }
        for node in new.nodes {
            guard let previous = oldIndex[node.id].map({ old.nodes[$0] }) else { continue }
            if previous.name != node.name {
                emit(node.id, "PropertyChange", detail: "accessible-name", value: .string(node.name))
            }
            if previous.description != node.description {
                emit(node.id, "PropertyChange", detail: "accessible-description", value: .string(node.description))
            }
            if let value = node.value, value.current != previous.value?.current {
                emit(node.id, "PropertyChange", detail: "accessible-value", value: .double(value.current))
            }
            for (state, name) in AccessibleStates.announced
            where previous.states.contains(state) != node.states.contains(state) {
                emit(node.id, "StateChanged", detail: name, detail1: node.states.contains(state) ? 1 : 0, value: .int32(0))
            }
        }
        // Children: removals first (against the old order), then additions (the new order).
        var newIDs = Set<String>()
        for node in new.nodes { newIDs.insert(node.id) }
        for (index, node) in old.nodes.enumerated() where !newIDs.contains(node.id) {
            guard let parent = old.parents[index], newIDs.contains(old.nodes[parent].id) else { continue }
            let position = old.children[parent].firstIndex(of: index) ?? 0
            emit(old.nodes[parent].id, "ChildrenChanged", detail: "remove", detail1: Int32(position),
                 value: .reference((bus.uniqueName, Self.path(of: node.id))))
        }
        for (index, node) in new.nodes.enumerated() where oldIndex[node.id] == nil {
            guard let parent = new.parents[index], oldIndex[new.nodes[parent].id] != nil else { continue }
            let position = new.children[parent].firstIndex(of: index) ?? 0
            emit(new.nodes[parent].id, "ChildrenChanged", detail: "add", detail1: Int32(position),
                 value: .reference((bus.uniqueName, Self.path(of: node.id))))
        }
    }

    private func emit(_ id: String, _ member: String, detail: String, detail1: Int32 = 0, value: PropertyValue) {
        guard let signal = bus.signal(path: Self.path(of: id), interface: "org.a11y.atspi.Event.Object",
                                      member: member) else { return }
        signal.append(detail)
        signal.append(detail1)
        signal.append(Int32(0))
        signal.append(variant: value)
        signal.container("a", "{sv}") {}
        signal.send()
    }
}
