import Drawing
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("PNG through libspng")
struct PNGTests {
    func sample() -> Canvas {
        let c = Canvas(width: 37, height: 23)
        c.checkerboard(c.bounds, cell: 5, light: Color(argb: 0xFFFF_EEDD), dark: Color(argb: 0xFF01_0203))
        c.fill(PixelRect(x: 3, y: 4, width: 9, height: 7), color: Color(red: 255, green: 149, blue: 0))
        return c
    }

    func tempPath(_ name: String) -> String {
        "/tmp/canvas-tests-\(getpid())-\(name)"
    }

    @Test func roundTripIsIdentical() throws {
        let c = sample()
        let path = tempPath("round.png")
        defer { unlink(path) }
        try c.writePNG(to: path)
        let back = try Canvas.readPNG(path: path)
        #expect(back.width == 37 && back.height == 23)
        #expect(back.firstDifference(from: c) == nil)
        let data = try c.pngData()
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test func translucentPixelsRoundTripWithinRounding() throws {
        let c = Canvas(width: 4, height: 1)
        c.fill(c.bounds, color: Color(red: 200, green: 100, blue: 50, alpha: 0.5))
        let back = try Canvas.decodePNG(c.pngData())
        let a = c.pixel(x: 0, y: 0), b = back.pixel(x: 0, y: 0)
        for shift in [0, 8, 16, 24] as [UInt32] {
            #expect(abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)) <= 1)
        }
    }

    @Test func writeErrorLeavesNoFile() {
        let path = "/nonexistent-dir-\(getpid())/x.png"
        #expect(throws: CanvasError.self) { try sample().writePNG(to: path) }
        #expect(access(path, F_OK) != 0)
    }

    @Test func failedWriteKeepsOldFile() throws {
        // A directory in the way of rename: the write fails and the temp file is removed.
        let dir = tempPath("dir.png")
        mkdir(dir, 0o755)
        defer { rmdir(dir) }
        #expect(throws: CanvasError.self) { try sample().writePNG(to: dir) }
        #expect(access(dir + ".tmp-\(getpid())", F_OK) != 0)
    }

    @Test func readErrorsNameTheFile() {
        let path = tempPath("garbage.png")
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = write(fd, "not a png", 9); close(fd)
        defer { unlink(path) }
        do { _ = try Canvas.readPNG(path: path); Issue.record("garbage decoded") } catch {
            #expect(error.description.contains(path))
        }
        do { _ = try Canvas.readPNG(path: path + ".missing"); Issue.record("missing file read") } catch {
            #expect(error.description.contains(".missing"))
        }
    }
}
