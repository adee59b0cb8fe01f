import ContentHost
import Gestures
import Testing

/// Key repeat on the virtual clock, keyed on the physical key (its evdev code).
@Suite struct KeyRepeatTests {
    static let plus = Key(rawValue: 0x2b), equal = Key(rawValue: 0x3d)
    /// KEY_EQUAL: `=` alone, `+` with Shift.
    static let equalKey: UInt32 = 13

    @Test func aReleaseWhoseKeysymChangedStillStopsTheRepeat() {
        // Shift held, `=` goes down as `plus`; Shift let go; `=` comes up as `equal`.
        var r = KeyRepeat(rate: 25, delay: 600, maxRate: 1000)
        r.press(Self.plus, code: Self.equalKey, at: 0)
        r.release(Self.equal, code: Self.equalKey)
        #expect(r.key == nil && r.nextFire == nil)
        #expect(r.popDue(until: 5_000) == nil)
    }

    @Test func anotherKeysReleaseLeavesTheRepeatAlone() {
        var r = KeyRepeat(rate: 25, delay: 600, maxRate: 1000)
        r.press(Self.plus, code: Self.equalKey, at: 0)
        r.release(Self.plus, code: 12)   // KEY_MINUS, even if it read as the same keysym
        #expect(r.popDue(until: 600)?.key == Self.plus)
        #expect(r.popDue(until: 640)?.time == 640)
    }

    @Test func withoutCodesTheKeysymDecides() {
        var r = KeyRepeat(rate: 10, delay: 100, maxRate: 1000)
        r.press(.right, at: 0)
        r.release(.left)
        #expect(r.nextFire == 100)
        r.release(.right)
        #expect(r.nextFire == nil)
    }

    @Test func repeatsComeAfterTheDelayAtTheRateAndAHostileRateIsClamped() {
        var r = KeyRepeat(rate: 10, delay: 300, maxRate: 1000)
        r.press(.down, code: 108, at: 1000)
        #expect(r.popDue(until: 1299) == nil)
        #expect(r.popDue(until: 1450)?.time == 1300)
        #expect(r.popDue(until: 1450)?.time == 1400)
        #expect(r.popDue(until: 1450) == nil)
        r.setInfo(rate: 1_000_000, delay: 0)
        #expect(r.rate == 1000)
    }
}
