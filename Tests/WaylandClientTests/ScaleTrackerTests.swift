import ContentHost
import Testing

@testable import WaylandClient

@Suite struct ScaleTrackerTests {
    @Test func beforeTheFirstEnterTheLargestOutputScaleIsTheGuess() {
        var t = ScaleTracker()
        #expect(t.scale == 1)
        t.apply(.outputScale(output: 5, scale: 2))
        t.apply(.outputScale(output: 6, scale: 1))
        #expect(t.scale == 2)
        t.apply(.surfaceEnter(output: 6))
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
        t.apply(.surfaceLeave(output: 1))
        #expect(t.scale == 1)   // back to the guess: output 1 is all there is
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

@Suite struct FractionalScaleTests {
    @Test func withoutAViewporterThePreferredFractionalScaleIsIgnored() {
        var t = ScaleTracker(fractionalAllowed: false)
        t.apply(.outputScale(output: 1, scale: 2))
        t.apply(.surfaceEnter(output: 1))
        t.apply(.preferredScale(numerator: 150))
        #expect(t.scale == 2)
        #expect(!t.usesFractionalScale)
    }

    @Test func integerScalesUseTheBufferScaleAndNoViewport() {
        let s = SurfaceScale(scale: 2, fractional: false, logicalWidth: 400, logicalHeight: 300)
        #expect(s.bufferScale == 2)
        #expect(s.viewportDestination == nil)
    }

    @Test func fractionalScalesUseTheViewportAtTheLogicalSize() {
        let s = SurfaceScale(scale: 1.25, fractional: true, logicalWidth: 401, logicalHeight: 299)
        #expect(s.bufferScale == 1)
        #expect(s.viewportDestination == .init(width: 401, height: 299))
    }

    @Test func nonsenseScalesStayInRange() {
        #expect(SurfaceScale(scale: 0, fractional: false, logicalWidth: 1, logicalHeight: 1).bufferScale == 1)
        #expect(SurfaceScale(scale: 1000, fractional: false, logicalWidth: 1, logicalHeight: 1).bufferScale == 16)
    }
}
