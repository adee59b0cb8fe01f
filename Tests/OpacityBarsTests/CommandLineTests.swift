import Foundation
import TestSupport
import Testing

/// The live start's command line, read without the argument parser where it only opens a
/// window: every such line reaches the compositor (here none: the connection's error, status
/// 1), as do the lines only the parser reads that open one, and every other line still gets
/// the parser's help and errors (status 0 and 64). Runs
/// the binary SwiftPM built beside this test bundle, with no compositor to reach.
@Suite struct CommandLineTests {
    static func run(_ args: [String]) throws -> Processes.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = "opacity-bars-no-such-display"
        environment["XDG_RUNTIME_DIR"] = NSTemporaryDirectory()
        return try Processes.run(BuiltProducts.path("opacity-bars"), args, environment: environment, timeout: 120)
    }

    @Test(arguments: [
        [], ["gallery"], ["--app", "gallery"], ["--app=colours", "--width", "300"],
        ["gallery", "--state", "/tmp/s.json", "--height=500", "--pacing", "deadline", "--pacing-margin", "2.5"],
        ["--decorations", "client", "--clock", "monotonic", "--frame-log", "/tmp/f.log", "--screenshot", "/tmp/p.png"],
        ["--width", "1", "--width", "2"],   // the parser's: its last value counts
    ])
    func aLiveStartOpensTheWindow(_ args: [String]) throws {
        let result = try Self.run(args)
        #expect(result.status == 1, "\(args): \(result.stderr)")
        #expect(result.stderr.contains("cannot connect to Wayland display"), "\(args): \(result.stderr)")
    }

    @Test(arguments: [
        (["--width", "0"], "--width must be positive"),
        (["gallery", "--height", "-3"], "Missing value for '--height <height>'"),
        (["--pacing-margin", "60"], "--pacing-margin must be between 0 and 50 ms"),
        (["gallery", "--app", "gallery"], "Unknown option '--app'"),
        (["--pacing", "sometimes"], "The value 'sometimes' is invalid for '--pacing <pacing>'"),
        (["--state"], "Missing value for '--state <state>'"),
        (["--no-such-option"], "Unknown option '--no-such-option'"),
    ])
    func anythingElseIsTheParsers(_ args: [String], _ message: String) throws {
        let result = try Self.run(args)
        #expect(result.status == 64, "\(args): \(result.stderr)")
        #expect(result.stderr.contains("Error: " + message), "\(args): \(result.stderr)")
    }

    @Test func helpIsTheParsers() throws {
        for args in [["--help"], ["gallery", "--help"], ["-h"], ["help"]] {
            let result = try Self.run(args)
            #expect(result.status == 0, "\(args): \(result.stderr)")
            #expect(result.stdout.contains("USAGE: opacity-bars"), "\(args): \(result.stdout)")
        }
    }
}
