import Accessibility
import Testing

/// `AccessibleTree.changes(from:)`: the events one frame sends, from the tree before it and
/// the tree after it.
@Suite("Tree changes")
struct TreeChangesTests {
    /// A window with a list of sliders, `focused` holding the focus, values in percent.
    func tree(values: [String: Double], focused: String?, active: Bool = true, title: String = "Colours")
        -> AccessibleTree
    {
        var tree = AccessibleTree(application: "Test")
        var windowStates: AccessibleStates = [.visible, .showing]
        if active { windowStates.insert(.active) }
        let window = tree.add(AccessibleNode(id: "window", role: .frame, name: title, states: windowStates), under: 0)
        let list = tree.add(AccessibleNode(id: "list", role: .list, name: title), under: window)
        for name in values.keys.sorted() {
            var states: AccessibleStates = [.visible, .showing, .focusable]
            if name == focused { states.insert(.focused) }
            let value = values[name]!
            tree.add(
                AccessibleNode(
                    id: "bar_" + name, role: .slider, name: name, description: "\(Int(value)) %",
                    states: states,
                    value: AccessibleValue(
                        current: value, minimum: 0, maximum: 100, increment: 1,
                        text: "\(Int(value)) %")),
                under: list)
        }
        return tree
    }

    @Test func anUnchangedTreeSendsNothing() {
        let a = tree(values: ["red": 30, "blue": 100], focused: "red")
        #expect(a.changes(from: a).isEmpty)
    }

    @Test func aValueChangeIsOneValueEventAndItsText() {
        let before = tree(values: ["red": 30, "blue": 100], focused: "red")
        let after = tree(values: ["red": 40, "blue": 100], focused: "red")
        #expect(
            after.changes(from: before) == [
                AccessibleEvent("bar_red", "PropertyChange", detail: "accessible-description", value: .string("40 %")),
                AccessibleEvent("bar_red", "PropertyChange", detail: "accessible-value", value: .number(40)),
            ])
    }

    @Test func movingTheFocusIsTwoStateChanges() {
        let before = tree(values: ["red": 30, "blue": 100], focused: "blue")
        let after = tree(values: ["red": 30, "blue": 100], focused: "red")
        #expect(
            after.changes(from: before) == [
                AccessibleEvent("bar_blue", "StateChanged", detail: "focused", detail1: 0),
                AccessibleEvent("bar_red", "StateChanged", detail: "focused", detail1: 1),
            ])
    }

    @Test func aWindowThatLosesTheKeyboardDeactivates() {
        let before = tree(values: [:], focused: nil, active: true)
        let after = tree(values: [:], focused: nil, active: false)
        #expect(
            after.changes(from: before) == [
                AccessibleEvent("window", "StateChanged", detail: "active", detail1: 0),
                AccessibleEvent("window", "Deactivate", interface: "Window"),
            ])
    }

    @Test func renamingAnObjectIsANameChange() {
        let before = tree(values: [:], focused: nil, title: "Colours")
        let after = tree(values: [:], focused: nil, title: "Colors")
        #expect(
            after.changes(from: before) == [
                AccessibleEvent("window", "PropertyChange", detail: "accessible-name", value: .string("Colors")),
                AccessibleEvent("list", "PropertyChange", detail: "accessible-name", value: .string("Colors")),
            ])
    }

    /// Removals against the old order, then additions at their new index; nothing about the
    /// children of a removed object (its removal says it all).
    @Test func childrenAddedAndRemovedAreAnnouncedByTheirParent() {
        let before = tree(values: ["a": 1, "b": 2, "c": 3], focused: nil)
        let after = tree(values: ["a": 1, "c": 3, "d": 4], focused: nil)
        #expect(
            after.changes(from: before) == [
                AccessibleEvent("list", "ChildrenChanged", detail: "remove", detail1: 1, value: .object("bar_b")),
                AccessibleEvent("list", "ChildrenChanged", detail: "add", detail1: 2, value: .object("bar_d")),
            ])
    }

    @Test func extentsRoundOutwardsToWholePixels() {
        let rect = AccessibleRect(x: 16.5, y: 71.2, width: 10, height: 80.3)
        #expect([rect.x, rect.y, rect.width, rect.height] == [16, 71, 11, 81])
    }
}
