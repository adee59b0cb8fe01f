import ArgumentParser
import FixtureWriter
import FoundationEssentials

/// `opacity-bars gen-trace SCENARIO`: writes the synthetic WAYLAND_DEBUG trace a scenario
/// script plays to, in the text format of one libwayland release (`SyntheticSession`).
/// Deterministic: the same scenario, format and seed give the same bytes, so regenerating
/// the committed corpus changes nothing. scripts/gen-touch-fixture builds and runs this.
///
///     opacity-bars gen-trace tap.scenario --format 1.23 -o tap.v123.trace
///     opacity-bars gen-trace --corpus Tests/Fixtures/scenarios Tests/Fixtures/synthetic
struct GenTrace: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen-trace",
        abstract: "Write a synthetic WAYLAND_DEBUG trace from a scenario script.",
        discussion: """
            No compositor that CI can run injects wl_touch, so touch fixtures are generated: \
            a start-up preamble, input frames ~8 ms apart with seeded jitter, a frame event \
            after each group and the client's redraw after it, printed exactly as the chosen \
            libwayland release prints WAYLAND_DEBUG=client (1.18: ≤ 1.19; 1.21: 1.20–1.22; \
            1.23; 1.24 with ANSI colours). The scenario language is described in \
            Sources/FixtureWriter/Scenario.swift. With --corpus, every NAME.scenario in \
            SCENARIO_DIR becomes OUT_DIR/NAME.v118.trace, .v121, .v123 and .v124.
            """)

    @Argument(help: "A scenario script (NAME.scenario).")
    var scenario: String?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Regenerate a whole corpus, in every format.", valueName: "SCENARIO_DIR OUT_DIR"))
    var corpus: [String] = []

    @Option(help: "libwayland text format: \(TraceFormat.allCases.map(\.release).joined(separator: ", ")).")
    var format = TraceFormat.v121.release

    // Unconditional, so that `--seed -7` reads as a value (as the Python script's argparse did).
    @Option(parsing: .unconditional, help: "Seed of the jitter.")
    var seed = 1

    @Option(name: [.short, .long], help: "Write the trace to FILE instead of standard output.")
    var output: String?

    func validate() throws {
        if !corpus.isEmpty, corpus.count != 2 { throw ValidationError("--corpus takes SCENARIO_DIR OUT_DIR") }
        if corpus.isEmpty, scenario == nil { throw ValidationError("a SCENARIO or --corpus is required") }
        if TraceFormat(rawValue: format) == nil {
            throw ValidationError(
                "--format must be one of \(TraceFormat.allCases.map(\.release).joined(separator: ", "))")
        }
    }

    func run() throws {
        if corpus.count == 2 { return try writeCorpus(from: corpus[0], to: corpus[1]) }
        guard let scenario, let format = TraceFormat(rawValue: format) else { return }
        let text = try generate(scenario, format)
        if let output {
            try write(text, to: output)
        } else {
            print(text, terminator: "")
        }
    }

    /// Every NAME.scenario in `directory` (sorted), in every format, into `out`.
    func writeCorpus(from directory: String, to out: String) throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(".scenario".count)) }.sorted()
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            printError("opacity-bars: cannot read \(directory) or create \(out): \(error)")
            throw ExitCode.failure
        }
        for name in names {
            for format in TraceFormat.allCases {
                let text = try generate(directory + "/" + name + ".scenario", format)
                try write(text, to: out + "/" + name + "." + format.fileSuffix + ".trace")
            }
        }
        print("gen-trace: \(names.count) scenarios, \(TraceFormat.allCases.count * names.count) traces in \(out)")
    }

    func generate(_ path: String, _ format: TraceFormat) throws -> String {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            printError("opacity-bars: cannot read \(path): \(error)")
            throw ExitCode.failure
        }
        do {
            return try SyntheticSession.generate(scenario: text, path: path, format: format, seed: seed)
        } catch {
            printError("opacity-bars: \(error)")
            throw ExitCode.failure
        }
    }

    func write(_ text: String, to path: String) throws {
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) } catch {
            printError("opacity-bars: cannot write \(path): \(error)")
            throw ExitCode.failure
        }
    }
}
