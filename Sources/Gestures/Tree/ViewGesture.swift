/// How a view's gesture ranks against the gestures inside the view.
enum GestureRank: Int, Comparable {
    /// `highPriorityGesture`: wins over them.
    case high
    /// `simultaneousGesture`: runs with them.
    case simultaneous
    /// `gesture`: competes with them; they win a tie.
    case normal

    static func < (a: GestureRank, b: GestureRank) -> Bool { a.rawValue < b.rawValue }
}

/// A gesture attached to a view: what `gesture(_:including:)` and its siblings return. Keep
/// it to switch the gesture on and off or change its mask without rebuilding the tree; its
/// type is the same whatever the gesture, so it is stored without spelling one
/// (`var drag: ViewGesture`). The gesture's values reach its callbacks.
public final class ViewGesture: ReportTaker {
    let instance: any GestureInstance
    let rank: GestureRank
    /// What stays enabled: this gesture, the views inside, both or neither.
    public var mask: GestureMask {
        didSet { if mask != oldValue { view?.structureChanged() } }
    }
    /// A disabled gesture takes no new input (one it already runs finishes); the views
    /// inside are not affected.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { view?.structureChanged() } }
    }
    /// Unowned, as `GestureView.parent` is; the view clears it when it goes.
    public private(set) unowned(safe) var view: GestureView?
    /// The region its layer of the view was compiled into, when it is the outermost of it;
    /// given once per host so that recompiling keeps running sequences in place.
    var layerID: GestureRegionID?

    init(_ gesture: some Gesture, rank: GestureRank, mask: GestureMask, view: GestureView) {
        instance = gesture.makeAnyInstance()
        self.rank = rank
        self.mask = mask
        self.view = view
        instance.placed(in: view)
    }

    /// Whether it runs: it changed and has not ended or been cancelled.
    public var isActive: Bool { instance.isActive }
    /// It runs or still holds its input.
    var isRunning: Bool { instance.isActive || instance.isHolding }

    var composable: any GestureComposable { instance.composable }
    func viewWentAway() {
        view = nil
        instance.placed(in: nil)
    }
    func attached(to host: GestureHost) { instance.attached(to: host) }
    func collectRecognizers(into ids: inout [ObjectIdentifier]) { instance.collectRecognizers(into: &ids) }

    /// Reports come in window coordinates; the gesture's values are in its view's.
    func takeReport(_ report: GestureReport) {
        guard let view else {
            _ = instance.take(report)
            return
        }
        let o = view.originInWindow
        var r = report
        r.location = Point(x: r.location.x - o.x, y: r.location.y - o.y)
        r.startLocation = Point(x: r.startLocation.x - o.x, y: r.startLocation.y - o.y)
        r.predictedEndLocation = Point(x: r.predictedEndLocation.x - o.x, y: r.predictedEndLocation.y - o.y)
        _ = instance.take(r)
    }
}
