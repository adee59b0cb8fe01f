import CGSettings

/// The desktop's settings the portal does not serve, read from GSettings with GIO (CGSettings),
/// as GTK reads them: once, not followed live. A system without GIO, the schema or the key
/// gets nil, and the default holds.
///
/// ```swift
/// settings.doubleClickTime = GSettingsReader.doubleClickTime() ?? settings.doubleClickTime
/// ```
public enum GSettingsReader {
    public struct Failure: Error, CustomStringConvertible { public var description: String }

    /// gs_read_int: the int32 `key` of `schema`.
    public static func int(schema: String, key: String) throws(Failure) -> Int32 {
        var value: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 256)
        let status = buffer.withUnsafeMutableBufferPointer { error in
            gs_read_int(schema, key, &value, error.baseAddress, error.count)
        }
        guard status == 0 else {
            throw Failure(
                description: String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return value
    }

    /// GNOME's `org.gnome.desktop.peripherals.mouse double-click` (ms), when it is set up and
    /// positive.
    public static func doubleClickTime() -> Int? {
        guard let ms = try? int(schema: "org.gnome.desktop.peripherals.mouse", key: "double-click"), ms > 0
        else { return nil }
        return Int(ms)
    }
}
