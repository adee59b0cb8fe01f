import Gestures
import Testing
import TraceReplay

@testable import Gallery

/// Held keys repeat on the gallery's clock at the compositor's `repeat_info` (25 per second
/// after 600 ms until one arrives), the same rule as the Colours list.
@Suite struct GalleryKeyRepeatTests {
    func held(_ key: Key, for ms: Double, rate: Int32? = nil, delay: Int32 = 600) -> GalleryDriver {
        let d = GalleryDriver(page: .recognizers)
        if let rate { d.core.setKeyRepeat(rate: rate, delay: delay, at: d.now) }
        d.core.focus = "long-press"
        d.send(.key(key, pressed: true, time: 0))
        d.advance(by: ms / 1000)
        d.send(.key(key, pressed: false, time: UInt32(ms)))
        d.advance(by: 1)
        return d
    }

    @Test func anArrowHeldRepeatsAfterTheDelayAtTheRate() {
        // The press, then repeats at 600, 640, …, 800 ms: six.
        #expect(held(.right, for: 800).shape("long-press").offset == Point(x: 70, y: 0))
        // Released before the delay: the press only.
        #expect(held(.right, for: 590).shape("long-press").offset == Point(x: 10, y: 0))
    }

    @Test func repeatInfoFromTheCompositorIsHonoured() {
        // 10 per second after 200 ms: repeats at 200, 300, 400, 500 ms.
        #expect(held(.down, for: 500, rate: 10, delay: 200).shape("long-press").offset == Point(x: 0, y: 50))
        // Rate 0: no repeats at all.
        #expect(held(.down, for: 2000, rate: 0).shape("long-press").offset == Point(x: 0, y: 10))
    }

    @Test func plusHeldScalesAgainAndTabDoesNotRepeat() {
        let d = held(GalleryCore.plus, for: 600)
        #expect(abs(d.shape("long-press").scale - GalleryCore.scaleStep * GalleryCore.scaleStep) < 1e-9)
        let t = GalleryDriver(page: .recognizers)
        t.send(.key(.tab, pressed: true, time: 0))
        t.advance(by: 2)
        #expect(t.core.focus == "taps")
        #expect(t.core.nextDeadline == nil)
    }

    @Test func losingFocusStopsTheRepeat() {
        let d = GalleryDriver(page: .recognizers)
        d.core.focus = "long-press"
        d.send(.key(.left, pressed: true, time: 0))
        d.advance(by: 0.3)
        d.send(.keyboardFocus(false))
        d.advance(by: 2)
        #expect(d.shape("long-press").offset == Point(x: -10, y: 0))
        #expect(d.core.nextDeadline == nil)
    }
}

/// Keys through the real us keymap, as a trace (and the live shim) delivers them: the keysym
/// of a release can differ from its press's, and the repeat follows the physical key.
@Suite struct GalleryKeyCodeTests {
    /// Shift down, `=` down (it reads `plus`), Shift up, `=` up (it reads `equal`), and a
    /// modifiers event seconds later so that the clock runs on.
    static let shiftEqual = """
        [   0.000] wl_keyboard@13.keymap(1, fd 33, 48024)
        [   0.000] wl_keyboard@13.enter(9, wl_surface@3, array[0])
        [   0.000] wl_keyboard@13.repeat_info(25, 600)
        [1000.000] wl_keyboard@13.key(10, 1000, 42, 1)
        [1000.000] wl_keyboard@13.modifiers(11, 1, 0, 0, 0)
        [1100.000] wl_keyboard@13.key(12, 1100, 13, 1)
        [1200.000] wl_keyboard@13.key(13, 1200, 42, 0)
        [1200.000] wl_keyboard@13.modifiers(14, 0, 0, 0, 0)
        [1300.000] wl_keyboard@13.key(15, 1300, 13, 0)
        [5000.000] wl_keyboard@13.modifiers(16, 0, 0, 0, 0)

        """

    @Test func plusReleasedAsEqualStopsRepeating() throws {
        let trace = try TraceParser.parse(contents: Self.shiftEqual, file: "shift-equal.trace")
        let keys = trace.inputEvents.compactMap { e -> Key? in
            if case .key(let key, _, _, let code) = e, code == 13 { return key } else { return nil }
        }
        #expect(keys == [GalleryCore.plus, GalleryCore.equal])
        let core = GalleryCore()
        core.open(.recognizers)
        core.focus = "long-press"
        Replayer.run(trace, into: core)
        // The press scaled it once; held 200 ms, less than the delay: no repeat, ever.
        #expect(abs((core.shape("long-press")?.scale ?? 0) - GalleryCore.scaleStep) < 1e-9)
        #expect(core.nextDeadline == nil)
    }

    @Test func controlQAndControlWClose() {
        for letter: UInt32 in [0x71, 0x77] {
            let d = GalleryDriver(page: .recognizers)
            d.key(Key(rawValue: letter), hold: 0.02, after: 0.02)
            #expect(!d.core.wantsToClose)
            d.modifiers(.control)
            d.key(Key(rawValue: letter), hold: 0.02, after: 0.02)
            #expect(d.core.wantsToClose)
        }
    }
}
