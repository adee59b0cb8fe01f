/// The buffer scale a trace implies, by the live client's rule (WaylandClient's ScaleTracker):
/// the fractional preferred scale when there is one, else the largest wl_output.scale among
/// the outputs the window's surface has entered, before the first enter the largest scale of
/// any output, else 1. Only the window's own surface counts (the one the client passed to
/// xdg_wm_base.get_xdg_surface), not cursor surfaces, when the trace shows that request.
struct ScaleTracking {
    private var outputScales: [UInt32: Int32] = [:]
    private var enteredOutputs: Set<UInt32> = []
    private var preferredNumerator: UInt32?
    private var preferredBufferScale: Int32?
    /// The window's wl_surface id, once the get_xdg_surface request has been seen.
    var windowSurface: UInt32?
    private var lastEmitted: Double?

    var scale: Double {
        if let n = preferredNumerator, n > 0 { return Double(n) / 120 }
        if let s = preferredBufferScale, s > 0 { return Double(s) }
        let entered = enteredOutputs.compactMap { outputScales[$0] }.filter { $0 > 0 }
        if let largest = entered.max() { return Double(largest) }
        return Double(outputScales.values.filter { $0 > 0 }.max() ?? 1)
    }

    mutating func outputScale(output: UInt32, factor: Int32) { outputScales[output] = factor }

    mutating func surfaceEnter(surface: UInt32, output: UInt32, entered: Bool) {
        if let window = windowSurface, window != surface { return }
        if entered { enteredOutputs.insert(output) } else { enteredOutputs.remove(output) }
    }

    mutating func preferred(numerator: UInt32) { preferredNumerator = numerator }
    mutating func preferredBuffer(scale: Int32) { preferredBufferScale = scale }

    /// The scale to announce after a scale-related event, or nil when it did not change.
    mutating func change() -> Double? {
        let now = scale
        defer { lastEmitted = now }
        return now == lastEmitted ? nil : now
    }
}
