/// Which scale the window's buffers use, from what the compositor said: the fractional
/// preferred scale (wp_fractional_scale_v1) when there is one, else the largest
/// wl_output.scale among the outputs the surface is on (wl_surface.enter/leave), before the
/// first enter the largest scale of any output, else 1.
/// (wl_surface v6 preferred_buffer_scale is not in libwayland 1.21.)
struct ScaleTracker: Equatable {
    /// Fractional scales need wp_viewporter to show the buffer at the logical size; without
    /// it the preferred scale is ignored and the integer output scale is used.
    let fractionalAllowed: Bool
    private(set) var outputScales: [UInt32: Int32] = [:]
    private(set) var enteredOutputs: Set<UInt32> = []
    /// Fractional scale × 120; nil until the compositor sends one.
    private(set) var preferredNumerator: Int32?

    /// The scale to render at.
    init(fractionalAllowed: Bool = true) { self.fractionalAllowed = fractionalAllowed }

    var scale: Double {
        if usesFractionalScale, let n = preferredNumerator { return Double(n) / 120 }
        let entered = enteredOutputs.compactMap { outputScales[$0] }.filter { $0 > 0 }
        if let largest = entered.max() { return Double(largest) }
        // Not on any output yet (the first frame): guess the largest output scale, so a
        // single HiDPI screen gets a crisp first frame instead of a blurry one.
        return Double(outputScales.values.filter { $0 > 0 }.max() ?? 1)
    }

    /// True when the scale is fractional-protocol driven (so the viewport carries the
    /// logical size and wl_surface.set_buffer_scale stays 1).
    var usesFractionalScale: Bool { fractionalAllowed && (preferredNumerator ?? 0) > 0 }

    /// Applies one window event; returns true if it was a scale-related event.
    @discardableResult
    mutating func apply(_ event: ShimEvent) -> Bool {
        switch event {
        case .outputScale(let output, let scale): outputScales[output] = scale
        case .outputGone(let output):
            outputScales[output] = nil
            enteredOutputs.remove(output)
        case .surfaceEnter(let output): enteredOutputs.insert(output)
        case .surfaceLeave(let output): enteredOutputs.remove(output)
        case .preferredScale(let numerator): preferredNumerator = numerator
        default: return false
        }
        return true
    }
}
