import Drawing
import Foundation
import Gestures
import Testing

@testable import Gallery

#if canImport(Glibc)
import Glibc
#endif

/// Shapes with pointer interactions come and go without leaving anything behind: the view a
/// hover effect ran on is freed with its shape, and ten thousand shapes added, hovered until
/// their effects settle, and deleted leave resident memory where it was.
///
/// Resident memory is the whole process's, and other suites allocate and free beside this
/// one, so the test runs itself again in a child process of its own (this test bundle,
/// filtered to this suite) and measures there.
@Suite struct PointerRetentionTests {
    static let childFlag = "OPACITYBARS_POINTER_RETENTION_CHILD"

    /// Resident memory (bytes): /proc/self/statm's second field, in pages.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// One shape's life: added, hovered (its effect springs in and settles), drawn if `draw`,
    /// unhovered, deleted from the keyboard. Returns the shape's view while it lived, weakly.
    static func cycle(_ d: GalleryDriver, _ canvas: Canvas, draw: Bool = true) -> () -> GestureView? {
        let page = d.core.pages[.pointer] as! PointerPage
        page.addSquare()
        let name = page.squares[page.squares.count - 1].name
        weak var view = page.view.view(withID: name)
        d.pointer(d.centre(name)); d.advance(by: 0.3)
        if draw { _ = d.core.render(into: canvas, stale: Region()) }
        d.pointer(Point(x: 440, y: 600)); d.advance(by: 0.3)
        if draw { _ = d.core.render(into: canvas, stale: Region()) }
        d.core.focus = name
        d.key(GalleryCore.delete)
        d.advance(by: 0.01)
        return { view }
    }

    @Test func aDeletedShapesViewIsFreedAndMemoryStaysFlat() throws {
        if ProcessInfo.processInfo.environment[Self.childFlag] == "1" { return measure() }
        let out = NSTemporaryDirectory() + "pointer-retention-\(UUID().uuidString)"
        defer { unlink(out) }
        var environment = ProcessInfo.processInfo.environment
        environment[Self.childFlag] = "1"
        let child = try Subprocess(
            CommandLine.arguments[0], ["--testing-library", "swift-testing", "--filter", "PointerRetentionTests"],
            environment: environment, stdout: .file(out), stderr: .file(out))
        let status = try #require(child.wait(timeout: 600), "the measuring child did not finish")
        let output = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        let report = output.split(separator: "\n").filter { $0.contains("pointer retention:") || $0.contains("✘") }
        print(report.joined(separator: "\n"))
        #expect(status == 0, "the child's run failed: \(report)")
        #expect(output.contains("pointer retention:"), "the child measured nothing: \(output.suffix(2000))")
    }

    func measure() {
        let d = GalleryDriver(page: .pointer)
        let canvas = Canvas(width: 480, height: 800)
        _ = d.core.render(into: canvas, stale: nil)
        d.enter(Point(x: 440, y: 600))
        let first = Self.cycle(d, canvas)
        #expect(first() == nil, "a deleted shape's view is still alive")
        for k in 0 ..< 500 { _ = Self.cycle(d, canvas, draw: k % 100 == 0) }
        let before = Self.residentBytes()
        // Drawn one cycle in a hundred: a full frame costs more than the rest of a cycle.
        for k in 0 ..< 10_000 { _ = Self.cycle(d, canvas, draw: k % 100 == 0) }
        let after = Self.residentBytes()
        let delta = after - before
        print("pointer retention: resident \(before) → \(after) bytes, Δ \(delta)")
        // AddressSanitizer keeps freed memory in quarantine, so resident memory says nothing
        // under it (scripts/sanitize); its own leak check and the weak references still do.
        if ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil {
            #expect(abs(delta) <= 1 << 20, "resident memory moved \(delta) bytes over 10 000 shapes")
        }
        #expect(d.core.shapes.filter { $0.name.hasPrefix("shape-") }.count == 4)
        #expect(d.core.engine.activeGestureCount == 0)
    }
}
