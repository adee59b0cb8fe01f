import Foundation

/// The client under test, started with WAYLAND_DISPLAY and XDG_RUNTIME_DIR pointing at the
/// fixture compositor's socket. Its stdout and stderr pass through.
final class ClientProcess {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let process = Process()
    let commandLine: [String]

    init(command: [String], socket: String, runtimeDirectory: String) throws(Failure) {
        guard let name = command.first else { throw Failure(description: "fixture-compositor: empty client command") }
        commandLine = command
        guard let path = ClientProcess.resolve(name) else {
            throw Failure(description: "fixture-compositor: client command \(name): not found in PATH")
        }
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = Array(command.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = socket
        environment["XDG_RUNTIME_DIR"] = runtimeDirectory
        environment.removeValue(forKey: "WAYLAND_SOCKET")
        process.environment = environment
        do { try process.run() } catch {
            throw Failure(description: "fixture-compositor: cannot start \(path): \(error)")
        }
    }

    var isRunning: Bool { process.isRunning }
    var pid: Int32 { process.processIdentifier }

    /// The exit status (or 128 + signal), once it has exited.
    var exitStatus: Int32? {
        guard !process.isRunning else { return nil }
        return process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// Stops a client that did not exit when asked (SIGTERM to its pid).
    func terminate() { if process.isRunning { process.terminate() } }

    func waitUntilExit() { process.waitUntilExit() }

    /// The client's peak resident memory so far (VmHWM of /proc/PID/status, KiB), or nil.
    /// Read with stdio: /proc files report size 0, which whole-file readers take literally.
    var peakResidentKiB: Int? {
        guard process.isRunning, let file = fopen("/proc/\(pid)/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                return Int(
                    text.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
            }
        }
        return nil
    }

    private static func resolve(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
