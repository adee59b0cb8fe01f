import Foundation

/// A WAYLAND_DEBUG=client trace (the app's stderr, libwayland 1.21's format) read for the
/// window-management messages: requests (`-> iface@N.name(…)`) and events (`iface@N.name(…)`),
/// in order, with their arguments as printed.
struct WaylandTraceLog {
    struct Message: CustomStringConvertible {
        var index: Int
        var interface: String
        var name: String
        var arguments: [String]
        var isRequest: Bool
        var description: String { "\(isRequest ? "-> " : "")\(interface).\(name)(\(arguments.joined(separator: ", ")))" }
    }

    let messages: [Message]
    let path: String

    init(path: String) throws {
        self.path = path
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw LiveError("cannot read the trace \(path): \(error)")
        }
        var found: [Message] = []
        let pattern = /^\[[ 0-9.]+\] +(-> )?([a-z_0-9]+)[@#][0-9]+\.([a-z_0-9]+)\((.*)\)$/
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let m = line.wholeMatch(of: pattern) else { continue }
            let arguments = m.4.isEmpty ? [] : m.4.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            found.append(Message(index: index, interface: String(m.2), name: String(m.3),
                                 arguments: arguments, isRequest: m.1 != nil))
        }
        messages = found
    }

    /// The requests `interface.name` the client sent, in order.
    func requests(_ interface: String, _ name: String) -> [Message] {
        messages.filter { $0.isRequest && $0.interface == interface && $0.name == name }
    }

    /// The events `interface.name` the client received, in order.
    func events(_ interface: String, _ name: String) -> [Message] {
        messages.filter { !$0.isRequest && $0.interface == interface && $0.name == name }
    }

    /// The latest press before `message`: a wl_pointer.button press or a wl_touch.down, whose
    /// serial (its first argument) move and resize must carry.
    func press(before message: Message) -> Message? {
        messages.last { m in
            m.index < message.index && !m.isRequest
                && ((m.interface == "wl_pointer" && m.name == "button" && m.arguments.last == "1")
                    || (m.interface == "wl_touch" && m.name == "down"))
        }
    }

    /// A configure's size and how many states it carried (the trace prints the states array
    /// only by its length in bytes, 4 per state).
    struct Configure { var width: Int; var height: Int; var stateCount: Int; var index: Int }

    /// The xdg_toplevel.configure events received after `message` (or from the start), in order.
    func configures(after message: Message? = nil) -> [Configure] {
        events("xdg_toplevel", "configure").filter { $0.index > (message?.index ?? -1) }.compactMap { m in
            guard m.arguments.count == 3, let w = Int(m.arguments[0]), let h = Int(m.arguments[1]),
                  let bytes = m.arguments[2].wholeMatch(of: /array\[([0-9]+)\]/).flatMap({ Int($0.1) }) else { return nil }
            return Configure(width: w, height: h, stateCount: bytes / 4, index: m.index)
        }
    }

    /// The decoration modes the compositor configured (zxdg_toplevel_decoration_v1.configure).
    var configuredDecorationModes: [Int] {
        events("zxdg_toplevel_decoration_v1", "configure").compactMap { $0.arguments.first.flatMap { Int($0) } }
    }

    /// The last lines that carry window-management messages, for failure messages.
    func windowManagementTail(_ count: Int = 12) -> String {
        let interfaces: Set = ["xdg_toplevel", "xdg_surface", "zxdg_toplevel_decoration_v1"]
        return messages.filter { interfaces.contains($0.interface) }.suffix(count).map(\.description).joined(separator: "\n")
    }
}
