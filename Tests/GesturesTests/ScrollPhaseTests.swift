import Testing

@testable import Gestures

/// A scroll view's phase (`onScrollPhaseChange`): idle, interacting while a drag, a touchpad
/// run or a wheel click of its own moves it, decelerating while its fling runs; each scroll
/// view of a tree its own.
@Suite struct ScrollPhaseTests {
    typealias Input = NestedScrollTests.Input

    /// One phase change as a scroll view heard it.
    struct Change: Equatable, CustomStringConvertible {
        var old: ScrollPhase
        var new: ScrollPhase
        var source: GestureSource
        var cancel: CancelReason?
        var time: Double
        var description: String { "\(old)→\(new) \(source) \(cancel.map { "\($0)" } ?? "") @\(time)" }
    }

    /// The phase changes `view` hears, and what its `scrollPhase` says at each.
    final class Recorder {
        var changes: [Change] = []
        var phases: [(old: ScrollPhase, new: ScrollPhase)] = []
        init(_ view: GestureView) {
            view.onScrollPhaseChange { [unowned self, unowned view] old, new, c in
                #expect(view.scrollPhase == new)
                changes.append(
                    Change(old: old, new: new, source: c.source, cancel: c.cancelReason, time: c.time.milliseconds))
            }
        }
        var path: [ScrollPhase] { changes.first.map { [$0.old] + changes.map(\.new) } ?? [] }
    }

    /// A vertical list 300 × 400, 2000 long, on a host with Wayland framing.
    final class List {
        let input = Input()
        let list = GestureView(id: "list", frame: NestedScrollTests.rect(0, 0, 300, 400))
            .scrollable(.vertical, contentLength: 2000)
        let recorder: Recorder
        init() {
            recorder = Recorder(list)
            input.host.root = list
        }
        /// A drag up of 100 px in 10 ms steps, fast enough to fling when `fast`.
        func flick(fast: Bool) {
            input.down(Point(x: 150, y: 300), after: 10)
            for k in 1 ... 10 { input.move(Point(x: 150, y: 300 - Double(k) * 10), after: fast ? 10 : 200) }
            input.up(after: fast ? 10 : 400)
        }
    }

    @Test func aDragWithoutAFlingInteractsThenIdles() {
        let s = List()
        s.flick(fast: false)
        let lift = s.input.t
        #expect(s.recorder.path == [.idle, .interacting, .idle])
        #expect(s.recorder.changes.map(\.source) == [.touch, .touch])
        #expect(s.recorder.changes.last?.time == lift && s.recorder.changes.last?.cancel == nil)
        #expect(s.list.scrollOffset > 0)
        #expect(!s.input.host.isAnimating)
    }

    @Test func aFlingDeceleratesThenIdlesWhenItStops() {
        let s = List()
        s.flick(fast: true)
        let lift = s.input.t
        #expect(s.recorder.path == [.idle, .interacting, .decelerating])
        #expect(s.recorder.changes.last == Change(old: .interacting, new: .decelerating, source: .touch, time: lift))
        #expect(s.list.isFlinging)
        while s.input.host.isAnimating { s.input.advance(to: s.input.t + 16) }
        #expect(s.recorder.path == [.idle, .interacting, .decelerating, .idle])
        #expect(s.recorder.changes.last?.source == .animation && s.recorder.changes.last?.cancel == nil)
        #expect(s.list.scrollOffset > 200)
    }

    @Test func aTouchStopsTheFlingAndItsPhase() {
        let s = List()
        s.flick(fast: true)
        s.input.advance(to: s.input.t + 50)
        s.input.down(Point(x: 150, y: 200))
        let down = s.input.t
        #expect(
            s.recorder.changes.last
                == Change(old: .decelerating, new: .idle, source: .animation, cancel: .interrupted, time: down))
        #expect(!s.list.isFlinging)
        s.input.move(Point(x: 150, y: 170))   // the same touch drags on: interacting again
        #expect(s.list.scrollPhase == .interacting)
    }

    @Test func aMouseDragInteractsToo() {
        let s = List()
        let i = s.input
        i.pointer(at: Point(x: 150, y: 300))
        i.t += 16
        i.send(.pointerButton(button: .primary, pressed: true, time: i.time), .pointerFrame)
        for k in 1 ... 5 {
            i.t += 200
            i.send(.pointerMotion(Point(x: 150, y: 300 - Double(k) * 20), time: i.time), .pointerFrame)
        }
        i.t += 400
        i.send(.pointerButton(button: .primary, pressed: false, time: i.time), .pointerFrame)
        #expect(s.recorder.path == [.idle, .interacting, .idle])
        #expect(s.recorder.changes.map(\.source) == [.mouse, .mouse])
    }

    @Test func aWheelClickInteractsAndIdlesAtOnce() {
        let s = List()
        s.input.pointer(at: Point(x: 150, y: 200))
        s.input.wheel(.vertical, 40)
        let click = s.input.t
        #expect(
            s.recorder.changes == [
                Change(old: .idle, new: .interacting, source: .wheel, time: click),
                Change(old: .interacting, new: .idle, source: .wheel, time: click),
            ])
        #expect(s.list.scrollOffset == 40)
    }

    @Test func aTouchpadRunInteractsAndFlingsWhenFast() {
        let slow = List()
        slow.input.pointer(at: Point(x: 150, y: 200))
        for _ in 0 ..< 5 {
            slow.input.t += 200
            slow.input.touchpad(dy: 2)   // 10 px/s: below the fling's minimum
        }
        slow.input.touchpadStop()
        #expect(slow.recorder.path == [.idle, .interacting, .idle])
        #expect(slow.recorder.changes.map(\.source) == [.touchpad, .touchpad])

        let fast = List()
        fast.input.pointer(at: Point(x: 150, y: 200))
        for _ in 0 ..< 10 { fast.input.touchpad(dy: 20) }
        fast.input.touchpadStop()
        let stop = fast.input.t
        #expect(fast.recorder.path == [.idle, .interacting, .decelerating])
        #expect(fast.recorder.changes.last?.time == stop)
        fast.input.advance(to: fast.input.t + 5000)
        #expect(fast.recorder.path == [.idle, .interacting, .decelerating, .idle])
    }

    @Test func aCancelledDragIdlesWithItsReason() {
        let s = List()
        s.input.down(Point(x: 150, y: 300))
        s.input.move(Point(x: 150, y: 250))
        #expect(s.list.scrollPhase == .interacting)
        s.input.t += 16
        s.input.send(.touchCancel)
        #expect(
            s.recorder.changes.last
                == Change(old: .interacting, new: .idle, source: .touch, cancel: .touchCancel, time: s.input.t))
        #expect(!s.input.host.isAnimating)
    }

    // MARK: Nested: each view its own phase

    /// A list in a list, each heard; the inner one 50 px from its edge, and a finger dragging
    /// up on it at 1000 px/s to `y`, still down.
    static func dragUpInListInList(to y: Double) -> (NestedScrollTests.ListInList, inner: Recorder, outer: Recorder) {
        let s = NestedScrollTests.ListInList()
        let inner = Recorder(s.inner), outer = Recorder(s.outer)
        s.inner.scrollOffset = 150
        s.input.down(Point(x: 150, y: 280), after: 10)
        for y in stride(from: 270.0, through: y, by: -10) { s.input.move(Point(x: 150, y: y), after: 10) }
        return (s, inner, outer)
    }

    @Test func theDragHandedOnAtTheEdgeKeepsEachViewsOwnPhase() {
        let (s, inner, outer) = Self.dragUpInListInList(to: 160)
        let i = s.input
        #expect(s.inner.scrollOffset == 200 && s.outer.scrollOffset > 0)   // handed on
        #expect(inner.path == [.idle, .interacting] && outer.changes.isEmpty)
        i.up(after: 10)   // fast at the inner edge: the fling goes to the outer at once
        #expect(inner.path == [.idle, .interacting, .idle])
        #expect(outer.path == [.idle, .decelerating])
        i.advance(to: i.t + 5000)
        #expect(outer.path == [.idle, .decelerating, .idle])
        #expect(inner.changes.count == 2)
    }

    @Test func aFlingCarriedOnToTheOuterMovesItsPhaseWhenTheInnerStops() {
        let (s, inner, outer) = Self.dragUpInListInList(to: 220)
        let i = s.input
        i.up(after: 10)
        #expect(inner.path == [.idle, .interacting, .decelerating] && outer.changes.isEmpty)
        while i.host.isAnimating { i.advance(to: i.t + 16) }
        #expect(inner.path == [.idle, .interacting, .decelerating, .idle])
        #expect(outer.path == [.idle, .decelerating, .idle])
        // The outer begins where the inner stops, in the same frame.
        #expect(inner.changes.last?.time == outer.changes.first?.time)
    }
}
