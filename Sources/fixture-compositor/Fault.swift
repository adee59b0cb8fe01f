import ArgumentParser
import CFixtureCompositor
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A compositor fault injected on purpose (`--fault NAME`), so that tests can watch the real
/// client survive it or fail cleanly. Legitimate events that only look like faults (touch
/// cancel, capabilities lost, a scale change) are fixture lines instead: the fixture language
/// has them, and replay then checks the same story.
///
/// Timed faults fire at `--fault-at-ms` on the fixture's clock (default: the middle of the
/// fixture, i.e. mid-drag for a drag fixture); the keymap faults act when the client binds
/// its keyboard.
enum Fault: String, CaseIterable, ExpressibleByArgument, Codable {
    /// The compositor process SIGKILLs itself: no goodbye, the socket just closes. It prints
    /// `fault die: SIGKILL at <CLOCK_MONOTONIC ms>` on stderr first, for the exit latency.
    /// It dies once the client has caught up with the input sent until then (its pong to a
    /// ping sent at the fault's time), so a kill mid-gesture finds the client mid-gesture
    /// however slowly it runs.
    case die
    /// xdg_surface.error.invalid_size posted on the window's xdg_surface.
    case protocolError = "protocol-error"
    /// No wl_buffer.release for `--fault-duration-ms`, then all of them at once.
    case holdBuffers = "hold-buffers"
    /// Not a fault but a state the app must honour: the window is configured `suspended`
    /// (xdg_toplevel v6: minimized, on another workspace) for `--fault-duration-ms`, then the
    /// state is lifted. Input keeps arriving meanwhile.
    case suspend
    /// 100 xdg_toplevel configures in one write, each a different size; the last is 360×640.
    case configureBurst = "configure-burst"
    /// A configure of 0×0 (the client chooses), of a negative size, and of 100000×100000.
    case configureZero = "configure-zero"
    case configureNegative = "configure-negative"
    case configureHuge = "configure-huge"
    /// wl_keyboard.keymap with size 0, or with a pipe that cannot be mmapped.
    case keymapEmpty = "keymap-empty"
    case keymapUnmappable = "keymap-unmappable"

    /// The last size of the burst.
    static let burstFinalSize: (Int32, Int32) = (360, 640)
    static let burstCount = 100

    /// The configures the fault sends, in order (empty for the other faults).
    var configures: [(Int32, Int32)] {
        switch self {
        case .configureBurst:
            return (0 ..< Fault.burstCount).map { i in
                let left = Int32(Fault.burstCount - 1 - i)
                return (Fault.burstFinalSize.0 + 3 * left, Fault.burstFinalSize.1 + 2 * left)
            }
        case .configureZero: return [(0, 0)]
        case .configureNegative: return [(-100, -200)]
        case .configureHuge: return [(100_000, 100_000)]
        default: return []
        }
    }

    /// The keymap the seat sends (fixture_compositor.h FC_KEYMAP_*).
    var keymapMode: Int32 {
        switch self {
        case .keymapEmpty: Int32(FC_KEYMAP_EMPTY)
        case .keymapUnmappable: Int32(FC_KEYMAP_UNMAPPABLE)
        default: Int32(FC_KEYMAP_NORMAL)
        }
    }

    /// Faults after which the client is expected to go away (the session ends there).
    var endsTheClient: Bool { self == .die || self == .protocolError }
    var isTimed: Bool { keymapMode == Int32(FC_KEYMAP_NORMAL) }
    /// Faults that end `--fault-duration-ms` after they fire.
    var lasts: Bool { self == .holdBuffers || self == .suspend }
}

/// What the fault did, in the report.
struct FaultReport: Codable {
    var name: Fault
    /// When it fired: on the fixture's clock, and CLOCK_MONOTONIC (ms).
    var firedAtFixtureMs: Double?
    var firedAtMonotonicMs: Double?
    /// hold-buffers, suspend: when it ended (releases let go, state lifted), buffer commits
    /// meanwhile, client alive then.
    var endedAtMonotonicMs: Double?
    var bufferCommitsWhileHeld: UInt32?
    var clientRunningAtEnd: Bool?
    /// The window's buffer commits and buffers created when it fired (what came after is the fault's).
    var bufferCommitsAtFire: UInt32?
    var windowBuffersCreatedAtFire: UInt32?
    /// suspend: whether the client acked the suspended configure; the buffers it committed
    /// after that ack and before the lift; the input events sent while suspended; buffer
    /// commits when the state was lifted.
    var suspendAcked: Bool?
    var bufferCommitsAfterSuspendAck: UInt32?
    var inputEventsWhileSuspended: UInt32?
    var bufferCommitsAtLift: UInt32?
    /// Sizes sent by configure faults, in order.
    var configuresSent: [[Int32]] = []
    /// Terminal faults: from firing until the client disconnected, and until its process ended.
    var clientDisconnectedAfterMs: Double?
    var clientExitedAfterMs: Double?
    /// Why the fault could not act, if it could not.
    var note: String?
}

/// Fires the fault at its time and ends it after its duration. The session calls `poll`
/// from its event loop and before each fixture event.
final class FaultInjector {
    let fault: Fault
    let atFixtureMs: Double
    let durationMs: Double
    private(set) var report: FaultReport
    private var commitsAtStart: UInt32 = 0
    private var inputEventsAtStart: UInt32 = 0
    /// `die`: the ping sent at the fault's time, whose pong it waits for.
    private var catchUpPing: UInt32?

    init(_ fault: Fault, atFixtureMs: Double, durationMs: Double) {
        self.fault = fault
        self.atFixtureMs = atFixtureMs
        self.durationMs = durationMs
        report = FaultReport(name: fault)
    }

    var fired: Bool { report.firedAtMonotonicMs != nil }
    /// `die` is due and waits for the client to catch up: playback holds its next event.
    var awaitingCatchUp: Bool { catchUpPing != nil && !fired }
    /// Something is still to happen: the session must not settle before it has.
    var pending: Bool {
        guard fault.isTimed else { return false }
        return !fired || (fault.lasts && report.endedAtMonotonicMs == nil)
    }

    /// `fixtureMs`: the fixture clock now (nil before playback starts).
    func poll(fixtureMs: Double?, server: FixtureServer, clientRunning: Bool) {
        let now = Session.nowMs()
        if !fired, fault.isTimed, let fixtureMs, fixtureMs >= atFixtureMs {
            if fault == .die {
                if catchUpPing == nil { catchUpPing = server.ping(); server.flush() }
                guard server.status.last_pong_serial == catchUpPing else { return }
            }
            fire(at: fixtureMs, now: now, server: server)
        } else if fault.lasts, let start = report.firedAtMonotonicMs, report.endedAtMonotonicMs == nil,
            now - start >= durationMs
        {
            let status = server.status
            report.clientRunningAtEnd = clientRunning
            report.endedAtMonotonicMs = now
            if fault == .holdBuffers {
                report.bufferCommitsWhileHeld = status.buffer_commits &- commitsAtStart
                server.holdReleases(false)
            } else {
                // Every buffer committed after the ack was drawn knowing the window suspended.
                report.suspendAcked = status.configured
                if status.configured {
                    report.bufferCommitsAfterSuspendAck = status.buffer_commits &- status.buffer_commits_at_ack
                }
                report.inputEventsWhileSuspended = status.input_events_sent &- inputEventsAtStart
                report.bufferCommitsAtLift = status.buffer_commits
                server.configureSuspended(false)
            }
            server.flush()
        }
    }

    /// The client disconnected / its process ended (terminal faults).
    func clientGone(disconnected: Bool, exited: Bool) {
        guard let start = report.firedAtMonotonicMs else { return }
        let now = Session.nowMs()
        if disconnected, report.clientDisconnectedAfterMs == nil { report.clientDisconnectedAfterMs = now - start }
        if exited, report.clientExitedAfterMs == nil { report.clientExitedAfterMs = now - start }
    }

    private func fire(at fixtureMs: Double, now: Double, server: FixtureServer) {
        report.firedAtFixtureMs = fixtureMs
        report.firedAtMonotonicMs = now
        commitsAtStart = server.status.buffer_commits
        report.bufferCommitsAtFire = commitsAtStart
        report.windowBuffersCreatedAtFire = server.status.toplevel_buffers_created
        switch fault {
        case .die:
            server.flush()
            let line = "fixture-compositor: fault die: SIGKILL at \(String(format: "%.3f", Session.nowMs()))\n"
            FileHandle.standardError.write(Data(line.utf8))
            kill(getpid(), SIGKILL)
        case .protocolError:
            if !server.postProtocolError() { report.note = "no xdg_surface to post the error on" }
        case .holdBuffers:
            server.holdReleases(true)
        case .suspend:
            inputEventsAtStart = server.status.input_events_sent
            server.configureSuspended(true)
        case .configureBurst, .configureZero, .configureNegative, .configureHuge:
            for (width, height) in fault.configures {
                server.configure(width: width, height: height, states: [.activated])
                report.configuresSent.append([width, height])
            }
        case .keymapEmpty, .keymapUnmappable:
            break
        }
        server.flush()
    }
}
