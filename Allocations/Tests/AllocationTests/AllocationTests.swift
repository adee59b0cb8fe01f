// No heap allocation on the input and frame paths in steady state (docs/BENCH.md, P3), as a
// test: the engine per input event, the renderer per frame, the app core per event with and
// without its frames, each on the workloads both benches drive (BenchWorkloads), warmed up
// first (fonts, glyphs, solid colours, every kind of gesture, the bounded logs at their
// limit), then counted by this package's malloc interposer. A count is exact, so any
// allocation fails; the control proves the counter sees one allocation as one.
import BenchWorkloads
import CAllocationCounter
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What `body` allocated on this thread: how many times, and the first allocation's
/// backtrace (empty when none).
func allocations(_ body: () -> Void) -> (count: Int, firstBacktrace: [UnsafeMutableRawPointer?]) {
    allocation_counter_start()
    body()
    let count = allocation_counter_stop()
    var frames = [UnsafeMutableRawPointer?](repeating: nil, count: 48)
    let n = allocation_counter_first_backtrace(&frames, Int32(frames.count))
    return (count, Array(frames.prefix(Int(n))))
}

/// What a failing test says when `body` allocated: how many times, and the backtrace of the
/// first allocation; nil when it allocated nothing.
func allocationFailure(_ what: String, per unit: String, units: Int, _ body: () -> Void) -> String? {
    let (count, backtrace) = allocations(body)
    guard count != 0 else { return nil }
    let text = backtrace.withUnsafeBufferPointer { allocation_counter_describe_backtrace($0.baseAddress, Int32($0.count)) }
    defer { free(text) }
    let origin = text.map { String(cString: $0) } ?? "(no backtrace)"
    return "\(what): heap allocations: \(count) in \(units) \(unit)s (must be 0); the first from:\n\(origin)"
}

/// Expects `body` to allocate nothing.
func expectNoAllocations(_ what: String, per unit: String, units: Int, sourceLocation: SourceLocation = #_sourceLocation,
                         _ body: () -> Void) {
    if let failure = allocationFailure(what, per: unit, units: units, body) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

@Suite("Heap allocations in steady state")
struct AllocationTests {
    /// The control: one known allocation counts exactly one. An interposer that is not in the
    /// process counts none, and every zero below would pass.
    @Test func oneKnownAllocationCountsOne() {
        var p: UnsafeMutableRawPointer?
        let (count, _) = allocations { p = UnsafeMutableRawPointer.allocate(byteCount: 4096, alignment: 16) }
        p?.deallocate()
        #expect(count == 1)
    }

    /// The failure: an allocation in the measured part is reported, with the function it
    /// came from.
    @Test func anAllocationIsReportedWithItsOrigin() throws {
        let failure = try #require(allocationFailure("an array", per: "call", units: 1) { keepAnArray() })
        #expect(failure.contains("heap allocations: 1 in 1 calls"))
        #expect(failure.contains("keepAnArray"))
    }

    /// The Gestures engine, 10 000 input events of each workload under each declaration.
    @Test(arguments: EngineWorkloads.Setup.all.map(\.label), EngineWorkloads.all.map(\.name))
    func engine(setup label: String, workload name: String) throws {
        let setup = try #require(EngineWorkloads.Setup.all.first { $0.label == label }).setup
        let workload = try #require(EngineWorkloads.all.first { $0.name == name })
        let driver = EngineWorkloads.Driver(workload, setup)
        driver.run(workload, events: 10_000)
        expectNoAllocations("Engine \(label): \(name)", per: "event", units: 10_000) {
            driver.run(workload, events: 10_000)
        }
    }

    /// A tree of views with typed gestures, every row moved at every event while a drag runs
    /// through it: relayout and the typed callbacks allocate nothing.
    @Test func treeOfViews() {
        let workload = TreeWorkload()
        workload.run(events: 10_000)
        let changes = workload.changes
        expectNoAllocations("Tree of views: a drag through relayout", per: "event", units: 10_000) {
            workload.run(events: 10_000)
        }
        #expect(workload.changes > changes)   // the drag ran all along
    }

    /// The tree of views' workloads at 1 000 row views, each with typed gestures of its own.
    @Test(arguments: TreeWorkloads.all.map(\.name))
    func treeWorkload(name: String) throws {
        let workload = try #require(TreeWorkloads.all.first { $0.name == name })
        let driver = TreeWorkloads.Driver(workload, rows: 1_000)
        let callbacks = driver.callbacks
        expectNoAllocations("Tree of 1 000 views: \(name)", per: "event", units: 10_000) {
            driver.run(workload, events: 10_000)
        }
        #expect(driver.callbacks > callbacks)   // the gestures ran all along
    }

    /// The pointer over views with content shapes, styles, regions, hover effects and hover
    /// listeners: hit testing by shape, the style resolved, regions asked, effects springing
    /// and read as a renderer reads them.
    @Test func pointerInteractions() {
        let workload = PointerWorkload()
        workload.run(events: 10_000)
        let hovers = workload.hovers, changes = workload.styleChanges
        expectNoAllocations("Pointer interactions: a sweep across four shapes", per: "event", units: 10_000) {
            workload.run(events: 10_000)
        }
        #expect(workload.hovers > hovers && workload.styleChanges > changes)   // in and out all along
    }

    /// Nested scroll views: one drag sweeping a list inside a list past its edges, both ways,
    /// so that the outer list takes what the inner one cannot, step after step.
    @Test func nestedScrolling() {
        let workload = NestedScrollWorkload()
        workload.run(events: 10_000)
        let outer = workload.outerMoves, inner = workload.innerMoves
        expectNoAllocations("Nested scroll views: a drag chaining past the inner edge", per: "event", units: 10_000) {
            workload.run(events: 10_000)
        }
        #expect(workload.outerMoves > outer && workload.innerMoves > inner)   // both scrolled all along
    }

    /// The scene renderer, 120 frames of each kind (two rounds of the scroll's 60 offsets) at
    /// the window's default size and at 1920×1080.
    @Test(arguments: [(480, 800), (1920, 1080)], FrameWorkloads.Kind.allCases)
    func renderer(size: (Int, Int), kind: FrameWorkloads.Kind) {
        let (width, height) = size
        let frames = FrameWorkloads.Frames(kind, width: width, height: height)
        expectNoAllocations("Frame \(width)×\(height): \(kind.rawValue)", per: "frame", units: 120) {
            for _ in 0 ..< 120 { frames.frame() }
        }
    }

    /// The app core's session (hover, mouse and touch drags, wheel and touchpad scrolls,
    /// flings), 10 000 events, without frames and with a frame at every changed 60 Hz tick.
    @Test(arguments: [false, true])
    func appCore(draws: Bool) {
        let driver = AppCoreDriver()
        driver.draws = draws
        driver.run(events: 50_000)   // fonts, glyphs, every kind of gesture
        driver.fillBoundedLogs()     // the bounded logs at their limit: steady state
        expectNoAllocations("AppCore session " + (draws ? "with its frames" : "without frames"),
                            per: "event", units: 10_000) {
            driver.run(events: 10_000)
        }
    }
}

/// Where `keepAnArray` keeps its array, so that the allocation cannot be optimized away.
nonisolated(unsafe) var keptArray: [Int] = []

/// Allocates one array (a known allocation, in a function of its own for the backtrace).
@inline(never) func keepAnArray() {
    keptArray = Array(repeating: 7, count: 100)
}
