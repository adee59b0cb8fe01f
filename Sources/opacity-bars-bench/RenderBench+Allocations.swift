// P3 for the renderer: heap allocations per steady-state frame, counted by glibc itself.
// glibc's mtrace (in libc_malloc_debug.so, preloaded) logs every malloc/calloc/realloc
// between mtrace() and muntrace() to $MALLOC_TRACE. The bench re-runs itself with that
// library preloaded, renders frames between the two calls, and counts the logged allocations.
import Canvas
import OpacityBars
#if canImport(Glibc)
import Glibc
#endif

@_silgen_name("mtrace") private func mtrace()
@_silgen_name("muntrace") private func muntrace()

enum AllocationCount {
    static let childFlag = "OPACITYBARS_BENCH_MTRACE_CHILD"
    static let debugLibrary = "/lib/x86_64-linux-gnu/libc_malloc_debug.so.0"
    static let frames = 200

    /// Re-executes this bench as `suite` with the malloc debug library preloaded and `flag`
    /// set; the child counts its allocations with `traced` and prints its own figures. What
    /// goes wrong here is printed after `label`.
    static func runTracedChild(suite: String, flag: String, label: String) {
        guard access(debugLibrary, R_OK) == 0 else {
            print("\(label): not measured (\(debugLibrary) missing)")
            return
        }
        let trace = "/tmp/opacity-bars-bench-mtrace-\(suite)-\(getpid())"
        defer { unlink(trace) }
        var env = ["LD_PRELOAD=\(debugLibrary)", "MALLOC_TRACE=\(trace)", "\(flag)=1"]
        if let path = getenv("PATH") { env.append("PATH=" + String(cString: path)) }
        let cArgv: [UnsafeMutablePointer<CChar>?] = [strdup("/proc/self/exe"), strdup(suite), nil]
        let cEnv: [UnsafeMutablePointer<CChar>?] = env.map { strdup($0) } + [nil]
        defer { (cArgv + cEnv).forEach { free($0) } }
        fflush(nil)   // the child shares stdout: keep the lines in order
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/proc/self/exe", nil, nil, cArgv, cEnv) == 0 else {
            print("\(label): not measured (posix_spawn failed: \(String(cString: strerror(errno))))")
            return
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        if status != 0 { print("\(label): the traced child failed (status \(status))") }
    }

    /// In the child: warm up, then trace `frames` frames of each kind and count allocations.
    static func runChild() {
        guard let tracePath = getenv("MALLOC_TRACE").map({ String(cString: $0) }) else { return }
        // Control: a known allocation must be seen, or a zero below would mean nothing.
        let control = traced(tracePath) { blackHole([Int](repeating: 7, count: 4096)) }
        guard let control, control > 0 else {
            print("P3 allocations per frame: not measured (mtrace logged no allocation for a known one)")
            return
        }
        for (name, w, h) in [("1920×1080", 1920, 1080), ("480×800", 480, 800)] {
            let a = RenderBench.scene(width: w, height: h)
            let b = RenderBench.scene(width: w, height: h, opacity3: 0.5)
            let scrolls = (0 ..< 8).map { RenderBench.scene(width: w, height: h, offset: Double($0) * 10) }
            let canvas = Canvas(width: w, height: h)
            var renderer = SceneRenderer()
            // Warm-up: fonts, glyphs and solid colours are created once here.
            _ = renderer.render(a, into: canvas, stale: nil)
            _ = renderer.render(b, into: canvas, stale: .empty)
            for s in scrolls { _ = renderer.render(s, into: canvas, stale: .empty) }
            _ = renderer.render(a, into: canvas, stale: nil)

            let oneBar = traced(tracePath) {
                for i in 0 ..< frames { _ = renderer.render(i & 1 == 0 ? b : a, into: canvas, stale: .empty) }
            }
            let scroll = traced(tracePath) {
                for i in 0 ..< frames { _ = renderer.render(scrolls[i % 8], into: canvas, stale: .empty) }
            }
            let full = traced(tracePath) {
                for _ in 0 ..< frames { _ = renderer.render(a, into: canvas, stale: nil) }
            }
            // What a client pays if it wraps its shm buffer in a new Canvas every frame instead
            // of keeping one per buffer: pixman image, scratch and solid colours each time.
            let memory = UnsafeMutableRawPointer.allocate(byteCount: w * h * 4, alignment: 64)
            defer { memory.deallocate() }
            var freshRenderer = SceneRenderer()
            _ = freshRenderer.render(a, into: Canvas(wrapping: memory, width: w, height: h, stride: w * 4), stale: nil)
            let fresh = traced(tracePath) {
                for i in 0 ..< frames {
                    let c = Canvas(wrapping: memory, width: w, height: h, stride: w * 4)
                    _ = freshRenderer.render(i & 1 == 0 ? b : a, into: c, stale: .empty)
                }
            }
            func per(_ n: Int?) -> String { n.map { RenderBench.format(Double($0) / Double(frames), 2) } ?? "?" }
            let met = [oneBar, scroll, full].allSatisfy { $0 == 0 }
            print("P3 heap allocations per frame, \(name) (glibc mtrace, \(frames) frames each, control \(control)): "
                  + "one-bar \(per(oneBar)), scroll \(per(scroll)), full \(per(full))"
                  + (met ? "  met (goal 0)" : "  NOT met (goal 0)")
                  + "; one-bar into a new Canvas each frame: \(per(fresh)) (keep one Canvas per buffer)")
        }
    }

    @inline(never) static func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

    /// Allocations logged while `body` runs (nil when the trace cannot be read).
    static func traced(_ path: String, _ body: () -> Void) -> Int? {
        unlink(path)
        mtrace()
        body()
        muntrace()
        guard let f = fopen(path, "r") else { return nil }
        defer { fclose(f) }
        var count = 0
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), f) != nil {
            // "@ caller + 0xADDR 0xSIZE" (malloc/calloc), "@ caller > 0xNEW 0xSIZE" (realloc's new block).
            let s = String(cString: line)
            if s.contains(" + 0x") || s.contains(" > 0x") { count += 1 }
        }
        return count
    }
}
