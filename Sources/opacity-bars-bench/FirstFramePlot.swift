/// P5's chart: each client's exec → first frame times from `scripts/lib/first-frame.sh`'s
/// output (lines `NAME: median … over N runs  [T T …]`), one cumulative curve per client.
enum FirstFramePlot {
    static func run(log: String, png: String) -> Bool {
        guard let text = InputToPhotonBench.readFile(log) else {
            print("plot-first-frame: cannot read \(log)")
            return false
        }
        let series = text.split(separator: "\n").compactMap { parse(String($0)) }
        guard !series.isEmpty else {
            print("plot-first-frame: \(log) has no client's times")
            return false
        }
        // The goals beside their references: 2× the floor's median, ½ foot's.
        func median(_ name: String) -> Double? {
            series.first { $0.name == name }.map { $0.values.sorted()[$0.values.count / 2] }
        }
        var marks: [(label: String, at: Double)] = []
        if let floor = median("weston-simple-shm") { marks.append(("2× weston-simple-shm (goal)", 2 * floor)) }
        if let foot = median("foot") { marks.append(("½ foot (goal)", foot / 2)) }
        do {
            try Plot.cumulative(
                title: "exec → first committed frame, every client under the same headless sway",
                unit: "ms", series: series, maximum: Plot.percentile(series, 98) * 1.1, marks: marks, to: png)
            return true
        } catch {
            print("plot-first-frame: cannot write \(png): \(error)")
            return false
        }
    }

    /// `NAME: median 3.80 ms, … over 10 runs  [3.3 4.2 …]` → the name and the times.
    static func parse(_ line: String) -> Plot.Series? {
        guard let colon = line.firstIndex(of: ":"), line[colon...].hasPrefix(": median"),
            let open = line.lastIndex(of: "["), let close = line.lastIndex(of: "]"), open < close
        else { return nil }
        let values = line[line.index(after: open) ..< close].split(separator: " ").compactMap { Double($0) }
        return values.isEmpty ? nil : Plot.Series(name: String(line[..<colon]), values: values)
    }
}
