import Testing

@testable import FixtureWriter

/// `PythonRandom` draws what CPython's `random.Random(seed)` draws. The expected values were
/// printed by Python 3.11 (`getrandbits(32)`, `random()`, `uniform`) for these seeds; the
/// committed corpus depends on them (seed 1).
@Suite struct PythonRandomTests {
    @Test(arguments: [
        (1, [577_090_037, 2_444_712_010, 3_639_700_191] as [UInt32]),
        (0, [3_626_764_237, 1_654_615_998, 3_255_389_356]),   // one zero key word
        (7, [1_390_851_128, 4_071_050_724, 647_892_279]),
        (-7, [1_390_851_128, 4_071_050_724, 647_892_279]),   // abs(seed): -7 seeds as 7
        (1_099_511_627_781, [2_166_296_868, 2_220_160_828, 1_153_647_273]),   // 2^40 + 5: two key words
        (Int.max, [1_359_979_423, 2_819_855_560, 2_711_238_091]),
    ])
    func wordsPerSeed(seed: Int, words: [UInt32]) {
        var r = PythonRandom(seed: seed)
        #expect((0 ..< 3).map { _ in r.nextUInt32() } == words)
    }

    @Test func randomIs53BitsFromTwoWords() {
        var r = PythonRandom(seed: 1)
        #expect(
            (0 ..< 4).map { _ in r.random() }
                == [0.13436424411240122, 0.8474337369372327, 0.763774618976614, 0.2550690257394217])
        var big = PythonRandom(seed: 1_099_511_627_781)
        #expect(big.random() == 0.5043802970418443)
    }

    @Test func theStateRegeneratesAfter624Words() {
        // 1000 random() calls use 2000 words: three regenerations of the 624-word state.
        var r = PythonRandom(seed: 1)
        for _ in 0 ..< 1000 { _ = r.random() }
        #expect(r.random() == 0.4116430517162146)
        #expect(r.nextUInt32() == 559_211_348)
    }

    @Test func uniformIsAPlusBMinusATimesRandom() {
        var r = PythonRandom(seed: 1)
        #expect(r.uniform(0.004, 0.030) == 0.007493470346922432)
        #expect(r.uniform(-0.7, 0.7) == 0.48640723171212574)
        #expect(r.uniform(-2.5, 2.5) == 1.3188730948830703)
    }
}
