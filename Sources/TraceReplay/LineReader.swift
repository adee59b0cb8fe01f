#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Splits a byte stream into lines through one bounded buffer, so that a trace of any length
/// (an hour of a 1000 Hz mouse, or a client piped in while it runs) is read in constant
/// memory: the buffer holds the line being read and what one `read` brought after it, never
/// the trace.
///
/// Lines are as `split(separator: "\n", omittingEmptySubsequences: false)` gives them: n
/// newlines make n + 1 lines, so line numbers in errors are the ones an editor shows. A line
/// longer than `maxLineLength` is cut there: its first `maxLineLength` bytes are handed out
/// with `truncated` set and the rest is skipped, so one endless line (a client printing
/// binary data) cannot grow the buffer either.
final class LineReader {
    /// What the buffer starts at; it doubles only while one line does not fit.
    static let defaultChunkSize = 64 * 1024
    /// No WAYLAND_DEBUG line comes near this (the longest are arrays of a few hundred bytes).
    static let defaultMaxLineLength = 1 << 20

    /// Fills the given bytes from the source: the count read, 0 at the end, or a negative
    /// `errno` when the source cannot be read.
    typealias Fill = (UnsafeMutableRawBufferPointer) -> Int

    private var buffer: UnsafeMutableBufferPointer<UInt8>
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var finished = false
    /// Skipping the rest of a line that was cut at `maxLineLength`.
    private var skipping = false
    private let fill: Fill
    /// The buffer's first size, and what it may grow by beyond `maxLineLength`.
    private let chunk: Int
    let maxLineLength: Int
    /// The 1-based number of the line last handed out.
    private(set) var lineNumber = 0
    /// `errno` of a failed read (the stream then ends there).
    private(set) var readError: Int32?
    /// The buffer's size (bytes): one chunk, grown only while a line does not fit, never past
    /// `maxLineLength` plus one chunk.
    var capacity: Int { buffer.count }

    init(chunkSize: Int = defaultChunkSize, maxLineLength: Int = defaultMaxLineLength, fill: @escaping Fill) {
        chunk = max(1, min(chunkSize, maxLineLength))
        buffer = .allocate(capacity: chunk)
        self.maxLineLength = max(1, maxLineLength)
        self.fill = fill
    }

    deinit { buffer.deallocate() }

    /// Reads a file descriptor (a file, or standard input: a pipe delivers what the client
    /// has printed so far, and the reader waits for more).
    convenience init(fd: Int32, chunkSize: Int = defaultChunkSize, maxLineLength: Int = defaultMaxLineLength) {
        self.init(chunkSize: chunkSize, maxLineLength: maxLineLength) { space in
            while true {
                let n = read(fd, space.baseAddress, space.count)
                if n >= 0 { return n }
                if errno != EINTR { return -Int(errno) }
            }
        }
    }

    /// Reads bytes already in memory (tests, the fuzzer), handed over `chunkSize` at a time so
    /// that every way a line can straddle two reads is exercised.
    convenience init(bytes: [UInt8], chunkSize: Int = defaultChunkSize, maxLineLength: Int = defaultMaxLineLength) {
        var offset = 0
        self.init(chunkSize: chunkSize, maxLineLength: maxLineLength) { space in
            let n = min(space.count, bytes.count - offset, max(1, chunkSize))
            guard n > 0 else { return 0 }
            bytes.withUnsafeBytes { space.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: n) }
            offset += n
            return n
        }
    }

    /// Calls `body` with the next line (without its newline; valid during the call only) and
    /// whether it was cut at `maxLineLength`. Returns nil once every line has been read.
    func next<R>(_ body: (UnsafeBufferPointer<UInt8>, _ truncated: Bool) -> R) -> R? {
        if finished { return nil }
        if skipping, !skipToNextLine() { finished = true; return nil }
        var scanned = start
        while true {
            if scanned < end, let nl = memchr(buffer.baseAddress! + scanned, 0x0A, end - scanned) {
                let hi = buffer.baseAddress!.distance(to: nl.assumingMemoryBound(to: UInt8.self))
                let lo = start
                start = hi + 1
                lineNumber += 1
                return body(UnsafeBufferPointer(rebasing: buffer[lo ..< hi]), false)
            }
            scanned = end
            if end - start > maxLineLength {
                // Hand out the head of the line and drop the rest of it on the next call.
                let lo = start
                start = end
                skipping = true
                lineNumber += 1
                return body(UnsafeBufferPointer(rebasing: buffer[lo ..< (lo + maxLineLength)]), true)
            }
            if atEnd {
                // The last line: what follows the last newline (empty after a final newline).
                finished = true
                lineNumber += 1
                return body(UnsafeBufferPointer(rebasing: buffer[start ..< end]), false)
            }
            scanned -= makeRoom()
            readMore()
        }
    }

    /// Drops bytes up to and including the next newline. False when the stream ended first.
    private func skipToNextLine() -> Bool {
        while true {
            if start < end, let nl = memchr(buffer.baseAddress! + start, 0x0A, end - start) {
                start = buffer.baseAddress!.distance(to: nl.assumingMemoryBound(to: UInt8.self)) + 1
                skipping = false
                return true
            }
            start = 0; end = 0
            if atEnd { return false }
            readMore()
        }
    }

    /// Moves the unread bytes to the front, and grows the buffer (up to one line's bound plus
    /// a chunk) only when a single line fills it. Returns how far the bytes moved.
    private func makeRoom() -> Int {
        let shift = start
        if start > 0 {
            if end > start {
                (buffer.baseAddress!).update(from: buffer.baseAddress! + start, count: end - start)
            }
            end -= start
            start = 0
        }
        if end == buffer.count {
            let grown = UnsafeMutableBufferPointer<UInt8>.allocate(
                capacity: min(buffer.count * 2, maxLineLength + chunk))
            grown.baseAddress!.update(from: buffer.baseAddress!, count: end)
            buffer.deallocate()
            buffer = grown
        }
        return shift
    }

    /// Reads into the free end of the buffer (there is room: `makeRoom` ran, or it is empty).
    private func readMore() {
        let n = fill(UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[end...])))
        if n > 0 {
            end += n
        } else {
            atEnd = true
            if n < 0 { readError = Int32(-n) }
        }
    }
}
