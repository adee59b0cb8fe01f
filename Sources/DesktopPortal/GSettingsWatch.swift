import CGSettings
import Glibc

/// A desktop setting the portal does not serve, followed in GSettings with GIO (CGSettings), as
/// GTK follows it: its value now, and again whenever the user changes it. The owner polls `fd`
/// and takes the newest value when it is readable. A system without GIO, the schema or the key
/// cannot watch it, and the default holds.
///
/// ```swift
/// let watch = try GSettingsWatch.doubleClickTime()
/// // poll(watch.fd) said readable:
/// if let ms = watch.take() { settings.doubleClickTime = ms }
/// ```
public final class GSettingsWatch {
    public struct Failure: Error, CustomStringConvertible { public var description: String }

    /// Readable when a value arrived.
    public let fd: Int32

    /// gs_watch_int: the int32 `key` of `schema`.
    public init(schema: String, key: String) throws(Failure) {
        var buffer = [CChar](repeating: 0, count: 256)
        let fd = buffer.withUnsafeMutableBufferPointer { error in
            gs_watch_int(schema, key, error.baseAddress, error.count)
        }
        guard fd >= 0 else {
            throw Failure(
                description: String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// The newest value that arrived since the last call (nil: none).
    public func take() -> Int32? {
        var newest: Int32?
        var value: Int32 = 0
        while read(fd, &value, MemoryLayout<Int32>.size) == MemoryLayout<Int32>.size { newest = value }
        return newest
    }

    /// GNOME's `org.gnome.desktop.peripherals.mouse double-click` (ms).
    public static func doubleClickTime() throws(Failure) -> GSettingsWatch {
        try GSettingsWatch(schema: "org.gnome.desktop.peripherals.mouse", key: "double-click")
    }
}
