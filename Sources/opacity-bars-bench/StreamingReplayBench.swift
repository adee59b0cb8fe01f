// P7: `opacity-bars replay` streams, in constant memory. The real binary (built beside this
// bench) replays generated hover sessions of 10^5 and 10^6 events (HoverTrace: the same block
// repeated on a running clock) as a child process each; its maximum resident memory (its own
// high-water mark, `PeakResidentMemory`) must not grow with the trace: goal, within 1 MiB. The same run
// gives the speed against real time (trace span / CPU time of the child: start-up, read,
// parse, replay, settle, JSON; goal ≥ 1000×; CPU rather than wall time because the machine is
// shared, the wall time is printed beside it) and, from the state each child writes, the
// gesture records the snapshot keeps (bounded, so the JSON of an endless session is too).
import TraceReplay

#if canImport(Glibc)
import Glibc
#endif

enum StreamingReplayBench {
    struct Child {
        var maxRSSKiB: Int
        var wallMs: Double
        /// User + system CPU time of the child: its own cost, whatever else the machine runs.
        var cpuMs: Double
        var status: Int32
    }

    static func run() {
        let resolved = realpath("/proc/self/exe", nil)
        defer { free(resolved) }
        let exe = resolved.map { String(cString: $0) } ?? CommandLine.arguments[0]
        let binary = String(exe[..<(exe.lastIndex(of: "/") ?? exe.endIndex)]) + "/opacity-bars"
        guard access(binary, X_OK) == 0 else {
            print("P7: not measured (\(binary) is missing: build the opacity-bars product too)"); return
        }
        var figures: [(events: Int, child: Child, span: Double, bytes: Int, gestures: Int)] = []
        for events in [100_000, 1_000_000] {
            let path = "/tmp/opacity-bars-bench-hover-\(getpid())-\(events).trace"
            let state = path + ".json"
            defer { unlink(path); unlink(state) }
            guard let span = HoverTrace.write(events: events, to: path) else {
                print("P7: not measured (cannot write \(path))"); return
            }
            var st = stat()
            stat(path, &st)
            guard let child = spawn(binary, ["replay", path, "--state", state]), child.status == 0 else {
                print("P7: not measured (the replay of \(path) failed)"); return
            }
            figures.append((events, child, span, Int(st.st_size), gestureRecords(in: state)))
        }
        let small = figures[0], large = figures[1]
        let delta = large.child.maxRSSKiB - small.child.maxRSSKiB
        let met = abs(delta) <= 1024
        print(
            "P7 replay max RSS, hover session of 10^5 → 10^6 events (opacity-bars replay as a child, its VmHWM): "
                + "\(delta >= 0 ? "+" : "")\(delta) KiB (\(small.child.maxRSSKiB) → \(large.child.maxRSSKiB) KiB)"
                + (met ? "  met (goal within 1024 KiB)" : "  NOT met (goal within 1024 KiB)")
                + "   [traces of \(small.bytes / 1_048_576) MiB and \(large.bytes / 1_048_576) MiB]")
        for f in figures {
            let ratio = f.span / f.child.cpuMs
            print(
                "   replay speed, \(f.events) events (\(Int((f.span / 1000).rounded())) s of 125 Hz hover), span / CPU time: "
                    + "\(Int(ratio.rounded()))× real time"
                    + (ratio >= 1000 ? "  met (goal ≥ 1000)" : "  NOT met (goal ≥ 1000)")
                    + "   [\(RenderBench.format(f.child.cpuMs)) ms CPU, \(RenderBench.format(f.child.wallMs)) ms wall, "
                    + "\(RenderBench.format(f.child.cpuMs * 1000 / Double(f.events), 2)) µs CPU an event; "
                    + "\(f.gestures) gesture records in the state (kept: the newest \(1000) to \(1250))]")
        }
    }

    /// Runs `binary` with `arguments` (output to /dev/null) and waits for it alone.
    static func spawn(_ binary: String, _ arguments: [String]) -> Child? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid = pid_t()
        let start = RenderBench.now()
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return nil }
        let peak = PeakResidentMemory.watch(pid)
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return nil }
        let wall = RenderBench.now() - start
        let exited = status & 0x7f == 0
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return Child(
            maxRSSKiB: peak, wallMs: wall, cpuMs: ms(usage.ru_utime) + ms(usage.ru_stime),
            status: exited ? (status >> 8) & 0xff : -1)
    }

    /// The `gestures` records of a state snapshot (one `"gesture" :` key each).
    static func gestureRecords(in path: String) -> Int {
        guard let f = fopen(path, "r") else { return -1 }
        defer { fclose(f) }
        var count = 0
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), f) != nil {
            let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            if text.contains("\"gesture\" :") { count += 1 }
        }
        return count
    }
}
