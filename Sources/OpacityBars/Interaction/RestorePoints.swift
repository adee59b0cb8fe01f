/// The opacity a cancel puts a bar back to, shared by every opacity gesture on that bar.
///
/// Gestures can overlap on one bar (a mouse drag while a touchpad run pans it, two fingers
/// painting across it). Each remembering "the opacity before me" gets overlapping cancels
/// wrong: the later gesture's "before" already holds the earlier one's uncommitted change,
/// and a cancel in the wrong order leaves it behind. One restore point per bar, taken when
/// the first gesture takes hold of it and moved forward only when one of them ends (a
/// commit), makes cancelling them all, in any order, give back what the bar had.
struct RestorePoints {
    private struct Restore { var opacity: Double; var holders: Int }
    private var points: [Int: Restore] = [:]

    var isEmpty: Bool { points.isEmpty }

    /// A gesture starts changing `bar`.
    mutating func hold(_ bar: Int, model: AppModel) {
        if var point = points[bar] {
            point.holders += 1
            points[bar] = point
        } else {
            points[bar] = Restore(opacity: model.bars[bar].opacity, holders: 1)
        }
    }

    /// A gesture holding `bar` is done: cancelled, the bar goes back to the restore point;
    /// ended, its result is what the gestures still holding the bar go back to.
    mutating func release(_ bar: Int, cancelled: Bool, model: inout AppModel) {
        guard var point = points[bar] else { return }
        if cancelled {
            model.setOpacity(ofBar: bar, to: point.opacity)
        } else {
            point.opacity = model.bars[bar].opacity
        }
        point.holders -= 1
        points[bar] = point.holders > 0 ? point : nil
    }
}
