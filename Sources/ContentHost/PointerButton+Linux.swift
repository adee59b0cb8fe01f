import Gestures

/// Linux input button codes (linux/input-event-codes.h), as wl_pointer.button carries them:
/// the engine knows buttons by role, and both hosts — the live shim and the trace replayer —
/// (and the test compositor, which sends them back) translate here.
extension PointerButton {
    public init(linuxCode code: UInt32) {
        switch code {
        case 0x110: self = .primary   // BTN_LEFT
        case 0x111: self = .secondary   // BTN_RIGHT
        case 0x112: self = .middle   // BTN_MIDDLE
        default: self = .other(code)
        }
    }

    public var linuxCode: UInt32 {
        switch self {
        case .primary: 0x110
        case .secondary: 0x111
        case .middle: 0x112
        case .other(let code): code
        }
    }
}
