import Gestures
import Testing
@testable import Gallery

/// Held keys repeat on the gallery's clock at the compositor's `repeat_info` (25 per second
/// after 600 ms until one arrives), the same rule as the Colours list.
@Suite struct GalleryKeyRepeatTests {
    func held(_ key: Key, for ms: Double, rate: Int32? = nil, delay: Int32 = 600) -> GalleryDriver {
        let d = GalleryDriver(page: .recognizers)
        if let rate { d.core.setKeyRepeat(rate: rate, delay: delay, at: d.time) }
        d.core.focus = "long-press"
        d.send(.key(key, pressed: true, time: 0))
        d.advance(ms)
        d.send(.key(key, pressed: false, time: UInt32(ms)))
        d.advance(1000)
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
        t.advance(2000)
        #expect(t.core.focus == "taps")
        #expect(t.core.nextDeadline == nil)
    }

    @Test func losingFocusStopsTheRepeat() {
        let d = GalleryDriver(page: .recognizers)
        d.core.focus = "long-press"
        d.send(.key(.left, pressed: true, time: 0))
        d.advance(300)
        d.send(.keyboardFocus(false))
        d.advance(2000)
        #expect(d.shape("long-press").offset == Point(x: -10, y: 0))
        #expect(d.core.nextDeadline == nil)
    }
}
