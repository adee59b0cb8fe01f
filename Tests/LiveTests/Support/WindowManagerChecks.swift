import Foundation
import Testing

/// The expectations shared by the kwin and sway window-management tests. Each plays a
/// gesture, then checks the three places it shows: the trace (the request the app sent, with
/// the serial of the press that started it), the compositor (where it says the window is),
/// and the app (its state's size).
extension WindowManagerSession {
    /// Drags the app's own title bar by (dx, dy) with `device`: the app asks for an
    /// interactive move carrying the press's serial, and the window moves by the drag less
    /// what the input travelled before the compositor took over (the slop the gesture engine
    /// waits for, and up to `lagSteps` motion steps of latency), never more, never sideways.
    @discardableResult
    func expectTitleBarDrag(
        by dx: Double, _ dy: Double, with device: InputDevice, steps: Int = 12, lagSteps: Double = 3,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ScreenRect {
        let before = try settledGeometry()
        let movesBefore = try trace().requests("xdg_toplevel", "move").count
        let start = DrawnDecorations(window: before).titleBar()
        try handOverDrag("move", with: device, from: start, by: dx, dy, steps: steps, holdMS: 50)
        let after = try geometry { $0 != before }
        let moves = try trace().requests("xdg_toplevel", "move")
        #expect(
            moves.count == movesBefore + 1,
            "one xdg_toplevel.move per title-bar drag (\(device)): \(moves)\n\(diagnostics())",
            sourceLocation: sourceLocation)
        if let move = moves.last, moves.count > movesBefore {
            try expectPressSerial(on: move, device: device, sourceLocation: sourceLocation)
        }

        let length = (dx * dx + dy * dy).squareRoot()
        let (mx, my) = after.offset(from: before)
        let along = (mx * dx + my * dy) / length, across = abs(mx * dy - my * dx) / length
        let lag = device.slop + lagSteps * length / Double(steps)
        #expect(
            along <= length + 1 && along >= length - lag && across <= 2,
            "\(device) drag of (\(dx), \(dy)) on the title bar moved the window \(before) → \(after): (\(mx), \(my)), expected the drag less at most \(lag) px\n\(diagnostics())",
            sourceLocation: sourceLocation)
        #expect(
            after.hasSize(of: before), "a move resized the window: \(before) → \(after)", sourceLocation: sourceLocation
        )
        return after
    }

    /// Drags with `device` from `start` by (dx, dy) in `steps` motions, a drag the app hands
    /// over to the compositor with xdg_toplevel.`request` ("move" once the drag passes the slop,
    /// "resize" at the press): before the motions that follow the hand-over, it waits until the
    /// app has sent the request and the compositor has begun it. A hand is slower than that
    /// hand-over and a script is not: on a loaded machine the app could read the whole drag,
    /// the lift included, before it asks, and the compositor then has no press to move with.
    func handOverDrag(
        _ request: String, with device: InputDevice, from start: (x: Double, y: Double),
        by dx: Double, _ dy: Double, steps: Int, holdMS: Int
    ) throws {
        let before = try trace().requests("xdg_toplevel", request).count
        // The motions before the hand-over: none before a resize; past the slop, with 2 px to
        // spare, before a move.
        let stepLength = (dx * dx + dy * dy).squareRoot() / Double(steps)
        let early = request == "move" ? min(steps, Int(((device.slop + 2) / stepLength).rounded(.up))) : 0
        let via = (x: start.x + dx * Double(early) / Double(steps), y: start.y + dy * Double(early) / Double(steps))
        try play(
            device.press(start.x, start.y)
                + (early > 0 ? device.glide(from: start.x, start.y, to: via.x, via.y, steps: early) : ""),
            settle: 0)
        try awaitHandOver(request, after: before)
        try play(
            device.glide(from: via.x, via.y, to: start.x + dx, start.y + dy, steps: steps - early)
                + device.release(holdMS: holdMS),
            settle: 100)
    }

    /// Waits until the app has sent its `count + 1`th xdg_toplevel.`request`, flushed it (a
    /// snapshot is written only after the loop has flushed what it sent before), and the
    /// compositor has begun the interactive move or resize.
    func awaitHandOver(_ request: String, after count: Int) throws {
        let asked = try Processes.waitUntil(timeout: 10) { try trace().requests("xdg_toplevel", request).count > count }
        guard asked else { throw LiveError("the app sent no xdg_toplevel.\(request) for the drag\n\(diagnostics())") }
        _ = try app.snapshot("\(request)-sent")
        let begun = try Processes.waitUntil(timeout: 10) { try compositorHasBegun(request) }
        guard begun else {
            throw LiveError("the compositor did not begin the \(request) the app asked for\n\(diagnostics())")
        }
    }

    /// The request `message` carries the serial of the press just before it, and that press
    /// came from `device`.
    func expectPressSerial(
        on message: WaylandTraceLog.Message, device: InputDevice,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let trace = try trace()
        let press = trace.pressBefore(message)
        let serialArgument = message.arguments.dropFirst().first   // (wl_seat, serial, …)
        #expect(
            press != nil && serialArgument == press?.arguments.first,
            "\(message) should carry the serial of the press before it, \(press.map(\.description) ?? "none")",
            sourceLocation: sourceLocation)
        #expect(
            press?.interface == (device == .pointer ? "wl_pointer" : "wl_touch"),
            "\(message) followed \(press.map(\.description) ?? "no press"), expected a \(device) press",
            sourceLocation: sourceLocation)
    }

    /// Presses at `point` with `device` and drags by (dx, dy), see `expectResize(_:by:_:playing:requestedBy:)`:
    /// `appRequests`, the press is in the app's own margin; else on the compositor's frame.
    @discardableResult
    func expectResize(
        _ edges: ResizeEdges, from point: (x: Double, y: Double), by dx: Double, _ dy: Double,
        with device: InputDevice, appRequests: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ScreenRect {
        try expectResize(
            edges, by: dx, dy,
            performing: { _ in
                if appRequests {
                    try handOverDrag("resize", with: device, from: point, by: dx, dy, steps: 8, holdMS: 100)
                } else {
                    try play(
                        device.drag(from: point.x, point.y, to: point.x + dx, point.y + dy, steps: 8, holdMS: 100),
                        settle: 100)
                }
            }, requestedBy: appRequests ? .app(device) : .compositor, sourceLocation: sourceLocation)
    }

    /// Plays `script`, a drag by (dx, dy) that resizes the window from `edges`: the window
    /// resizes by the drag exactly, no smaller than the app's minimum size, with a configure to
    /// that size, and the app's state follows.
    /// `requestedBy`: the app asks for the resize itself (a press in its own margin:
    /// xdg_toplevel.resize with the press's serial and the edges), or the compositor starts it
    /// (its own frame, its own binding) and the app asks for nothing.
    @discardableResult
    func expectResize(
        _ edges: ResizeEdges, by dx: Double, _ dy: Double, playing script: String, requestedBy: ResizeRequester,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ScreenRect {
        try expectResize(
            edges, by: dx, dy, performing: { _ in try play(script, settle: 100) }, requestedBy: requestedBy,
            sourceLocation: sourceLocation)
    }

    /// As `expectResize(_:by:_:playing:requestedBy:)`, where `perform` drives the drag
    /// itself, given the window geometry before it (to wait on the compositor between steps).
    @discardableResult
    func expectResize(
        _ edges: ResizeEdges, by dx: Double, _ dy: Double, performing perform: (ScreenRect) throws -> Void,
        requestedBy: ResizeRequester,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ScreenRect {
        let before = try settledGeometry()
        let resizesBefore = try trace().requests("xdg_toplevel", "resize").count
        let configuresBefore = try trace().configures().count
        try perform(before)
        let expected = edges.resized(before, by: dx, dy, minimum: decorations.minimumWindowSize)
        _ = try geometry(until: { $0 == expected })
        let after = try settledGeometry()
        #expect(
            after == expected,
            "resize from \(edges) by (\(dx), \(dy)), \(requestedBy): \(before) → \(after), expected \(expected)\n\(diagnostics())",
            sourceLocation: sourceLocation)

        let trace = try trace()
        let resizes = trace.requests("xdg_toplevel", "resize")
        switch requestedBy {
        case .app(let device):
            #expect(
                resizes.count == resizesBefore + 1, "one xdg_toplevel.resize per press in the margin: \(resizes)",
                sourceLocation: sourceLocation)
            if let resize = resizes.last, resizes.count > resizesBefore {
                try expectPressSerial(on: resize, device: device, sourceLocation: sourceLocation)
                #expect(
                    resize.arguments.last == String(edges.protocolValue),
                    "\(resize): expected edges \(edges.protocolValue) (\(edges))", sourceLocation: sourceLocation)
            }
        case .compositor:
            #expect(
                resizes.count == resizesBefore,
                "the compositor resized the window itself, yet the app asked: \(resizes)",
                sourceLocation: sourceLocation)
        }
        let configures = trace.configures().dropFirst(configuresBefore)
        #expect(
            configures.contains { $0.width == Int(after.width) && $0.height == Int(after.height) },
            "no configure to \(after.width)×\(after.height): \(configures.map { "\($0.width)×\($0.height)" })",
            sourceLocation: sourceLocation)
        let content = decorations.contentSize(ofWindow: after)
        let state = try snapshot("resized-\(edges)", whenSizeIs: content)
        #expect(
            state.size.width == content.width && state.size.height == content.height,
            "the app reports \(state.size.width)×\(state.size.height) in a \(after) window, expected \(content)",
            sourceLocation: sourceLocation)
        return after
    }
}

/// Who starts an interactive resize: the app (xdg_toplevel.resize, from a press of `device`
/// in its margin) or the compositor (its own frame or key binding).
enum ResizeRequester: CustomStringConvertible {
    case app(InputDevice)
    case compositor

    var description: String {
        switch self {
        case .app(let device): "asked for by the app (\(device) in its margin)"
        case .compositor: "started by the compositor"
        }
    }
}
