/// How both apps write an item for the clipboard: its name, its opacity as a whole percentage
/// and its colour with that opacity as `#RRGGBBAA`, the form CSS and GTK read.
///
/// ```swift
/// ClipboardText.item(name: "red", opacity: 0.3, red: 255, green: 59, blue: 48)   // "red 30 % #FF3B304D"
/// ```
public enum ClipboardText {
    public static func item(name: String, opacity: Double, red: UInt8, green: UInt8, blue: UInt8) -> String {
        let unit = opacity.isFinite ? min(1, max(0, opacity)) : 1
        let alpha = UInt8((unit * 255).rounded())
        return "\(name) \(Int((unit * 100).rounded())) % #\(hex(red))\(hex(green))\(hex(blue))\(hex(alpha))"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }
}
