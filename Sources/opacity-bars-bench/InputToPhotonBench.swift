import Histogram

#if canImport(Glibc)
import Glibc
#endif

/// P8, input-to-photon: reads the frame logs (`opacity-bars --frame-log`) of the runs that
/// `scripts/lib/input-to-photon.sh` listed in its manifest (`NAME LOG START_MS END_MS`) and
/// prints, per NAME (rounds pooled), the latency from each motion's timestamp to the
/// presentation of the first frame that showed it: p50/p95/p99/max in ms and as ratios of
/// the refresh period, the period, and the refreshes without a new frame while the motions
/// arrived. Then the goals, for each pacer side by side. A run named `ideal` is the floor:
/// the bench's ideal client (`bench-ideal-client`, the same log), which commits on every
/// motion; each pacer's median, p95 and p99 are also given as their difference from its, the
/// goal being within 1 ms. Names may start with a compositor (`kwin/adaptive`, `kwin/ideal`):
/// each pacer is then held to the ideal client under the same compositor.
///
/// Resolution: a motion's timestamp is the compositor's, in whole milliseconds (wl_pointer
/// `time`; sway passes on the virtual pointer's CLOCK_MONOTONIC milliseconds, truncated), so
/// each latency is up to 1 ms longer than the true one (0.5 ms on average); presentation times
/// have microseconds. Latencies go into an HdrHistogram (1 µs to 10 s, 3 significant digits).
enum InputToPhotonBench {
    struct Frame { var presented: Double; var sequence: UInt64; var refresh: UInt32; var motions: [UInt32] }

    struct Figures {
        /// Every latency (ms), for the chart.
        var latencies: [Double] = []
        var histogram = Histogram<UInt64>(highestTrackableValue: 10_000_000, numberOfSignificantValueDigits: .three)
        var periods: [Double] = []
        var reportedPeriods: [Double] = []
        var frames = 0
        var runs = 0
        /// Refreshes without a new frame, counted by `seq` and by the presentation times.
        var missedBySequence = 0
        var missedByTime = 0
        /// Successive frames whose `seq` went up by more than one, and by one across at least
        /// 1.5 refresh periods: a `seq` that only ever does the second numbers the frames
        /// shown, not the refreshes (mutter's headless monitor), and the times count instead.
        var sequenceSkips = 0
        var longSingleSteps = 0

        var sequenceCountsFrames: Bool { sequenceSkips == 0 && longSingleSteps >= 3 }
        var missed: Int { sequenceCountsFrames ? missedByTime : missedBySequence }

        /// The refresh period: the compositor's `refresh` when it gives one, else the median of
        /// the intervals between successive presentations per refresh counted by `seq`.
        var period: Double {
            let source = reportedPeriods.isEmpty ? periods : reportedPeriods
            guard !source.isEmpty else { return .nan }
            return source.sorted()[source.count / 2]
        }
    }

    /// Prints the figures; with `plot`, also writes each run name's latencies as a cumulative
    /// curve in a PNG there, with the goals marked.
    static func run(manifest: String, plot: String? = nil) {
        guard let text = readFile(manifest) else {
            print("input-to-photon: cannot read \(manifest)")
            exit(1)
        }
        var order: [String] = []
        var figures: [String: Figures] = [:]
        for line in text.split(separator: "\n") {
            let f = line.split(separator: " ")
            guard f.count == 4, let start = Double(f[2]), let end = Double(f[3]) else { continue }
            let name = String(f[0])
            guard let log = readFile(String(f[1])) else {
                print("input-to-photon: cannot read \(f[1])")
                exit(1)
            }
            if figures[name] == nil { order.append(name); figures[name] = Figures() }
            add(frames(in: log), from: start, to: end, into: &figures[name]!)
        }
        for name in order { report(name, figures[name]!) }
        // Each pacer beside the ideal client under its own compositor (`COMPOSITOR/NAME`).
        for name in order where !isIdeal(name) {
            goals(name, figures[name]!, floor: figures[idealName(beside: name)])
            if isEffect(name), let list = figures[sibling(of: name, named: listName)] {
                effectGoal(name, figures[name]!, list: list)
            }
        }
        for name in order where isIdeal(name) { floorLine(name, figures[name]!) }
        guard let plot else { return }
        let series = order.map { Plot.Series(name: label($0), values: figures[$0]!.latencies) }
        // The goals beside the floor: within 1 ms of each compositor's ideal client.
        let marks = order.filter(isIdeal).flatMap { name -> [(label: String, at: Double)] in
            let f = figures[name]!, at = compositor(name).map { "\($0) " } ?? ""
            return [
                ("\(at)p50 goal (ideal + 1 ms)", percentile(f, 50) + 1),
                ("\(at)p99 goal (ideal + 1 ms)", percentile(f, 99) + 1),
            ]
        }
        do {
            try Plot.cumulative(
                title: "Input to photon: each motion's time to the frame that showed it", unit: "ms",
                series: series, maximum: Plot.percentile(series, 99.5) * 1.1, marks: marks, to: plot)
        } catch {
            print("input-to-photon: cannot write \(plot): \(error)")
        }
    }

    /// The run name of the bench's ideal client (after its compositor's `COMPOSITOR/`).
    static let idealName = "ideal"

    /// The run of the gallery's lift (`gallery --pacing adaptive`), held to the Colours list's
    /// adaptive run: the pointer's effect rides the same frames as the list's drag.
    static let effectName = "lift", listName = "adaptive"

    static func isEffect(_ name: String) -> Bool { name.split(separator: "/").last.map(String.init) == effectName }

    /// The run called `other` under the compositor of run `name`.
    static func sibling(of name: String, named other: String) -> String {
        compositor(name).map { "\($0)/\(other)" } ?? other
    }

    static func compositor(_ name: String) -> String? {
        name.firstIndex(of: "/").map { String(name[..<$0]) }
    }

    static func isIdeal(_ name: String) -> Bool { name.split(separator: "/").last.map(String.init) == idealName }

    /// The ideal client's run name under the compositor of run `name`.
    static func idealName(beside name: String) -> String { sibling(of: name, named: idealName) }

    static func label(_ name: String) -> String {
        let under = compositor(name).map { "\($0): " } ?? ""
        if isIdeal(name) { return under + "the ideal client" }
        if isEffect(name) { return under + "the gallery's lift, adaptive pacing" }
        return under + "\(name.split(separator: "/").last ?? "") pacing"
    }

    static func frames(in log: String) -> [Frame] {
        log.split(separator: "\n").compactMap { line in
            let f = line.split(separator: " ")
            guard f.count >= 7, f[0] == "presented", let us = Double(f[2]), let seq = UInt64(f[3]),
                let refresh = UInt32(f[4])
            else { return nil }
            return Frame(
                presented: us / 1000, sequence: seq, refresh: refresh, motions: f[7...].compactMap { UInt32($0) })
        }
    }

    /// The motions stamped within [start, end] and the frames shown while they arrived.
    static func add(_ frames: [Frame], from start: Double, to end: Double, into figures: inout Figures) {
        figures.runs += 1
        var previous: Frame?
        for frame in frames {
            // Unwrap each 32-bit millisecond stamp to the one closest before the presentation.
            let low = UInt32(truncatingIfNeeded: Int64(frame.presented.rounded(.down)))
            for stamp in frame.motions {
                let time = frame.presented.rounded(.down) - Double(low &- stamp)
                guard time >= start.rounded(.down), time <= end else { continue }
                let us = UInt64(max(0, (frame.presented - time) * 1000).rounded())
                _ = figures.histogram.record(us)
                figures.latencies.append(Double(us) / 1000)
            }
            // Refreshes are counted between two frames both shown while the motions arrived.
            defer { previous = frame }
            guard frame.presented >= start, frame.presented <= end else { continue }
            let reported = Double(frame.refresh) / 1e6
            if frame.refresh > 0 { figures.reportedPeriods.append(reported) }
            if let p = previous, p.presented >= start, p.sequence > 0, frame.sequence > p.sequence {
                let refreshes = Int(frame.sequence - p.sequence)
                let interval = frame.presented - p.presented
                figures.periods.append(interval / Double(refreshes))
                figures.missedBySequence += refreshes - 1
                if refreshes > 1 { figures.sequenceSkips += 1 }
                if reported > 0 {
                    if refreshes == 1, interval >= 1.5 * reported { figures.longSingleSteps += 1 }
                    figures.missedByTime += max(0, Int((interval / reported).rounded()) - 1)
                }
            }
            figures.frames += 1
        }
    }

    static func report(_ name: String, _ f: Figures) {
        let h = f.histogram, period = f.period
        func ms(_ us: UInt64) -> String { RenderBench.format(Double(us) / 1000, 2) + " ms" }
        func ratio(_ us: UInt64) -> String { RenderBench.format(Double(us) / 1000 / period, 2) + "×" }
        print(
            "\(label(name)): \(h.totalCount) motions in \(f.runs) run(s), \(f.frames) frames shown, period "
                + "\(RenderBench.format(period, 2)) ms (\(f.reportedPeriods.isEmpty ? "learned from seq" : "the compositor's refresh"))"
        )
        for (label, us) in [
            ("p50", h.valueAtPercentile(50)), ("p95", h.valueAtPercentile(95)),
            ("p99", h.valueAtPercentile(99)), ("max", h.max),
        ] {
            print("   \(label) \(ms(us)) = \(ratio(us)) period")
        }
        let counted = f.sequenceCountsFrames ? " (by the presentation times: its seq numbers the frames shown)" : ""
        print("   refreshes without a new frame while motions arrived: \(f.missed)\(counted)")
    }

    static func percentile(_ f: Figures, _ p: Double) -> Double { Double(f.histogram.valueAtPercentile(p)) / 1000 }

    static func goals(_ name: String, _ f: Figures, floor: Figures?) {
        let period = f.period, p50 = percentile(f, 50), p99 = percentile(f, 99)
        func line(_ figure: String, _ value: String, _ met: Bool, _ goal: String) {
            print("P8 input-to-photon, \(label(name)): \(figure): \(value)  \(met ? "met" : "NOT met") (goal \(goal))")
        }
        line(
            "p99 / period",
            "\(RenderBench.format(p99 / period, 2))× (\(RenderBench.format(p99, 1)) / \(RenderBench.format(period, 2)) ms)",
            p99 <= period + 1, "≤ 1 period + 1 ms")
        line(
            "median / period", "\(RenderBench.format(p50 / period, 2))× (\(RenderBench.format(p50, 1)) ms)",
            p50 <= period / 2 + 1, "≤ ½ period + 1 ms")
        line("refreshes without a new frame in \(f.runs) × 10 s of 1000 Hz motion", "\(f.missed)", f.missed == 0, "0")
        guard let floor else { return }
        // Beside the floor: the same motions, the same compositor, the same run of the bench.
        let (text, met) = beside(f, floor, [50, 95, 99])
        line("against the ideal client, ours / ideal", text, met, "median and p99 within 1 ms of the ideal client's")
    }

    /// `f`'s percentiles `ps` beside `other`'s (`ours / theirs ms (±difference)`), and whether
    /// its median and p99 are within 1 ms of `other`'s.
    static func beside(_ f: Figures, _ other: Figures, _ ps: [Double]) -> (text: String, met: Bool) {
        let differences = ps.map { (p: $0, ours: percentile(f, $0), theirs: percentile(other, $0)) }
        let text = differences.map {
            "p\(Int($0.p)) \(RenderBench.format($0.ours, 1)) / \(RenderBench.format($0.theirs, 1)) ms "
                + "(\($0.ours >= $0.theirs ? "+" : "−")\(RenderBench.format(abs($0.ours - $0.theirs), 1)))"
        }.joined(separator: ", ")
        return (text, differences.filter { $0.p == 50 || $0.p == 99 }.allSatisfy { $0.ours - $0.theirs <= 1 })
    }

    /// The lift's motions beside the list's: the same pacer, compositor and run of the bench.
    static func effectGoal(_ name: String, _ f: Figures, list: Figures) {
        let (text, met) = beside(f, list, [50, 99])
        print(
            "P8 input-to-photon, \(label(name)): against the Colours list's drag, lift / list: \(text)  "
                + "\(met ? "met" : "NOT met") (goal median and p99 within 1 ms of the list's)")
    }

    /// The ideal client's own figures: the floor the pacers are held to (no goal of its own).
    static func floorLine(_ name: String, _ f: Figures) {
        let ms = [50.0, 95, 99].map { RenderBench.format(percentile(f, $0), 1) }
        let periods = [50.0, 99].map { RenderBench.format(percentile(f, $0) / f.period, 2) + "×" }
        print(
            "P8 input-to-photon floor, \(label(name)) (commits on every motion): p50 / p95 / p99 "
                + "\(ms.joined(separator: " / ")) ms = \(periods.joined(separator: " / ")) period (p50 / p99), "
                + "\(f.missed) refreshes without a new frame")
    }

    static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes += chunk[0 ..< n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
