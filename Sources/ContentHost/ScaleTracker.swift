/// Which scale a window's buffers use, from what the compositor said. The one rule for the
/// live client (`WaylandClient`, fed from the C shim's events) and for replay (`TraceReplay`,
/// fed from a trace's lines), so a trace replays at the scale the live window had:
///
/// 1. the fractional preferred scale (wp_fractional_scale_v1, × 120) when there is one and
///    fractional scales are allowed (the live client needs wp_viewporter to show such a buffer
///    at the logical size; replay always allows them);
/// 2. else the integer preferred buffer scale (wl_surface v6 preferred_buffer_scale, which
///    a compositor without fractional scale sends);
/// 3. else the largest wl_output.scale among the outputs the window's surface is on
///    (wl_surface.enter/leave; outputs that are gone no longer count);
/// 4. before the first enter, the largest scale of any output (so a single HiDPI screen gets
///    a crisp first frame instead of a blurry one); else 1.
///
/// Only the window's own surface counts once it is known (`windowSurface`: replay learns it
/// from xdg_wm_base.get_xdg_surface; the live shim only reports its window's surface).
///
/// Why here: `ContentHost` is what both hosts of a `WindowContent` share, and it depends on
/// no Wayland library, so `TraceReplay` uses this rule without linking libwayland. The type
/// is plain values in, a scale out: no Wayland type appears.
public struct ScaleTracker: Equatable, Sendable {
    /// Fractional scales need wp_viewporter to show the buffer at the logical size; without
    /// it the preferred fractional scale is ignored and the integer rules apply.
    public let fractionalAllowed: Bool
    /// The window's wl_surface id, when known: enter/leave of other surfaces (cursor,
    /// subsurfaces) are ignored.
    public var windowSurface: UInt32?
    /// Each output's scale, and the outputs the window's surface is on, sorted by output id (so
    /// that equal trackers compare equal): a few outputs. Not a dictionary and a set: their
    /// storage's metadata would make the runtime look up `UInt32: Hashable` by scanning every
    /// conformance record, as the first wl_output.scale arrives before the first frame.
    public private(set) var outputScales: [OutputScale] = []
    public private(set) var enteredOutputs: [UInt32] = []
    /// Fractional scale × 120; nil until the compositor sends one (0 = none).
    public private(set) var preferredNumerator: UInt32?
    /// wl_surface.preferred_buffer_scale; nil until the compositor sends one.
    public private(set) var preferredBufferScale: Int32?
    /// The scale last announced by `change()`.
    public private(set) var announced: Double?

    /// - Parameters:
    ///   - fractionalAllowed: false when the compositor offers no wp_viewporter.
    ///   - announced: the scale the content already has, so that `change()` stays silent
    ///     until the scale differs from it (the live window starts its content at 1); nil
    ///     (replay) announces the first scale the compositor implies, whatever it is.
    public init(fractionalAllowed: Bool = true, announced: Double? = nil) {
        self.fractionalAllowed = fractionalAllowed
        self.announced = announced
    }

    /// The scale to render at.
    public var scale: Double {
        if usesFractionalScale, let n = preferredNumerator { return Double(n) / 120 }
        if let s = preferredBufferScale, s > 0 { return Double(s) }
        let entered = outputScales.filter { enteredOutputs.contains($0.output) && $0.factor > 0 }
        if let largest = entered.map(\.factor).max() { return Double(largest) }
        return Double(outputScales.map(\.factor).filter { $0 > 0 }.max() ?? 1)
    }

    /// True when the scale is fractional-protocol driven (so the viewport carries the
    /// logical size and wl_surface.set_buffer_scale stays 1).
    public var usesFractionalScale: Bool { fractionalAllowed && (preferredNumerator ?? 0) > 0 }

    /// wl_output.scale (the live shim reports it at wl_output.done).
    public mutating func outputScale(output: UInt32, factor: Int32) {
        let i = outputScales.firstIndex { $0.output >= output } ?? outputScales.endIndex
        if i < outputScales.endIndex, outputScales[i].output == output {
            outputScales[i].factor = factor
        } else {
            outputScales.insert(OutputScale(output: output, factor: factor), at: i)
        }
    }

    /// The output's global was removed.
    public mutating func outputGone(output: UInt32) {
        outputScales.removeAll { $0.output == output }
        enteredOutputs.removeAll { $0 == output }
    }

    /// wl_surface.enter (`entered`) or leave of `output` by `surface` (nil: the window's).
    public mutating func surfaceEnter(output: UInt32, entered: Bool = true, surface: UInt32? = nil) {
        if let window = windowSurface, let surface, window != surface { return }
        if !entered {
            enteredOutputs.removeAll { $0 == output }
        } else if !enteredOutputs.contains(output) {
            enteredOutputs.insert(output, at: enteredOutputs.firstIndex { $0 > output } ?? enteredOutputs.endIndex)
        }
    }

    /// wp_fractional_scale_v1.preferred_scale: the scale × 120 (0: none).
    public mutating func preferredFractionalScale(numerator: UInt32) { preferredNumerator = numerator }

    /// wl_surface.preferred_buffer_scale (wl_surface v6).
    public mutating func preferredBufferScale(_ factor: Int32) { preferredBufferScale = factor }

    /// The scale to hand the content after a scale-related event, or nil when it is the one
    /// it was last handed (`announced`).
    public mutating func change() -> Double? {
        let now = scale
        defer { announced = now }
        return now == announced ? nil : now
    }
}

/// One output's wl_output.scale.
public struct OutputScale: Equatable, Sendable {
    public var output: UInt32
    public var factor: Int32
}
