import Testing

@testable import OpacityBars

@Suite struct WindowTests {
    @Test func configureKeepsSizeForZeroAndNegative() {
        let app = AppCore()
        app.configure(width: 0, height: 0)
        #expect(app.logicalSize == (480, 800))
        app.configure(width: -5, height: 600)
        #expect(app.logicalSize == (480, 600))
        app.configure(width: 700, height: -1)
        #expect(app.logicalSize == (700, 600))
    }

    @Test func configureClampsHugeSizes() {
        let app = AppCore()
        app.configure(width: 100_000, height: 100_000)
        #expect(app.logicalSize == (16384, 16384))
        #expect(app.snapshot().maxScrollOffset == 0)
        #expect(app.snapshot().bars[0].frame.width == 16384 - 32)
    }

    @Test func shrinkingClampsScrollOffset() {
        let d = Driver()
        d.key(.end)
        #expect(d.offset == 668)
        d.app.configure(width: 480, height: 1400)
        #expect(d.offset == 68)
        #expect(d.snap.maxScrollOffset == 68)
    }

    @Test func tinyWindowDoesNotBreakLayout() {
        let d = Driver(width: 1, height: 1)
        d.key(.right)
        d.key(.end)
        #expect(d.snap.bars[0].frame.width == 0)
        #expect(d.snap.bars.allSatisfy { $0.opacity >= 0 && $0.opacity <= 1 })
        #expect(d.offset == d.snap.maxScrollOffset)
    }

    @Test func scaleAndBufferSize() {
        let app = AppCore()
        app.setScale(2)
        #expect(app.bufferSize == (960, 1600))
        app.setScale(1.25)
        #expect(app.bufferSize == (600, 1000))
        app.configure(width: 481, height: 801)
        #expect(app.bufferSize == (601, 1001))   // 601.25, 1001.25 rounded half away from zero
        app.setScale(.nan)
        app.setScale(0)
        app.setScale(-2)
        #expect(app.scale == 1.25)
        #expect(app.snapshot().scale == 1.25)
    }

    @Test func closeIsRequested() {
        let app = AppCore()
        #expect(!app.wantsToClose)
        app.requestClose()
        #expect(app.wantsToClose)
    }

    @Test func sceneShowsVisibleRowsInSurfaceCoordinates() {
        let d = Driver()
        let scene = d.app.scene
        #expect(scene.title == "Colours")
        #expect(scene.headerHeight == 56)
        #expect(scene.rows.first?.frame.y == 72)
        #expect(scene.rows.first?.label == "black 100 %")
        #expect(scene.rows.first?.focused == true)
        #expect(scene.rows.map(\.id) == Array(0 ... 7))   // row 7 starts at 772 < 800
        #expect(scene.scrollIndicator != nil)
        d.key(.end)
        let scrolled = d.app.scene
        #expect(scrolled.rows.last?.id == 13)
        let last = scrolled.rows.last!.frame
        #expect(last.maxY == 800 - 16, "\(last)")
        #expect(scrolled.scrollIndicator!.maxY == 800)
    }
}
