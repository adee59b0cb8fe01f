import Gestures
import Testing

@testable import OpacityBars

@Suite struct KeyboardTests {
    @Test func rightAndLeftStepTenPercent() {
        let d = Driver()
        d.key(.right)
        d.key(.right)
        #expect(d.opacity("black") == 0.8)
        d.key(.left)
        #expect(d.opacity("black") == 0.9)
        d.key(.left); d.key(.left)
        #expect(d.opacity("black") == 1)
        #expect(d.snap.gestures.map(\.gesture) == Array(repeating: "key", count: 5))
        #expect(d.snap.gestures.allSatisfy { $0.bar == "black" && $0.outcome == "ended" })
    }

    /// Ctrl+C copies the focused bar: nothing before it, then the bar the ring is on, as it is.
    @Test func controlCCopiesTheFocusedBar() {
        let d = Driver()
        #expect(d.app.takeCopiedText() == nil)
        d.key(.down); d.key(.down)
        d.key(.right); d.key(.right); d.key(.right)
        d.modifiers(.control)
        d.key(Key(rawValue: 0x63))
        d.modifiers([])
        #expect(d.app.takeCopiedText() == "red 70 % #FF3B30B3")
        #expect(d.app.takeCopiedText() == nil, "one copy per Ctrl+C")
        #expect(d.opacity("red") == 0.7, "copying changes nothing")
    }

    @Test func shiftStepsOnePercent() {
        let d = Driver()
        d.modifiers(.shift)
        d.key(.right)
        #expect(d.opacity("black") == 0.99)
        d.modifiers([])
        d.key(.right)
        #expect(d.opacity("black") == 0.89)
    }

    @Test func upDownMoveFocusAndScrollIntoView() {
        let d = Driver()
        d.key(.up)
        #expect(d.app.scene.rows.first { $0.focused }?.id == 0)
        for _ in 0 ..< 7 { d.key(.down) }
        #expect(d.app.scene.rows.first { $0.focused }?.id == 7)
        // Row 7 ends at 72 + 7×100 + 80 = 852; +16 margin − 800.
        #expect(d.offset == 68)
        d.key(.right)
        #expect(d.opacity("teal") == 0.9)
        for _ in 0 ..< 20 { d.key(.down) }
        #expect(d.offset == 668)
        #expect(d.snap.gestures.last?.bar == "brown")
        for _ in 0 ..< 20 { d.key(.up) }
        #expect(d.offset == 0)
    }

    @Test func pageHomeEnd() {
        let d = Driver(height: 500)   // max 968, a page is 500 − 56 − 16 = 428
        d.key(.pageDown)
        #expect(d.offset == 428)
        d.key(.pageDown)
        #expect(d.offset == 856)
        d.key(.pageDown)
        #expect(d.offset == 968)
        d.key(.pageUp)
        #expect(d.offset == 540)
        d.key(.end)
        #expect(d.offset == 968)
        d.key(.home)
        #expect(d.offset == 0)
        #expect(d.snap.gestures.allSatisfy { $0.bar == nil })
    }

    @Test func repeatFollowsRepeatInfoOnVirtualClock() {
        let d = Driver()
        d.app.setKeyRepeat(rate: 10, delay: 300, at: 0)
        d.app.handle(.key(.right, pressed: true, time: 0), at: 0)
        #expect(d.opacity("black") == 0.9)
        #expect(d.app.nextDeadline == 300)
        d.advance(by: 0.299)
        #expect(d.opacity("black") == 0.9)
        d.advance(by: 0.001)   // 300: first repeat
        #expect(d.opacity("black") == 0.8)
        d.advance(by: 0.25)   // 550: repeats at 400, 500
        #expect(d.opacity("black") == 0.6)
        #expect(d.app.nextDeadline == 600)
        d.app.handle(.key(.right, pressed: false, time: 550), at: d.now)
        #expect(d.app.nextDeadline == nil)
        d.advance(by: 1)
        #expect(d.opacity("black") == 0.6)
        #expect(d.snap.gestures.count == 1)   // repeats are not separate key gestures
    }

    @Test func rateZeroDisablesRepeatAndFocusLossStopsIt() {
        let d = Driver()
        d.app.setKeyRepeat(rate: 0, delay: 100, at: 0)
        d.app.handle(.key(.down, pressed: true, time: 0), at: 0)
        d.advance(by: 1)
        #expect(d.app.scene.rows.first { $0.focused }?.id == 1)
        d.app.handle(.key(.down, pressed: false, time: 0), at: d.now)

        d.app.setKeyRepeat(rate: 25, delay: 100, at: d.now)
        d.app.handle(.key(.down, pressed: true, time: 0), at: d.now)
        d.advance(by: 0.1)   // one repeat
        #expect(d.app.scene.rows.first { $0.focused }?.id == 3)
        d.app.handle(.keyboardFocus(false), at: d.now)
        d.advance(by: 1)
        #expect(d.app.scene.rows.first { $0.focused }?.id == 3)
    }

    @Test func theRepeatStopsWhenItsKeyComesUpWhateverKeysymItReadsAs() {
        // A release can read as another keysym than its press (a modifier or the layout
        // changed in between): the physical key, its evdev code, is what stops the repeat.
        let d = Driver()
        d.app.setKeyRepeat(rate: 10, delay: 300, at: 0)
        d.app.handle(.key(.right, pressed: true, time: 0, code: 106), at: 0)
        d.advance(by: 0.1)
        d.app.handle(.key(Key(rawValue: 0xff98), pressed: false, time: 100, code: 106), at: d.now)   // KP_Right
        d.advance(by: 1)
        #expect(d.opacity("black") == 0.9)
        #expect(d.app.nextDeadline == nil)
        // Another key's release, even one that reads as `right`, leaves a repeat alone.
        d.app.handle(.key(.right, pressed: true, time: 1100, code: 106), at: d.now)
        d.app.handle(.key(.right, pressed: false, time: 1100, code: 77), at: d.now)
        d.advance(by: 0.3)
        #expect(d.opacity("black") == 0.7)
    }

    @Test func controlQAndControlWCloseTheWindow() {
        for letter: UInt32 in [0x71, 0x77] {
            let d = Driver()
            d.key(Key(rawValue: letter))
            #expect(!d.app.wantsToClose)
            d.modifiers(.control)
            d.key(Key(rawValue: letter))
            #expect(d.app.wantsToClose)
        }
    }

    @Test func settleDoesNotWaitForAHeldKey() {
        let d = Driver()
        d.app.handle(.key(.down, pressed: true, time: 0), at: 0)
        let end = d.app.settle(from: 0)
        #expect(end == 0)
    }
}

@Suite struct KeyRepeatBoundsTests {
    @Test func aLongStallDoesNotReplayThousandsOfRepeats() {
        let d = Driver()
        d.app.setKeyRepeat(rate: 25, delay: 100, at: 0)
        d.app.handle(.key(.down, pressed: true, time: 0), at: 0)
        d.advance(by: (3_600_000) / 1000)   // an hour later
        #expect(d.app.scene.rows.first { $0.focused }?.id == 13)
        #expect(abs((d.app.nextDeadline ?? 0) - 3_600_040) < 1e-6)
    }

    @Test func anAbsurdClockStopsTheRepeatInsteadOfSpinning() {
        let app = AppCore()
        app.handle(.key(.right, pressed: true, time: 0), at: 0)
        app.advance(to: 1e300)
        #expect(app.snapshot().bars[0].opacity == 0)
        #expect(app.nextDeadline == nil || app.nextDeadline! > 1e14)
    }
}
