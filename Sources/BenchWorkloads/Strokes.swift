import Foundation
import Gestures

/// One finger's (or the mouse's) path from press to lift, with the compositor's millisecond
/// event times: what a velocity estimate is read from at the lift.
public struct Stroke: Sendable {
    public enum Device: Sendable { case touch, mouse }

    public struct Sample: Sendable {
        public var time: UInt32
        public var position: Point
        public init(time: UInt32, position: Point) { self.time = time; self.position = position }
    }

    /// Where it comes from (`file#n` or the stroke's own name).
    public var name: String
    public var device: Device
    /// The press, then every motion, in order.
    public var samples: [Sample]
    public var liftTime: UInt32

    public init(name: String, device: Device, samples: [Sample], liftTime: UInt32) {
        self.name = name; self.device = device; self.samples = samples; self.liftTime = liftTime
    }

    /// The strokes of a `.strokes` file: `stroke NAME` opens one, then one event a line,
    /// `down|move|up TIME_MS X Y`; `#` starts a comment.
    public static func parse(contents: String, file: String) throws -> [Stroke] {
        var strokes: [Stroke] = []
        var open: Stroke?
        for (index, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(separator: " ")
            guard let keyword = words.first else { continue }
            func fail(_ reason: String) -> StrokeFileError {
                StrokeFileError(file: file, line: index + 1, reason: reason)
            }
            if keyword == "stroke" {
                guard words.count == 2 else { throw fail("expected `stroke NAME`") }
                if open != nil { throw fail("stroke \(open!.name) has no `up`") }
                open = Stroke(name: String(words[1]), device: .touch, samples: [], liftTime: 0)
                continue
            }
            guard ["down", "move", "up"].contains(keyword) else { throw fail("unknown event `\(keyword)`") }
            guard words.count == 4, let t = UInt32(words[1]), let x = Double(words[2]), let y = Double(words[3]),
                x.isFinite, y.isFinite
            else { throw fail("expected `\(keyword) TIME_MS X Y`") }
            guard var stroke = open else { throw fail("`\(keyword)` outside a stroke") }
            switch keyword {
            case "down":
                guard stroke.samples.isEmpty else { throw fail("a second `down` in stroke \(stroke.name)") }
                stroke.samples.append(Sample(time: t, position: Point(x: x, y: y)))
                open = stroke
            case "move":
                guard !stroke.samples.isEmpty else { throw fail("`move` before `down` in stroke \(stroke.name)") }
                stroke.samples.append(Sample(time: t, position: Point(x: x, y: y)))
                open = stroke
            default:
                guard !stroke.samples.isEmpty else { throw fail("`up` before `down` in stroke \(stroke.name)") }
                stroke.liftTime = t
                strokes.append(stroke)
                open = nil
            }
        }
        if let open { throw StrokeFileError(file: file, line: 0, reason: "stroke \(open.name) has no `up`") }
        return strokes
    }

    /// The strokes in a stream of input events (a recorded trace's): every touch that was the
    /// only one down from its press to its lift, and every drag with the primary button.
    /// Cancelled touches and touches that overlapped another are left out.
    public static func strokes(in events: [InputEvent], name: String) -> [Stroke] {
        var strokes: [Stroke] = []
        var touch: (id: Int32, stroke: Stroke)?
        var touchesDown = 0, overlapped = false
        var pointer = Point.zero
        var mouse: Stroke?
        func named(_ s: Stroke) -> Stroke {
            var s = s
            s.name = "\(name)#\(strokes.count + 1)"
            return s
        }
        for e in events {
            switch e {
            case .touchDown(let id, let p, let time):
                touchesDown += 1
                if touchesDown == 1 {
                    overlapped = false
                    touch = (
                        id,
                        Stroke(name: name, device: .touch, samples: [Sample(time: time, position: p)], liftTime: time)
                    )
                } else {
                    overlapped = true
                }
            case .touchMotion(let id, let p, let time):
                if touch?.id == id { touch?.stroke.samples.append(Sample(time: time, position: p)) }
            case .touchUp(let id, let time):
                touchesDown = max(0, touchesDown - 1)
                if let t = touch, t.id == id {
                    if !overlapped {
                        var s = t.stroke
                        s.liftTime = time
                        strokes.append(named(s))
                    }
                    touch = nil
                }
            case .touchCancel:
                touch = nil; touchesDown = 0
            case .pointerEnter(let p):
                pointer = p
            case .pointerLeave:
                mouse = nil
            case .pointerMotion(let p, let time):
                pointer = p
                mouse?.samples.append(Sample(time: time, position: p))
            case .pointerButton(let button, let pressed, let time) where button == .primary:
                if pressed {
                    mouse = Stroke(
                        name: name, device: .mouse, samples: [Sample(time: time, position: pointer)], liftTime: time)
                } else if var s = mouse {
                    s.liftTime = time
                    if s.samples.count > 1 { strokes.append(named(s)) }
                    mouse = nil
                }
            default:
                break
            }
        }
        return strokes
    }
}

/// A line of a `.strokes` file that does not parse.
public struct StrokeFileError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var reason: String
    public init(file: String, line: Int, reason: String) { self.file = file; self.line = line; self.reason = reason }
    public var description: String { line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)" }
}
