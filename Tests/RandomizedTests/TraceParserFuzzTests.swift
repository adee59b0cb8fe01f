import AppTestSupport
import Foundation
import Gestures
import TestSupport
import Testing

@testable import TraceReplay

/// Mutated traces (a reliability check): a seeded generator damages windows of the fixture corpus
/// (every libwayland format, recorded and other-client traces) and every result is checked:
/// no crash; a rejection names the file and a line within 1…(lines), as `FILE:LINE: reason`
/// with a one-line reason; it names the first damaged line or a later one (exactly the damaged
/// line when one line was replaced); parsing the same text twice gives the same result.
///
/// CI size by default (`defaultInputs` over `shards` shards, a few seconds in a debug build);
/// `OPACITYBARS_FUZZ_INPUTS=N` runs N in all (soak: 1000000 in a release build),
/// `OPACITYBARS_FUZZ_SEED=S` changes the seed. Each shard prints the inputs it ran:
/// `TraceParserFuzzTests shard K/SHARDS: N inputs (A parsed, R rejected) in T s, seed S`.
/// A failure prints the seed and input number and writes the input to out/fuzz/.
@Suite struct TraceParserFuzzTests {
    static let shards = 2
    static let defaultInputs = 8000

    static var inputs: Int {
        ProcessInfo.processInfo.environment["OPACITYBARS_FUZZ_INPUTS"].flatMap { Int($0) } ?? defaultInputs
    }

    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["OPACITYBARS_FUZZ_SEED"].flatMap { UInt64($0) } ?? 1
    }

    /// One fixture trace as lines of bytes (split at `\n` only, as the parser does).
    struct Fixture: Sendable {
        var name: String
        var lines: [[UInt8]]
    }

    /// Every trace of the corpus, in a fixed order: the synthetic ones, every recorded one
    /// (recorded/ and its per-compositor subdirectories), the other clients'.
    static let corpus: [Fixture] = {
        func traces(in dir: URL) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
                .filter { $0.hasSuffix(".trace") }.sorted().map { dir.appendingPathComponent($0).path }
        }
        let paths =
            traces(in: FixturePaths.synthetic) + FixturePaths.recordedTraces
            + traces(in: FixturePaths.root.appendingPathComponent("other-client"))
        return paths.compactMap { path in
            FileManager.default.contents(atPath: path).map {
                Fixture(name: URL(fileURLWithPath: path).lastPathComponent, lines: split(Array($0)))
            }
        }
    }()

    static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    }

    // MARK: The generator

    /// Tokens swapped into or inserted in lines: the trace grammar and its edge values.
    static let tokens: [String] = [
        "[", "]", "(", ")", "{", "}", ",", ".", "@", "#", "\"", " ", "\t", "\r", "->", "<-", " -> ",
        "[rs]", "TID#1 ", "{Default Queue} ", "{Display Queue}", "discarded ", "[discarded] ", "[zombie]",
        "nil", "null", "new id ", "new id [unknown]#4", "fd ", "fd 12", "array", "array[", "array[8]",
        "0", "-0", "+1", "-1", "1.5", "0.00390625", "1e308", "1e309", "-1e309", "nan", "NaN", "inf", "-inf",
        "infinity", "0x10", "1_000", "4294967295", "4294967296", "2147483647", "2147483648", "-2147483649",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "18446744073709551615",
        "18446744073709551616", "99999999999999999999", "9999999999999999999.000",
        "wl_pointer", "wl_touch", "wl_keyboard", "wl_seat", "wl_surface", "wl_output", "xdg_toplevel",
        "wp_fractional_scale_v1", "zwp_pointer_gesture_pinch_v1", "zwp_pointer_gesture_swipe_v1",
        "zwp_pointer_gesture_hold_v1", "xdg_wm_base", "wl_registry",
        "motion", "button", "axis", "frame", "axis_source", "axis_stop", "axis_discrete", "axis_value120",
        "axis_relative_direction", "down", "up", "cancel", "shape", "orientation", "keymap", "enter",
        "leave", "key", "modifiers", "repeat_info", "configure", "close", "begin", "update", "end", "scale",
        "preferred_buffer_scale", "preferred_scale", "capabilities", "get_xdg_surface",
        "\u{1B}[0m", "\u{1B}[1;34m", "\u{1B}[", "é", "\u{301}", "👍🏽", "\u{FFFD}",
    ]

    /// Timestamps in every format, and ones that are not quite.
    static let stamps: [String] = [
        "[ 954000.000]", "[288732.759]", "[4294967.295]", "[0.000]", "[10:00:00.000000]", "[23:59:59.999999]",
        "[1700000000.123456]", "[9999999999999999999.000]", "[18446744073709551.615]", "[18446744073709552.000]",
        "[9999999999999.999999]", "[9999999999999999999.999999]", "[99999999999999999:00:00.000000]",
        "[0:0:99999999999999999.000000]", "[1:2:3:4.000000]", "[.000]", "[1.]", "[1.0000]", "[-1.000]",
        "[+1.000]", "[1e3.000]", "[ ]", "[]", "[:.000000]", "[1.000", "1.000]",
    ]

    /// Bytes that are not UTF-8 (decoded to U+FFFD, as `parse(path:)` does).
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xFE], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x80],
        [0xF0, 0x9F, 0x98],
    ]

    struct Generator {
        var rng: SplitMix
        let corpus: [Fixture]

        mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : rng.below(n) }
        mutating func chance(_ n: Int) -> Bool { below(n) == 0 }
        mutating func pick<T>(_ a: [T]) -> T { a[below(a.count)] }

        /// A window of a fixture: the whole trace now and then, else up to 150 lines.
        mutating func window() -> (name: String, lines: [[UInt8]]) {
            let f = pick(corpus)
            if chance(16) { return (f.name, f.lines) }
            let length = 1 + below(min(150, f.lines.count))
            let start = below(f.lines.count - length + 1)
            return (f.name, Array(f.lines[start ..< start + length]))
        }

        mutating func token() -> [UInt8] { Array(pick(TraceParserFuzzTests.tokens).utf8) }

        /// The offsets of the numbers (digit runs, with sign and fraction) in a line.
        func numbers(in line: [UInt8]) -> [Range<Int>] {
            var out: [Range<Int>] = []
            var i = 0
            while i < line.count {
                if line[i] >= 0x30 && line[i] <= 0x39 {
                    var lo = i
                    if lo > 0, line[lo - 1] == UInt8(ascii: "-") { lo -= 1 }
                    var hi = i
                    while hi < line.count, (line[hi] >= 0x30 && line[hi] <= 0x39) || line[hi] == UInt8(ascii: ".") {
                        hi += 1
                    }
                    out.append(lo ..< hi)
                    i = hi
                } else {
                    i += 1
                }
            }
            return out
        }

        /// One damage to `lines` (never empty afterwards).
        mutating func mutate(_ lines: inout [[UInt8]]) {
            let i = below(lines.count)
            switch below(16) {
            case 0:   // flip a bit, or set a random byte
                guard !lines[i].isEmpty else { lines[i] = [UInt8(truncatingIfNeeded: rng.next())]; return }
                let k = below(lines[i].count)
                if chance(2) {
                    lines[i][k] ^= 1 << UInt8(below(8))
                } else {
                    lines[i][k] = UInt8(truncatingIfNeeded: rng.next())
                }
            case 1:   // delete a byte run
                guard !lines[i].isEmpty else { return }
                let lo = below(lines[i].count)
                lines[i].removeSubrange(lo ..< min(lines[i].count, lo + 1 + below(8)))
            case 2:   // insert a line: from any fixture in any format, or a token soup
                let other = pick(corpus)
                lines.insert(chance(4) ? token() + token() + token() : pick(other.lines), at: below(lines.count + 1))
            case 3:   // delete a line
                if lines.count > 1 { lines.remove(at: i) } else { lines[0] = [] }
            case 4:   // duplicate a line
                lines.insert(lines[i], at: i)
            case 5:   // replace a line by one of another fixture (splice across formats)
                lines[i] = pick(pick(corpus).lines)
            case 6:   // swap two lines
                lines.swapAt(i, below(lines.count))
            case 7:   // insert a token at a random place
                lines[i].insert(contentsOf: token(), at: below(lines[i].count + 1))
            case 8:   // replace a token of the line by another token
                let line = String(decoding: lines[i], as: UTF8.self)
                let candidates = TraceParserFuzzTests.tokens.filter { $0.count > 1 && line.contains($0) }
                guard !candidates.isEmpty, let r = line.range(of: pick(candidates)) else {
                    lines[i] += token(); return
                }
                lines[i] = Array(
                    (line[..<r.lowerBound] + pick(TraceParserFuzzTests.tokens) + line[r.upperBound...]).utf8)
            case 9:   // truncate the whole text at a byte (possibly mid-character)
                let total = lines.reduce(0) { $0 + $1.count + 1 } - 1
                var bytes = Array(lines.joined(separator: [0x0A]))
                bytes.removeSubrange(below(total + 1) ..< total)
                lines = TraceParserFuzzTests.split(bytes)
            case 10:   // a number becomes huge, signed, non-finite or not a number
                let ranges = numbers(in: lines[i])
                guard !ranges.isEmpty else { lines[i] += Array(pick(TraceParserFuzzTests.tokens).utf8); return }
                let values = [
                    "99999999999999999999", "18446744073709551616", "-9223372036854775809", "4294967296",
                    "-1", "1e308", "1e400", "-1e400", "nan", "inf", "-inf", "1.7976931348623157e308",
                    "0.000000001", "00000000000000000000000001", "1.2.3", "--1", "+0", "0x7fffffff",
                ]
                lines[i].replaceSubrange(pick(ranges), with: Array(pick(values).utf8))
            case 11:   // unbalanced brackets and quotes
                let marks: [UInt8] = Array("()[]{}\"".utf8)
                let present = lines[i].indices.filter { marks.contains(lines[i][$0]) }
                if chance(2), !present.isEmpty {
                    lines[i].remove(at: pick(present))
                } else {
                    lines[i].insert(pick(marks), at: below(lines[i].count + 1))
                }
            case 12:   // bytes that are not UTF-8
                lines[i].insert(contentsOf: pick(TraceParserFuzzTests.invalidUTF8), at: below(lines[i].count + 1))
            case 13:   // a very long line: a run of one byte, or the line repeated
                if chance(2) {
                    let byte = pick(Array("9a ,(@#.\"".utf8))
                    lines[i].insert(
                        contentsOf: repeatElement(byte, count: 1000 + below(60_000)), at: below(lines[i].count + 1))
                } else {
                    lines[i] = Array(repeatElement(lines[i] + [0x20], count: 20 + below(400)).joined())
                }
            case 14:   // another timestamp
                let line = lines[i]
                let stamp = Array(pick(TraceParserFuzzTests.stamps).utf8)
                if let close = line.firstIndex(of: UInt8(ascii: "]")), line.first == UInt8(ascii: "[") {
                    lines[i].replaceSubrange(0 ... close, with: stamp)
                } else {
                    lines[i] = stamp + [0x20] + line
                }
            default:   // ANSI colour codes, CR line ends, tabs
                let noise = pick(["\u{1B}[0m", "\u{1B}[1;34m", "\u{1B}[", "\u{1B}", "\r", "\t", "\u{0B}", "\u{0C}"])
                lines[i].insert(contentsOf: Array(noise.utf8), at: below(lines[i].count + 1))
            }
        }
    }

    // MARK: The checks

    /// What a parse gives, for the determinism check.
    enum Outcome: Equatable {
        case parsed(events: [TimedTraceEvent], messageLines: Int, synthetic: Bool, first: [Int]?, last: [Int]?)
        case rejected(TraceError)
    }

    static func parse(_ text: String, file: String) -> Outcome {
        do {
            let t = try TraceParser.parse(contents: text, file: file, keyboard: RawKeys())
            return .parsed(
                events: t.events, messageLines: t.messageLines, synthetic: t.isSynthetic,
                first: t.firstConfiguredSize.map { [$0.0, $0.1] }, last: t.lastConfiguredSize.map { [$0.0, $0.1] })
        } catch {
            return .rejected(error)
        }
    }

    /// Why `outcome` breaks the properties, or nil. `original` is the undamaged window (which
    /// parses), `damaged` the lines of the text as parsed.
    static func violation(_ outcome: Outcome, file: String, original: [[UInt8]], damaged: [[UInt8]]) -> String? {
        let lineCount = damaged.count
        switch outcome {
        case .parsed(let events, _, _, _, _):
            if let e = events.first(where: { !(0 ... lineCount).contains($0.line) || !$0.now.isFinite || $0.now < 0 }) {
                return "event \(e) outside lines 0…\(lineCount) or not at a finite time ≥ 0"
            }
            return nil
        case .rejected(let error):
            guard error.file == file else { return "error names file '\(error.file)', not '\(file)': \(error)" }
            guard (1 ... lineCount).contains(error.line) else {
                return "error line \(error.line) not in 1…\(lineCount): \(error)"
            }
            guard !error.reason.isEmpty, !error.reason.contains("\n") else { return "reason is not one line: \(error)" }
            guard error.description == "\(file):\(error.line): \(error.reason)" else {
                return "not FILE:LINE: reason: \(error)"
            }
            if error.reason.hasPrefix("not a WAYLAND_DEBUG trace") {
                // The first line that is neither blank nor a comment, and no message read.
                // (Blank as the parser trims: space, tab, CR, VT, FF.)
                let first = damaged[error.line - 1].drop { [0x20, 0x09, 0x0D, 0x0B, 0x0C].contains($0) }
                return first.allSatisfy({ [0x20, 0x09, 0x0D, 0x0B, 0x0C].contains($0) })
                    || first.first == UInt8(ascii: "#")
                    ? "'not a trace' names a blank or comment line: \(error)" : nil
            }
            // Lines before the first damaged one are fixture lines, which read: the error is
            // on the damage or after it, and on the one replaced line when that is all.
            let same = zip(original, damaged).prefix { $0 == $1 }.count
            if error.line < same + 1 {
                return "error on line \(error.line), before the first damaged line \(same + 1): \(error)"
            }
            if original.count == damaged.count,
                zip(original, damaged).enumerated().filter({ $0.element.0 != $0.element.1 }).count == 1,
                error.line != same + 1
            {
                return "only line \(same + 1) is damaged, error on line \(error.line): \(error)"
            }
            return nil
        }
    }

    // MARK: Regressions (bugs the fuzzers found)

    /// libFuzzer, after ~50 000 inputs: `[21474836483068580.099]` trapped on an arithmetic
    /// overflow (`w * 1000`); so did any stamp past UInt64 microseconds in every format.
    @Test(arguments: [
        "21474836483068580.099", "9999999999999999999.000", "18446744073709552.000",
        "9999999999999999999.999999", "18446744073709.551616", "9007199254740.993",
        "99999999999999999:00:00.000000", "0:0:9999999999999999999.000000",
        "0:9999999999999999:00.000000",
    ])
    func hugeTimestampIsUnreadableOnItsLine(stamp: String) {
        let text = "[1.000] wl_pointer@3.frame()\n[\(stamp)] wl_pointer@3.frame()\n[2.000] wl_pointer@3.frame()"
        #expect(
            Self.parse(text, file: "f")
                == .rejected(TraceError(file: "f", line: 2, reason: "cannot read timestamp '[\(stamp)]'")))
    }

    /// The bound (2^53 µs) leaves every real format readable: Unix time, the 32-bit counter, a day.
    @Test func largestRealTimestampsStillRead() throws {
        for stamp in ["9007199254.740992", "2000000000.000000", "4294967.295", "23:59:59.999999", "9007199254740.992"] {
            let trace = try TraceParser.parse(
                contents: "[\(stamp)] wl_pointer@3.frame()", file: "f", keyboard: RawKeys())
            #expect(trace.messageLines == 1, "\(stamp)")
        }
    }

    // MARK: The fuzz tests

    @Test func corpusParsesUndamaged() throws {
        #expect(Self.corpus.count >= 140)
        for f in Self.corpus {
            let text = String(decoding: Array(f.lines.joined(separator: [0x0A])), as: UTF8.self)
            #expect(throws: Never.self, "\(f.name)") {
                try TraceParser.parse(contents: text, file: f.name, keyboard: RawKeys())
            }
        }
    }

    @Test(arguments: 0 ..< shards)
    func mutatedTracesParseOrFailOnTheirLine(shard: Int) throws {
        let count = Self.inputs / Self.shards + (shard < Self.inputs % Self.shards ? 1 : 0)
        let seed = Self.seed
        var gen = Generator(rng: .init(state: seed &* 0x9E37_79B9 &+ UInt64(shard)), corpus: Self.corpus)
        let clock = ContinuousClock()
        let start = clock.now
        var parsed = 0, rejected = 0, failures = 0
        for n in 0 ..< count {
            let (name, original) = gen.window()
            var lines = original
            for _ in 0 ..< (1 + gen.below(3)) { gen.mutate(&lines) }
            let text = String(decoding: Array(lines.joined(separator: [0x0A])), as: UTF8.self)
            let file = "fuzz-\(name)"
            let outcome = Self.parse(text, file: file)
            if case .parsed = outcome { parsed += 1 } else { rejected += 1 }
            var why = Self.violation(outcome, file: file, original: original, damaged: Self.split(Array(text.utf8)))
            if why == nil, n % 4 == 0, Self.parse(text, file: file) != outcome { why = "a second parse differs" }
            if let why {
                failures += 1
                let saved = Self.save(text, shard: shard, input: n)
                Issue.record("seed \(seed) shard \(shard) input \(n) (from \(name), saved to \(saved)): \(why)")
                if failures >= 10 { break }
            }
        }
        let elapsed = (clock.now - start).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        print(
            "TraceParserFuzzTests shard \(shard + 1)/\(Self.shards): \(parsed + rejected) inputs (\(parsed) parsed, "
                + "\(rejected) rejected) in \(String(format: "%.1f", seconds)) s, seed \(seed)")
        #expect(parsed + rejected == count)
    }

    /// Writes a failing input to out/fuzz/ (for `opacity-bars replay` or the libFuzzer binary).
    static func save(_ text: String, shard: Int, input: Int) -> String {
        let dir = FixturePaths.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "out/fuzz")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("mutated-\(seed)-\(shard)-\(input).trace").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }
}
