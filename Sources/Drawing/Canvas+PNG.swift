import CPNGLibrary
import CPixman

#if canImport(Glibc)
import Glibc
#endif

extension Canvas {
    /// The canvas encoded as an 8-bit RGBA PNG (libspng). Pixels are un-premultiplied, so
    /// opaque pixels round-trip exactly; translucent ones within rounding.
    public func pngData() throws(CanvasError) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            var i = 0
            for y in 0 ..< height {
                let r = row(y)
                for x in 0 ..< width {
                    let p = r[x], a = p >> 24
                    func un(_ c: UInt32) -> UInt8 {
                        a == 255 ? UInt8(c) : a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
                    }
                    out[i] = un((p >> 16) & 0xFF); out[i + 1] = un((p >> 8) & 0xFF)
                    out[i + 2] = un(p & 0xFF); out[i + 3] = UInt8(a)
                    i += 4
                }
            }
        }
        guard let ctx = pl_spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else {
            throw CanvasError("PNG encode: \(pl_load_error().map { String(cString: $0) } ?? "spng_ctx_new failed")")
        }
        defer { pl_spng_ctx_free(ctx) }
        try spngCheck(pl_spng_set_option(ctx, option(SPNG_ENCODE_TO_BUFFER), 1), "set SPNG_ENCODE_TO_BUFFER")
        // zlib level 1 and the Sub filter on every row: screenshots of flat UI colours compress
        // almost as well as at the default level with libspng's per-row filter search, and
        // encoding them is what bounds replay speed (bench P4: 21 → 5–9 ms at 480×800).
        try spngCheck(
            pl_spng_set_option(ctx, option(SPNG_IMG_COMPRESSION_LEVEL), 1), "set SPNG_IMG_COMPRESSION_LEVEL")
        try spngCheck(
            pl_spng_set_option(ctx, option(SPNG_FILTER_CHOICE), Int32(SPNG_FILTER_CHOICE_SUB.rawValue)),
            "set SPNG_FILTER_CHOICE")
        var ihdr = spng_ihdr(
            width: UInt32(width), height: UInt32(height), bit_depth: 8,
            color_type: UInt8(SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue),
            compression_method: 0, filter_method: 0, interlace_method: 0)
        try spngCheck(pl_spng_set_ihdr(ctx, &ihdr), "set IHDR \(width)×\(height)")
        let status = rgba.withUnsafeBytes {
            pl_spng_encode_image(
                ctx, $0.baseAddress, $0.count, Int32(SPNG_FMT_PNG.rawValue),
                Int32(SPNG_ENCODE_FINALIZE.rawValue))
        }
        try spngCheck(status, "encode \(width)×\(height)")
        var length = 0, error: Int32 = 0
        guard let buffer = pl_spng_get_png_buffer(ctx, &length, &error) else {
            throw CanvasError("PNG encode: \(String(cString: pl_spng_strerror(error)))")
        }
        defer { free(buffer) }
        return Array(UnsafeRawBufferPointer(start: buffer, count: length))
    }

    /// Writes the PNG to `path` atomically: into a temporary file beside it, then `rename`,
    /// so an error never leaves a half-written file at `path`.
    public func writePNG(to path: String) throws(CanvasError) {
        try FileBytes.write(try pngData(), to: path, what: "PNG")
    }

    /// Decodes PNG bytes (any colour type libspng reads) into a new canvas, premultiplied.
    /// `name` names the source in errors.
    public static func decodePNG(_ data: [UInt8], name: String = "PNG data") throws(CanvasError) -> Canvas {
        guard let ctx = pl_spng_ctx_new(0) else {
            throw CanvasError("\(name): \(pl_load_error().map { String(cString: $0) } ?? "spng_ctx_new failed")")
        }
        defer { pl_spng_ctx_free(ctx) }
        func check(_ s: Int32, _ what: String) throws(CanvasError) {
            if s != 0 { throw CanvasError("\(name): \(what): \(String(cString: pl_spng_strerror(s)))") }
        }
        // The buffer must stay valid while spng decodes: copy it into memory we hold.
        let input = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
        defer { input.deallocate() }
        input.copyBytes(from: data)
        do {
            try check(pl_spng_set_png_buffer(ctx, input.baseAddress, data.count), "read")
            var ihdr = spng_ihdr()
            try check(pl_spng_get_ihdr(ctx, &ihdr), "header")
            guard (1 ... 16384).contains(ihdr.width), (1 ... 16384).contains(ihdr.height) else {
                throw CanvasError("\(name): size \(ihdr.width)×\(ihdr.height) out of 1…16384")
            }
            var size = 0
            let fmt = Int32(SPNG_FMT_RGBA8.rawValue)
            try check(pl_spng_decoded_image_size(ctx, fmt, &size), "size")
            var rgba = [UInt8](repeating: 0, count: size)
            let status = rgba.withUnsafeMutableBytes { pl_spng_decode_image(ctx, $0.baseAddress, size, fmt, 0) }
            try check(status, "decode")
            let canvas = Canvas(width: Int(ihdr.width), height: Int(ihdr.height))
            var i = 0
            for y in 0 ..< canvas.height {
                let r = canvas.row(y)
                for x in 0 ..< canvas.width {
                    let a = UInt32(rgba[i + 3])
                    func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    r[x] = a << 24 | pre(rgba[i]) << 16 | pre(rgba[i + 1]) << 8 | pre(rgba[i + 2])
                    i += 4
                }
            }
            return canvas
        }
    }

    /// Reads and decodes the PNG file at `path`.
    public static func readPNG(path: String) throws(CanvasError) -> Canvas {
        try decodePNG(try FileBytes.read(path), name: path)
    }
}

private func spngCheck(_ status: Int32, _ what: String) throws(CanvasError) {
    if status != 0 { throw CanvasError("PNG \(what): \(String(cString: pl_spng_strerror(status)))") }
}

func errnoText() -> String { String(cString: strerror(errno)) }

/// An option as `pl_spng_set_option` takes it.
private func option(_ o: spng_option) -> Int32 { Int32(o.rawValue) }
