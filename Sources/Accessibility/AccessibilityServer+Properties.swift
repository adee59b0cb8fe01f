/// org.freedesktop.DBus.Properties on every object: Accessible's, Application's, Value's and
/// Action's properties, and the two a client may set (Value.CurrentValue, Application.Id).
extension AccessibilityServer {
    func properties(_ call: BusMessage, _ index: Int, _ tree: AccessibleTree) -> Bool {
        let node = tree.nodes[index]
        switch call.member {
        case "Get":
            guard let interface = call.readString(), let name = call.readString() else { return false }
            guard interfaces(of: node, isRoot: index == 0).contains(interface),
                let value = property(name, of: interface, index, tree)
            else {
                call.replyError("org.freedesktop.DBus.Error.UnknownProperty", "no property \(interface).\(name)")
                return true
            }
            guard let reply = BusMessage.reply(to: call) else { return false }
            reply.append(variant: value)
            reply.send()
        case "GetAll":
            guard let interface = call.readString(), let reply = BusMessage.reply(to: call) else { return false }
            let names =
                interfaces(of: node, isRoot: index == 0).contains(interface)
                ? Self.propertyNames[interface] ?? [] : []
            reply.container("a", "{sv}") {
                for name in names {
                    guard let value = property(name, of: interface, index, tree) else { continue }
                    reply.container("e", "sv") {
                        reply.append(name); reply.append(variant: value)
                    }
                }
            }
            reply.send()
        case "Set":
            guard let interface = call.readString(), let name = call.readString() else { return false }
            switch (interface, name) {
            case ("org.a11y.atspi.Value", "CurrentValue") where node.value != nil:
                guard let value = call.readNumberVariant(), value.isFinite else {
                    call.replyError("org.freedesktop.DBus.Error.InvalidArgs", "CurrentValue takes a number")
                    return true
                }
                _ = source.setValue(value, ofNode: node.id, at: now)
                current = nil
            case ("org.a11y.atspi.Application", "Id") where index == 0:
                applicationID = call.readNumberVariant().map { Int32(clamping: Int($0)) } ?? applicationID
            default:
                call.replyError("org.freedesktop.DBus.Error.PropertyReadOnly", "\(interface).\(name) cannot be set")
                return true
            }
            guard let reply = BusMessage.reply(to: call) else { return false }
            reply.send()
        default:
            return false
        }
        return true
    }

    /// The properties GetAll returns, per interface (at-spi2-core's xml/*.xml).
    static let propertyNames: [String: [String]] = [
        "org.a11y.atspi.Accessible": [
            "Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText",
        ],
        "org.a11y.atspi.Application": ["ToolkitName", "Version", "AtspiVersion", "Id"],
        "org.a11y.atspi.Value": ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        "org.a11y.atspi.Action": ["NActions"],
    ]

    func property(_ name: String, of interface: String, _ index: Int, _ tree: AccessibleTree) -> PropertyValue? {
        let node = tree.nodes[index]
        switch (interface, name) {
        case ("org.a11y.atspi.Accessible", "Name"): return .string(node.name)
        case ("org.a11y.atspi.Accessible", "Description"): return .string(node.description)
        case ("org.a11y.atspi.Accessible", "Parent"):
            guard let parent = tree.parents[index] else { return .reference(desktop) }
            return .reference(reference(parent, in: tree))
        case ("org.a11y.atspi.Accessible", "ChildCount"): return .int32(Int32(tree.children[index].count))
        case ("org.a11y.atspi.Accessible", "Locale"): return .string("C")
        case ("org.a11y.atspi.Accessible", "AccessibleId"): return .string(node.id)
        case ("org.a11y.atspi.Accessible", "HelpText"): return .string("")
        case ("org.a11y.atspi.Application", "ToolkitName"): return .string("OpacityBars")
        case ("org.a11y.atspi.Application", "Version"): return .string("1.0")
        case ("org.a11y.atspi.Application", "AtspiVersion"): return .string("2.1")
        case ("org.a11y.atspi.Application", "Id"): return .int32(applicationID)
        case ("org.a11y.atspi.Value", "MinimumValue"): return node.value.map { .double($0.minimum) }
        case ("org.a11y.atspi.Value", "MaximumValue"): return node.value.map { .double($0.maximum) }
        case ("org.a11y.atspi.Value", "MinimumIncrement"): return node.value.map { .double($0.increment) }
        case ("org.a11y.atspi.Value", "CurrentValue"): return node.value.map { .double($0.current) }
        case ("org.a11y.atspi.Value", "Text"): return node.value.map { .string($0.text) }
        case ("org.a11y.atspi.Action", "NActions"): return .int32(node.action == nil ? 0 : 1)
        default: return nil
        }
    }
}

/// A property's value, as a variant on the wire.
enum PropertyValue {
    case string(String)
    case int32(Int32)
    case double(Double)
    case reference((name: String, path: String))
}

extension BusMessage {
    func append(variant value: PropertyValue) {
        switch value {
        case .string(let text): container("v", "s") { append(text) }
        case .int32(let number): container("v", "i") { append(number) }
        case .double(let number): container("v", "d") { append(number) }
        case .reference(let reference): container("v", "(so)") { append(reference: reference) }
        }
    }
}
