#if canImport(Glibc)
import Glibc
#endif

/// Offers text as the selection. `Connection` (cw_clipboard_offer_text) is the live
/// implementation; tests record the calls.
protocol ClipboardBackend {
    /// A new selection offering text, set with the latest key press's serial: its number
    /// (`ShimEvent.clipboardSend` and `.clipboardCancelled` carry it), 0 when none could be set.
    func offerSelection() -> UInt32
}

/// The writes a transfer makes to the fd a pasting client gave: the system's live, a
/// recording fake in tests.
protocol TransferIO {
    /// Makes `fd` non-blocking: a write takes what the pipe holds and returns.
    func setNonBlocking(_ fd: Int32)
    /// write(2): the bytes written, or −errno.
    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
    func close(_ fd: Int32)
}

/// The system calls, for the live window.
struct SystemTransferIO: TransferIO {
    func setNonBlocking(_ fd: Int32) { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        let n = Glibc.write(fd, bytes.baseAddress, bytes.count)
        return n >= 0 ? n : -Int(errno)
    }
    func close(_ fd: Int32) { _ = Glibc.close(fd) }
}

/// The clipboard's owner side, without I/O of its own: the text copied last is the selection
/// (`copy`); each client that pastes it sends an fd (`send`), which gets the text written as
/// the pipe takes it, never blocking the loop: what does not fit now waits for the fd to
/// poll writable (`pollFD`, then `pump`). Another client taking the selection (`cancelled`)
/// ends the offer; transfers already asked for still finish. Each fd is closed exactly once,
/// when its text is written, on an error, or at `removeAll`.
struct Clipboard {
    struct Transfer {
        var fd: Int32
        var bytes: [UInt8]
        var written = 0
    }

    /// The selection offered now: its number and its text (UTF-8).
    private(set) var selection: (number: UInt32, bytes: [UInt8])?
    /// Writes not finished yet, oldest first.
    private(set) var transfers: [Transfer] = []
    /// At most this many transfers at once: a client asking for more has its fds closed.
    static let maxTransfers = 8

    /// Ctrl+C: `text` becomes the selection, if the backend could offer one.
    mutating func copy(_ text: String, backend: ClipboardBackend) {
        let number = backend.offerSelection()
        selection = number != 0 ? (number, Array(text.utf8)) : nil
    }

    /// wl_data_source.send: the text goes to `fd` when `source` is the selection offered now
    /// and the type asked for is one offered (`text`); otherwise the fd is closed at once.
    mutating func send(source: UInt32, fd: Int32, text: Bool, io: TransferIO) {
        guard fd >= 0 else { return }
        guard text, let selection, selection.number == source, transfers.count < Self.maxTransfers else {
            io.close(fd)
            return
        }
        io.setNonBlocking(fd)
        transfers.append(Transfer(fd: fd, bytes: selection.bytes))
        pump(io: io)
    }

    /// wl_data_source.cancelled: the selection is another client's now.
    mutating func cancelled(source: UInt32) {
        if selection?.number == source { selection = nil }
    }

    /// Writes what each fd takes now; closes those done or failed.
    mutating func pump(io: TransferIO) {
        var kept: [Transfer] = []
        for var t in transfers {
            var done = false
            while t.written < t.bytes.count {
                let n = t.bytes.withUnsafeBytes { io.write(t.fd, UnsafeRawBufferPointer(rebasing: $0[t.written...])) }
                if n > 0 {
                    t.written += n
                } else if n == -Int(EINTR) {
                    continue
                } else if n == -Int(EAGAIN) || n == -Int(EWOULDBLOCK) {
                    break
                } else {
                    done = true   // the reader went away (EPIPE) or another error: give up on it
                    break
                }
            }
            if done || t.written >= t.bytes.count { io.close(t.fd) } else { kept.append(t) }
        }
        transfers = kept
    }

    /// The fd the loop polls for POLLOUT (the oldest unfinished transfer), −1 for none.
    var pollFD: Int32 { transfers.first?.fd ?? -1 }

    /// Closes every fd still held (the window is going away).
    mutating func removeAll(io: TransferIO) {
        for t in transfers { io.close(t.fd) }
        transfers = []
        selection = nil
    }
}
