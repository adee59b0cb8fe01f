/// The printf conversions libwayland's trace lines use, printed exactly as C's printf (and
/// Python's `%` operator, which wrote the first corpus) print them. Swift has no printf
/// without Foundation, and `String(describing: Double)` prints the shortest round-trip form
/// ("0.1", "1e-06"), never a fixed number of decimals; these few helpers are exact instead.
public enum Printf {
    /// `%.Nf` (`%f` is N = 6), right-aligned in `width` like `%W.Nf`: the exact binary value,
    /// correctly rounded to N decimals with ties to even (glibc's and CPython's rule, so
    /// 0.125 → "0.12" at N = 2, 2.5 → "2" at N = 0), with a minus sign kept on negative
    /// values that round to zero ("-0.000000"). N is 0…9; |x| < 2^90 (wl_fixed and trace
    /// clocks are far below).
    public static func fixed(_ x: Double, decimals: Int = 6, width: Int = 0) -> String {
        precondition((0 ... 9).contains(decimals), "%.Nf supports N in 0…9 here")
        var text: String
        if x.isNaN {
            text = "nan"
        } else if x.isInfinite {
            text = x < 0 ? "-inf" : "inf"
        } else {
            text = x.sign == .minus ? "-" : ""
            text += scaledDigits(x.magnitude, decimals: decimals)
        }
        return padded(text, width: width)
    }

    /// `%Wd` (spaces) or `%0Wd` (zeros after any sign), like printf for any Int.
    public static func integer(_ n: Int, width: Int = 0, zeroPadded: Bool = false) -> String {
        guard zeroPadded else { return padded(String(n), width: width) }
        let digits = String(n.magnitude)
        let sign = n < 0 ? "-" : ""
        let zeros = max(0, width - sign.count - digits.count)
        return sign + String(repeating: "0", count: zeros) + digits
    }

    /// Right-aligns `text` in `width` columns with spaces (printf never truncates).
    public static func padded(_ text: String, width: Int) -> String {
        let count = text.utf8.count   // printf counts bytes; these are ASCII
        return count >= width ? text : String(repeating: " ", count: width - count) + text
    }

    /// The digits of a finite non-negative `x` at `decimals` places, from its exact value
    /// m·2^e: (m·10^N)·2^e rounded to an integer, ties to even, in 128-bit arithmetic.
    private static func scaledDigits(_ x: Double, decimals: Int) -> String {
        var power: UInt128 = 1
        for _ in 0 ..< decimals { power *= 10 }
        let m: UInt128, e: Int
        if x.exponentBitPattern == 0 {   // zero and subnormals
            m = UInt128(x.significandBitPattern); e = -1074
        } else {
            m = UInt128(x.significandBitPattern | (1 << 52)); e = Int(x.exponentBitPattern) - 1075
        }
        let product = m * power   // < 2^53 · 10^9 < 2^83
        var scaled: UInt128
        if e >= 0 {
            precondition(e <= 44, "Printf.fixed: \(x) is too large")
            scaled = product << e
        } else if -e >= 128 {
            scaled = 0   // below 2^-44 · 10^-9: far under half a unit of the last digit
        } else {
            let shift = -e
            scaled = product >> shift
            let rest = product & ((1 << shift) - 1), half: UInt128 = 1 << (shift - 1)
            if rest > half || (rest == half && scaled & 1 == 1) { scaled += 1 }
        }
        let whole = String(scaled / power)
        guard decimals > 0 else { return whole }
        let fraction = String(scaled % power)
        return whole + "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
