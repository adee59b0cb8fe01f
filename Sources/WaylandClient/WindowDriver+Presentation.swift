/// wp_presentation in the window: feedback asked for every commit that attaches a buffer,
/// the times it brings handed to the pacer (the next refresh) and to the frame recorder (the
/// frame log). Feedback that names no frame in flight (a surface gone, a frame forgotten, an
/// event after the window closed) changes nothing.
extension WindowDriver {
    /// Feedback is worth asking for: wp_presentation is bound and its times are on the
    /// loop's clock (`Presentation.usableClock`).
    var presentationUsable: Bool { presentationClock == Presentation.usableClock }

    /// When the loop must wake for the frame waiting for its deadline (nil: none waits).
    var nextDrawTime: Double? { pacer.nextWake }

    func handlePresentation(_ event: ShimEvent) {
        switch event {
        case .presentationClock(let clock):
            presentationClock = clock
        case .presented(let frame, let presentation):
            guard presentationUsable, frame <= frameNumber, presentation.time.isFinite, presentation.time > 0
            else { return }
            pacer.didPresent(frame: frame, presentation)
            recorder?.presented(frame: frame, presentation)
        case .discarded(let frame):
            pacer.didDiscard(frame: frame)
            recorder?.discarded(frame: frame)
        default:
            break
        }
    }

    /// Before a commit with a buffer: number it, ask for its feedback, note its motions.
    func requestFeedback(now: Double) {
        frameNumber &+= 1
        drewAt = min(pacer.drawStart, now)
        guard presentationUsable else { return }
        backend.requestPresentationFeedback(frame: frameNumber)
        pacer.didRequestFeedback(frame: frameNumber, at: now)
        recorder?.committed(frame: frameNumber, at: now)
    }

    /// The loop's clock after the tick that drew a frame: the frame's cost, from when its
    /// draw was planned to start, and when its commit went out, for the pacer.
    func frameSent(at now: Double) {
        guard let drewAt else { return }
        pacer.didSend(frame: frameNumber, drawnFrom: drewAt, at: now)
        self.drewAt = nil
    }

    /// The frames shown since the last call (empty without a frame log).
    func takePresentedFrames() -> [PresentedFrame] { recorder?.takePresented() ?? [] }
}
