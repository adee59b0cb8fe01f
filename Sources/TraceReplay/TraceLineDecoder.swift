/// The parser's state across lines: what one line of a trace does (the virtual clock, the
/// event decoder's seat and scale state, the app id, whether the file is a trace at all).
/// It holds nothing per line read, so a trace of any length is decoded in constant memory.
struct TraceLineDecoder {
    let file: String
    var decoder: EventDecoder
    var clock = VirtualClock()
    private(set) var messageLines = 0
    private(set) var isSynthetic = false
    /// The last `xdg_toplevel.set_app_id` read so far, and its line.
    private(set) var appID: String?
    private(set) var appIDLine = 0
    private var firstForeignLine: Int?
    /// The compositor's globals were in the trace (`wl_registry.global`), and xdg-decoration
    /// among them: whether it could have drawn the window's decorations.
    private(set) var sawGlobals = false
    private(set) var offersDecorationManager = false
    private var roles = SurfaceRoles()
    /// When and where the keyboard leave the decoder holds back arrived (`KeyboardFocusMoves`):
    /// a loss after all is stamped with them.
    private var heldLeave: (now: Double, line: Int)?
    /// The last line's arguments and events: one array each, reused for every line.
    private var arguments: [TraceArgument] = []
    private var decoded: [TraceEvent] = []

    init(file: String, keyboard: any KeyboardResolving) {
        self.file = file
        decoder = EventDecoder(keyboard: keyboard)
    }

    /// Reads bytes `lo..<hi` of `text`, line `lineNumber` of the file, handing each event it
    /// means to `emit`. Returns the error that stops the parse, if any.
    mutating func take(
        _ text: ByteText, _ lo: Int, _ hi: Int, lineNumber: Int,
        emit: (TimedTraceEvent) -> Void
    ) -> TraceError? {
        // A generator marks its output with a leading `# synthetic` comment.
        if lineNumber <= 20, lo < hi, text[lo] == UInt8(ascii: "#"),
            text.substring(lo, hi).lowercased().hasPrefix("# synthetic")
        {
            isSynthetic = true
        }
        switch TraceLine.read(text, lo, hi) {
        case .notAMessage:
            if firstForeignLine == nil {
                let t = text.trimmed(lo, hi)
                if t.lo < t.hi, text[t.lo] != UInt8(ascii: "#") { firstForeignLine = lineNumber }
            }
        case .malformed(let reason):
            return TraceError(file: file, line: lineNumber, reason: reason)
        case .message(let line):
            messageLines += 1
            let now = clock.now(for: line.stamp)
            if line.kind == .request, text.hasPrefix("xdg_", line.interface) {
                // Which surface is the window (only its enter/leave counts for the scale) and
                // which the popup (its input is moved into the window's coordinates).
                if let event = roles.take(
                    interface: text.substring(line.interface), objectID: line.objectID,
                    message: text.substring(line.message), argumentText: text.substring(line.arguments),
                    decoder: &decoder)
                {
                    emit(TimedTraceEvent(now: now, event: event, line: lineNumber))
                }
            }
            if line.kind == .event, text.equals("wl_registry", line.interface), text.equals("global", line.message) {
                sawGlobals = true
                if lex(text, line.arguments) == nil, arguments.count == 3,
                    case .string("zxdg_decoration_manager_v1") = arguments[1]
                {
                    offersDecorationManager = true
                }
            }
            if line.kind == .request, text.equals("xdg_toplevel", line.interface),
                text.equals("set_app_id", line.message), lex(text, line.arguments) == nil,
                arguments.count == 1, case .string(let id) = arguments[0]
            {
                appID = id
                appIDLine = lineNumber
            }
            guard line.kind == .event,
                let event = KnownEvent.named(interface: line.interface, message: line.message, in: text)
            else { return nil }
            if let failure = lex(text, line.arguments) {
                return TraceError(file: file, line: lineNumber, reason: "\(event.rawValue): \(failure.reason)")
            }
            // A leave alone for longer than a batch lasts was a focus loss.
            if let held = heldLeave, now - held.now > FrameCompletion.batchGap { endBatch(emit: emit) }
            decoded.removeAll(keepingCapacity: true)
            do {
                try decoder.decode(event, objectID: line.objectID, args: arguments, into: &decoded)
            } catch {
                return TraceError(file: file, line: lineNumber, reason: error.reason)
            }
            let released = heldLeave != nil && decoder.focusMoves.heldLeave == nil
            for (i, event) in decoded.enumerated() {
                // The loss handed on first goes at the time of its leave.
                let at: (now: Double, line: Int) = released && i == 0 ? heldLeave! : (now, lineNumber)
                emit(TimedTraceEvent(now: at.now, event: event, line: at.line))
            }
            if decoder.focusMoves.heldLeave == nil {
                heldLeave = nil
            } else if released || heldLeave == nil {
                heldLeave = (now, lineNumber)
            }
        }
        return nil
    }

    /// Lexes the arguments at `range` into `arguments`.
    private mutating func lex(_ text: ByteText, _ range: Range<Int>) -> TraceArgumentLexer.LexFailure? {
        TraceArgumentLexer.lex(text, range.lowerBound, range.upperBound, into: &arguments)
    }

    /// The batch of a held keyboard leave ended (the trace went quiet, or ended): it is a focus
    /// loss, at its own time.
    mutating func endBatch(emit: (TimedTraceEvent) -> Void) {
        guard let held = heldLeave else { return }
        heldLeave = nil
        if decoder.focusMoves.endBatch() {
            emit(TimedTraceEvent(now: held.now, event: .input(.keyboardFocus(false)), line: held.line))
        }
    }

    /// The error owed once every line is read: a file in which no line was a Wayland message.
    func finish() -> TraceError? {
        guard messageLines == 0, let foreign = firstForeignLine else { return nil }
        return TraceError(
            file: file, line: foreign,
            reason: "not a WAYLAND_DEBUG trace: no line starts with a [timestamp]")
    }
}
