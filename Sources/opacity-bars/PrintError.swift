#if canImport(Glibc)
import Glibc
#endif

/// Writes one line to fd 2 (the C `stderr` global is not concurrency-safe in Swift 6).
func printError(_ message: String) {
    let line = Array((message + "\n").utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
