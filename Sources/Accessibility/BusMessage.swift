import CAccessibilityBus

/// One D-Bus message being read (a method call) or built (a reply, a signal). Every call
/// into the sd-bus shim (`a11y_message_*`) is in this file; nothing of C leaves it.
/// Visible to the package, as `AccessibilityBus` is.
package struct BusMessage {
    let pointer: OpaquePointer

    // MARK: Reading (a11y_message_read_*)

    var path: String { string(a11y_message_path(pointer)) }
    var interface: String { string(a11y_message_interface(pointer)) }
    var member: String { string(a11y_message_member(pointer)) }
    var signature: String { string(a11y_message_signature(pointer)) }

    package func readInt32() -> Int32? {
        var value: Int32 = 0
        return a11y_message_read_int32(pointer, &value) > 0 ? value : nil
    }

    package func readUInt32() -> UInt32? {
        var value: UInt32 = 0
        return a11y_message_read_uint32(pointer, &value) > 0 ? value : nil
    }

    package func readString() -> String? {
        var value: UnsafePointer<CChar>?
        guard a11y_message_read_string(pointer, &value) > 0, let value else { return nil }
        return String(cString: value)
    }

    package func readBool() -> Bool? {
        var value: Int32 = 0
        return a11y_message_read_bool(pointer, &value) > 0 ? value != 0 : nil
    }

    package func readDouble() -> Double? {
        var value = 0.0
        return a11y_message_read_double(pointer, &value) > 0 ? value : nil
    }

    /// The signature inside the next container or variant (nil at the end).
    package var nextContents: String? { a11y_message_peek_contents(pointer).map { String(cString: $0) } }

    /// Enters a container (`type` "v", "a", "r" or "e") of signature `contents`; false at the
    /// end of the enclosing one or on a mismatch.
    package func enter(_ type: Character, _ contents: String) -> Bool {
        a11y_message_enter(pointer, CChar(type.asciiValue ?? 0), contents) > 0
    }

    package func exit() { _ = a11y_message_exit(pointer) }

    /// Skips one value of signature `types`.
    package func skip(_ types: String) { _ = a11y_message_skip(pointer, types) }

    /// An object reference, AT-SPI's `(so)`: bus name and path.
    func readReference() -> (name: String, path: String)? {
        guard a11y_message_enter(pointer, CChar(UInt8(ascii: "r")), "so") > 0 else { return nil }
        defer { _ = a11y_message_exit(pointer) }
        var path: UnsafePointer<CChar>?
        guard let name = readString(), a11y_message_read_object_path(pointer, &path) > 0, let path else { return nil }
        return (name, String(cString: path))
    }

    /// A variant holding a number of any of D-Bus's numeric types (a screen reader sets a
    /// Value's CurrentValue as a double, a test client may send an int).
    func readNumberVariant() -> Double? {
        guard let contents = a11y_message_peek_contents(pointer).map({ String(cString: $0) }) else { return nil }
        guard a11y_message_enter(pointer, CChar(UInt8(ascii: "v")), contents) > 0 else { return nil }
        defer { _ = a11y_message_exit(pointer) }
        switch contents {
        case "d":
            var value = 0.0
            return a11y_message_read_double(pointer, &value) > 0 ? value : nil
        case "i": return readInt32().map(Double.init)
        case "u": return readUInt32().map(Double.init)
        default: return nil
        }
    }

    // MARK: Building (a11y_message_append_*, a11y_message_open/close)

    static func reply(to call: BusMessage) -> BusMessage? {
        a11y_message_new_reply(call.pointer).map(BusMessage.init(pointer:))
    }

    static func signal(on bus: OpaquePointer, path: String, interface: String, member: String) -> BusMessage? {
        a11y_message_new_signal(bus, path, interface, member).map(BusMessage.init(pointer:))
    }

    static func call(
        on bus: OpaquePointer, destination: String, path: String, interface: String, member: String
    ) -> BusMessage? {
        a11y_message_new_call(bus, destination, path, interface, member).map(BusMessage.init(pointer:))
    }

    func append(_ value: Int32) { _ = a11y_message_append_int32(pointer, value) }
    func append(_ value: Int16) { _ = a11y_message_append_int16(pointer, value) }
    func append(_ value: UInt32) { _ = a11y_message_append_uint32(pointer, value) }
    func append(_ value: Double) { _ = a11y_message_append_double(pointer, value) }
    func append(_ value: Bool) { _ = a11y_message_append_bool(pointer, value ? 1 : 0) }
    package func append(_ value: String) { _ = a11y_message_append_string(pointer, value) }
    func append(objectPath: String) { _ = a11y_message_append_object_path(pointer, objectPath) }

    /// Appends a container (`type` "v", "a", "r" or "e") of signature `contents`, filled by `body`.
    package func container(_ type: Character, _ contents: String, _ body: () -> Void) {
        _ = a11y_message_open(pointer, CChar(type.asciiValue ?? 0), contents)
        body()
        _ = a11y_message_close(pointer)
    }

    /// An object reference, AT-SPI's `(so)`: bus name and path.
    func append(reference: (name: String, path: String)) {
        container("r", "so") {
            append(reference.name)
            append(objectPath: reference.path)
        }
    }

    /// Queues the message (written by the bus's next `process`) and releases it.
    func send() { _ = a11y_message_send(pointer) }

    /// Drops a message built but not sent.
    func release() { a11y_message_release(pointer) }

    /// Replies to this call with a D-Bus error.
    func replyError(_ name: String, _ text: String) { _ = a11y_message_reply_error(pointer, name, text) }

    private func string(_ value: UnsafePointer<CChar>?) -> String { value.map { String(cString: $0) } ?? "" }
}
