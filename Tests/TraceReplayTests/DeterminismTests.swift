import TestSupport
import Testing
import TraceReplay

/// Two replays of one trace give the same JSON and the same pixels (no clock, no randomness).
@Suite struct DeterminismTests {
    @Test(arguments: ["fling", "paint", "pinch", "touchpad-scroll", "keyboard", "hover-super-alt"])
    func twoReplaysAreIdentical(name: String) throws {
        let a = try Replayed.run(path: FixturePaths.trace(name, "v123"))
        let b = try Replayed.run(path: FixturePaths.trace(name, "v123"))
        #expect(a.json == b.json)
        #expect(a.canvas.firstDifference(from: b.canvas) == nil)
    }

    @Test func emptyTraceGivesTheInitialState() throws {
        let trace = try TraceParser.parse(contents: "", file: "empty.trace")
        let r = try Replayed.run(trace: trace)
        #expect((r.snapshot.size.width, r.snapshot.size.height) == (480, 800))
        #expect(r.snapshot.scrollOffset == 0 && r.snapshot.gestures.isEmpty)
        #expect(r.changedBars.isEmpty)
    }

    @Test func commandLineSizeAndScaleApplyWhenTheTraceIsSilent() throws {
        let trace = try TraceParser.parse(contents: "", file: "empty.trace")
        let r = try Replayed.run(trace: trace, options: .init(width: 300, height: 500, scale: 2))
        #expect((r.snapshot.size.width, r.snapshot.size.height) == (300, 500) && r.snapshot.scale == 2)
        #expect(r.canvas.width == 600 && r.canvas.height == 1000)
    }

    @Test func theTracesConfigureWinsOverTheCommandLine() throws {
        let r = try Replayed.run(path: FixturePaths.trace("resize", "v121"), options: .init(width: 300, height: 500))
        #expect((r.snapshot.size.width, r.snapshot.size.height) == (360, 640))
    }
}
