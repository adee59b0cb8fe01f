#if canImport(Glibc)
import Glibc
#endif

/// Whole files for the canvas's own outputs and inputs (PNGs, glyph snapshots): reads retried
/// on EINTR, and writes that land whole (a temporary file beside the target, then `rename`) or
/// not at all, so an error never leaves a half-written file at the path.
enum FileBytes {
    /// The file's bytes; more than `limit` is an error (a file this program did not write).
    /// Read straight into an array of the size fstat gives (one more byte, to see a file that
    /// grew): a start reads its glyph snapshots before the first frame.
    static func read(_ path: String, limit: Int = .max) throws(CanvasError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CanvasError("\(path): cannot open: \(errnoText())") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw CanvasError("\(path): cannot read: \(errnoText())") }
        var data = [UInt8](repeating: 0, count: max(Int(info.st_size) + 1, 4096))
        var count = 0
        while true {
            if count == data.count {
                if count > limit { throw CanvasError("\(path): larger than \(limit) bytes") }
                data += repeatElement(0, count: count)
            }
            let n = data.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw CanvasError("\(path): cannot read: \(errnoText())")
            }
            if n == 0 { break }
            count += n
        }
        if count > limit { throw CanvasError("\(path): larger than \(limit) bytes") }
        data.removeLast(data.count - count)
        return data
    }

    /// Writes `bytes` to `path` whole or not at all; `what` names the content in errors.
    static func write(_ bytes: [UInt8], to path: String, what: String) throws(CanvasError) {
        let tmp = path + ".tmp-\(getpid())"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CanvasError("\(path): cannot create \(tmp): \(errnoText())") }
        var ok = true, why = ""
        bytes.withUnsafeBytes { raw in
            var off = 0
            while off < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + off, raw.count - off)
                if n < 0 {
                    if errno == EINTR { continue }
                    ok = false; why = errnoText(); return
                }
                off += n
            }
        }
        if close(fd) != 0 && ok { ok = false; why = errnoText() }
        if ok && rename(tmp, path) != 0 { ok = false; why = errnoText() }
        if !ok {
            unlink(tmp)
            throw CanvasError("\(path): cannot write \(what): \(why)")
        }
    }
}
