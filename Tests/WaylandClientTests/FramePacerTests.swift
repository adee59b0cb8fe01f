import Testing

@testable import WaylandClient

@Suite struct FramePacerTests {
    @Test func nothingIsDrawnBeforeTheFirstConfigure() {
        let p = FramePacer()
        #expect(!p.shouldDraw(needsRedraw: true))
        #expect(!p.shouldRequestIdleFrame(isAnimating: true))
    }

    @Test func aConfigureOwesACommitEvenWithoutChanges() {
        var p = FramePacer()
        p.didConfigure()
        #expect(p.shouldDraw(needsRedraw: false))
        p.didCommit()
        #expect(!p.shouldDraw(needsRedraw: false))
    }

    @Test func atMostOneCommitPerFrame() {
        var p = FramePacer()
        p.didConfigure()
        p.didCommit()
        #expect(!p.shouldDraw(needsRedraw: true))   // input coalesces until done
        #expect(!p.shouldRequestIdleFrame(isAnimating: true))
        p.didReceiveFrameDone()
        #expect(p.shouldDraw(needsRedraw: true))
        #expect(!p.shouldDraw(needsRedraw: false))
        #expect(p.shouldRequestIdleFrame(isAnimating: true))
    }

    @Test func aConfigureDuringAFrameWaitsForTheFrame() {
        var p = FramePacer()
        p.didConfigure()
        p.didCommit()
        p.didConfigure()
        #expect(!p.shouldDraw(needsRedraw: false))
        p.didReceiveFrameDone()
        #expect(p.shouldDraw(needsRedraw: false))
    }
}
