/// A scenario script, read: the settings of a synthetic session and its commands in order.
///
/// One command a line, `#` starts a comment; coordinates in surface pixels, times in ms:
///
///     size W H                 initial xdg_toplevel.configure (default 480 800), before input
///     clock-start MS           bracketed clock origin (default 954000; near 4294967 to test wrap)
///     seat-version N           wl_seat version bound (default 7; 8 enables axis_value120, 9
///                              axis_relative_direction)
///     event-time-start MS      the compositor's event `time` at the clock origin (default
///                              141604443; near 4294967295 to test the 32-bit wrap)
///     app-id ID                the client's xdg_toplevel.set_app_id (default none: the Colours
///                              list's corpus has none), so that replay picks that app
///     title WORDS              the client's xdg_toplevel.set_title (default Colours)
///     wait MS                  let time pass with no input
///     down ID X Y [ID X Y ...] touch down(s), one frame
///     move ID X Y [ID X Y ...] over MS    touches move in a straight line, one frame per ~8 ms
///     hold MS [jitter PX]      touches stay put (optionally wobbling within PX), frames per ~8 ms
///     up ID [ID ...]           touch up(s), one frame
///     cancel                   wl_touch.cancel
///     pointer-enter X Y | pointer-leave | pointer-move X Y over MS
///     press [left|right|middle] | release [left|right|middle]
///     wheel N [horizontal]     N wheel clicks (axis_discrete, or axis_value120 on seat v8+)
///     wheel120 V [horizontal]  a high-resolution wheel step (seat v8+)
///     finger-scroll DX DY over MS [natural]   touchpad two-finger scroll of the fingers by DX
///                              DY, then axis_stop; `natural`: the values are the fingers'
///                              turned back, and each axis comes with axis_relative_direction
///                              inverted (seat v9+)
///     touchpad-pinch SCALE over MS  zwp_pointer_gestures_v1 pinch from 1 to SCALE
///     mods [shift] [ctrl] [alt] [super]   modifier keys now held (key events + modifiers)
///     key NAME | key-down NAME | key-up NAME   up down left right pageup pagedown home end esc ...
///     focus-out | focus-in     wl_keyboard.leave / enter
///     caps [pointer] [keyboard] [touch]   wl_seat.capabilities now
///     configure W H | close    xdg_toplevel events
///     preferred-scale N        wp_fractional_scale_v1.preferred_scale (N/120: 180 = 1.5)
///
/// The settings apply to the whole session wherever they appear (the last one wins).
/// The reader checks each line on its own; what depends on the story so far (a touch that
/// is not down) is checked when the session plays it.
public struct Scenario: Sendable {
    public struct Touch: Sendable, Equatable {
        public var id: Int, x: Double, y: Double
    }

    public enum KeyStroke: Sendable, Equatable { case press, down, up }

    public enum Command: Sendable, Equatable {
        case wait(Double)
        case down([Touch])
        case move([Touch], over: Double)
        case hold(Double, jitter: Double)
        case up([Int])
        case cancel
        case pointerEnter(x: Double, y: Double)
        case pointerLeave
        case pointerMove(x: Double, y: Double, over: Double)
        case button(code: Int, pressed: Bool)
        case wheel(clicks: Int, horizontal: Bool)
        case wheel120(Int, horizontal: Bool)
        case fingerScroll(dx: Double, dy: Double, over: Double, natural: Bool)
        case touchpadPinch(scale: Double, over: Double)
        /// The modifiers held from now on, sorted by name.
        case mods([String])
        case key(code: Int, KeyStroke)
        case focusOut, focusIn
        case caps(Int)
        case configure(width: Int, height: Int)
        case preferredScale(Int)
        case close
    }

    public var size: (width: Int, height: Int)?
    public var clockStart = 954_000.0
    public var seatVersion = 7
    public var eventTimeStart = 141_604_443
    public var appID: String?
    public var title = "Colours"
    /// The commands with their 1-based line numbers.
    public var commands: [(line: Int, command: Command)] = []

    /// evdev key codes by the names scenarios use.
    public static let keys: [String: Int] = [
        "esc": 1, "escape": 1, "tab": 15, "enter": 28, "return": 28, "space": 57,
        "up": 103, "down": 108, "left": 105, "right": 106, "pageup": 104, "pagedown": 109,
        "home": 102, "end": 107, "a": 30, "leftshift": 42, "leftctrl": 29, "leftalt": 56,
        "leftmeta": 125, "c": 46, "f10": 68, "menu": 127,
    ]
    /// Each modifier's key and its bit in wl_keyboard.modifiers' depressed mask.
    public static let modifiers: [String: (key: String, mask: Int)] = [
        "shift": ("leftshift", 1), "ctrl": ("leftctrl", 4), "alt": ("leftalt", 8), "super": ("leftmeta", 64),
    ]
    public static let buttons: [String: Int] = ["left": 272, "right": 273, "middle": 274]
    static let capabilities: [String: Int] = ["pointer": 1, "keyboard": 2, "touch": 4]

    public init(text: String) throws(ScenarioError) {
        var lineNumber = 0
        // Any newline ends a line ("\r\n" is one Character), as Python's splitlines() did.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let code = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let words = code.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let first = words.first else { continue }
            let line = Line(name: first, args: Array(words.dropFirst()))
            do throws(LineError) {
                if try !readSetting(line) {
                    commands.append((lineNumber, try line.command()))
                }
            } catch {
                throw ScenarioError(line: lineNumber, message: error.message)
            }
        }
    }

    /// Reads a setting (`size`, `clock-start`, `seat-version`, `event-time-start`, `app-id`,
    /// `title`); false for a command.
    private mutating func readSetting(_ line: Line) throws(LineError) -> Bool {
        switch line.name {
        case "size": size = (try line.integer(0), try line.integer(1))
        case "clock-start": clockStart = try line.number(0)
        case "seat-version": seatVersion = try line.wholeNumber(0)
        case "event-time-start": eventTimeStart = try line.wholeNumber(0)
        case "app-id":
            guard line.args.count == 1 else { throw LineError(message: "app-id takes one word") }
            appID = line.args[0]
        case "title":
            guard !line.args.isEmpty else { throw LineError(message: "title needs words") }
            title = line.args.joined(separator: " ")
        default: return false
        }
        return true
    }

    /// A reason a line cannot be read (the scenario adds the line number).
    struct LineError: Error { var message: String }

    /// One line's words, read into a command.
    struct Line {
        var name: String
        var args: [String]

        /// Argument `i` as a finite number.
        func number(_ i: Int) throws(LineError) -> Double {
            guard i < args.count, let x = Double(args[i]), x.isFinite else {
                throw LineError(message: "\(name): argument \(i + 1) must be a number")
            }
            return x
        }

        /// Argument `i` as a number, truncated toward zero (so `wheel 2.0` is 2 clicks).
        func wholeNumber(_ i: Int) throws(LineError) -> Int {
            guard let n = Int(exactly: try number(i).rounded(.towardZero)) else {
                throw LineError(message: "\(name): argument \(i + 1) is out of range")
            }
            return n
        }

        /// Argument `i` written as an integer.
        func integer(_ i: Int) throws(LineError) -> Int {
            guard i < args.count, let n = Int(args[i]) else {
                throw LineError(message: "\(name): argument \(i + 1) must be an integer")
            }
            return n
        }

        /// The MS after `over`.
        func over() throws(LineError) -> Double {
            guard let i = args.firstIndex(of: "over") else { throw LineError(message: "\(name) needs `over MS`") }
            return try number(i + 1)
        }

        /// ID X Y triples: all the arguments, or those before `over`.
        func touches(_ words: [String], usage: String) throws(LineError) -> [Touch] {
            guard !words.isEmpty, words.count % 3 == 0 else { throw LineError(message: usage) }
            var touches: [Touch] = []
            for i in stride(from: 0, to: words.count, by: 3) {
                guard let id = Int(words[i]), let x = Double(words[i + 1]), let y = Double(words[i + 2]),
                    x.isFinite, y.isFinite
                else {
                    throw LineError(message: "\(name): `\(words[i ..< i + 3].joined(separator: " "))` is not ID X Y")
                }
                touches.append(Touch(id: id, x: x, y: y))
            }
            return touches
        }

        func command() throws(LineError) -> Command {
            switch name {
            case "wait": return .wait(try number(0))
            case "down": return .down(try touches(args, usage: "down takes ID X Y triples"))
            case "move":
                let duration = try over()
                let spec = Array(args[..<args.firstIndex(of: "over")!])
                return .move(try touches(spec, usage: "move takes ID X Y triples then `over MS`"), over: duration)
            case "hold":
                let duration = try number(0)
                guard let j = args.firstIndex(of: "jitter") else { return .hold(duration, jitter: 0) }
                return .hold(duration, jitter: try number(j + 1))
            case "up":
                var ids: [Int] = []
                for a in args {
                    guard let id = Int(a) else { throw LineError(message: "up: touch id `\(a)` must be an integer") }
                    ids.append(id)
                }
                return .up(ids)
            case "cancel": return .cancel
            case "pointer-enter": return .pointerEnter(x: try number(0), y: try number(1))
            case "pointer-leave": return .pointerLeave
            case "pointer-move": return .pointerMove(x: try number(0), y: try number(1), over: try over())
            case "press", "release":
                let button = args.first ?? "left"
                guard let code = Scenario.buttons[button] else {
                    throw LineError(message: "unknown button '\(button)'")
                }
                return .button(code: code, pressed: name == "press")
            case "wheel": return .wheel(clicks: try wholeNumber(0), horizontal: args.contains("horizontal"))
            case "wheel120": return .wheel120(try wholeNumber(0), horizontal: args.contains("horizontal"))
            case "finger-scroll":
                return .fingerScroll(
                    dx: try number(0), dy: try number(1), over: try over(), natural: args.contains("natural"))
            case "touchpad-pinch": return .touchpadPinch(scale: try number(0), over: try over())
            case "mods":
                let wanted = Set(args)
                if let unknown = wanted.subtracting(Scenario.modifiers.keys).sorted().first {
                    throw LineError(message: "unknown modifier \(unknown)")
                }
                return .mods(wanted.sorted())
            case "key", "key-down", "key-up":
                let key = args.first?.lowercased() ?? ""
                guard let code = Scenario.keys[key] else { throw LineError(message: "unknown key '\(key)'") }
                return .key(code: code, name == "key" ? .press : name == "key-down" ? .down : .up)
            case "focus-out": return .focusOut
            case "focus-in": return .focusIn
            case "caps":
                var mask = 0
                for a in args {
                    guard let bit = Scenario.capabilities[a] else {
                        throw LineError(message: "unknown capability '\(a)'")
                    }
                    mask += bit
                }
                return .caps(mask)
            case "configure": return .configure(width: try wholeNumber(0), height: try wholeNumber(1))
            case "preferred-scale": return .preferredScale(try wholeNumber(0))
            case "close": return .close
            default: throw LineError(message: "unknown command '\(name)'")
            }
        }
    }
}

/// A scenario that cannot be read or played: `PATH:LINE: reason` once `generate` names the file.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
    public var path: String?
    public var line: Int
    public var message: String

    public init(path: String? = nil, line: Int, message: String) {
        self.path = path; self.line = line; self.message = message
    }

    public var description: String {
        (path.map { $0 + ":" } ?? "") + "\(line): \(message)"
    }
}
