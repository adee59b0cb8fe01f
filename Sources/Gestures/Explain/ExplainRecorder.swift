/// Where the engine's decisions go, each as its explain entry: the `explain` ring, and the
/// observer the app added.
struct ExplainRecorder {
    var log: ExplainLog
    var observer: (any ExplainObserver)?

    /// Whether anyone hears a decision (else it is not even built).
    var isListening: Bool { log.isEnabled || observer != nil }

    @inline(__always) mutating func record(_ entry: ExplainEntry) {
        log.record(entry)
        observer?.decided(entry)
    }
}
