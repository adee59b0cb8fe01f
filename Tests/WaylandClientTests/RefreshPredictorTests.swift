import Testing

@testable import WaylandClient

/// The refresh grid learnt from presentations: its period and a refresh on it.
@Suite struct RefreshPredictorTests {
    func presented(_ predictor: inout RefreshPredictor, _ time: Double, sequence: UInt64) {
        predictor.presented(Presentation(time: time, refreshNanoseconds: 0, sequence: sequence, flags: 0))
    }

    @Test func numberedPresentationsThatStrayFromTheGridGiveItsPeriod() {
        // A 16 ms grid through 1000, 1016 …; each time reported up to 2 ms late or early, and
        // one refresh skipped (seq 105).
        var predictor = RefreshPredictor()
        let strays: [Double] = [0, 2, -1.5, 0.5, -2, 1, 0, -0.5, 1.5]
        for (i, stray) in strays.enumerated() where i != 5 {
            presented(&predictor, 1000 + 16 * Double(i) + stray, sequence: 100 + UInt64(i))
        }
        let period = try! #require(predictor.period)
        #expect(abs(period - 16) < 0.25, "period \(period)")   // the shortest interval: 12.5
        let next = try! #require(predictor.nextPresentation)   // a period after the latest
        #expect(abs(next - (1000 + 16 * 9 + 1.5)) < 0.25, "next \(next)")
    }

    @Test func unnumberedPresentationsGiveTheShortestIntervalAndTheLast() {
        var predictor = RefreshPredictor()
        for (time, _) in [(1000.0, 0), (1016.5, 0), (1048.0, 0), (1063.5, 0)] {
            presented(&predictor, time, sequence: 0)
        }
        #expect(predictor.period == 15.5)   // 1048 → 1063.5; 1016.5 → 1048 skipped a refresh
        #expect(predictor.nextPresentation == 1079)
    }

    @Test func aRefreshOnTheGridHasItsTimeAndNumber() {
        var predictor = RefreshPredictor()
        #expect(predictor.refreshTime(atOrBefore: 1000) == nil)   // no grid yet
        for i in 0 ..< 6 { presented(&predictor, 1000 + 16 * Double(i), sequence: 200 + UInt64(i)) }
        // The latest is 1080, seq 205: 1122 lies two refreshes on, before the third.
        #expect(predictor.period == 16)
        #expect(predictor.refreshTime(atOrBefore: 1122) == 1112)
        #expect(predictor.numberedRefresh(atOrBefore: 1122) == .init(time: 1112, sequence: 207))
        #expect(predictor.refreshTime(atOrBefore: 1070) == 1064)   // before the latest: on the grid
        #expect(predictor.numberedRefresh(atOrBefore: 1070) == nil)   // its number is not counted
        #expect(predictor.refreshTime(atOrBefore: 1050) == nil)   // the latest is over a period ahead
    }
}
