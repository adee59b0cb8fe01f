import Foundation

@testable import TraceReplay

/// The WAYLAND_DEBUG=client trace a live app printed on stderr, read as messages, so a test
/// can check what the app asked the compositor for and what it was told, in order. Each line
/// is split by replay's own reader (`TraceLine`), so the tests and replay read the format the
/// same way; lines that are not Wayland messages (the app's own log) are skipped. Arguments
/// are kept as printed.
struct WaylandTraceLog {
    struct Message: CustomStringConvertible {
        /// Position among the messages: earlier messages have smaller indices.
        var index: Int
        /// `->`: sent by the client.
        var isRequest: Bool
        var interface: String
        var name: String
        var arguments: [String]
        var line: String

        var description: String { line }
        /// Argument `i` as an integer (serials, sizes, edges).
        func int(_ i: Int) -> Int? { i < arguments.count ? Int(arguments[i]) : nil }
        /// Argument `i` as a number (fixed-point coordinates).
        func double(_ i: Int) -> Double? { i < arguments.count ? Double(arguments[i]) : nil }
        /// Integer arguments, for comparing a whole message: [480, 600] for configure(480, 600, …).
        var ints: [Int] { arguments.compactMap { Int($0) } }
    }

    let messages: [Message]

    init(file: String) throws {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw LiveError("cannot read the trace \(file)")
        }
        self.init(text: text)
    }

    init(text: String) {
        var found: [Message] = []
        for line in text.split(separator: "\n") {
            let message: Message? = ByteText.with(line) { bytes in
                guard case .message(let m) = TraceLine.read(bytes, 0, bytes.count), m.kind != .discarded
                else { return nil }
                let text = bytes.substring(m.arguments)
                guard text.last == ")" else { return nil }
                let printed = text.dropLast()
                let args =
                    printed.isEmpty
                    ? [] : printed.split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
                return Message(
                    index: found.count, isRequest: m.kind == .request, interface: String(bytes.substring(m.interface)),
                    name: String(bytes.substring(m.message)), arguments: args, line: String(line))
            }
            if let message { found.append(message) }
        }
        messages = found
    }

    /// Requests `interface.name` the client sent, in order.
    func requests(_ interface: String, _ name: String) -> [Message] {
        messages.filter { $0.isRequest && $0.interface == interface && $0.name == name }
    }

    /// Events `interface.name` the client received, in order.
    func events(_ interface: String, _ name: String) -> [Message] {
        messages.filter { !$0.isRequest && $0.interface == interface && $0.name == name }
    }

    /// Messages after `mark` (an index from an earlier read of the same, growing trace).
    func after(_ mark: Int) -> ArraySlice<Message> { messages[min(mark, messages.count)...] }

    /// The press a move, resize or window-menu request at `request` must carry the serial of:
    /// the last left-button press (wl_pointer.button state 1) or touch down before it.
    func pressBefore(_ request: Message) -> Message? {
        messages[..<request.index].last { m in
            !m.isRequest
                && ((m.interface == "wl_pointer" && m.name == "button" && m.int(3) == 1)
                    || (m.interface == "wl_touch" && m.name == "down"))
        }
    }

    /// The globals the compositor offered (`wl_registry.global` interface names).
    var offeredGlobals: [String] {
        events("wl_registry", "global").compactMap {
            $0.arguments.count > 1 ? $0.arguments[1].trimmingCharacters(in: ["\""]) : nil
        }
    }

    /// A configure's size and how many states it carried (the trace prints the states array
    /// only by its length in bytes, 4 per state).
    struct Configure { var width: Int; var height: Int; var stateCount: Int; var index: Int }

    /// The xdg_toplevel.configure events received after `message` (or from the start), in order.
    func configures(after message: Message? = nil) -> [Configure] {
        events("xdg_toplevel", "configure").filter { $0.index > (message?.index ?? -1) }.compactMap { m in
            guard m.arguments.count == 3, let w = m.int(0), let h = m.int(1),
                let bytes = m.arguments[2].wholeMatch(of: /array\[([0-9]+)\]/).flatMap({ Int($0.1) })
            else { return nil }
            return Configure(width: w, height: h, stateCount: bytes / 4, index: m.index)
        }
    }

    /// The decoration modes the compositor configured (zxdg_toplevel_decoration_v1.configure).
    var configuredDecorationModes: [Int] {
        events("zxdg_toplevel_decoration_v1", "configure").compactMap { $0.int(0) }
    }

    /// The last window-management messages, for failure messages.
    func windowManagementTail(_ count: Int = 12) -> String {
        let interfaces: Set = ["xdg_toplevel", "xdg_surface", "zxdg_toplevel_decoration_v1"]
        return messages.filter { interfaces.contains($0.interface) }.suffix(count).map(\.description).joined(
            separator: "\n")
    }

    /// The globals the client bound (`wl_registry.bind`'s interface names).
    var boundGlobals: [String] {
        requests("wl_registry", "bind").compactMap {
            $0.arguments.count > 1 ? $0.arguments[1].trimmingCharacters(in: ["\""]) : nil
        }
    }
}
