import CAccessibilityBus

/// A D-Bus connection (sd-bus, through the shim's `a11y_bus_*`): the session bus, where
/// `org.a11y.Bus` tells the accessibility bus's address, or the accessibility bus itself.
/// Served from the owner's poll loop (`pollRequest`, then `process`), never from a thread,
/// and never waited on: a call's answer comes back through `process`. Visible to the package:
/// the Settings portal (`DesktopPortal`) speaks on the same session bus through it.
package final class AccessibilityBus {
    let handle: OpaquePointer

    /// The user's session bus, or throws why there is none.
    package static func session() throws(AccessibilityUnavailable) -> AccessibilityBus {
        var why = [CChar](repeating: 0, count: 512)
        guard let handle = a11y_bus_open_session(&why, why.count) else {
            throw AccessibilityUnavailable(reason: text(why))
        }
        return AccessibilityBus(handle: handle)
    }

    /// Connects to the bus at `address` as a client, or throws why it cannot.
    convenience init(address: String) throws(AccessibilityUnavailable) {
        var why = [CChar](repeating: 0, count: 512)
        guard let handle = a11y_bus_open_address(address, &why, why.count) else {
            throw AccessibilityUnavailable(reason: text(why))
        }
        self.init(handle: handle)
    }

    private init(handle: OpaquePointer) { self.handle = handle }

    deinit {
        a11y_bus_close(handle)
        handlerBox?.release()
        listenersBox?.release()
        for box in signalBoxes { box.release() }
    }

    /// Authenticated and named: until then `uniqueName` would wait for the daemon.
    var isReady: Bool { a11y_bus_is_ready(handle) != 0 }

    var uniqueName: String { String(cString: a11y_bus_unique_name(handle)) }

    /// Sends a method call built by `arguments` and returns at once; `answer` gets the reply
    /// or the error (a timeout's after 5 s) from a later `process`. False when it could not
    /// be sent (`answer` is then never called).
    package func call(
        destination: String, path: String, interface: String, member: String,
        arguments: (BusMessage) -> Void = { _ in },
        answer: @escaping (Result<BusMessage, AccessibilityUnavailable>) -> Void
    ) -> Bool {
        guard
            let message = BusMessage.call(
                on: handle, destination: destination, path: path, interface: interface, member: member)
        else { return false }
        arguments(message)
        let box = Unmanaged.passRetained(Box(answer))
        let sent = a11y_message_call_async(
            handle, message.pointer,
            { reply, error, data in
                guard let data else { return }
                let answer = Unmanaged<Box<(Result<BusMessage, AccessibilityUnavailable>) -> Void>>
                    .fromOpaque(data).takeRetainedValue().value
                if let error {
                    answer(.failure(AccessibilityUnavailable(reason: String(cString: error))))
                } else if let reply {
                    answer(.success(BusMessage(pointer: reply)))
                }
            }, box.toOpaque())
        if sent < 0 { box.release() }
        return sent >= 0
    }

    /// Sends every method call to an object at `prefix` or below to `handler` (true: it
    /// replied). The handler is kept as long as the bus.
    func serve(prefix: String, _ handler: @escaping (BusMessage) -> Bool) {
        let box = Unmanaged.passRetained(Box(handler))
        self.handlerBox = box
        _ = a11y_bus_serve(
            handle, prefix,
            { call, data in
                guard let call, let data else { return 0 }
                let box = Unmanaged<Box<(BusMessage) -> Bool>>.fromOpaque(data).takeUnretainedValue()
                return box.value(BusMessage(pointer: call)) ? 1 : 0
            }, box.toOpaque())
    }
    private var handlerBox: Unmanaged<Box<(BusMessage) -> Bool>>?

    /// Tells `changed` how many event listeners the registry holds for this app (−1: a
    /// listener just registered, the count is on its way), from the loop's `process`.
    /// Nothing is told when the registry cannot be watched: the app then counts as unheard.
    func watchListeners(_ changed: @escaping (Int) -> Void) {
        let box = Unmanaged.passRetained(Box(changed))
        self.listenersBox = box
        _ = a11y_bus_watch_listeners(
            handle,
            { count, data in
                guard let data else { return }
                Unmanaged<Box<(Int) -> Void>>.fromOpaque(data).takeUnretainedValue().value(Int(count))
            }, box.toOpaque())
    }
    private var listenersBox: Unmanaged<Box<(Int) -> Void>>?

    /// A closure kept alive while C holds a pointer to it.
    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The fd to poll, its poll(2) events (POLLIN, and POLLOUT while messages wait to be
    /// written), and how long poll may wait for it (ms, −1 = no limit).
    package var pollRequest: (fd: Int32, events: Int16, timeout: Int32) {
        (a11y_bus_fd(handle), a11y_bus_poll_events(handle), a11y_bus_timeout_ms(handle))
    }

    /// Every signal of `interface`.`member` at `path` goes to `handler`, for the bus's life; false
    /// when the match could not be added.
    package func onSignal(path: String, interface: String, member: String, _ handler: @escaping (BusMessage) -> Void)
        -> Bool
    {
        let box = Unmanaged.passRetained(Box(handler))
        signalBoxes.append(box)
        return a11y_bus_match_signal(
            handle, nil, path, interface, member,
            { message, data in
                guard let message, let data else { return 0 }
                Unmanaged<Box<(BusMessage) -> Void>>.fromOpaque(data).takeUnretainedValue().value(
                    BusMessage(pointer: message))
                return 0
            }, box.toOpaque()) >= 0
    }
    private var signalBoxes: [Unmanaged<Box<(BusMessage) -> Void>>] = []

    /// Reads, dispatches and writes what is ready, without blocking; false when the
    /// connection is gone.
    package func process() -> Bool { a11y_bus_process(handle) >= 0 }

    func signal(path: String, interface: String, member: String) -> BusMessage? {
        BusMessage.signal(on: handle, path: path, interface: interface, member: member)
    }
}

/// Why the app runs without assistive technology support (no session bus, no
/// org.a11y.Bus, no registry): said once in the log, never fatal.
public struct AccessibilityUnavailable: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}

/// The text a C call wrote into `buffer` (up to its first NUL).
private func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
