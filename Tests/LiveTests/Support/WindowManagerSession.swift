import Foundation

/// What the window-management tests need of a live session, under kwin (`KWinSession`) or
/// sway (`LiveSession`): the app, input, and where the compositor says the window is. The
/// helpers below poll the compositor and the app instead of sleeping, and their failures
/// carry the logs of both.
protocol WindowManagerSession: AnyObject {
    var app: AppUnderTest { get }
    var decorations: DecorationSide { get }
    /// Sends an injection script, waits until the compositor has it, plus `settle` ms.
    func play(_ script: String, settle: Int) throws
    /// The window geometry as the compositor manages it, in global coordinates (nil while it
    /// knows no window of the app): the client's own geometry, without any frame the
    /// compositor draws around it, without the shadow the app draws.
    func windowGeometry() throws -> ScreenRect?
    /// The compositor's log, last lines, for failure messages.
    func compositorLogTail() -> String
    /// Whether the compositor has begun the interactive `request` ("move" or "resize") the app
    /// asked for, so that the drag's next motions move or resize the window.
    func compositorHasBegun(_ request: String) throws -> Bool
}

extension WindowManagerSession {
    /// The window geometry once `condition` holds, polled for up to `timeout` s; the last one
    /// read when it never does (so the caller's expectation fails with the value seen).
    func geometry(within timeout: Double = 5, until condition: (ScreenRect) -> Bool = { _ in true }) throws
        -> ScreenRect
    {
        var last: ScreenRect?
        _ = try Processes.waitUntil(timeout: timeout) {
            last = try windowGeometry()
            return last.map(condition) ?? false
        }
        guard let last else {
            throw LiveError("the compositor knows no window of the app\n\(diagnostics())")
        }
        return last
    }

    /// The window geometry once it has stopped changing (two reads 100 ms apart agree).
    func settledGeometry(timeout: Double = 5) throws -> ScreenRect {
        var previous = try geometry()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            usleep(100_000)
            let next = try geometry()
            if next == previous { return next }
            previous = next
        }
        throw LiveError("the window kept changing for \(timeout) s (last \(previous))\n\(diagnostics())")
    }

    /// The app's state snapshot once its size is `expected` (polled: the app takes in the
    /// compositor's last configure); the last one taken when it never is.
    func snapshot(_ label: String, whenSizeIs expected: (width: Int, height: Int), timeout: Double = 5) throws
        -> LiveState
    {
        var state = try app.snapshot(label)
        _ = try Processes.waitUntil(timeout: timeout) {
            if state.size.width == expected.width && state.size.height == expected.height { return true }
            state = try app.snapshot(label)
            return false
        }
        return state
    }

    /// The trace the app has printed so far (WAYLAND_DEBUG=client on its stderr).
    func trace() throws -> WaylandTraceLog { try WaylandTraceLog(file: app.stderrFile) }

    /// The app's and the compositor's last lines, for failure messages.
    func diagnostics() -> String {
        let wm = (try? trace().windowManagementTail()) ?? "(no trace)"
        return
            "trace (window management):\n\(wm)\napp stderr:\n\(app.stderrTail(8))\ncompositor log:\n\(compositorLogTail())"
    }

    /// The app's own decorations around the current window geometry.
    func drawnDecorations() throws -> DrawnDecorations { DrawnDecorations(window: try geometry()) }
}
