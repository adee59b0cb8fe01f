import AppTestSupport
import Gestures
import PropertyBased
import Testing

@testable import OpacityBars

/// Random streams of touch, pointer, axis, key and window events (`AppEventStream`, which the
/// randomized app storms use too): whatever arrives, opacities stay in [0, 1], the scroll
/// offset in [0, max] once settled, the row height in range and nothing is NaN; the snapshot
/// always encodes.
@Suite struct PropertyTests {
    @Test func randomStreamsKeepTheModelInRange() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0 ... UInt64.max).array(of: 5 ... 150)) { ops in
            let app = AppCore()
            var now = 0.0
            for op in ops { now = AppEventStream.apply(op, to: app, now: now) }
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
        await propertyCheck(count: 200, input: Gen.uint64(in: 0 ... UInt64.max).array(of: 5 ... 80)) { ops in
            let app = AppCore()
            var now = 0.0
            for (i, op) in ops.enumerated() {
                if i % 3 == 0 {
                    let v = weird[Int(op % 7)], w = weird[Int((op / 7) % 7)]
                    let t = UInt32(truncatingIfNeeded: op)
                    switch (op / 49) % 6 {
                    case 0:
                        app.handle(.touchDown(id: 0, Point(x: v, y: w), time: t), at: now);
                        app.handle(.touchFrame, at: now)
                    case 1:
                        app.handle(.touchMotion(id: 0, Point(x: v, y: w), time: t), at: now);
                        app.handle(.touchFrame, at: now)
                    case 2:
                        app.handle(.pointerMotion(Point(x: v, y: w), time: t), at: now);
                        app.handle(.pointerFrame, at: now)
                    case 3: app.handle(.axis(.vertical, value: v, time: t), at: now); app.handle(.pointerFrame, at: now)
                    case 4: app.handle(.pinchUpdate(delta: Point(x: v, y: w), scale: v, rotation: w, time: t), at: now)
                    default: app.advance(to: v)   // the clock itself: NaN, ±∞, backwards
                    }
                } else {
                    now = AppEventStream.apply(op, to: app, now: now)
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
}
