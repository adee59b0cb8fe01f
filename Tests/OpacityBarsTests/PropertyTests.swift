import Testing
import PropertyBased
import Gestures
@testable import OpacityBars

/// Random streams of touch, pointer, axis, key and window events: whatever arrives, opacities
/// stay in [0, 1], the scroll offset in [0, max] once settled, the row height in range and
/// nothing is NaN; the snapshot always encodes.
@Suite struct PropertyTests {
    @Test func randomStreamsKeepTheModelInRange() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max).array(of: 5...150)) { ops in
            let app = AppCore()
            var now = 0.0
            for op in ops { now = Self.apply(op, to: app, now: now) }
            let end = app.settle(from: now)
            let snap = app.snapshot()
            #expect(end >= now)
            #expect(!app.isAnimating)
            #expect(snap.scrollOffset >= 0 && snap.scrollOffset <= snap.maxScrollOffset)
            #expect(snap.rowHeight >= 40 && snap.rowHeight <= 240)
            for bar in snap.bars {
                #expect(bar.opacity >= 0 && bar.opacity <= 1 && !bar.opacity.isNaN)
                #expect(bar.frame.x.isFinite && bar.frame.y.isFinite && bar.frame.height.isFinite)
            }
            for g in snap.gestures { #expect(g.outcome == "ended" || g.outcome == "cancelled") }
            #expect(app.scene.rows.allSatisfy { $0.opacity >= 0 && $0.opacity <= 1 })
            #expect(!app.snapshotJSON().contains("nan"))
        }
    }

    /// Hostile values from a broken compositor or trace: NaN and infinite coordinates, axis
    /// values and scales, time running backwards. The model must stay finite and in range.
    @Test func nonFiniteInputNeverPoisonsTheModel() async {
        let weird: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, 240]
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max).array(of: 5...80)) { ops in
            let app = AppCore()
            var now = 0.0
            for (i, op) in ops.enumerated() {
                if i % 3 == 0 {
                    let v = weird[Int(op % 7)], w = weird[Int((op / 7) % 7)]
                    let t = UInt32(truncatingIfNeeded: op)
                    switch (op / 49) % 6 {
                    case 0: app.handle(.touchDown(id: 0, Point(x: v, y: w), time: t), at: now); app.handle(.touchFrame, at: now)
                    case 1: app.handle(.touchMotion(id: 0, Point(x: v, y: w), time: t), at: now); app.handle(.touchFrame, at: now)
                    case 2: app.handle(.pointerMotion(Point(x: v, y: w), time: t), at: now); app.handle(.pointerFrame, at: now)
                    case 3: app.handle(.axis(.vertical, value: v, time: t), at: now); app.handle(.pointerFrame, at: now)
                    case 4: app.handle(.pinchUpdate(delta: Point(x: v, y: w), scale: v, rotation: w, time: t), at: now)
                    default: app.advance(to: v)   // the clock itself: NaN, ±∞, backwards
                    }
                } else {
                    now = Self.apply(op, to: app, now: now)
                }
            }
            _ = app.settle(from: now)
            let snap = app.snapshot()
            #expect(snap.scrollOffset >= 0 && snap.scrollOffset <= snap.maxScrollOffset)
            #expect(snap.rowHeight >= 40 && snap.rowHeight <= 240)
            #expect(snap.bars.allSatisfy { $0.opacity >= 0 && $0.opacity <= 1 })
            #expect(app.scene.rows.allSatisfy { $0.frame.y.isFinite && $0.opacity.isFinite })
        }
    }

    /// Decodes one random word into an event (with its frame) and returns the new time.
    static func apply(_ op: UInt64, to app: AppCore, now: Double) -> Double {
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
        case 8: app.handle(.pointerButton(button: .primary, pressed: take(2) == 0, time: t), at: time)
                app.handle(.pointerFrame, at: time)
        case 9:
            let axis: Axis = take(2) == 0 ? .vertical : .horizontal
            let source = AxisSource.allCases[Int(take(4))]
            app.handle(.axisSource(source), at: time)
            if source == .wheel { app.handle(.axisDiscrete(axis, steps: Int32(take(5)) - 2), at: time) }
            app.handle(.axis(axis, value: Double(take(200)) - 100, time: t), at: time)
            app.handle(.pointerFrame, at: time)
        case 10: app.handle(.axisSource(.finger), at: time)
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
        case 17: app.handle(.pinchUpdate(delta: p - Point(x: 240, y: 400), scale: Double(take(400)) / 100,
                                         rotation: 0, time: t), at: time)
        case 18: app.handle(.pinchEnd(cancelled: take(2) == 0, time: t), at: time)
        default: app.advance(to: time)
        }
        return time
    }
}
