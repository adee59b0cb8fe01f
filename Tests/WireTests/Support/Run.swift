import Foundation

/// A finished child process: its status and what it printed.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
}

/// Runs a program to completion with a time limit; output goes through files (no pipe can fill).
func run(
    _ program: String, _ arguments: [String], timeout: Double = 120,
    environment: [String: String] = [:]
) throws -> RunResult {
    let directory = try TemporaryDirectory()
    let outPath = directory.path + "/stdout", errPath = directory.path + "/stderr"
    FileManager.default.createFile(atPath: outPath, contents: nil)
    FileManager.default.createFile(atPath: errPath, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "WAYLAND_DISPLAY")
    env.removeValue(forKey: "WAYLAND_SOCKET")
    env.removeValue(forKey: "XDG_ACTIVATION_TOKEN")   // a launcher's, for the test runner, not for what it runs
    for (k, v) in environment { env[k] = v }
    process.environment = env
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    let timedOut = process.isRunning
    if timedOut {
        process.terminate()
        process.waitUntilExit()
    }
    return RunResult(
        status: process.terminationStatus,
        stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
        stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
        timedOut: timedOut)
}

/// A fresh directory under the system temp directory, removed when the value is released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("\(NSTemporaryDirectory())/wire-tests-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: NSTemporaryDirectory()])
        }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
}
