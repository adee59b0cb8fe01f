import ContentHost

extension ScaleTracker {
    /// Applies one of the shim's window events (the live path into the shared rule; the shim
    /// reports only the window surface's enter/leave). Returns true if it was scale-related.
    @discardableResult
    mutating func apply(_ event: ShimEvent) -> Bool {
        switch event {
        case .outputScale(let output, let scale): outputScale(output: output, factor: scale)
        case .outputGone(let output): outputGone(output: output)
        case .surfaceEnter(let output): surfaceEnter(output: output)
        case .surfaceLeave(let output): surfaceEnter(output: output, entered: false)
        case .preferredScale(let numerator): preferredFractionalScale(numerator: numerator)
        case .preferredBufferScale(let factor): preferredBufferScale(factor)
        default: return false
        }
        return true
    }
}
