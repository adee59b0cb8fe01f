import Gestures
import OpacityBars

/// Random words decoded into app events: touch, pointer, axis, keys, modifiers, resizes, seat
/// capabilities, focus, pinches and clock steps, in fixed proportions. OpacityBarsTests'
/// property tests and the randomized app storms (RandomizedTests.AppStormTests) share it.
public enum AppEventStream {
    /// Decodes one random word into an event (with its frame) and returns the new time.
    public static func apply(_ op: UInt64, to app: AppCore, now: Double) -> Double {
        var bits = op
        func take(_ n: UInt64) -> UInt64 { defer { bits /= n }; return bits % n }
        let kind = take(20)
        let id = Int32(take(3))
        let p = Point(x: Double(take(520)) - 20, y: Double(take(860)) - 30)
        let time = now + Double(take(4) == 0 ? take(900) : take(40))
        let t = UInt32(truncatingIfNeeded: Int64(time))
        switch kind {
        case 0, 1: app.handle(.touchDown(id: id, p, time: t), at: time); app.handle(.touchFrame, at: time)
        case 2, 3, 4: app.handle(.touchMotion(id: id, p, time: t), at: time); app.handle(.touchFrame, at: time)
        case 5: app.handle(.touchUp(id: id, time: t), at: time); app.handle(.touchFrame, at: time)
        case 6: app.handle(.touchCancel, at: time)
        case 7: app.handle(.pointerMotion(p, time: t), at: time); app.handle(.pointerFrame, at: time)
        case 8:
            app.handle(.pointerButton(button: .primary, pressed: take(2) == 0, time: t), at: time)
            app.handle(.pointerFrame, at: time)
        case 9:
            let axis: Axis = take(2) == 0 ? .vertical : .horizontal
            let source = AxisSource.allCases[Int(take(4))]
            app.handle(.axisSource(source), at: time)
            if source == .wheel { app.handle(.axisDiscrete(axis, steps: Int32(take(5)) - 2), at: time) }
            app.handle(.axis(axis, value: Double(take(200)) - 100, time: t), at: time)
            app.handle(.pointerFrame, at: time)
        case 10:
            app.handle(.axisSource(.finger), at: time)
            app.handle(.axisStop(take(2) == 0 ? .vertical : .horizontal, time: t), at: time)
            app.handle(.pointerFrame, at: time)
        case 11:
            let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .escape]
            app.handle(.key(keys[Int(take(UInt64(keys.count)))], pressed: take(3) != 0, time: t), at: time)
        case 12: app.handle(.modifiers(Modifiers(rawValue: UInt8(take(16)))), at: time)
        case 13: app.configure(width: Int(take(1200)) - 100, height: Int(take(1200)) - 100)
        case 14: app.handle(.capabilities(SeatCapabilities(rawValue: UInt8(take(8)))), at: time)
        case 15: app.handle(.keyboardFocus(take(2) == 0), at: time)
        case 16: app.handle(.pinchBegin(fingers: 2, time: t), at: time)
        case 17:
            app.handle(
                .pinchUpdate(
                    delta: p - Point(x: 240, y: 400), scale: Double(take(400)) / 100,
                    rotation: 0, time: t), at: time)
        case 18: app.handle(.pinchEnd(cancelled: take(2) == 0, time: t), at: time)
        default: app.advance(to: time)
        }
        return time
    }
}
