import Drawing
import Gestures
import Testing

@testable import OpacityBars

/// The facade's output side: drawing through the scene renderer with damage, the redraw flag,
/// the cursor, and the engine's explanations.
@Suite struct RenderAndExplainTests {
    @Test func renderDrawsEverythingFirstThenOnlyWhatChanged() {
        let d = Driver()
        #expect(d.app.needsRedraw)
        let (w, h) = d.app.bufferSize
        let canvas = Canvas(width: w, height: h)
        let first = d.app.render(into: canvas, stale: nil)
        #expect(first.bounds == PixelRect(x: 0, y: 0, width: 480, height: 800))
        #expect(!d.app.needsRedraw)
        // Black bar at full opacity: the pixel in its middle is black.
        #expect(canvas.pixel(x: 420, y: 112) & 0x00FF_FFFF == 0)
        d.key(.right, hold: 0)
        d.key(.right)
        #expect(d.app.needsRedraw)
        let damage = d.app.render(into: canvas, stale: .empty)
        #expect(!damage.isEmpty)
        // Only around the black bar (row 0: y 72–152, plus the focus ring's reach).
        #expect(damage.bounds.y >= 56 && damage.bounds.y + damage.bounds.height <= 172)
        #expect(canvas.pixel(x: 420, y: 112) & 0x00FF_FFFF != 0)   // the checkerboard shows through
        #expect(d.app.render(into: canvas, stale: .empty).isEmpty)
    }

    @Test func renderAtScaleTwoFillsTheBuffer() {
        let app = AppCore()
        app.setScale(2)
        let (w, h) = app.bufferSize
        let canvas = Canvas(width: w, height: h)
        let damage = app.render(into: canvas, stale: nil)
        #expect(damage.bounds == PixelRect(x: 0, y: 0, width: 960, height: 1600))
        #expect(canvas.pixel(x: 840, y: 224) & 0x00FF_FFFF == 0)   // black bar at 2×
    }

    @Test func explanationsNameTheWinnerAndWhy() {
        let d = Driver()
        d.down(400, 312)
        d.drag(from: Point(x: 400, y: 312), to: Point(x: 300, y: 312), steps: 10)
        d.up()
        let text = d.app.explanations.joined(separator: "\n")
        #expect(text.contains("drag"))
        #expect(text.contains("accepted"))
        #expect(text.contains("horizontal cone"))
        #expect(text.contains("rejected"))
        let before = d.app.explanations.count
        d.down(240, 600)
        d.drag(from: Point(x: 240, y: 600), to: Point(x: 240, y: 500), steps: 10)
        d.up()
        let more = d.app.explanations.dropFirst(before).joined(separator: "\n")
        #expect(more.contains("vertical cone"))
    }

    @Test func flingAsksForFramesAtTheFrameInterval() {
        let d = Driver()
        d.down(240, 700)
        d.drag(from: Point(x: 240, y: 700), to: Point(x: 240, y: 400), steps: 6, interval: 0.01)
        d.up()
        #expect(d.app.isAnimating)
        let next = d.app.nextDeadline!
        #expect(abs(next - (d.now + 1000.0 / 60)) < 1e-9)
        var frames = 0
        var last = d.offset
        while d.app.isAnimating && frames < 10_000 {
            d.now = d.app.nextDeadline!
            d.app.advance(to: d.now)
            #expect(d.offset >= last)   // monotonic while decelerating upwards
            last = d.offset
            frames += 1
        }
        #expect(frames > 5 && frames < 10_000)
        #expect(d.app.nextDeadline == nil)
        #expect(d.snap.gestures.last?.gesture == "fling")
    }

    @Test func sameInputSameSnapshot() {
        func run() -> String {
            let d = Driver()
            d.down(400, 312)
            d.drag(from: Point(x: 400, y: 312), to: Point(x: 250, y: 330), steps: 7, interval: 0.013)
            d.up()
            d.down(240, 700)
            d.drag(from: Point(x: 240, y: 700), to: Point(x: 230, y: 420), steps: 5, interval: 0.011)
            d.up()
            d.settle()
            return d.app.snapshotJSON()
        }
        #expect(run() == run())
    }
}
