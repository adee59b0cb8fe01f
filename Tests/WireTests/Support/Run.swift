import Foundation
import TestSupport
import Testing

/// Runs a program to completion with a time limit, in this process's environment without
/// the Wayland connection of whoever runs the tests, plus `environment`; the calling task is
/// suspended meanwhile (`WireSlots`).
func run(
    _ program: String, _ arguments: [String], timeout: Double = 120,
    environment: [String: String] = [:]
) async throws -> Processes.Result {
    try await Processes.run(program, arguments, environment: childEnvironment(environment), timeout: timeout)
}

/// This process's environment without its Wayland connection, protocol tracing or activation
/// token (a launcher's, for the test runner, not for what it runs), plus `extra`.
func childEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    for key in ["WAYLAND_DISPLAY", "WAYLAND_SOCKET", "WAYLAND_DEBUG", "XDG_ACTIVATION_TOKEN"] {
        env.removeValue(forKey: key)
    }
    for (k, v) in extra { env[k] = v }
    return env
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

/// `opacity-bars replay FIXTURE OPTIONS --state NAME.json --screenshot NAME.png` in `directory`:
/// the state and frame a wire test compares the live app with. Fails the test unless replay
/// succeeds.
func replay(
    _ fixture: String, _ options: [String] = [], into directory: TemporaryDirectory, as name: String = "replay",
    sourceLocation: SourceLocation = #_sourceLocation
) async throws -> (state: String, png: String) {
    let state = directory.file("\(name).json"), png = directory.file("\(name).png")
    let result = try await run(
        BuiltProducts.executable("opacity-bars"), ["replay", fixture, "--state", state, "--screenshot", png] + options)
    try #require(result.status == 0, "replay failed: \(result.stderr)", sourceLocation: sourceLocation)
    return (state, png)
}
