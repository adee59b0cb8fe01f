import Testing

@testable import TraceReplay

/// The lexer reads numbers from the bytes and finds events by a hash of their names: these
/// check that both give exactly what reading the text would.
@Suite struct ArgumentLexerTests {
    /// The one argument `token` lexes to.
    private func single(_ token: String) -> TraceArgument? {
        guard case .success(let args) = TraceArgumentLexer.lex("\(token))"[...]), args.count == 1 else { return nil }
        return args[0]
    }

    private func fixedBits(_ token: String) -> UInt64? {
        guard case .fixed(let v) = single(token) else { return nil }
        return v.bitPattern
    }

    /// Every wl_fixed_t fraction as libwayland ≥ 1.20 prints it (`%d.%08d`) and as ≤ 1.19 does
    /// (`%f`), signed, over a spread of integer parts: each the bits `Double(String)` gives.
    @Test func fixedValuesReadAsTheirCorrectlyRoundedDouble() {
        var checked = 0
        for whole in [0, 1, 7, 99, 311, 4095, 65_535, 8_388_607] {
            for fraction in 0 ..< 256 {
                let value = Double(whole) + Double(fraction) / 256
                let printed = [
                    "\(whole).\(String(fraction * 390_625).leftPadded(8))",
                    String(format6: value),
                ]
                for text in printed {
                    for signed in [text, "-" + text, "+" + text] {
                        #expect(fixedBits(signed) == Double(signed)!.bitPattern, "\(signed)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 8 * 256 * 2 * 3)
    }

    @Test func decimalsPastWhatIsExactStillReadAsDoubleDoes() {
        for text in [
            "0.1", "0.3", "2.675", "123456789012.345", "1234567890123456.7", "0.000000000000000001",
            "9007199254740993.0", "5.", "-.5", "1e3", "-2.5E-3", "00012.50",
        ] {
            #expect(fixedBits(text) == Double(text)!.bitPattern, "\(text)")
        }
    }

    @Test func integersReadAsInt64Does() {
        for text in ["0", "-0", "+5", "007", "-2147483648", "4294967295", "999999999999999999", "-999999999999999999"] {
            #expect(single(text) == .int(Int64(text)!), "\(text)")
        }
        // Past Int64: not a number, so an error naming the argument.
        guard case .failure(let f) = TraceArgumentLexer.lex("99999999999999999999)"[...]) else {
            Issue.record("an integer past Int64 was read"); return
        }
        #expect(f.reason == "cannot read argument '99999999999999999999'")
        for text in ["-", "+", "1.2.3", "1..2", "--1", "1-2"] {
            #expect(single(text) == nil, "\(text)")
        }
    }

    @Test func everyKnownEventIsFoundByItsNameAndNoNearMiss() {
        func lookup(_ interface: String, _ message: String) -> KnownEvent? {
            let line = interface + "." + message
            return ByteText.with(line[...]) { bytes in
                let dot = interface.utf8.count
                return KnownEvent.named(interface: 0 ..< dot, message: dot + 1 ..< bytes.count, in: bytes)
            }
        }
        for event in KnownEvent.allCases {
            let parts = event.rawValue.split(separator: ".", maxSplits: 1).map(String.init)
            #expect(lookup(parts[0], parts[1]) == event)
            #expect(lookup(parts[0], parts[1] + "s") == nil)
            #expect(lookup(parts[0], String(parts[1].dropLast())) == nil)
            #expect(lookup(parts[0] + "x", parts[1]) == nil)
            #expect(lookup(parts[0], parts[1].uppercased()) == nil)
        }
        // A message is known on its own interface only.
        #expect(lookup("wl_touch", "motion") == .touchMotion)
        #expect(lookup("wl_pointer", "down") == nil)
        #expect(lookup("wl_seat", "enter") == nil)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }

    /// `%f` (six places), as libwayland ≤ 1.19 prints a wl_fixed_t: every fraction of 1/256
    /// has at most 8 decimals, so rounding the exact decimal at six is this integer sum.
    fileprivate init(format6 value: Double) {
        let millionths = (value * 1_000_000).rounded(.toNearestOrEven)
        let whole = Int(millionths) / 1_000_000, rest = Int(millionths) % 1_000_000
        self = "\(whole).\(String(rest).leftPadded(6))"
    }
}
