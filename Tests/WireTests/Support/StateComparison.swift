import Foundation

/// Compares two state snapshots (the JSON of docs/DESIGN.md) from `replay` and from the live
/// app, exactly: every value, gesture times included. The live app follows the fixture
/// compositor's virtual clock (`--clock compositor`), so it sees each event at the instant
/// replay gives it and its timers and animations step through the same deadlines; nothing
/// about it depends on how late the machine delivered an event.
struct StateComparison {
    /// Human-readable differences; empty when the states are equal.
    var differences: [String] = []

    init(replay: String, live: String) throws {
        guard
            let a = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: replay)))
                as? [String: Any],
            let b = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: live)))
                as? [String: Any]
        else {
            differences.append("a state file is not a JSON object")
            return
        }
        compare(a, b, path: "")
    }

    private mutating func compare(_ a: Any, _ b: Any, path: String) {
        switch (a, b) {
        case (let x as [String: Any], let y as [String: Any]):
            for key in Set(x.keys).union(y.keys).sorted() {
                let sub = path.isEmpty ? key : "\(path).\(key)"
                guard let xv = x[key], let yv = y[key] else {
                    differences.append("\(sub): only in \(x[key] == nil ? "live" : "replay")")
                    continue
                }
                compare(xv, yv, path: sub)
            }
        case (let x as [Any], let y as [Any]):
            if x.count != y.count { differences.append("\(path): \(x.count) entries in replay, \(y.count) live") }
            for i in 0 ..< min(x.count, y.count) { compare(x[i], y[i], path: "\(path)[\(i)]") }
        case (let x as NSNumber, let y as NSNumber):
            if x.doubleValue != y.doubleValue {
                differences.append("\(path): \(x.doubleValue) in replay, \(y.doubleValue) live")
            }
        case (let x as String, let y as String):
            if x != y { differences.append("\(path): \"\(x)\" in replay, \"\(y)\" live") }
        default:
            if "\(a)" != "\(b)" { differences.append("\(path): \(a) in replay, \(b) live") }
        }
    }
}
