/// A built-in whose sequences all end one way: a lift, a cancel and a takeover by a standby
/// member each make the sequence leave its gesture — ended, cancelled with the reason, or
/// cancelled `.lostToOther` so that every began still has its end. The scroll and the
/// two-touch recognizers; each says only what leaving does.
protocol LeavingRecognizer: GestureRecognizer {
    /// Sequence `s` leaves: lifted when `cancel` is nil.
    func leave(_ s: SequenceHandle, cancel: CancelReason?, context: EngineContext)
}

extension LeavingRecognizer {
    package func sequenceLifted(_ s: SequenceHandle, context: EngineContext) {
        leave(s, cancel: nil, context: context)
    }

    package func cancelled(_ s: SequenceHandle, reason: CancelReason, context: EngineContext) {
        leave(s, cancel: reason, context: context)
    }

    package func preempted(_ s: SequenceHandle, context: EngineContext) {
        leave(s, cancel: .lostToOther, context: context)
    }
}
