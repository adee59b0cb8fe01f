/// An app on AT-SPI 2: registers with the registry like any toolkit's application, answers
/// a screen reader's questions about the tree the app's `AccessibilitySource` reads from its
/// model, passes Value and Action requests to the source, and after each drawn frame sends
/// the events that tell what changed (`AccessibleTree.changes`) while anyone listens.
///
/// It lives on the app's poll loop, behind `AccessibilityConnection`, which finds the bus:
/// the loop polls `pollRequest`, calls `dispatch(at:)` after each wake-up and `frameDrawn()`
/// after each frame. Registering is a call like any other, answered through `dispatch`.
final class AccessibilityServer {
    let bus: AccessibilityBus
    let source: AccessibilitySource
    /// The registry's desktop object: the application's parent (Embed's answer).
    var desktop = (name: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root")
    /// The tree as last read from the source in this wake-up (nil: read it again).
    var current: AccessibleTree?
    /// Whether any screen reader listens, and what it was last told.
    var audience = EventAudience()
    /// The loop's time, for the source's Value and Action calls.
    var now: Double = 0
    /// org.a11y.atspi.Application.Id, which the registry assigns.
    var applicationID: Int32 = 0
    /// Where registering with the registry stands.
    private var registration = Registration.waitingForBus

    private enum Registration {
        /// Embed needs the connection's unique name, which the bus gives once it is ready.
        case waitingForBus
        case embedding
        case registered
        case refused(AccessibilityUnavailable)
    }

    static let objectPrefix = "/org/a11y/atspi"
    static let accessiblePrefix = "/org/a11y/atspi/accessible/"
    static let nullPath = "/org/a11y/atspi/null"

    /// Serves `source`'s application on `bus` (connected, perhaps not yet ready); it registers
    /// with the registry from `dispatch` once the bus is ready.
    init(bus: AccessibilityBus, source: AccessibilitySource) {
        self.bus = bus
        self.source = source
        // Serve before registering: the registry and clients call back as soon as Embed is in
        // (their calls wait in the bus's queue until the loop's next `dispatch`).
        bus.serve(prefix: Self.objectPrefix) { [weak self] call in self?.handle(call) ?? false }
        bus.watchListeners { [weak self] count in
            guard let self else { return }
            self.audience.listenersChanged(to: count, tree: self.source.accessibleTree)
        }
    }

    /// Registered with the registry (Embed answered).
    var isRegistered: Bool { if case .registered = registration { true } else { false } }

    /// What the loop polls for the bus: fd, poll(2) events, timeout (ms, −1: none).
    var pollRequest: (fd: Int32, events: Int16, timeout: Int32) { bus.pollRequest }

    /// Serves what arrived and writes what is queued; `now` (virtual ms) is the time the
    /// source's Value and Action calls happen at. Throws when the bus connection is gone or
    /// the registry refused the application.
    func dispatch(at now: Double) throws(AccessibilityUnavailable) {
        self.now = now
        current = nil
        let alive = bus.process()
        current = nil
        guard alive else { throw AccessibilityUnavailable(reason: "the accessibility bus went away") }
        if case .waitingForBus = registration, bus.isReady { embed() }
        if case .refused(let why) = registration { throw why }
    }

    /// org.a11y.atspi.Socket.Embed with the application's root; the registry answers with its
    /// desktop object, the application's parent.
    private func embed() {
        registration = .embedding
        let root = (bus.uniqueName, Self.path(of: AccessibleTree.rootID))
        let answered: (Result<BusMessage, AccessibilityUnavailable>) -> Void = { [weak self] answer in
            guard let self else { return }
            switch answer {
            case .success(let reply):
                if let desktop = reply.readReference() { self.desktop = desktop }
                self.registration = .registered
            case .failure(let why):
                self.registration = .refused(AccessibilityUnavailable(reason: "the registry refused Embed (\(why))"))
            }
        }
        let sent = bus.call(
            destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root",
            interface: "org.a11y.atspi.Socket", member: "Embed", arguments: { $0.append(reference: root) },
            answer: answered)
        if !sent { registration = .refused(AccessibilityUnavailable(reason: "Embed could not be sent")) }
    }

    /// After a frame was drawn: while a screen reader listens, compares the tree with what it
    /// was last told and sends one event per change; otherwise nothing (`EventAudience`).
    func frameDrawn() {
        for event in audience.frameDrawn(tree: source.accessibleTree) { send(event) }
    }

    // MARK: Paths

    static func path(of id: String) -> String { accessiblePrefix + id }

    func reference(_ index: Int?, in tree: AccessibleTree) -> (name: String, path: String) {
        guard let index else { return (bus.uniqueName, Self.nullPath) }
        return (bus.uniqueName, Self.path(of: tree.nodes[index].id))
    }

    var tree: AccessibleTree {
        if let current { return current }
        let tree = source.accessibleTree()
        current = tree
        return tree
    }

    // MARK: Requests

    private func handle(_ call: BusMessage) -> Bool {
        let path = call.path
        if path == "/org/a11y/atspi/cache" { return replyCache(call) }
        guard path.hasPrefix(Self.accessiblePrefix) else { return false }
        let id = String(path.dropFirst(Self.accessiblePrefix.count))
        let tree = self.tree
        guard let index = tree.index(of: id) else {
            call.replyError("org.freedesktop.DBus.Error.UnknownObject", "no accessible object \(id) (it is gone)")
            return true
        }
        switch call.interface {
        case "org.freedesktop.DBus.Properties": return properties(call, index, tree)
        case "org.a11y.atspi.Accessible": return accessible(call, index, tree)
        case "org.a11y.atspi.Application" where index == 0: return application(call)
        case "org.a11y.atspi.Component" where tree.nodes[index].extents != nil: return component(call, index, tree)
        case "org.a11y.atspi.Action" where tree.nodes[index].action != nil: return action(call, index, tree)
        default: return false
        }
    }

    /// The interfaces an object implements (GetInterfaces, and which Properties it has).
    func interfaces(of node: AccessibleNode, isRoot: Bool) -> [String] {
        var names = ["org.a11y.atspi.Accessible"]
        if isRoot { names.append("org.a11y.atspi.Application") }
        if node.extents != nil { names.append("org.a11y.atspi.Component") }
        if node.value != nil { names.append("org.a11y.atspi.Value") }
        if node.action != nil { names.append("org.a11y.atspi.Action") }
        return names
    }

    /// org.a11y.atspi.Cache.GetItems: this server keeps no client-side cache, so the list is
    /// empty and clients ask each object (the cache is an optimisation, not a requirement).
    private func replyCache(_ call: BusMessage) -> Bool {
        guard call.interface == "org.a11y.atspi.Cache", call.member == "GetItems",
            let reply = BusMessage.reply(to: call)
        else { return false }
        reply.container("a", "((so)(so)(so)iiassusau)") {}
        reply.send()
        return true
    }

    private func accessible(_ call: BusMessage, _ index: Int, _ tree: AccessibleTree) -> Bool {
        let node = tree.nodes[index]
        guard let reply = BusMessage.reply(to: call) else { return false }
        switch call.member {
        case "GetChildAtIndex":
            let child = call.readInt32().flatMap { i in
                tree.children[index].indices.contains(Int(i)) ? tree.children[index][Int(i)] : nil
            }
            reply.append(reference: reference(child, in: tree))
        case "GetChildren":
            reply.container("a", "(so)") {
                for child in tree.children[index] { reply.append(reference: reference(child, in: tree)) }
            }
        case "GetIndexInParent":
            reply.append(Int32(tree.parents[index].flatMap { tree.children[$0].firstIndex(of: index) } ?? -1))
        case "GetRelationSet":
            reply.container("a", "(ua(so))") {}
        case "GetRole":
            reply.append(node.role.rawValue)
        case "GetRoleName", "GetLocalizedRoleName":
            reply.append(node.role.name)
        case "GetState":
            reply.container("a", "u") {
                reply.append(UInt32(truncatingIfNeeded: node.states.rawValue))
                reply.append(UInt32(truncatingIfNeeded: node.states.rawValue >> 32))
            }
        case "GetAttributes":
            reply.container("a", "{ss}") {
                reply.container("e", "ss") {
                    reply.append("toolkit"); reply.append("OpacityBars")
                }
            }
        case "GetApplication":
            reply.append(reference: reference(0, in: tree))
        case "GetInterfaces":
            reply.container("a", "s") {
                for name in interfaces(of: node, isRoot: index == 0) { reply.append(name) }
            }
        default:
            reply.release()
            return false
        }
        reply.send()
        return true
    }

    private func application(_ call: BusMessage) -> Bool {
        guard let reply = BusMessage.reply(to: call) else { return false }
        switch call.member {
        case "GetLocale": reply.append("C")
        case "RegisterEventListener", "DeregisterEventListener": break
        // No peer-to-peer connection: clients stay on the bus.
        case "GetApplicationBusAddress": reply.append("")
        default:
            reply.release()
            return false
        }
        reply.send()
        return true
    }

    private func component(_ call: BusMessage, _ index: Int, _ tree: AccessibleTree) -> Bool {
        guard let extents = tree.nodes[index].extents, let reply = BusMessage.reply(to: call) else { return false }
        // Wayland gives a client no screen coordinates: every coordinate type is answered
        // in window coordinates, as GTK does on Wayland.
        switch call.member {
        case "GetExtents":
            reply.container("r", "iiii") {
                reply.append(extents.x); reply.append(extents.y); reply.append(extents.width);
                reply.append(extents.height)
            }
        case "GetPosition":
            reply.append(extents.x); reply.append(extents.y)
        case "GetSize":
            reply.append(extents.width); reply.append(extents.height)
        case "Contains":
            let x = call.readInt32() ?? .min, y = call.readInt32() ?? .min
            reply.append(extents.contains(x: x, y: y))
        case "GetAccessibleAtPoint":
            let x = call.readInt32() ?? .min, y = call.readInt32() ?? .min
            let hit = tree.children[index].last { tree.nodes[$0].extents?.contains(x: x, y: y) == true }
            reply.append(reference: reference(hit, in: tree))
        case "GetLayer":
            reply.append(UInt32(index == 0 || tree.nodes[index].role == .frame ? 7 : 3))   // window, widget
        case "GetMDIZOrder":
            reply.append(Int16(0))
        case "GetAlpha":
            reply.append(1.0)
        case "GrabFocus", "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize":
            reply.append(false)
        default:
            reply.release()
            return false
        }
        reply.send()
        return true
    }

    private func action(_ call: BusMessage, _ index: Int, _ tree: AccessibleTree) -> Bool {
        guard let name = tree.nodes[index].action, let reply = BusMessage.reply(to: call) else { return false }
        switch call.member {
        case "GetName", "GetLocalizedName": reply.append(call.readInt32() == 0 ? name : "")
        case "GetDescription": reply.append(call.readInt32() == 0 ? "Activates \(tree.nodes[index].name)" : "")
        case "GetKeyBinding": reply.append("")
        case "GetActions":
            reply.container("a", "(sss)") {
                reply.container("r", "sss") {
                    reply.append(name); reply.append(name); reply.append("")
                }
            }
        case "DoAction":
            let done = call.readInt32() == 0 && source.activate(node: tree.nodes[index].id, at: now)
            current = nil
            reply.append(done)
        default:
            reply.release()
            return false
        }
        reply.send()
        return true
    }
}
