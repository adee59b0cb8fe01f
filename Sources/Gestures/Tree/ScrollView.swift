/// Where a scroll view is: what `onScroll` hears.
public struct ScrollValue: Hashable, Sendable {
    public var axis: Axis
    /// How far the content is scrolled (px), from 0 to `maxOffset`.
    public var offset: Double
    /// Content length − the view's length on the axis (≥ 0).
    public var maxOffset: Double
}

/// Whether a scroll view is scrolling and what moves it (SwiftUI's `ScrollPhase`), as
/// `GestureView.onScrollPhaseChange` hears it.
///
/// Ours has no `.tracking` (a touch is a scroll only once it moves past its slop; until then
/// it may still be a row's tap) and no `.animating` (setting `scrollOffset` jumps).
public enum ScrollPhase: Hashable, Sendable {
    /// Nothing moves it.
    case idle
    /// A drag (touch or mouse), a touchpad run or a wheel click of its own moves it. A wheel
    /// click has no duration: it is `.interacting` and `.idle` again at the same time.
    case interacting
    /// Its fling moves it: one it started when released, or one a scroll view inside it
    /// handed on at its edge.
    case decelerating

    /// Whether it moves (any phase but `.idle`).
    public var isScrolling: Bool { self != .idle }
}

/// What changed a scroll view's phase.
public struct ScrollPhaseChangeContext: Hashable, Sendable {
    /// When it changed.
    public var time: GestureTime
    /// What moved it in the phase that ended, or moves it in the one that began: `.touch`,
    /// `.mouse`, `.wheel`, `.touchpad`, or `.animation` for its fling.
    public var source: GestureSource
    /// Why the phase that ended was cut short (a drag cancelled, a fling stopped by a touch),
    /// nil when it ran its course.
    public var cancelReason: CancelReason?
}

/// A scroll view's own parts: what it declares and what it told.
final class ScrollingState {
    let axis: Axis
    var contentLength: Double
    /// Its gestures, one each per view: made once, so that recompiling keeps them.
    let recognizers: [any GestureComposable] = [ScrollRecognizer(), AxisScrollRecognizer()]
    /// An offset the app set while no host ran the view, applied when one compiles it.
    var pendingOffset: Double?
    var onScroll: ((ScrollValue) -> Void)?
    /// What `onScroll` last heard (nil: nothing yet).
    var told: ScrollValue?
    var onPhaseChange: ((ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void)?
    /// The phase `onPhaseChange` last heard.
    var phase = ScrollPhase.idle
    /// Its own drags and touchpad runs in progress, and whether its fling runs, as the
    /// host's reports so far say.
    var interactions = 0
    var flinging = false

    /// The phase the reports so far put it in.
    var reportedPhase: ScrollPhase { interactions > 0 ? .interacting : flinging ? .decelerating : .idle }

    init(axis: Axis, contentLength: Double) {
        self.axis = axis
        self.contentLength = contentLength
    }

    /// The view's length on the axis: what shows of the content.
    func viewport(_ frame: GestureRect) -> Double { axis == .vertical ? frame.height : frame.width }
}

extension GestureView {
    /// Makes this view scroll its children on `axis` over `contentLength` px (SwiftUI's
    /// `ScrollView(axis)`): they keep their frames in its content, which moves by the view's
    /// offset, dragged (touch or mouse), flung, wheeled or touchpad-scrolled.
    ///
    /// ```swift
    /// let pager = GestureView(frame: GestureRect(x: 0, y: 0, width: 300, height: 400))
    ///     .scrollable(.horizontal, contentLength: 900)
    /// for page in 0 ..< 3 {
    ///     let list = pager.addChild(GestureView(frame: GestureRect(x: Double(page) * 300, y: 0, width: 300, height: 400)))
    ///         .scrollable(.vertical, contentLength: 2000)
    ///         .onScroll { value in print("page", page, "at", value.offset) }
    ///     list.addChild(GestureView(frame: GestureRect(x: 0, y: 0, width: 300, height: 50)))
    ///         .gesture(TapGesture().onEnded { _ in open(page) })
    /// }
    /// host.root = pager
    /// pager.scrollOffset = 300   // the second page; a fling in progress stops
    /// ```
    ///
    /// Scroll views nest. A drag goes to the one whose axis its angle is in (the configuration's
    /// cones, as for a drag: `DragGesture(direction:)`); of two on the same axis the inner one
    /// takes it, and what it cannot take at its edge scrolls the outer one — the same drag, and a
    /// fling's speed left when it reaches the edge. The wheel and the touchpad chain the same way.
    @discardableResult
    public func scrollable(_ axis: Axis, contentLength: Double) -> GestureView {
        if let s = scrolling, s.axis == axis {
            self.contentLength = contentLength
            return self
        }
        scrolling = ScrollingState(axis: axis, contentLength: contentLength)
        structureChanged()
        return self
    }

    /// Runs `action` with the new offset whenever it moved, whatever moved it (a drag, a
    /// fling, the wheel, a scroll view inside handing on, the app), as the host's reports
    /// are drained.
    @discardableResult
    public func onScroll(_ action: @escaping (ScrollValue) -> Void) -> GestureView {
        scrolling?.onScroll = action
        return self
    }

    /// Runs `action` with the old and the new phase whenever its phase changes (SwiftUI's
    /// `onScrollPhaseChange`), in order with the gestures' callbacks, as the host's reports
    /// are drained.
    ///
    /// ```swift
    /// list.onScrollPhaseChange { old, new in
    ///     if old == .decelerating, new == .idle { loadMore() }
    /// }
    /// ```
    ///
    /// Each scroll view has its own phase, from its own gestures and fling: a drag that a
    /// scroll view inside hands on at its edge keeps the inner one `.interacting` and moves
    /// this one's offset (`onScroll`) without a phase, until a fling is handed on to it.
    @discardableResult
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> GestureView {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    /// `onScrollPhaseChange(_:)` with what changed it: the time, the source, and a cancel's
    /// reason.
    @discardableResult
    public func onScrollPhaseChange(
        _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
    ) -> GestureView {
        scrolling?.onPhaseChange = action
        return self
    }

    /// Its phase as `onScrollPhaseChange` last told it (`.idle` when it does not scroll).
    public var scrollPhase: ScrollPhase { scrolling?.phase ?? .idle }

    /// The axis it scrolls on, nil when it does not scroll.
    public var scrollAxis: Axis? { scrolling?.axis }

    /// Its content's length on its axis (px); changing it keeps a gesture in progress going.
    public var contentLength: Double {
        get { scrolling?.contentLength ?? 0 }
        set {
            guard let s = scrolling, s.contentLength != newValue else { return }
            s.contentLength = newValue
            tree?.scrollRangeChanged(self)
        }
    }

    /// How far its content is scrolled (px on its axis, from 0 to `contentLength` − its
    /// length). Setting it jumps there (clamped), stopping its fling.
    public var scrollOffset: Double {
        get {
            guard let s = scrolling else { return 0 }
            if let tree, let id = bodyID, let o = tree.engine.scrollOffset(of: id) { return o }
            return s.pendingOffset ?? 0
        }
        set {
            guard let s = scrolling else { return }
            if let tree, let id = bodyID, tree.engine.scrollOffset(of: id) != nil {
                tree.host.setScrollOffset(newValue, of: id, at: tree.host.now)
            } else {
                s.pendingOffset = newValue
            }
        }
    }

    /// Whether its fling runs (it moves on the host's clock: an app draws frames meanwhile).
    public var isFlinging: Bool {
        guard scrolling != nil, let tree, let id = bodyID else { return false }
        let k = tree.engine.scroller(of: id)
        return k >= 0 && tree.engine.regions.scrollers[Int(k)].fling.active
    }

    /// How far its children have moved: its offset, on its axis.
    var contentShift: Point {
        guard let s = scrolling else { return .zero }
        let o = scrollOffset
        return s.axis == .vertical ? Point(x: 0, y: o) : Point(x: o, y: 0)
    }
}
