import ArgumentParser

/// `--presentation late|early`: wp_presentation on the virtual clock, with a compositor that
/// takes each refresh's commit late or early. Both refresh at 60 Hz from the first time the
/// clock is announced, answer frame callbacks at each refresh and show a commit at the refresh
/// after the latch that took it.
enum PresentationLatch: String, ExpressibleByArgument, CaseIterable {
    /// Takes the newest commit at the refresh itself, for the next one: a commit made just
    /// before a refresh is shown a period later, as on a compositor that composes as late as
    /// it can (or, like sway, on the frame event that follows a refresh).
    case late
    /// Takes it `earlyLatch` ms after the refresh its frame callbacks follow: a commit made at
    /// the callback is shown at the next refresh, one made later waits a refresh more.
    case early

    static let earlyLatch = 5.0

    /// When after each refresh the commit is taken (ms).
    var afterRefresh: Double { self == .late ? 0 : Self.earlyLatch }
}

/// The refreshes and latches of a `PresentationLatch` compositor on the virtual clock, in
/// the order they happen. Pure: times are inputs.
struct VirtualRefresh {
    enum Step: Equatable {
        /// Show what the last latch took; answer the frame callbacks, unless a latch at the
        /// same instant comes first (`frameDone` then follows it).
        case present(at: Double)
        case latch(at: Double)
        case frameDone(at: Double)
    }

    static let period = 1000.0 / 60
    static var periodNanoseconds: UInt32 { UInt32((period * 1e6).rounded()) }

    let latch: PresentationLatch
    private var origin: Double?
    /// The refreshes stepped so far.
    private var refreshes = 0
    private var latchedThisRefresh = true

    init(latch: PresentationLatch) { self.latch = latch }

    /// The grid starts this long after the first time announced: fixtures' events come on
    /// whole milliseconds, and a refresh never falls on one (a commit at an event's time is
    /// then never at a refresh's instant, where it would belong to either).
    static let offset = 0.5

    /// Every step at or before `time`, oldest first; the grid starts at the first `time`.
    mutating func steps(through time: Double) -> [Step] {
        guard let origin else {
            self.origin = time + Self.offset
            return []
        }
        var out: [Step] = []
        while true {
            let refresh = origin + Double(refreshes) * Self.period
            let latchTime = refresh + latch.afterRefresh
            if !latchedThisRefresh, latchTime < refresh + Self.period, latchTime <= time {
                out.append(.latch(at: latchTime))
                if latch.afterRefresh == 0 { out.append(.frameDone(at: refresh)) }
                latchedThisRefresh = true
                continue
            }
            let next = origin + Double(refreshes + 1) * Self.period
            guard next <= time else { return out }
            refreshes += 1
            latchedThisRefresh = false
            out.append(.present(at: next))
            if latch.afterRefresh > 0 { out.append(.frameDone(at: next)) }
        }
    }
}
