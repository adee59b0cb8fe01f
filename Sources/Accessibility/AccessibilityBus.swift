import CAccessibilityBus

/// The connection to the session's accessibility bus (sd-bus, through the shim's `a11y_bus_*`):
/// found through `$AT_SPI_BUS_ADDRESS` or the session bus's `org.a11y.Bus.GetAddress`, served
/// from the owner's poll loop (`pollRequest`, then `process`), never from a thread.
final class AccessibilityBus {
    let handle: OpaquePointer

    /// Connects, or throws the reason there is no accessibility bus.
    init() throws(AccessibilityUnavailable) {
        var why = [CChar](repeating: 0, count: 512)
        guard let handle = a11y_bus_open(&why, why.count) else {
            throw AccessibilityUnavailable(reason: text(why))
        }
        self.handle = handle
    }

    deinit {
        a11y_bus_close(handle)
        handlerBox?.release()
        listenersBox?.release()
    }

    var uniqueName: String { String(cString: a11y_bus_unique_name(handle)) }

    /// Registers the application object at `rootPath` with the AT-SPI registry
    /// (org.a11y.atspi.Socket.Embed); returns the desktop object the registry answers with,
    /// which is the application's parent.
    func embed(rootPath: String) throws(AccessibilityUnavailable) -> (name: String, path: String) {
        var name = [CChar](repeating: 0, count: 256), path = [CChar](repeating: 0, count: 256)
        var why = [CChar](repeating: 0, count: 512)
        guard a11y_bus_embed(handle, rootPath, &name, name.count, &path, path.count, &why, why.count) == 0 else {
            throw AccessibilityUnavailable(reason: text(why))
        }
        return (text(name), text(path))
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
    var pollRequest: (fd: Int32, events: Int16, timeout: Int32) {
        (a11y_bus_fd(handle), a11y_bus_poll_events(handle), a11y_bus_timeout_ms(handle))
    }

    /// Reads, dispatches and writes what is ready, without blocking; false when the
    /// connection is gone.
    func process() -> Bool { a11y_bus_process(handle) >= 0 }

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
