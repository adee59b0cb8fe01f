// The virtual clock: long-press deadlines and the fling, both run on the `now` the app gives.

extension GestureEngine {
    func runTimers() {
        if heldTap.active, heldTap.waitingSlot < 0, heldTap.deadline <= currentTime {
            acceptHeldTap(time: heldTap.deadline)
        }
        for i in slots.indices
        where slots[i].state == .pending && slots[i].members.longPress >= 0
            && slots[i].longPressDeadline <= currentTime && !slots[i].lifted {
            fireLongPress(i)
        }
        stepFling()
    }

    func earliestDeadline() -> Double? {
        var t = Double.infinity
        for i in slots.indices where slots[i].state == .pending && slots[i].members.longPress >= 0 {
            t = min(t, slots[i].longPressDeadline)
        }
        if fling.active { t = min(t, fling.simulation.endTime) }
        if heldTap.active, heldTap.waitingSlot < 0 { t = min(t, heldTap.deadline) }
        return t.isFinite ? t : nil
    }

    func countActiveGestures() -> Int {
        var n = 0
        for i in slots.indices where slots[i].gestureActive { n += 1 }
        if scrollGroup.active { n += 1 }
        if pinchGroup.active { n += 1 }
        if pinchGroup.active && pinchGroup.rotationActive { n += 1 }
        if fling.active { n += 1 }
        if hover.active { n += 1 }
        if axisRun.active && axisRun.gestureActive { n += 1 }
        if touchpadPinch.active { n += 1 }
        return n
    }
}
