import Foundation
import Gestures
import Testing

/// Sources/Gestures/USAGE.md's examples live here, between `usage-example` markers, where
/// they compile (and those that can, run); the first test checks that the document quotes
/// each one exactly, in order (its `import` lines aside), so neither can drift. The examples
/// of the package-level region layer, between `architecture-example` markers, are quoted
/// the same way by docs/ARCHITECTURE.md.
@Suite("USAGE.md examples")
struct UsageExampleTests {
    @Test func theDocumentQuotesEveryExampleHereInOrder() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let usage = try String(contentsOf: root.appendingPathComponent("Sources/Gestures/USAGE.md"), encoding: .utf8)
        let source = try String(contentsOf: here, encoding: .utf8)
        let quoted = Self.blocks(in: usage)
        let examples = Self.examples(in: source, marker: "usage-example")
        #expect(
            quoted.count == examples.count,
            "USAGE.md has \(quoted.count) swift blocks, this file \(examples.count) examples")
        for (i, (doc, code)) in zip(quoted, examples).enumerated() {
            #expect(doc == code, "USAGE.md's swift block \(i + 1) differs from example \(i + 1) here")
        }
    }

    @Test func theArchitectureDocumentQuotesEveryRegionLayerExample() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
        let quoted = Self.blocks(in: doc)
        let examples = Self.examples(in: try String(contentsOf: here, encoding: .utf8), marker: "architecture-example")
        #expect(examples.count == 3)
        for (i, code) in examples.enumerated() {
            #expect(
                quoted.contains(code), "docs/ARCHITECTURE.md does not quote region-layer example \(i + 1) as it is here"
            )
        }
    }

    /// The ```swift blocks of a Markdown text, without `import` lines.
    static func blocks(in text: String) -> [String] {
        var out: [String] = [], current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line == "```" {
                out.append(trimmed(current!)); current = nil
            } else if !line.hasPrefix("import ") {
                current!.append(line)
            }
        }
        return out
    }

    /// The text between each `<marker> begin` and `end` marker line, dedented.
    static func examples(in text: String, marker: String) -> [String] {
        var out: [String] = [], current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let bare = line.trimmingCharacters(in: .whitespaces)
            if bare == "// \(marker) begin" {
                current = []
            } else if bare == "// \(marker) end", let lines = current {
                let indent =
                    lines.filter { !$0.allSatisfy(\.isWhitespace) }
                    .map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
                out.append(trimmed(lines.map { $0.count >= indent ? $0.dropFirst(indent) : Substring("") }))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return out
    }

    static func trimmed(_ lines: [Substring]) -> String {
        var lines = lines
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    // MARK: The examples

    @Test func gesturesAsValuesOnATreeOfViews() {
        // usage-example begin
        let host = GestureHost()   // .perEvent framing: no frame events
        @GestureState var offset = Point.zero
        var position = Point(x: 100, y: 100)
        let canvas = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
        let card = canvas.addChild(GestureView(id: "card", frame: GestureRect(x: 50, y: 50, width: 200, height: 100)))
        card.gesture(
            DragGesture()
                .updating($offset) { value, state, _ in state = value.translation }   // back to .zero at the end
                .onEnded { value in position = position + value.translation })
        canvas.gesture(
            MagnifyGesture().simultaneously(with: RotateGesture())
                .onChanged { value in
                    let scale = value.first?.magnification ?? 1, angle = value.second?.rotation ?? 0
                    print("scale", scale, "angle", angle)
                })
        host.root = canvas

        host.send(.touchDown(id: 0, Point(x: 100, y: 100), time: 0), at: 0)
        host.send(.touchMotion(id: 0, Point(x: 160, y: 130), time: 16), at: 16)
        host.send(.touchUp(id: 0, time: 32), at: 32)
        host.drainReports()   // callbacks run here, in order
        // usage-example end
        #expect(position == Point(x: 160, y: 130))
        #expect(offset == .zero)
    }

    @Test func perGestureModifiersOnViews() {
        // usage-example begin
        let host = GestureHost()
        let list = GestureView(frame: GestureRect(x: 0, y: 0, width: 300, height: 400))
        let rows = (0 ..< 3).map { i in
            list.addChild(GestureView(id: i, frame: GestureRect(x: 0, y: Double(i) * 50, width: 300, height: 50)))
        }
        var opened: [Int] = []
        for (i, row) in rows.enumerated() { row.gesture(TapGesture().onEnded { _ in opened.append(i) }) }
        let reorder = list.highPriorityGesture(LongPressGesture().sequenced(before: DragGesture()))
        reorder.isEnabled = false   // until the list is in edit mode
        list.defersSystemGestures(on: .leading)
        host.root = list
        list.view(withID: 2)?.frame.y = 120   // relayout: a running gesture goes on, nothing allocates
        // usage-example end
        host.send(.touchDown(id: 0, Point(x: 100, y: 130), time: 0), at: 0)
        host.send(.touchUp(id: 0, time: 40), at: 40)
        host.send(.touchDown(id: 0, Point(x: 100, y: 110), time: 400), at: 400)
        host.send(.touchUp(id: 0, time: 440), at: 440)
        host.drainReports()
        #expect(opened == [2])   // row 2 moved down to 120; 110 is between the rows
        #expect(!reorder.isActive)
    }

    @Test func nestedScrollViews() {
        // usage-example begin
        let host = GestureHost()
        let pager = GestureView(frame: GestureRect(x: 0, y: 0, width: 300, height: 400))
            .scrollable(.horizontal, contentLength: 900)   // three pages side by side
        var opened: [(page: Int, row: Int)] = []
        for page in 0 ..< 3 {
            let frame = GestureRect(x: Double(page) * 300, y: 0, width: 300, height: 400)
            let list = pager.addChild(GestureView(frame: frame)).scrollable(.vertical, contentLength: 1000)
            list.onScroll { value in print("page", page, "at", value.offset, "of", value.maxOffset) }
            for row in 0 ..< 20 {
                list.addChild(GestureView(frame: GestureRect(x: 0, y: Double(row) * 50, width: 300, height: 50)))
                    .gesture(TapGesture().onEnded { _ in opened.append((page, row)) })
            }
        }
        host.root = pager
        pager.scrollOffset = 300   // the second page
        // usage-example end
        // An upward drag on the second page scrolls its list (past the slop: 100 px), then a tap.
        for (k, y) in [300.0, 260, 220, 180, 160].enumerated() {
            let t = Double(k) * 16
            host.send(
                k == 0
                    ? .touchDown(id: 0, Point(x: 150, y: y), time: UInt32(t))
                    : .touchMotion(id: 0, Point(x: 150, y: y), time: UInt32(t)), at: t)
        }
        host.send(.touchUp(id: 0, time: 400), at: 400)
        host.send(.touchDown(id: 0, Point(x: 100, y: 30), time: 800), at: 800)
        host.send(.touchUp(id: 0, time: 830), at: 830)
        host.drainReports()
        #expect(pager.scrollOffset == 300 && pager.children[1].scrollOffset == 100)
        #expect(opened.count == 1 && opened.first?.page == 1 && opened.first?.row == 2)   // content y 130
    }

    @Test func scrollPhases() {
        let host = GestureHost()
        let list = GestureView(frame: GestureRect(x: 0, y: 0, width: 300, height: 400))
            .scrollable(.vertical, contentLength: 2000)
        host.root = list
        // usage-example begin
        var flings = 0
        list.onScrollPhaseChange { old, new, change in
            if old == .decelerating, new == .idle, change.cancelReason == nil { flings += 1 }   // ran its course
        }
        // usage-example end
        // A fast swipe up flings; the fling runs out; a second one is stopped by a touch.
        for round in 0 ..< 2 {
            let t0 = Double(round) * 10_000
            for k in 0 ... 6 {
                let t = t0 + Double(k) * 10, p = Point(x: 150, y: 300 - Double(k) * 20)
                host.send(
                    k == 0 ? .touchDown(id: 0, p, time: UInt32(t)) : .touchMotion(id: 0, p, time: UInt32(t)), at: t)
            }
            host.send(.touchUp(id: 0, time: UInt32(t0 + 70)), at: t0 + 70)
            #expect(list.isFlinging)
            host.advance(to: t0 + (round == 0 ? 5000 : 100))
        }
        host.send(.touchDown(id: 0, Point(x: 150, y: 200), time: 10_200), at: 10_200)
        host.drainReports()
        #expect(flings == 1 && list.scrollPhase == .idle)
    }

    @Test func pointerShapesStylesAndEffects() {
        // usage-example begin
        let host = GestureHost()
        let canvas = GestureView(frame: GestureRect(x: 0, y: 0, width: 600, height: 300)).pointerStyle(.grabIdle)
        let oval = canvas.addChild(GestureView(id: "oval", frame: GestureRect(x: 20, y: 20, width: 160, height: 100)))
        oval.contentShape(.ellipse).hoverEffect(.lift)   // hit inside its oval only; the pointer hidden
        let link = canvas.addChild(GestureView(id: "link", frame: GestureRect(x: 220, y: 20, width: 80, height: 24)))
        link.pointerStyle(.link).hoverEffect(.highlight)   // a platter stands for the pointer
        let arrow = CustomPointer(
            .polygon([Point(x: 0.5, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]), width: 18, height: 16)
        let tile = canvas.addChild(GestureView(id: "tile", frame: GestureRect(x: 340, y: 20, width: 240, height: 200)))
        tile.hoverEffect(.hover()).pointerStyle(.custom(arrow))   // a pointer the app draws
        tile.pointerRegion { request in PointerRegion(id: "top", rect: GestureRect(x: 0, y: 0, width: 240, height: 100))
        }
        var needle: Point?
        tile.onContinuousHover { phase in if case .active(let p) = phase { needle = p } else { needle = nil } }
        host.root = canvas

        host.send(.pointerEnter(Point(x: 400, y: 50)), at: 0)
        host.drainReports()   // hover listeners run here, with the reports
        print(host.pointerStyle, host.pointerExplanation)   // the cursor to show, and why
        host.advance(to: 400)   // effects spring on the host's clock
        host.forEachHoverEffect { effect in print(effect.kind, effect.progress, effect.values.scale) }

        // usage-example end
        #expect(needle == Point(x: 60, y: 30))
        #expect(host.pointerStyle == .custom(arrow) && host.pointerRegionID == AnyHashable("top"))
        host.send(.pointerMotion(Point(x: 22, y: 22), time: 500), at: 500)   // the oval's corner
        #expect(host.pointerStyle == .grabIdle && needle == Point(x: 60, y: 30))
        host.drainReports()
        #expect(needle == nil)
        host.send(.pointerMotion(Point(x: 100, y: 70), time: 510), at: 510)
        #expect(host.pointerStyle == .hidden && host.pointerViewID == AnyHashable("oval"))
    }

    @Test func regionsWithSharedRecognizers() {
        let headerHeight = 56.0, w = 480.0, h = 800.0, rowHeight = 80.0, now = 0.0
        struct Bar { var x: Double, contentY: Double, width: Double }
        let bars = (0 ..< 14).map { Bar(x: 16, contentY: 72 + Double($0) * 100, width: 448) }
        let contentHeight = 72 + 14 * 100.0, viewportHeight = h - headerHeight
        // architecture-example begin
        let engine = GestureEngine(configuration: .default)   // every default number: GestureConfiguration
        let list = GestureRegionID(0)
        let listRecognizers: [any GestureComposable] = [
            ScrollRecognizer(), PinchRecognizer(), AxisScrollRecognizer(), WheelZoomRecognizer(),
            TouchpadPinchRecognizer(),
        ]
        let rowRecognizers: [any GestureComposable] = [
            TapRecognizer(), TapRecognizer(count: 2), LongPressRecognizer(),
            DragRecognizer(direction: .horizontal), HoverRecognizer(), AxisPanRecognizer(),
        ]
        var regions = [
            GestureRegion(
                id: list, frame: GestureRect(x: 0, y: headerHeight, width: w, height: h - headerHeight),
                gestures: listRecognizers, scrolls: true)
        ]   // the engine owns its scroll offset
        for (i, bar) in bars.enumerated() {
            regions.append(
                GestureRegion(
                    id: GestureRegionID(i + 1), parent: list,
                    frame: GestureRect(x: bar.x, y: bar.contentY, width: bar.width, height: rowHeight),
                    gestures: rowRecognizers))   // the same objects for every row
        }
        engine.setRegions(regions)   // on layout change (allocates)
        engine.setScrollExtent(max: contentHeight - viewportHeight, at: now)
        // While pinching, move rows in place: engine.setFrame(frame, for: id)
        // architecture-example end
        #expect(engine.declaredRegions.count == 15)
        #expect(engine.hitTest(Point(x: 100, y: 300)) == GestureRegionID(3))
    }

    @Test func compositionsOfRecognizers() {
        let host = GestureHost(engine: GestureEngine())
        // architecture-example begin
        // SwiftUI's examples: a tap counter, a press that enables dragging, zoom and turn at once.
        let counter = ComposedGesture.exclusive(
            ComposedGesture.exclusive(TapRecognizer(count: 3), TapRecognizer(count: 2)), TapRecognizer())
        let pressThenDrag = ComposedGesture.sequenced(
            LongPressRecognizer(minimumDuration: 2000), DragRecognizer(minimumDistance: 0))
        let zoomAndTurn = ComposedGesture.simultaneous(
            PinchRecognizer(spread: .any, minimumScaleDelta: 0), RotationRecognizer())

        // Their joint values and lifecycle, from the raw reports; transient state bound to one.
        var drag = ComposedGestureState(pressThenDrag)
        var offset = TransientState(initial: Point.zero)
        let follow = { (e: GestureReport) in
            guard drag.update(with: e) else { return }
            offset.update(with: drag) { v, joint in   // resets when it ends or is cancelled
                if case .sequence(_, let second?) = joint { v = second.report(.drag)?.translation ?? .zero }
            }
        }
        host.drainReports(follow)   // after each batch of input
        // architecture-example end
        // What the example promises: the offset follows the drag only after the 2 s press,
        // and goes back to zero at the lift.
        host.engine.setRegions([
            GestureRegion(
                id: GestureRegionID(1), frame: GestureRect(x: 0, y: 0, width: 400, height: 400),
                gestures: [counter, pressThenDrag, zoomAndTurn])
        ])
        func send(_ e: InputEvent, at t: Double) {
            host.send(e, at: t)
            host.drainReports(follow)
        }
        send(.touchDown(id: 0, Point(x: 100, y: 100), time: 0), at: 0)
        send(.touchFrame, at: 0)
        send(.touchMotion(id: 0, Point(x: 104, y: 100), time: 1000), at: 1000)
        send(.touchFrame, at: 1000)
        #expect(offset.value == .zero)   // moved, but the press has not lasted 2 s
        host.advance(to: 2000)
        host.drainReports(follow)
        send(.touchMotion(id: 0, Point(x: 134, y: 100), time: 2100), at: 2100)
        send(.touchFrame, at: 2100)
        #expect(offset.value == Point(x: 34, y: 0))   // the sequence's movement since the touch-down
        send(.touchUp(id: 0, time: 2200), at: 2200)
        send(.touchFrame, at: 2200)
        #expect(offset.value == .zero)
        #expect(drag.phase == .ended)
    }

    @Test func feedingAHost() {
        let page = GestureView(frame: GestureRect(x: 0, y: 0, width: 400, height: 400))
        var pressed = false
        page.gesture(LongPressGesture().onEnded { _ in pressed = true })
        // usage-example begin
        let host = GestureHost(
            framing: .wayland,   // or .perEvent: no frame events
            animationFrameInterval: 1000 / 60)   // frames while a fling runs
        host.root = page
        func handle(_ event: InputEvent, at now: Double) {
            host.send(event, at: now)   // fires the timers due by `now` first
            host.drainReports()   // the callbacks of every report since the last drain, in order
        }
        func advance(to now: Double) {   // at `nextDeadline`, when no input came first
            host.advance(to: now)
            host.drainReports()
        }
        var nextDeadline: Double? { host.nextDeadline }   // a timer, or the next frame of a fling
        // usage-example end
        handle(.touchDown(id: 0, Point(x: 100, y: 100), time: 0), at: 0)
        handle(.touchFrame, at: 0)
        #expect(nextDeadline == 500 && !pressed)
        advance(to: 500)
        #expect(pressed)
    }

    @Test func mappingReportsToAModel() {
        let row = 2
        var opacities = [Double](repeating: 0.5, count: 4), saved: [GestureID: Double] = [:]
        var offset = 0.0, hovered: Int?, height = 80.0
        let startHeight = height
        func setOpacity(_ row: Int, fromX x: Double) { opacities[row] = x / 480 }
        func setOpacity(_ row: Int, _ value: Double) { opacities[row] = value }
        func opacity(_ row: Int) -> Double { opacities[row] }
        func restore(_ row: Int, _ value: Double?) { if let value { opacities[row] = value } }
        func paint(_ region: GestureRegionID?, fromX x: Double) {
            if let region { opacities[Int(region.rawValue) % 4] = x / 480 }
        }
        func zoom(to h: Double, about p: Point) { height = h }
        // architecture-example begin
        func apply(_ e: GestureReport) {
            switch (e.kind, e.phase) {
            case (.tap, .ended): setOpacity(row, fromX: e.location.x)   // lift point
            case (.doubleTap, .ended): setOpacity(row, 1.0)
            case (.longPress, .began): setOpacity(row, fromX: e.location.x)   // hold point
            case (.longPress, .changed): paint(e.region, fromX: e.location.x)
            case (.drag, .began): saved[e.id] = opacity(row); setOpacity(row, fromX: e.location.x)
            case (.drag, .changed), (.drag, .ended): setOpacity(row, fromX: e.location.x)
            case (.drag, .cancelled): restore(row, saved[e.id])   // Escape, touch cancel, focus loss
            case (.scroll, _), (.fling, _), (.wheel, _), (.axisScroll, _):
                offset = e.scrollOffset   // engine-owned, clamped
            case (.pinch, .changed): zoom(to: startHeight * e.verticalScale, about: e.location)
            case (.hover, .began), (.hover, .changed): hovered = row
            default: break
            }
        }
        // architecture-example end
        apply(
            GestureReport(
                kind: .tap, phase: .ended, id: GestureID(rawValue: 1), sequence: .touch(0), source: .touch,
                time: 0, location: Point(x: 120, y: 300)))
        #expect(opacities[row] == 0.25 && offset == 0 && hovered == nil && height == 80)
        apply(
            GestureReport(
                kind: .doubleTap, phase: .ended, id: GestureID(rawValue: 2), sequence: .touch(0),
                source: .touch, time: 0))
        #expect(opacities[row] == 1)
    }
}
