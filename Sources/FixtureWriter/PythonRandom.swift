/// CPython's `random.Random(seed)`: the Mersenne Twister MT19937, seeded and read the way
/// CPython does it, for the methods the trace writer calls (`random()` and `uniform`).
///
/// Why a port of Python's generator and not any seeded generator: the committed synthetic
/// corpus (Tests/Fixtures/synthetic, faults, WireTests' fixture) was first written by a Python
/// script whose jitter came from `random.Random(1)`, and its goldens (state JSON, PNG) were
/// recorded from those exact bytes. Drawing the same numbers keeps every fixture byte for byte
/// identical, so a regenerated corpus is a no-op and the goldens stay valid.
public struct PythonRandom: Sendable {
    private static let n = 624, m = 397
    private var state: [UInt32]
    private var index: Int

    /// `random.Random(seed)`: CPython seeds with `init_by_array` over the 32-bit words of
    /// `abs(seed)`, least significant first (one zero word for 0).
    public init(seed: Int) {
        let magnitude = seed.magnitude
        var key = [UInt32(truncatingIfNeeded: magnitude)]
        var rest = magnitude >> 32
        while rest != 0 {
            key.append(UInt32(truncatingIfNeeded: rest))
            rest >>= 32
        }
        self.init(key: key)
    }

    /// MT19937's `init_by_array` (Matsumoto and Nishimura's reference, as CPython has it).
    public init(key: [UInt32]) {
        precondition(!key.isEmpty, "init_by_array needs at least one word")
        let n = Self.n
        var mt = [UInt32](repeating: 0, count: n)
        mt[0] = 19_650_218
        for i in 1 ..< n {
            mt[i] = 1_812_433_253 &* (mt[i - 1] ^ (mt[i - 1] >> 30)) &+ UInt32(i)
        }
        var i = 1, j = 0
        for _ in 0 ..< max(n, key.count) {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) &* 1_664_525)) &+ key[j] &+ UInt32(j)
            i += 1; j += 1
            if i >= n { mt[0] = mt[n - 1]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0 ..< n - 1 {
            mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) &* 1_566_083_941)) &- UInt32(i)
            i += 1
            if i >= n { mt[0] = mt[n - 1]; i = 1 }
        }
        mt[0] = 0x8000_0000   // the most significant bit is 1: a non-zero initial array
        state = mt
        index = n
    }

    /// The next 32-bit output (`genrand_uint32`).
    public mutating func nextUInt32() -> UInt32 {
        if index >= Self.n { twist() }
        var y = state[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C_5680
        y ^= (y << 15) & 0xEFC6_0000
        y ^= y >> 18
        return y
    }

    /// `random()`: a double in [0, 1) with 53 random bits, from two outputs (27 + 26 bits).
    public mutating func random() -> Double {
        let a = Double(nextUInt32() >> 5), b = Double(nextUInt32() >> 6)
        return (a * 67_108_864.0 + b) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `uniform(a, b)`: `a + (b - a) * random()`, in that order of operations.
    public mutating func uniform(_ a: Double, _ b: Double) -> Double {
        a + (b - a) * random()
    }

    private mutating func twist() {
        let n = Self.n, m = Self.m
        for k in 0 ..< n {
            let y = (state[k] & 0x8000_0000) | (state[(k + 1) % n] & 0x7FFF_FFFF)
            state[k] = state[(k + m) % n] ^ (y >> 1) ^ (y & 1 == 0 ? 0 : 0x9908_B0DF)
        }
        index = 0
    }
}
