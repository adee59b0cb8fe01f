import Gestures

/// A 14-row list like the demo's: list region 0 (scrolls, viewport from y 60 to 800), rows
/// 1…14 with frames in content coordinates, 80 px high, 20 px apart.
package struct ListFixture {
    package static let listID = GestureRegionID(0)
    package static let top = 60.0
    package static let rowHeight = 80.0
    package static let spacing = 20.0
    package static let rowX = 16.0
    package static let rowWidth = 448.0

    package static func rowID(_ row: Int) -> GestureRegionID { GestureRegionID(row + 1) }
    /// Content-coordinate frame of a row.
    package static func rowFrame(_ row: Int) -> GestureRect {
        GestureRect(x: rowX, y: top + 12 + Double(row) * (rowHeight + spacing), width: rowWidth, height: rowHeight)
    }
    /// Surface point at fraction `fx` across row `row`'s centre line (offset 0).
    package static func point(row: Int, fx: Double = 0.5, dy: Double = 0) -> Point {
        let f = rowFrame(row)
        return Point(x: f.x + f.width * fx, y: f.y + f.height / 2 + dy)
    }

    /// The list's recognizers: scroll, pinch (with rotation if asked), wheel and touchpad.
    package static func listRecognizers(rotation: Bool = false) -> [any GestureComposable] {
        [
            ScrollRecognizer(), PinchRecognizer(reportsRotation: rotation), AxisScrollRecognizer(),
            WheelZoomRecognizer(), TouchpadPinchRecognizer(),
        ]
    }

    /// A row's recognizers: tap, double tap (the tap waits for it to fail if asked:
    /// `ComposedGesture.exclusive(doubleTap, tap)`), long press, horizontal drag, hover, touchpad
    /// horizontal pan.
    package static func rowRecognizers(tapWaitsForDoubleTap: Bool = false) -> [any GestureComposable] {
        let tap = TapRecognizer(), doubleTap = TapRecognizer(count: 2)
        let taps: [any GestureComposable] =
            tapWaitsForDoubleTap ? [ComposedGesture.exclusive(doubleTap, tap)] : [tap, doubleTap]
        return taps + [
            LongPressRecognizer(), DragRecognizer(direction: .horizontal), HoverRecognizer(), AxisPanRecognizer(),
        ]
    }

    /// The list and `rows` rows; every row shares one set of recognizers.
    package static func regions(rows: Int = 14) -> [GestureRegion] {
        var r = [
            GestureRegion(
                id: listID, frame: GestureRect(x: 0, y: top, width: 480, height: 740),
                gestures: listRecognizers(), scrolls: true)
        ]
        let row = rowRecognizers()
        for i in 0 ..< rows {
            r.append(GestureRegion(id: rowID(i), parent: listID, frame: rowFrame(i), gestures: row))
        }
        return r
    }

    /// The demo's numbers: the library's, with the list's 20 px touch slop.
    package static var configuration: GestureConfiguration {
        var c = GestureConfiguration.default
        c.touchSlop = 20
        return c
    }

    package static func makeEngine(_ configuration: GestureConfiguration = Self.configuration) -> GestureEngine {
        let e = GestureEngine(configuration: configuration)
        e.setRegions(regions())
        let contentHeight = top + 12 + 14 * (rowHeight + spacing)
        e.setScrollExtent(max: contentHeight - 800, at: 0)
        return e
    }
}

extension GestureRegion {
    /// Adds a drag in the vertical cone to the region's recognizers.
    package mutating func addVerticalDrag() { gestures.append(DragRecognizer(direction: .vertical)) }
}
