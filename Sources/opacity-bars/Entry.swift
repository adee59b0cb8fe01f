import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

/// The process's entry point. A start with no arguments, the common one, opens the Colours
/// window with every default at once; anything else is parsed by `OpacityBarsCommand`.
///
/// Why: swift-argument-parser reads a command's options by reflection, which makes the Swift
/// runtime build metadata and look up conformances for every option of the command tree —
/// about a quarter of the CPU time before the first Wayland message (docs/BENCH.md, P5),
/// for a command line that has nothing to parse.
@main
enum Entry {
    static func main() {
        guard CommandLine.arguments.count <= 1 else { return OpacityBarsCommand.main() }
        do {
            try Run.live(app: .colours, settings: LiveSettings())
        } catch let code as ExitCode {
            exit(code.rawValue)   // `live` printed why
        } catch {
            OpacityBarsCommand.exit(withError: error)
        }
    }
}
