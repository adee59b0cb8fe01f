import ContentHost
import Testing

/// The one scale rule, with every input either host feeds it (WaylandClientTests drive it
/// through the shim's events, TraceReplayTests through trace lines).
@Suite struct ScaleTrackerRuleTests {
    @Test func theFractionalScaleBeatsThePreferredBufferScaleWhichBeatsTheOutputs() {
        var t = ScaleTracker()
        t.outputScale(output: 1, factor: 3)
        t.surfaceEnter(output: 1)
        #expect(t.scale == 3)
        t.preferredBufferScale(2)
        #expect(t.scale == 2)
        #expect(!t.usesFractionalScale)
        t.preferredFractionalScale(numerator: 150)
        #expect(t.scale == 1.25)
        #expect(t.usesFractionalScale)
    }

    @Test func withoutFractionalScalesThePreferredBufferScaleStillCounts() {
        var t = ScaleTracker(fractionalAllowed: false)
        t.outputScale(output: 1, factor: 1)
        t.preferredFractionalScale(numerator: 150)
        #expect(t.scale == 1)
        t.preferredBufferScale(2)
        #expect(t.scale == 2)
        #expect(!t.usesFractionalScale)
    }

    @Test func aZeroOrNonPositiveValueIsNoPreference() {
        var t = ScaleTracker()
        t.outputScale(output: 1, factor: 2)
        t.preferredFractionalScale(numerator: 0)
        t.preferredBufferScale(0)
        #expect(t.scale == 2)
        #expect(!t.usesFractionalScale)
    }

    @Test func onlyTheWindowSurfaceCountsOnceItIsKnown() {
        var t = ScaleTracker()
        t.outputScale(output: 8, factor: 1)
        t.outputScale(output: 20, factor: 2)
        t.surfaceEnter(output: 8, surface: 30)   // before the window is known: counts
        #expect(t.scale == 1)
        t.surfaceEnter(output: 8, entered: false, surface: 30)
        t.windowSurface = 9
        t.surfaceEnter(output: 20, surface: 9)
        t.surfaceEnter(output: 8, surface: 30)   // a cursor surface: ignored
        #expect(t.scale == 2)
        t.surfaceEnter(output: 20, entered: false, surface: 9)
        t.surfaceEnter(output: 8)   // no surface named: the window's
        #expect(t.scale == 1)
    }

    @Test func anOutputThatIsGoneNoLongerCounts() {
        var t = ScaleTracker()
        t.outputScale(output: 1, factor: 1)
        t.outputScale(output: 2, factor: 2)
        t.surfaceEnter(output: 2)
        #expect(t.scale == 2)
        t.outputGone(output: 2)
        #expect(t.scale == 1)
        #expect(t.enteredOutputs.isEmpty)
    }

    @Test func replayAnnouncesTheFirstScaleThenOnlyChanges() {
        var t = ScaleTracker()
        t.outputScale(output: 1, factor: 1)
        #expect(t.change() == 1)
        t.outputScale(output: 2, factor: 1)
        #expect(t.change() == nil)
        t.surfaceEnter(output: 1)
        #expect(t.change() == nil)
        t.preferredFractionalScale(numerator: 180)
        #expect(t.change() == 1.5)
        #expect(t.announced == 1.5)
    }

    @Test func theLiveWindowAnnouncesOnlyScalesOtherThanTheContentsFirst() {
        var t = ScaleTracker(fractionalAllowed: true, announced: 1)
        t.outputScale(output: 1, factor: 1)
        #expect(t.change() == nil)
        t.outputScale(output: 1, factor: 2)
        #expect(t.change() == 2)
        t.surfaceEnter(output: 1)
        #expect(t.change() == nil)
    }
}
