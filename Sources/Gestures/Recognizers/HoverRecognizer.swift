// Pointer hover: began when the pointer enters a region with `.hover`, changed on motion and
// on modifier changes, ended when it leaves that region (or the surface). Re-evaluated after
// every call, so content scrolling under a still pointer moves the hover too.

extension GestureEngine {
    func updateHover() {
        // Nothing that decides the hover changed since the last look: skip the hit test.
        if pointerLocation == hover.checkedLocation, scrollOffset == hover.checkedOffset,
           regionsVersion == hover.checkedRegions {
            return
        }
        hover.checkedLocation = pointerLocation
        hover.checkedOffset = scrollOffset
        hover.checkedRegions = regionsVersion
        let r: Int32
        if let p = pointerLocation { r = Int32(regionWith(.hover, at: p)) } else { r = -1 }
        let p = pointerLocation ?? hover.last
        if hover.active && hover.region != r {
            emit(.hover, .ended, id: hover.id, sequence: .pointer, source: .mouse, region: hover.region,
                 location: p, start: hover.start, translation: p - hover.start)
            hover.active = false
        }
        guard r >= 0 else { return }
        if !hover.active {
            hover.active = true; hover.id = newGestureID(); hover.region = r
            hover.start = p; hover.last = p
            emit(.hover, .began, id: hover.id, sequence: .pointer, source: .mouse, region: r,
                 location: p, start: p)
        } else if p != hover.last {
            emit(.hover, .changed, id: hover.id, sequence: .pointer, source: .mouse, region: r,
                 location: p, start: hover.start, translation: p - hover.start, delta: p - hover.last)
            hover.last = p
        }
    }

    func hoverModifiersChanged() {
        guard hover.active else { return }
        emit(.hover, .changed, id: hover.id, sequence: .pointer, source: .mouse, region: hover.region,
             location: hover.last, start: hover.start, translation: hover.last - hover.start)
    }

    func cancelHover(_ reason: CancelReason) {
        guard hover.active else { return }
        hover.active = false
        emit(.hover, .cancelled, id: hover.id, sequence: .pointer, source: .mouse, region: hover.region,
             location: hover.last, start: hover.start, reason: reason)
    }
}
