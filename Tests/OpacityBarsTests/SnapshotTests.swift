import Foundation
import Testing

@testable import OpacityBars

@Suite struct SnapshotTests {
    @Test func initialState() throws {
        let snap = AppCore().snapshot()
        #expect(snap.size == .init(width: 480, height: 800))
        #expect(snap.scale == 1)
        #expect(snap.scrollOffset == 0)
        #expect(snap.maxScrollOffset == 668)
        #expect(snap.rowHeight == 80)
        #expect(
            snap.bars.map(\.name) == [
                "black", "gray", "red", "orange", "yellow", "green", "mint",
                "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
            ])
        #expect(snap.bars.allSatisfy { $0.opacity == 1 })
        #expect(snap.bars[0].frame == .init(x: 16, y: 72, width: 448, height: 80))
        #expect(snap.gestures.isEmpty)
    }

    @Test func jsonHasDesignFieldNamesAndRoundTrips() throws {
        let d = Driver()
        d.key(.right)
        let json = d.app.snapshotJSON()
        for field in [
            "\"size\"", "\"scale\"", "\"scrollOffset\"", "\"maxScrollOffset\"", "\"rowHeight\"",
            "\"bars\"", "\"gestures\"", "\"frame\"", "\"opacity\"", "\"name\"", "\"time\"",
            "\"gesture\"", "\"bar\"", "\"outcome\"", "\"width\"", "\"height\"",
        ] {
            #expect(json.contains(field), "missing \(field)")
        }
        #expect(try JSONDecoder().decode(StateSnapshot.self, from: Data(json.utf8)) == d.snap)
        #expect(json == d.app.snapshotJSON())   // stable
        // Sorted keys: "bars" before "gestures" before "maxScrollOffset" ...
        let order = [
            "\"bars\"", "\"gestures\"", "\"maxScrollOffset\"", "\"rowHeight\"", "\"scale\"",
            "\"scrollOffset\"", "\"size\"",
        ].map { json.range(of: $0)!.lowerBound }
        #expect(order == order.sorted())
    }

    @Test func numbersAreRounded() {
        #expect(rounded(0.1 + 0.2) == 0.3)
        #expect(rounded(-0.00001) == 0)
        #expect(rounded(.nan) == 0)
    }
}
