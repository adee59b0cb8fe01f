import CFixtureCompositor
import Foundation
import Gestures
import TraceReplay

/// One run of the fixture compositor: wait for the client's window to be configured and
/// mapped, play the fixture with its timing, wait until the client is quiet, capture the
/// screen, ask the client to close and wait for it to go.
///
/// This is a test peer, so unlike the app core it reads the real monotonic clock: the
/// client under test runs on real time.
final class Session {
    struct Options {
        var speed = 1.0
        /// The client is settled after this long without a commit (ms).
        var settleMs = 1000.0
        /// Longest wait for the client to settle; after it the capture is taken anyway and
        /// the report says `settled: false` (an animation that never ends).
        var settleTimeoutMs = 20_000.0
        /// Longest wait for the window to map, and for the client to exit after close (ms).
        var mapTimeoutMs = 20_000.0
        var exitTimeoutMs = 10_000.0
        /// Longest whole session (ms).
        var totalTimeoutMs = 120_000.0
        var screenshot: String?
        var verbose = false
        /// `--scale` was given: the fixture's own scale events are not played.
        var ignoreScaleEvents = false
        /// What the seat advertised at bind.
        var initialCapabilities: SeatCapabilities = [.pointer, .keyboard, .touch]
        /// The devices of a second seat (`--second-seat`), none without one.
        var secondSeat: SeatCapabilities = []
        /// The fault to inject (`--fault`), if any.
        var fault: FaultInjector?
        /// The size of the first configure (0×0: the client chooses).
        var initialSize: (width: Int32, height: Int32) = (0, 0)
        /// wp_presentation on the virtual clock, and when its compositor takes a commit.
        var presentation: PresentationLatch?
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    let server: FixtureServer
    let client: ClientProcess?
    let options: Options
    private(set) var report = SessionReport()
    private let start = Session.nowMs()

    init(server: FixtureServer, client: ClientProcess?, options: Options) {
        self.server = server
        self.client = client
        self.options = options
        report.socket = server.socketName
        capabilities = options.initialCapabilities
        wire = WireInput(initialSize: options.initialSize)
        refresh = options.presentation.map(VirtualRefresh.init)
    }

    /// What plays the fixture's events to the client.
    private var wire: WireInput

    /// Events closer than this in the fixture are one batch, sent without waiting between them.
    static let batchGapMs = 1.0

    static func nowMs() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }

    /// Runs the whole session. Returns the report; `outcome` says where it stopped.
    func run(events: [TimedTraceEvent]) -> SessionReport {
        report.eventsInFixture = events.count
        do {
            try mapWindow()
            if server.status.mapped {
                try plugSecondSeat()
                try play(events)
                try unplugSecondSeat()
                if let fault = options.fault, fault.fault.endsTheClient, fault.fired {
                    try awaitExitAfterFault()
                } else {
                    try settle()
                    try capture()
                    try closeAndWait()
                }
            }
        } catch {
            report.failure = error.description
            if client?.isRunning == true { client?.terminate() }
        }
        client?.waitUntilExit()
        // A terminal fault's client has ended by now: if no poll saw its exit (it can end
        // between the last poll and the loop's check), this is the first moment it is known.
        if report.failure == nil, let fault = options.fault, fault.fault.endsTheClient, client != nil {
            fault.clientGone(disconnected: server.status.clients == 0, exited: true)
        }
        report.clientExitStatus = client?.exitStatus
        report.record(server.status)
        report.log += server.takeLog()
        report.fault = options.fault?.report
        return report
    }

    // MARK: Phases

    private var clientGone: Bool {
        let s = server.status
        if let client { return !client.isRunning && s.clients == 0 }
        return s.clients_ever > 0 && s.clients == 0
    }

    /// Dispatches until `done()` or `deadline` (monotonic ms); false on timeout.
    private func pump(until deadline: Double, _ done: () -> Bool) throws(Failure) -> Bool {
        while !done() {
            let now = Session.nowMs()
            if now >= deadline { return false }
            if now - start > options.totalTimeoutMs {
                throw Failure(description: "the session took longer than \(Int(options.totalTimeoutMs)) ms")
            }
            do { try server.dispatch(timeoutMs: Int32(min(10, max(0, deadline - now)).rounded(.up))) } catch {
                throw Failure(description: error.description)
            }
            pollFault()
            drainLog()
        }
        return true
    }

    private func drainLog() {
        let lines = server.takeLog()
        if options.verbose {
            for line in lines { FileHandle.standardError.write(Data("fixture-compositor: \(line)\n".utf8)) }
        }
        report.log += lines
    }

    private func mapWindow() throws(Failure) {
        report.outcome = "mapping"
        let mapped = try pump(until: Session.nowMs() + options.mapTimeoutMs) {
            server.status.mapped || clientGone
        }
        if server.status.mapped { return }
        if clientGone {
            // A client that never opens a window (wayland-info) ends the session normally.
            report.outcome = "done"
            return
        }
        if !mapped {
            let s = server.status
            throw Failure(
                description: "the client did not map a window within \(Int(options.mapTimeoutMs)) ms "
                    + "(clients \(s.clients), toplevel \(s.has_toplevel), acked \(s.configured), commits \(s.commits))")
        }
    }

    /// When playback started (monotonic ms), and the fixture time it started at.
    private var playbackOrigin: Double?
    /// During playback, the fixture time of the next event not yet sent: a fault never
    /// overtakes it, however late a loaded machine runs the loop, so what the trace sent
    /// before the fault's time (its configure) reaches the client before the fault does.
    private var nextUnsentMs: Double?

    /// Lets the fault act on the fixture's clock (nil before playback), and notes when the
    /// client went away after a terminal one.
    private func pollFault() {
        guard let fault = options.fault else { return }
        let fixtureMs = playbackOrigin.map { min((Session.nowMs() - $0) * options.speed, nextUnsentMs ?? .infinity) }
        fault.poll(fixtureMs: fixtureMs, server: server, clientRunning: client?.isRunning ?? true)
        if fault.fault.endsTheClient {
            fault.clientGone(disconnected: server.status.clients == 0, exited: client.map { !$0.isRunning } ?? false)
        }
    }

    private func play(_ events: [TimedTraceEvent]) throws(Failure) {
        report.outcome = "playing"
        guard let first = events.first else { return }
        let origin = Session.nowMs()
        playbackOrigin = origin
        defer { nextUnsentMs = nil }
        for (index, event) in events.enumerated() {
            if case .close = event.event {
                // The fixture closes the window: that close is the one sent after the capture.
                report.eventsSent += 1
                report.log.append(
                    "line \(event.line): xdg_toplevel.close ends the playback; it is sent after the capture")
                break
            }
            report.fixtureSpanMs = event.now - first.now
            if case .scale = event.event, options.ignoreScaleEvents { continue }
            let due = origin + (event.now - first.now) / options.speed
            let sameBatch = index > 0 && event.now - events[index - 1].now < Session.batchGapMs
            nextUnsentMs = event.now - first.now
            if !sameBatch { _ = try pump(until: due) { clientGone } }
            if let fault = options.fault, !fault.fired {
                fault.poll(fixtureMs: event.now - first.now, server: server, clientRunning: client?.isRunning ?? true)
                // A fault waiting for the client to catch up holds playback meanwhile.
                if fault.awaitingCatchUp {
                    _ = try pump(until: Session.nowMs() + options.exitTimeoutMs) { fault.fired || clientGone }
                }
            }
            if clientGone, let fault = options.fault, fault.fault.endsTheClient, fault.fired {
                report.log.append(
                    "line \(event.line): the client went away after the fault \(fault.fault.rawValue); playback ends")
                return
            }
            if clientGone {
                throw Failure(description: "the client went away during playback, before line \(event.line)")
            }
            report.maxLatenessMs = max(report.maxLatenessMs, Session.nowMs() - due)
            try announce(event.now)
            let bound = server.status
            switch wire.send(event.event, to: server) {
            case .sent: report.eventsSent += 1
            case .skipped(let why): report.eventsSkipped.append("line \(event.line): \(why)")
            }
            if case .input(.capabilities(let caps)) = event.event {
                try awaitDevices(added: caps.subtracting(capabilities), since: bound)
                capabilities = caps
            }
            // Events stamped within a millisecond (one compositor batch, such as axis_source,
            // axis, frame) leave together in one write, as a compositor sends them.
            if index + 1 == events.count || events[index + 1].now - event.now >= Session.batchGapMs { server.flush() }
        }
        report.playbackMs = Session.nowMs() - origin
        afterPlayback = announced.map { (fixtureMs: $0, monotonicMs: Session.nowMs()) }
    }

    // MARK: The virtual clock

    /// The time last announced to a client that follows the virtual clock.
    private var announced: Double?
    /// For such a client: the last played event's time, and when playback ended (monotonic ms).
    private var afterPlayback: (fixtureMs: Double, monotonicMs: Double)?

    /// Tells a client that follows the virtual clock that what comes next happens at `time`
    /// (the fixture's clock, the one replay uses): events reach it at the instant replay gives
    /// them, however late they are sent. Times only move forward. With `--presentation`, the
    /// refreshes and latches up to `time` happen first, each at its own time.
    private func announce(_ time: Double) throws(Failure) {
        guard server.status.clocks_bound > 0, announced.map({ time > $0 }) ?? true else { return }
        if var refresh {
            for step in refresh.steps(through: time) { try perform(step) }
            self.refresh = refresh
        }
        moveClock(to: time)
    }

    private func moveClock(to time: Double) {
        guard announced.map({ time > $0 }) ?? true else { return }
        server.announceTime(time)
        announced = time
    }

    /// The refreshes and latches of `--presentation`'s compositor.
    private var refresh: VirtualRefresh?

    /// Only the frame callbacks move the client's clock to the refresh: what it commits after
    /// reading them is made at the refresh, after a latch at that instant.
    private func perform(_ step: VirtualRefresh.Step) throws(Failure) {
        switch step {
        case .present(let time):
            server.present(at: time, refreshNanoseconds: VirtualRefresh.periodNanoseconds)
        case .latch:
            // What the client committed before the latch's time must have arrived: it answers
            // a ping in the same write as the commit it made after reading what came before.
            let ping = server.ping()
            server.flush()
            if ping != 0 {
                _ = try pump(until: Session.nowMs() + options.exitTimeoutMs) {
                    server.status.last_pong_serial >= ping || clientGone
                }
            }
            server.latch()
        case .frameDone(let time):
            moveClock(to: time)
            server.frameDone(at: time)
        }
        server.flush()
    }

    /// After the last event the virtual clock runs at the playback's speed, so that timers
    /// fire and flings end; since the client steps through each of its deadlines, where
    /// these ticks fall changes nothing it decides.
    private func letVirtualTimePass() throws(Failure) {
        guard let after = afterPlayback else { return }
        try announce(after.fixtureMs + (Session.nowMs() - after.monotonicMs) * options.speed)
    }

    /// The seat's capabilities as last announced.
    private var capabilities: SeatCapabilities = []

    /// A capability the seat gains is a round trip away from use: the client must create its
    /// wl_pointer / wl_keyboard / wl_touch before events can reach it (a compositor sends the
    /// enter once it exists). Waits for that, up to a second; the delay shows as lateness.
    private func awaitDevices(added: SeatCapabilities, since before: fc_status) throws(Failure) {
        guard !added.isEmpty else { return }
        server.flush()
        let done = try pump(until: Session.nowMs() + 1000) {
            let now = server.status
            return (!added.contains(.pointer) || now.pointers_bound > before.pointers_bound)
                && (!added.contains(.keyboard) || now.keyboards_bound > before.keyboards_bound)
                && (!added.contains(.touch) || now.touches_bound > before.touches_bound)
        }
        if !done {
            report.log.append(
                "the client did not create a device for the new capabilities \(added.rawValue) within 1 s")
        }
    }

    /// The second seat arrives once the window is mapped, as a seat plugged in while the app
    /// runs, and playback waits until the client has made its devices (the seat is bound and
    /// its capabilities read first).
    private func plugSecondSeat() throws(Failure) {
        guard !options.secondSeat.isEmpty else { return }
        let before = server.status
        server.announceSecondSeat()
        try awaitDevices(added: options.secondSeat.intersection(options.initialCapabilities), since: before)
    }

    /// It goes after the playback, unplugged: the client must let it go (wl_seat.release), up
    /// to a second.
    private func unplugSecondSeat() throws(Failure) {
        guard !options.secondSeat.isEmpty else { return }
        let before = server.status.seats_released
        server.withdrawSecondSeat()
        server.flush()
        report.secondSeatReleased = try pump(until: Session.nowMs() + 1000) { server.status.seats_released > before }
        if !report.secondSeatReleased {
            report.log.append("the client did not release the withdrawn second seat within 1 s")
        }
    }

    /// Waits until the client has read everything sent (its pong to a ping sent now), has
    /// answered the latest configure (a commit after its ack) and has then not committed for
    /// `settleMs` (timers fired, flings ended). Without the pong, a client the scheduler kept
    /// from running for `settleMs` would look settled before it had read the last events.
    private func settle() throws(Failure) {
        report.outcome = "settling"
        let lastSent = Session.nowMs()
        let deadline = lastSent + max(options.settleTimeoutMs, options.settleMs)
        let ping = server.ping()
        server.flush()
        var caughtUpAt: Double?
        let settled = try pump(until: deadline) {
            try? letVirtualTimePass()
            // A later ping's pong (a latch's, with --presentation) says as much.
            if caughtUpAt == nil, server.status.last_pong_serial >= ping { caughtUpAt = Session.nowMs() }
            // A fault still to act, or one that just ended (held releases just sent), restarts
            // the quiet period: the client's answer to it has yet to come.
            if options.fault?.pending == true { return false }
            let now = Session.nowMs()
            if let ended = options.fault?.report.endedAtMonotonicMs, now - ended < options.settleMs { return false }
            let sinceCommit = Double(UInt32(truncatingIfNeeded: Int64(now)) &- server.status.last_commit_ms)
            // The client's answer to the latest configure (a commit after the ack) must have come:
            // a huge configure takes the client a while to draw.
            let answered = server.status.configured && server.status.committed_since_configure
            let quietSinceCaughtUp = caughtUpAt.map { now - $0 >= options.settleMs } ?? false
            return clientGone
                || (answered && quietSinceCaughtUp && now - lastSent >= options.settleMs
                    && sinceCommit >= options.settleMs)
        }
        if clientGone { throw Failure(description: "the client went away before it settled") }
        report.settled = settled
        report.settleWaitMs = Session.nowMs() - lastSent
        if !settled {
            report.log.append(
                "the client was still committing after \(Int(options.settleTimeoutMs)) ms; captured anyway")
        }
    }

    /// After a fault that ends the client (protocol error): waits for its process to exit.
    private func awaitExitAfterFault() throws(Failure) {
        report.outcome = "awaiting the client's exit after the fault"
        let gone = try pump(until: Session.nowMs() + options.exitTimeoutMs) {
            clientGone && (client.map { !$0.isRunning } ?? true)
        }
        pollFault()
        if !gone {
            throw Failure(description: "the client did not exit within \(Int(options.exitTimeoutMs)) ms of the fault")
        }
        report.outcome = "done"
    }

    private func capture() throws(Failure) {
        report.outcome = "capturing"
        guard let path = options.screenshot else { return }
        guard let canvas = server.capture() else { throw Failure(description: "no buffer to capture") }
        do { try canvas.writePNG(to: path) } catch { throw Failure(description: error.description) }
        report.screenshot = path
        report.screenshotSize = [canvas.width, canvas.height]
    }

    private func closeAndWait() throws(Failure) {
        report.outcome = "closing"
        report.clientPeakResidentKiB = client?.peakResidentKiB
        server.close()
        server.flush()
        let gone = try pump(until: Session.nowMs() + options.exitTimeoutMs) { clientGone }
        if !gone {
            throw Failure(
                description: "the client did not exit within \(Int(options.exitTimeoutMs)) ms of xdg_toplevel.close")
        }
        report.outcome = "done"
    }
}
