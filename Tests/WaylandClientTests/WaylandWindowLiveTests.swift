import Canvas
import ContentHost
import Gestures
import Testing
import WaylandClient
#if canImport(Glibc)
import Glibc
#endif

/// A small content that paints one colour and asks to close after a few frames: it
/// exercises connect, configure/ack, shm buffers, damage and frame callbacks for real.
final class SolidContent: WindowContent {
    var configures: [(Int, Int)] = []
    var size = (width: 320, height: 200)
    var scale = 1.0
    var frames = 0
    var lastStale: [Region?] = []
    var closeAfterFrames: Int
    var closeRequested = false
    var lastNow = 0.0
    /// Runs once after the first frame is drawn (tests use it to raise signals or kill
    /// the compositor mid-run).
    var afterFirstFrame: (() -> Void)?

    init(closeAfterFrames: Int) { self.closeAfterFrames = closeAfterFrames }

    func handle(_ event: InputEvent, at now: Double) { lastNow = now }
    func configure(width: Int, height: Int) {
        configures.append((width, height))
        if width > 0 { size.width = min(width, 16384) }
        if height > 0 { size.height = min(height, 16384) }
    }
    func setScale(_ scale: Double) { self.scale = scale }
    func requestClose() { closeRequested = true }
    func advance(to now: Double) { lastNow = now }
    func settle(from now: Double) -> Double { now }   // the window never settles
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { frames < closeAfterFrames }
    var bufferSize: (width: Int, height: Int) {
        (Int((Double(size.width) * scale).rounded(.up)), Int((Double(size.height) * scale).rounded(.up)))
    }
    var logicalSize: (width: Int, height: Int) { size }
    var needsRedraw: Bool { frames < closeAfterFrames }
    func render(into canvas: Canvas, stale: Region?) -> Region {
        lastStale.append(stale)
        let all = PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
        canvas.fill(all, color: Color(argb: 0xff33_6699))
        frames += 1
        if frames == 1, let hook = afterFirstFrame { afterFirstFrame = nil; hook() }
        return Region(all)
    }
    var cursor: CursorShape { .default }
    var wantsToClose: Bool { closeRequested || frames >= closeAfterFrames }
}

/// weston 10 headless (pixman, no seat): the window maps, configures and commits frames
/// paced by frame callbacks. Needs weston installed (scripts/test installs it).
@Suite(.serialized) struct WaylandWindowLiveTests {
    @Test func rendersFramesUnderWestonHeadless() throws {
        let weston = try WestonHeadless.start()
        defer { weston.stop() }
        let content = SolidContent(closeAfterFrames: 3)
        let window = try WaylandWindow(title: "Colours", appID: "org.opacitybars.Test", content: content,
                                       display: weston.socket)
        let reason = try window.run()
        #expect(reason == .closed)
        #expect(content.frames == 3)
        #expect(!content.configures.isEmpty)
        #expect(content.lastStale.first! == nil)   // a fresh buffer is drawn whole
        #expect(content.lastNow > 0)               // the loop passed CLOCK_MONOTONIC as now
    }

    @Test func sigtermEndsTheLoopCleanlyAndUserSignalsReachTheCallback() throws {
        let weston = try WestonHeadless.start()
        defer { weston.stop() }
        let content = SolidContent(closeAfterFrames: 1_000_000)
        // raise() targets this thread, which the loop has blocked the signals in: they
        // arrive through the signalfd, never as a default action.
        content.afterFirstFrame = { raise(SIGUSR1); raise(SIGTERM) }
        let window = try WaylandWindow(title: "Colours", appID: "org.opacitybars.Test", content: content,
                                       display: weston.socket, userSignals: [SIGUSR1])
        var userSignals: [Int32] = []
        window.onUserSignal = { userSignals.append($0) }
        let reason = try window.run()
        #expect(reason == .signal(SIGTERM))
        #expect(userSignals == [SIGUSR1])
    }

    @Test func aCompositorThatGoesAwayIsAnErrorNotAHang() throws {
        let weston = try WestonHeadless.start()
        defer { weston.stop() }
        let content = SolidContent(closeAfterFrames: 1_000_000)
        content.afterFirstFrame = { kill(weston.pid, SIGKILL) }
        let window = try WaylandWindow(title: "Colours", appID: "org.opacitybars.Test", content: content,
                                       display: weston.socket)
        do {
            let reason = try window.run()
            Issue.record("run() returned \(reason) after the compositor died")
        } catch {
            #expect(error.description.contains("connection") || error.description.contains("Broken pipe"),
                    "\(error)")
        }
    }

    @Test func connectingToAMissingDisplayNamesIt() {
        do {
            _ = try WaylandWindow(title: "Colours", appID: "org.opacitybars.Test",
                                  content: SolidContent(closeAfterFrames: 1), display: "no-such-display-424242")
            Issue.record("connected to a display that does not exist")
        } catch {
            #expect(error.description.contains("no-such-display-424242"))
        }
    }
}

/// Starts `weston --backend=headless-backend.so` on a private socket and waits for it.
struct WestonHeadless {
    let pid: pid_t
    /// Absolute path of the socket (wl_display_connect accepts one).
    let socket: String
    let runtimeDir: String

    static func start() throws -> WestonHeadless {
        let runtimeDir = "/tmp/cw-weston-\(getpid())-\(UInt32.random(in: 0 ... .max))"
        mkdir(runtimeDir, 0o700)
        let socket = "wayland-cwtest"
        let args = ["weston", "--backend=headless-backend.so", "--use-pixman", "--socket=\(socket)",
                    "--width=800", "--height=600", "--idle-time=0", "--no-config"]
        var pid: pid_t = 0
        var cArgs = args.map { strdup($0) } + [nil]
        defer { for a in cArgs { free(a) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, runtimeDir + "/weston.log", O_WRONLY | O_CREAT, 0o644)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // weston puts its socket in XDG_RUNTIME_DIR; the client connects by absolute path,
        // so this process's environment stays untouched.
        let environment = ["XDG_RUNTIME_DIR=\(runtimeDir)", "PATH=/usr/bin:/bin"]
        var env: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for e in env { free(e) } }
        let status = posix_spawnp(&pid, "weston", &actions, nil, &cArgs, &env)
        try #require(status == 0, "posix_spawnp weston failed: \(status)")
        // Wait (bounded) until the socket accepts connections: the file appears at bind(),
        // a moment before listen().
        let path = runtimeDir + "/" + socket
        for _ in 0 ..< 200 {
            if access(path, F_OK) == 0, canConnect(path) {
                return WestonHeadless(pid: pid, socket: path, runtimeDir: runtimeDir)
            }
            usleep(25_000)
        }
        kill(pid, SIGTERM)
        throw WestonError(message: "weston did not create \(runtimeDir)/\(socket) within 5 s")
    }

    /// A plain AF_UNIX connect to `path` succeeds.
    private static func canConnect(_ path: String) -> Bool {
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, b) in bytes.enumerated() { raw[i] = b }
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }

    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}

struct WestonError: Error, CustomStringConvertible { var message: String; var description: String { message } }
