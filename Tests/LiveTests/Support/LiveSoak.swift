import Foundation

/// A live soak: `SoakInput`'s seeded random input played as fast as wl-inject sends it to a
/// real app on a real compositor (sway, or kwin with touch), a chunk (about a second) at a
/// time. After every chunk the app must still run and give a sane snapshot; after a third of
/// the run and at the end (both times tiled, nothing held) its resident memory is read from
/// /proc, and the end may exceed the first by at most `rssGrowthBound`.
///
/// The seed comes from OPACITYBARS_SOAK_SEED (else the test's own), the length from
/// OPACITYBARS_SOAK_SECONDS (else 20 s); both are printed first, so a failure replays.
/// OPACITYBARS_SOAK_TRACE=1 has the app print its WAYLAND_DEBUG trace (artifacts/app.stderr).
struct LiveSoak {
    /// What one app's soak needs from its session.
    struct Subject {
        let app: AppUnderTest
        let inject: Injector
        let output: (width: Int, height: Int)
        /// wl-inject drives kwin's fake input (touch; no resizes from the test).
        var fakeInput = false
        /// Where the window's surface is on the output now.
        let origin: () throws -> (x: Double, y: Double)
        /// Where input may go now (nil: anywhere on the output).
        var within: () throws -> ScreenRect? = { nil }
        /// Floats or tiles the window (nil: the compositor takes no resizes from the test).
        let resize: ((SoakStep) throws -> Void)?
        /// The app's sane state now (throws if it is not), as targets in surface coordinates,
        /// the name of one to aim at more often, and input to play before the chunk's own.
        let targets: () throws -> (targets: [SoakTarget], preferred: String?, lead: String?)
    }

    /// 8 MiB: a window's three 800×600 buffers are 5.5 MiB, so growth past this is more than
    /// the buffers of one extra window; a popup's pool leaked per opening (about 100 openings
    /// a minute) passes it within the brief run.
    static let rssGrowthBound = 8 << 20

    let seed: UInt64
    let seconds: Double
    /// The app's extra environment: the trace, when asked for.
    let appEnvironment: [String: String]

    init(defaultSeed: UInt64) {
        let env = ProcessInfo.processInfo.environment
        seed = env["OPACITYBARS_SOAK_SEED"].flatMap { UInt64($0) } ?? defaultSeed
        seconds = env["OPACITYBARS_SOAK_SECONDS"].flatMap { Double($0) } ?? 20
        appEnvironment = env["OPACITYBARS_SOAK_TRACE"] == "1" ? ["WAYLAND_DEBUG": "client"] : [:]
    }

    /// Plays the soak; returns the resident memory (bytes) after the warm-up third and at the end.
    func run(_ name: String, _ subject: Subject) throws -> (warm: Int, end: Int) {
        print(
            "soak: \(name) seed \(seed), \(Int(seconds)) s (replay: OPACITYBARS_SOAK_SEED=\(seed) OPACITYBARS_SOAK_SECONDS=\(Int(seconds)))"
        )
        let app = subject.app
        var input = SoakInput(
            seed: seed, outputWidth: subject.output.width, outputHeight: subject.output.height,
            fakeInput: subject.fakeInput)
        let start = Date()
        var warm: Int?
        var chunk = 0
        func failure(_ what: String) -> LiveError {
            LiveError(
                "soak \(name) seed \(seed), chunk \(chunk) (\(Int(Date().timeIntervalSince(start))) s): \(what)\napp stderr:\n\(app.stderrTail())"
            )
        }
        do {
            while Date().timeIntervalSince(start) < seconds {
                chunk += 1
                let origin = try subject.origin()
                var (targets, preferred, lead) = try subject.targets()
                if let lead { try subject.inject.send(lead) }
                for i in targets.indices {
                    targets[i].x += origin.x
                    targets[i].y += origin.y
                }
                for step in input.chunk(targets: targets, preferred: preferred, within: try subject.within()) {
                    if case .input(let script) = step {
                        try subject.inject.send(script)
                    } else {
                        try subject.resize?(step)
                    }
                }
                try subject.inject.sync()
                guard app.isRunning else { throw failure("the app exited (\(app.child.exitStatus ?? -1))") }
                if warm == nil, Date().timeIntervalSince(start) >= seconds / 3 { warm = try quietRSS(subject) }
            }
            let end = try quietRSS(subject)
            let warmRSS = warm ?? end
            print(
                "soak: \(name) seed \(seed): \(chunk) chunks, RSS \(warmRSS >> 10) KiB after warm-up, \(end >> 10) KiB at the end"
            )
            guard end - warmRSS <= Self.rssGrowthBound else {
                throw failure(
                    "resident memory grew \((end - warmRSS) >> 10) KiB (bound \(Self.rssGrowthBound >> 10) KiB)")
            }
            return (warmRSS, end)
        } catch let error as LiveError where !error.description.hasPrefix("soak ") {
            throw failure(error.description)
        } catch let error as ProcessError {
            throw failure(error.description)
        }
    }

    /// Tiles the window, lets go of modifiers, waits for the app to settle, checks its state,
    /// and reads its resident memory.
    private func quietRSS(_ subject: Subject) throws -> Int {
        try subject.resize?(.tiled)
        if !subject.fakeInput { try subject.inject.send("modifiers 0 0 0 0") }
        try subject.inject.sync()
        usleep(700_000)
        _ = try subject.targets()
        return try Self.residentBytes(of: subject.app.pid)
    }

    /// VmRSS of `pid` from /proc.
    static func residentBytes(of pid: pid_t) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kib = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else {
            throw LiveError("no VmRSS in /proc/\(pid)/status")
        }
        return kib << 10
    }
}

extension LiveSoak.Subject {
    /// The app on sway: its window's place from sway's tree, resizes by floating it.
    init(
        app: AppUnderTest, sway: SwayHeadless, inject: Injector,
        targets: @escaping () throws -> (targets: [SoakTarget], preferred: String?, lead: String?)
    ) {
        self.init(
            app: app, inject: inject, output: (sway.width, sway.height),
            origin: {
                let rect = ScreenRect(sway: try sway.window(ofPID: app.pid)?["rect"] as? [String: Any])
                return (rect?.x ?? 0, rect?.y ?? 0)
            },
            resize: { step in
                switch step {
                case .floating(let x, let y, let w, let h):
                    _ = try sway.swaymsg(
                        "[pid=\(app.pid)]", "floating enable, resize set \(w) \(h), move position \(x) \(y)")
                case .tiled: _ = try sway.swaymsg("[pid=\(app.pid)]", "floating disable")
                case .input: break
                }
            }, targets: targets)
    }
}
