import Testing

@testable import FixtureWriter

/// The printf conversions of the trace writer against what CPython's `%` operator printed
/// for the same values (Python 3.11; glibc's printf agrees): ties to even on the exact binary
/// value, the sign of negative zero, padding never truncating.
@Suite struct PrintfTests {
    @Test(arguments: [
        (0.0, "0.000000"), (-0.0, "-0.000000"), (0.5, "0.500000"),
        (0.00390625, "0.003906"), (-0.00390625, "-0.003906"),   // 1/256: a tie at 6 places, to even
        (0.99609375, "0.996094"), (0.005859375, "0.005859"),
        (5e-07, "0.000000"), (1.5e-06, "0.000002"), (2.5e-06, "0.000003"),   // binary values: not ties
        (1e-07, "0.000000"), (-1e-07, "-0.000000"), (5e-324, "0.000000"),
        (1e20, "100000000000000000000.000000"), (4503599627370496.0, "4503599627370496.000000"),
        (8388607.99609375, "8388607.996094"), (-8388608.0, "-8388608.000000"),
        (0.1, "0.100000"), (2.0 / 3.0, "0.666667"),
    ])
    func percentF(x: Double, printed: String) {
        #expect(Printf.fixed(x) == printed)
    }

    @Test(arguments: [
        (0.5, 0, "0"), (1.5, 0, "2"), (2.5, 0, "2"), (-0.5, 0, "-0"),
        (0.125, 2, "0.12"), (0.375, 2, "0.38"), (1.0005, 3, "1.000"), (2.0005, 3, "2.001"),
        (0.0625, 3, "0.062"), (1.0 / 3.0, 9, "0.333333333"),
    ])
    func decimals(x: Double, decimals: Int, printed: String) {
        #expect(Printf.fixed(x, decimals: decimals) == printed)
    }

    @Test(arguments: [
        (4294967.295, "4294967.295"), (0.0005, "     0.001"), (954000.0075, "954000.007"),
        (123.4565, "   123.457"), (12345678.9, "12345678.900"), (-1.5, "    -1.500"),
        (Double.nan, "       nan"), (Double.infinity, "       inf"),
    ])
    func width10decimals3(x: Double, printed: String) {
        #expect(Printf.fixed(x, decimals: 3, width: 10) == printed)
    }

    @Test func integers() {
        #expect(Printf.fixed(-Double.infinity) == "-inf")
        #expect(Printf.integer(0, width: 7) == "      0")
        #expect(Printf.integer(954, width: 7) == "    954")
        #expect(Printf.integer(4_294_967, width: 7) == "4294967")
        #expect(Printf.integer(123_456_789, width: 7) == "123456789")
        #expect(Printf.integer(5, width: 3, zeroPadded: true) == "005")
        #expect(Printf.integer(999, width: 3, zeroPadded: true) == "999")
        #expect(Printf.integer(1234, width: 3, zeroPadded: true) == "1234")
        #expect(Printf.integer(0, width: 8, zeroPadded: true) == "00000000")
        #expect(Printf.integer(390_625 * 255, width: 8, zeroPadded: true) == "99609375")
        #expect(Printf.integer(-5, width: 8, zeroPadded: true) == "-0000005")
        #expect(Printf.integer(-42) == "-42")
    }
}

/// Each format's rules against the Python writer's output for the same values.
@Suite struct TraceFormatTests {
    static let values = [
        0, 12.125, -0.001, -0.001953125, -0.005859375, 0.001953125, 0.005859375, 1.0 / 3.0,
        -240.5, 8388607.99609375,
    ]

    @Test func fixedOn118IsPercentFOfTheRoundedValue() {
        #expect(
            Self.values.map(TraceFormat.v118.fixed) == [
                "0.000000", "12.125000", "0.000000", "0.000000", "-0.007812", "0.000000", "0.007812", "0.332031",
                "-240.500000", "8388607.996094",
            ])
    }

    @Test(arguments: [TraceFormat.v121, .v123, .v124])
    func fixedFrom121IsExact(format: TraceFormat) {
        // ±0.5/256 rounds to even (0, no sign); ±1.5/256 to ±2/256.
        #expect(
            Self.values.map(format.fixed) == [
                "0.00000000", "12.12500000", "0.00000000", "0.00000000", "-0.00781250", "0.00000000", "0.00781250",
                "0.33203125", "-240.50000000", "8388607.99609375",
            ])
    }

    @Test(arguments: TraceFormat.allCases)
    func stampsRoundToMicrosecondsAndWrapAt2To32(format: TraceFormat) {
        let clocks = [954000.0, 954000.0075, 954000.0085, 4294967.2955, 4294967.2965, 4294968.5, 0.0004]
        let stamps = clocks.map { clock -> String in
            var w = TraceWriter(format: format)
            w.clock = clock
            return w.stamp
        }
        let expected =
            format == .v118
            ? [
                "[954000.000]", "[954000.008]", "[954000.008]", "[     0.000]", "[     0.000]", "[     1.204]",
                "[     0.000]",
            ]
            : [
                "[ 954000.000]", "[ 954000.008]", "[ 954000.008]", "[      0.000]", "[      0.000]", "[      1.204]",
                "[      0.000]",
            ]
        #expect(stamps == expected)
    }

    @Test func objectsArraysAndLines() {
        #expect(TraceFormat.v118.object("wl_surface", 9) == "wl_surface@9")
        #expect(TraceFormat.v121.object("wl_surface", 9) == "wl_surface@9")
        #expect(TraceFormat.v123.object("wl_surface", 9) == "wl_surface#9")
        #expect(TraceFormat.v118.array(0) == "array" && TraceFormat.v124.array(4) == "array[4]")
        #expect(TraceFormat.v123.unknownNewID(7) == "new id [unknown]#7")
        #expect(TraceFormat.allCases.map(\.fileSuffix) == ["v118", "v121", "v123", "v124"])
        let args = ["1", "wl_surface#9"]
        #expect(
            TraceFormat.v121.line(
                stamp: "[S]", interface: "wl_display", id: 1, message: "delete_id",
                arguments: ["3"], request: false) == "[S] wl_display@1.delete_id(3)")
        #expect(
            TraceFormat.v123.line(
                stamp: "[S]", interface: "wl_display", id: 1, message: "delete_id",
                arguments: ["3"], request: false) == "[S] {Display Queue} wl_display#1.delete_id(3)")
        #expect(
            TraceFormat.v123.line(
                stamp: "[S]", interface: "wl_display", id: 1, message: "sync",
                arguments: [], request: true) == "[S] {Default Queue}  -> wl_display#1.sync()")
        #expect(
            TraceFormat.v124.line(
                stamp: "[S]", interface: "wl_keyboard", id: 13, message: "enter",
                arguments: args, request: false)
                == "\u{1B}[0;32m[S] \u{1B}[0;33m{Default Queue} \u{1B}[0;31m\u{1B}[0m\u{1B}[0;34mwl_keyboard"
                + "\u{1B}[0;35m#13\u{1B}[0;36m.enter\u{1B}[0m(1, wl_surface#9)\u{1B}[0m")
    }
}
