import Testing
@testable import WaylandClient

@Suite struct ScaleTrackerTests {
    @Test func oneUntilTheSurfaceEntersAnOutput() {
        var t = ScaleTracker()
        #expect(t.scale == 1)
        t.apply(.outputScale(output: 5, scale: 2))
        #expect(t.scale == 1)
        t.apply(.surfaceEnter(output: 5))
        #expect(t.scale == 2)
        #expect(!t.usesFractionalScale)
    }

    @Test func largestScaleOfTheEnteredOutputs() {
        var t = ScaleTracker()
        t.apply(.outputScale(output: 1, scale: 1))
        t.apply(.outputScale(output: 2, scale: 3))
        t.apply(.surfaceEnter(output: 1))
        t.apply(.surfaceEnter(output: 2))
        #expect(t.scale == 3)
        t.apply(.surfaceLeave(output: 2))
        #expect(t.scale == 1)
        t.apply(.surfaceEnter(output: 2))
        t.apply(.outputGone(output: 2))
        #expect(t.scale == 1)
    }

    @Test func fractionalPreferredScaleWins() {
        var t = ScaleTracker()
        t.apply(.outputScale(output: 1, scale: 2))
        t.apply(.surfaceEnter(output: 1))
        t.apply(.preferredScale(numerator: 150))
        #expect(t.scale == 1.25)
        #expect(t.usesFractionalScale)
    }

    @Test func otherEventsAreNotScaleEvents() {
        var t = ScaleTracker()
        let frame = t.apply(.frameDone)
        let enter = t.apply(.surfaceEnter(output: 1))
        #expect(!frame)
        #expect(enter)
    }
}
