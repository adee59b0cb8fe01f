import Foundation

/// Compares two state snapshots (the JSON of docs/DESIGN.md) from `replay` and from the live app.
///
/// Documented tolerances, and why:
/// - `gestures[].time` is the clock the app was given: the trace's virtual clock in replay,
///   CLOCK_MONOTONIC live. Those are compared relative to the first gesture, within
///   `relativeTimeToleranceMs` (the live app stamps some gestures at its next frame, ≤ 1 frame
///   late, and events arrive a few ms late) plus the playback's measured lateness: on a
///   loaded machine the compositor sends an event up to `maxLatenessMs` after its time.
/// - `scrollOffset` may differ by `scrollOffsetTolerance` px (1 px unless the caller says
///   otherwise): the live app's clock is real, so a fling it animates is sampled at other
///   moments than replay's virtual frames. Fixtures where a touch stops a fling at a
///   real-time moment get a tolerance scaled by the measured scheduling lateness
///   (`AppWireTests.realTimeDependent`).
/// Everything else must be equal.
struct StateComparison {
    static let relativeTimeToleranceMs = 50.0

    /// Human-readable differences; empty when the states agree within the tolerances.
    var differences: [String] = []
    /// |replay − live| scroll offset when it is within tolerance (pixels may be that many rows off).
    var scrollOffsetDelta = 0.0
    let scrollOffsetTolerance: Double

    init(replay: String, live: String, scrollOffsetTolerance: Double = 1.0, playbackLatenessMs: Double = 0) throws {
        self.scrollOffsetTolerance = scrollOffsetTolerance
        let timeTolerance = Self.relativeTimeToleranceMs + max(0, playbackLatenessMs)
        guard var a = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: replay))) as? [String: Any],
              var b = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: live))) as? [String: Any] else {
            differences.append("a state file is not a JSON object")
            return
        }
        let timesA = Self.takeGestureTimes(&a), timesB = Self.takeGestureTimes(&b)
        if timesA.count == timesB.count, let a0 = timesA.first, let b0 = timesB.first {
            for (i, (ta, tb)) in zip(timesA, timesB).enumerated() {
                let drift = abs((ta - a0) - (tb - b0))
                if drift > timeTolerance {
                    differences.append("gestures[\(i)].time: \(ta - a0) ms after the first in replay, \(tb - b0) ms live")
                }
            }
        }
        compare(a, b, path: "")
    }

    private static func takeGestureTimes(_ state: inout [String: Any]) -> [Double] {
        guard var gestures = state["gestures"] as? [[String: Any]] else { return [] }
        var times: [Double] = []
        for i in gestures.indices {
            if let t = gestures[i].removeValue(forKey: "time") as? NSNumber { times.append(t.doubleValue) }
        }
        state["gestures"] = gestures
        return times
    }

    private mutating func compare(_ a: Any, _ b: Any, path: String) {
        switch (a, b) {
        case let (x as [String: Any], y as [String: Any]):
            for key in Set(x.keys).union(y.keys).sorted() {
                let sub = path.isEmpty ? key : "\(path).\(key)"
                guard let xv = x[key], let yv = y[key] else {
                    differences.append("\(sub): only in \(x[key] == nil ? "live" : "replay")")
                    continue
                }
                compare(xv, yv, path: sub)
            }
        case let (x as [Any], y as [Any]):
            if x.count != y.count { differences.append("\(path): \(x.count) entries in replay, \(y.count) live") }
            for i in 0 ..< min(x.count, y.count) { compare(x[i], y[i], path: "\(path)[\(i)]") }
        case let (x as NSNumber, y as NSNumber):
            let dx = x.doubleValue, dy = y.doubleValue
            if dx == dy { return }
            if path == "scrollOffset", abs(dx - dy) <= scrollOffsetTolerance {
                scrollOffsetDelta = abs(dx - dy)
                return
            }
            differences.append("\(path): \(dx) in replay, \(dy) live")
        case let (x as String, y as String):
            if x != y { differences.append("\(path): \"\(x)\" in replay, \"\(y)\" live") }
        default:
            if "\(a)" != "\(b)" { differences.append("\(path): \(a) in replay, \(b) live") }
        }
    }
}
