import Drawing

/// Compares the replay's PNG with what the fixture compositor had on screen, exactly: the
/// live app's state equals replay's (`StateComparison`), so its frame must too.
struct PixelComparison {
    var sizeMatches: Bool
    var differingPixels = 0
    var firstDifference: (x: Int, y: Int, replay: UInt32, live: UInt32)?

    var isEqual: Bool { sizeMatches && differingPixels == 0 }

    init(replay: Canvas, live: Canvas) {
        sizeMatches = replay.width == live.width && replay.height == live.height
        guard sizeMatches else { return }
        for y in 0 ..< live.height {
            for x in 0 ..< live.width where replay.pixel(x: x, y: y) != live.pixel(x: x, y: y) {
                differingPixels += 1
                if firstDifference == nil { firstDifference = (x, y, replay.pixel(x: x, y: y), live.pixel(x: x, y: y)) }
            }
        }
    }

    var description: String {
        if !sizeMatches { return "sizes differ" }
        guard let d = firstDifference else { return "equal" }
        return "\(differingPixels) pixels differ; first at (\(d.x), \(d.y)): replay 0x\(String(d.replay, radix: 16)), "
            + "live 0x\(String(d.live, radix: 16))"
    }
}
