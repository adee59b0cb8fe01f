import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

/// The process's entry point. A start that only opens a window (no arguments, `gallery`, the
/// live options: `PlainStart`) opens it at once; anything else is parsed by
/// `OpacityBarsCommand`, which also prints every help text and error.
@main
enum Entry {
    static func main() {
        guard let (app, settings) = PlainStart.recognize(CommandLine.arguments.dropFirst()) else {
            return OpacityBarsCommand.main()
        }
        do {
            try Run.live(app: app, settings: settings)
        } catch let code as ExitCode {
            exit(code.rawValue)   // `live` printed why
        } catch {
            OpacityBarsCommand.exit(withError: error)
        }
    }
}
