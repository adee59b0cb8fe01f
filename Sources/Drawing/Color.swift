#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A premultiplied ARGB8888 colour, the pixel format of the canvas (and of wl_shm ARGB8888).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// `0xAARRGGBB`, colour channels already multiplied by alpha.
    public var argb: UInt32

    public init(argb: UInt32) { self.argb = argb }

    /// An opaque colour from 8-bit sRGB channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        argb = 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// A straight (non-premultiplied) colour at `alpha` (0…1), premultiplied with rounding.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double) {
        let a = min(max(alpha, 0), 1)
        func p(_ c: UInt8) -> UInt32 { UInt32((Double(c) * a).rounded()) }
        argb = UInt32((a * 255).rounded()) << 24 | p(red) << 16 | p(green) << 8 | p(blue)
    }

    public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
    public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
    public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
    public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }
    public var isOpaque: Bool { alpha == 0xFF }

    /// `self` at `opacity` over the opaque colour `under`: per channel
    /// `round(c·a + u·(1 − a))`, opaque. The one formula bars use, so tests can repeat it.
    public func over(_ under: Color, opacity: Double) -> Color {
        let a = min(max(opacity, 0), 1)
        func mix(_ c: UInt8, _ u: UInt8) -> UInt32 {
            UInt32((Double(c) * a + Double(u) * (1 - a)).rounded())
        }
        return Color(
            argb: 0xFF00_0000 | mix(red, under.red) << 16
                | mix(green, under.green) << 8 | mix(blue, under.blue))
    }

    /// Each channel scaled by `factor` (0…1), alpha kept: a black veil over an opaque colour.
    public func darkened(by amount: Double) -> Color {
        if amount <= 0 { return self }   // the usual case: skip three roundings
        let k = 1 - min(max(amount, 0), 1)
        func s(_ c: UInt8) -> UInt32 { UInt32((Double(c) * k).rounded()) }
        return Color(argb: UInt32(alpha) << 24 | s(red) << 16 | s(green) << 8 | s(blue))
    }

    /// Relative luminance (0…1) of the straight colour, sRGB decoded: picks label contrast.
    /// Opaque colours use a 256-entry table (no `pow` per frame).
    public var luminance: Double {
        guard alpha > 0 else { return 0 }
        if alpha == 255 {
            let t = srgbToLinear
            return 0.2126 * t[Int(red)] + 0.7152 * t[Int(green)] + 0.0722 * t[Int(blue)]
        }
        func lin(_ c: UInt8) -> Double { linearFromSRGB(min(Double(c) / Double(alpha), 1)) }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }

    public static let black = Color(argb: 0xFF00_0000)
    public static let white = Color(argb: 0xFFFF_FFFF)
    public static let transparent = Color(argb: 0)

    public var description: String {
        "0x" + String(argb, radix: 16, uppercase: true)
    }
}

/// The sRGB transfer function inverted: an encoded value (0…1) to linear light.
func linearFromSRGB(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
}

/// `linearFromSRGB` for every 8-bit value, computed once.
let srgbToLinear: [Double] = (0 ... 255).map { linearFromSRGB(Double($0) / 255) }
