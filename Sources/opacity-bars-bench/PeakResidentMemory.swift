#if canImport(Glibc)
import Glibc
#endif

/// A child's own peak resident memory, as the kernel's high-water mark of its address space
/// (VmHWM in /proc/PID/status), read until the child has exited.
///
/// Not wait4's ru_maxrss: a child made by posix_spawn (vfork) shares its parent's address
/// space until exec, and exec records that space's high-water mark into the child's maxrss, so
/// ru_maxrss is never below the parent's own peak (the bench's 57–79 MB hid a 17 MB replay).
enum PeakResidentMemory {
    /// Polls `pid` (a child not yet reaped) until it is a zombie; the largest VmHWM seen, KiB.
    static func watch(_ pid: pid_t) -> Int {
        var peak = 0
        while let now = vmHWM(pid) {
            peak = max(peak, now)
            usleep(500)
        }
        return peak
    }

    /// VmHWM of `pid` in KiB; nil once it has exited (a zombie has no memory to report).
    static func vmHWM(_ pid: pid_t) -> Int? {
        guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(cString: line)
            if text.hasPrefix("VmHWM:") {
                return Int(text.dropFirst(6).filter(\.isNumber))
            }
        }
        return nil
    }
}
