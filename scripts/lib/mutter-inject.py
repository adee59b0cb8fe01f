#!/usr/bin/python3
# mutter-inject: wl-inject's line commands for mutter 43 (notes: scripts/lib/mutter-headless.sh).
#
# mutter offers no virtual-input Wayland protocol; its input comes from org.gnome.Mutter.
# RemoteDesktop on its session bus. Absolute motion and touch need a ScreenCast stream of the
# monitor (coordinates are relative to it) linked to the remote desktop session, and starting
# a session with a stream needs a running PipeWire daemon (mutter-headless.sh starts one).
# The sessions live as long as this process's bus connection: one injector for the whole test.
# Run it as mutter's user with its DBUS_SESSION_BUS_ADDRESS (`mutter-headless.sh as-user DIR`).
#
# Each command is a blocking D-Bus call, so an error names its line. mutter hands the event
# to its input thread before replying: `sync` means mutter has the events, as in wl-inject.
import ctypes
import os
import socket
import struct
import sys
import time

import dbus

USAGE = """usage: mutter-inject.py [--connector NAME] [--settle MS]
Starts a RemoteDesktop session with a ScreenCast stream of the monitor NAME (default: the
primary one), creates its pointer, keyboard and touchscreen, waits until $WAYLAND_DISPLAY's
seat shows them and MS more (default 300), prints 'ready', then runs one command per line:
  motion X Y | rel DX DY | glide X0 Y0 X1 Y1 N MS | glide_us X0 Y0 X1 Y1 N US
  button CODE STATE        CODE 272/left, 273/right, 274/middle; STATE 1/down, 0/up
  axis v|h VALUE           wl_pointer.axis VALUE (quantised to 10/256), from the source set
                           by an EARLIER `axis_source wheel|finger|continuous` (default wheel)
  axis_discrete v|h N [V]  N wheel clicks (value120 120*N, axis 10*N; V is ignored)
  key CODE|KEYSYM STATE | type CODE|KEYSYM | modifiers DEP 0 0 0 (presses/releases
                           Shift_L 1, Control_L 4, Alt_L 8, Super_L 64)
  touch_down ID X Y | touch_motion ID X Y | touch_up ID | touch_glide N MS ID X0 Y0 X1 Y1 ...
  frame, touch_frame: accepted, send nothing (mutter frames every event itself)
  Not available: axis_stop (mutter 43 drops the finish flag), touch_cancel, extent.
  Begin with a motion: the first axis event of a fresh injector is lost without one.
  sleep MS | sync [TAG] (prints 'synced TAG') | echo TEXT | quit
Coordinates are monitor pixels. An error names the stdin line and exits 2."""

RD, RD_SESSION = "org.gnome.Mutter.RemoteDesktop", "org.gnome.Mutter.RemoteDesktop.Session"
SC, SC_SESSION = "org.gnome.Mutter.ScreenCast", "org.gnome.Mutter.ScreenCast.Session"
BUTTONS = {"left": 272, "right": 273, "middle": 274}
STATES = {"down": 1, "press": 1, "pressed": 1, "up": 0, "release": 0, "released": 0}
MODIFIER_KEYS = ((1, 42), (4, 29), (8, 56), (64, 125))   # mask bit, evdev code of its left key
# NotifyPointerAxis flags (the source; mutter 43 drops its FINISH flag: no axis_stop).
AXIS_SOURCES = {"wheel": 2, "finger": 4, "continuous": 8}

_xkb = ctypes.CDLL("libxkbcommon.so.0")
_xkb.xkb_keysym_from_name.argtypes = (ctypes.c_char_p, ctypes.c_int)
_xkb.xkb_keysym_from_name.restype = ctypes.c_uint32


class Failure(Exception):
    pass


def seat_capabilities(want, timeout):
    """Waits until wl_seat reports every capability in `want` (a bare-socket Wayland client:
    the python here has no Wayland binding). mutter creates each virtual device on its first
    event, and a client binds wl_touch/wl_keyboard only after the capability shows up: events
    sent earlier are lost to it."""
    path = os.path.join(os.environ["XDG_RUNTIME_DIR"], os.environ.get("WAYLAND_DISPLAY", "wayland-0"))
    deadline = time.monotonic() + timeout
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.connect(path)
        s.sendall(struct.pack("<III", 1, 12 << 16 | 1, 2))   # wl_display.get_registry(2)
        buf, caps = b"", 0
        while True:
            s.settimeout(max(0.01, deadline - time.monotonic()))
            try:
                chunk = s.recv(65536)
            except socket.timeout:
                return caps
            if not chunk:
                raise Failure("the compositor closed the Wayland connection")
            buf += chunk
            while len(buf) >= 8:
                obj, word = struct.unpack_from("<II", buf)
                size, opcode = word >> 16, word & 0xFFFF
                if len(buf) < size:
                    break
                body, buf = buf[8:size], buf[size:]
                if obj == 2 and opcode == 0:   # wl_registry.global(name, interface, version)
                    name, n = struct.unpack_from("<II", body)
                    if body[8:8 + n - 1] == b"wl_seat":
                        iface = struct.pack("<I", n) + body[8:8 + (n + 3) // 4 * 4]
                        args = struct.pack("<I", name) + iface + struct.pack("<II", 1, 3)
                        s.sendall(struct.pack("<II", 2, (8 + len(args)) << 16) + args)   # bind(3)
                elif obj == 3 and opcode == 0:   # wl_seat.capabilities
                    caps = struct.unpack_from("<I", body)[0]
                    if caps & want == want:
                        return caps


def number(text, kind=float):
    try:
        return kind(text)
    except ValueError:
        raise Failure(f"'{text}' is not {'an integer' if kind is int else 'a number'}") from None


class Injector:
    def __init__(self, connector, settle):
        bus = dbus.SessionBus()
        rd_path = bus.get_object(RD, "/org/gnome/Mutter/RemoteDesktop").CreateSession(dbus_interface=RD)
        self.rd = dbus.Interface(bus.get_object(RD, rd_path), RD_SESSION)
        session_id = bus.get_object(RD, rd_path).Get(RD_SESSION, "SessionId", dbus_interface=dbus.PROPERTIES_IFACE)
        sc_path = bus.get_object(SC, "/org/gnome/Mutter/ScreenCast").CreateSession(
            {"remote-desktop-session-id": session_id}, dbus_interface=SC)
        self.stream = str(dbus.Interface(bus.get_object(SC, sc_path), SC_SESSION).RecordMonitor(connector, {}))
        self.rd.Start()   # starts the linked screen cast too
        # Create the three devices now (mutter makes each on its first event), so that clients
        # see them before the test's first event: no motion, a Shift tap, a touch off-screen.
        self.rd.NotifyPointerMotionRelative(0.0, 0.0)
        self.rd.NotifyKeyboardKeycode(dbus.UInt32(42), True)
        self.rd.NotifyKeyboardKeycode(dbus.UInt32(42), False)
        self.rd.NotifyTouchDown(self.stream, dbus.UInt32(0), dbus.Double(-100), dbus.Double(-100))
        self.rd.NotifyTouchUp(dbus.UInt32(0))
        caps = seat_capabilities(7, 5.0)
        if caps != 7:
            raise Failure(f"wl_seat capabilities are {caps}, not 7 (pointer, keyboard, touch), after 5 s")
        time.sleep(settle)   # clients bind their new devices
        self.modifiers = 0
        self.axis_source = AXIS_SOURCES["wheel"]
        self.fingers = {}   # touch id -> last position: mutter has no touch_cancel

    def motion(self, x, y):
        self.rd.NotifyPointerMotionAbsolute(self.stream, dbus.Double(x), dbus.Double(y))

    def glide(self, x0, y0, x1, y1, steps, period):
        # An absolute schedule, so the rate holds however long a call takes.
        steps, start = max(steps, 1), time.monotonic()
        for i in range(steps + 1):
            t = i / steps
            self.motion(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
            if i < steps:
                time.sleep(max(0.0, start + (i + 1) * period - time.monotonic()))

    def key(self, name, state):
        if name.isdigit():
            self.rd.NotifyKeyboardKeycode(dbus.UInt32(int(name)), state)
            return
        sym = _xkb.xkb_keysym_from_name(name.encode(), 0)
        if sym == 0:
            raise Failure(f"unknown key '{name}'")
        self.rd.NotifyKeyboardKeysym(dbus.UInt32(sym), state)

    def set_modifiers(self, mask):
        for bit, code in MODIFIER_KEYS:
            if (mask ^ self.modifiers) & bit:
                self.rd.NotifyKeyboardKeycode(dbus.UInt32(code), bool(mask & bit))
        self.modifiers = mask

    def touch(self, down, finger, x, y):
        self.fingers[finger] = (x, y)
        (self.rd.NotifyTouchDown if down else self.rd.NotifyTouchMotion)(
            self.stream, dbus.UInt32(finger), dbus.Double(x), dbus.Double(y))

    def run(self, argv):
        cmd, args = argv[0], argv[1:]

        def need(n, usage):
            if len(args) != n:
                raise Failure(f"usage: {usage}")

        if cmd == "motion":
            need(2, "motion X Y")
            self.motion(number(args[0]), number(args[1]))
        elif cmd == "rel":
            need(2, "rel DX DY")
            self.rd.NotifyPointerMotionRelative(number(args[0]), number(args[1]))
        elif cmd in ("glide", "glide_us"):
            need(6, f"{cmd} X0 Y0 X1 Y1 STEPS {'US' if cmd == 'glide_us' else 'MS'}")
            x0, y0, x1, y1 = (number(a) for a in args[:4])
            unit = 1e-6 if cmd == "glide_us" else 1e-3
            self.glide(x0, y0, x1, y1, number(args[4], int), number(args[5], int) * unit)
        elif cmd == "button":
            need(2, "button CODE STATE")
            code = BUTTONS.get(args[0]) or number(args[0], int)
            state = STATES[args[1]] if args[1] in STATES else number(args[1], int)
            self.rd.NotifyPointerButton(dbus.Int32(code), bool(state))
        elif cmd == "axis":
            need(2, "axis v|h VALUE")
            v = number(args[1])
            self.rd.NotifyPointerAxis(*((0.0, v) if args[0] in ("v", "vertical", "0") else (v, 0.0)),
                                      dbus.UInt32(self.axis_source))
        elif cmd == "axis_discrete":
            if len(args) not in (2, 3):
                raise Failure("usage: axis_discrete v|h STEPS [VALUE]")
            axis = 0 if args[0] in ("v", "vertical", "0") else 1
            self.rd.NotifyPointerAxisDiscrete(dbus.UInt32(axis), dbus.Int32(number(args[1], int)))
        elif cmd == "axis_source":
            need(1, "axis_source wheel|finger|continuous")
            if args[0] not in AXIS_SOURCES:
                raise Failure(f"axis source '{args[0]}' is not wheel, finger or continuous")
            self.axis_source = AXIS_SOURCES[args[0]]
        elif cmd in ("frame", "touch_frame"):
            pass
        elif cmd == "key":
            need(2, "key CODE|KEYSYM STATE")
            self.key(args[0], bool(STATES[args[1]] if args[1] in STATES else number(args[1], int)))
        elif cmd == "type":
            need(1, "type CODE|KEYSYM")
            self.key(args[0], True)
            time.sleep(0.02)
            self.key(args[0], False)
        elif cmd == "modifiers":
            need(4, "modifiers DEPRESSED LATCHED LOCKED GROUP")
            if any(number(a, int) for a in args[1:]):
                raise Failure("mutter: only depressed modifiers (pressed keys)")
            self.set_modifiers(number(args[0], int))
        elif cmd in ("touch_down", "touch_motion"):
            need(3, f"{cmd} ID X Y")
            self.touch(cmd == "touch_down", number(args[0], int), number(args[1]), number(args[2]))
        elif cmd == "touch_up":
            need(1, "touch_up ID")
            self.fingers.pop(number(args[0], int), None)
            self.rd.NotifyTouchUp(dbus.UInt32(number(args[0], int)))
        elif cmd == "touch_glide":
            if len(args) < 7 or (len(args) - 2) % 5 or len(args) > 17:
                raise Failure("usage: touch_glide STEPS MS ID X0 Y0 X1 Y1 [ID X0 Y0 X1 Y1]... (up to 3)")
            steps, ms = max(number(args[0], int), 1), number(args[1], int)
            fingers = [(number(args[i], int), *(number(a) for a in args[i + 1:i + 5]))
                       for i in range(2, len(args), 5)]
            for i in range(1, steps + 1):
                time.sleep(ms / 1000)
                t = i / steps
                for f, x0, y0, x1, y1 in fingers:
                    self.touch(False, f, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
        elif cmd == "sleep":
            need(1, "sleep MS")
            time.sleep(number(args[0], int) / 1000)
        elif cmd == "sync":
            # Answered by mutter's main thread after every call before it.
            self.rd.Get(RD_SESSION, "SessionId", dbus_interface=dbus.PROPERTIES_IFACE)
            print(f"synced {args[0]}" if args else "synced", flush=True)
        elif cmd == "echo":
            print(" ".join(args), flush=True)
        elif cmd in ("quit", "exit"):
            return True
        elif cmd in ("axis_stop", "touch_cancel", "extent"):
            raise Failure(f"'{cmd}' is not available through mutter 43's RemoteDesktop")
        else:
            raise Failure(f"unknown command '{cmd}'")
        return False

    def close(self):
        try:
            self.set_modifiers(0)
            for finger in list(self.fingers):
                self.rd.NotifyTouchUp(dbus.UInt32(finger))
            self.rd.Stop()
        except dbus.DBusException:
            pass


def main():
    connector, settle, argv = "", 0.3, sys.argv[1:]
    while argv:
        if argv[0] in ("-h", "--help"):
            print(USAGE)
            return 0
        if argv[0] in ("--connector", "--settle") and len(argv) > 1:
            if argv[0] == "--connector":
                connector = argv[1]
            else:
                settle = number(argv[1], int) / 1000
            argv = argv[2:]
            continue
        print(f"mutter-inject: unknown argument '{argv[0]}'\n{USAGE}", file=sys.stderr)
        return 2
    try:
        inj = Injector(connector, settle)
    except (dbus.DBusException, Failure, OSError) as e:
        msg = e.get_dbus_message() if isinstance(e, dbus.DBusException) else str(e)
        print(f"mutter-inject: cannot set up the input devices: {msg}", file=sys.stderr)
        return 1
    print("ready", flush=True)
    status = 0
    for lineno, line in enumerate(sys.stdin, 1):
        argv = line.split("#", 1)[0].split()
        if not argv:
            continue
        try:
            if inj.run(argv):
                break
        except (Failure, KeyError, dbus.DBusException) as e:
            msg = e.get_dbus_message() if isinstance(e, dbus.DBusException) else str(e)
            print(f"mutter-inject: stdin:{lineno}: {msg}", file=sys.stderr)
            status = 2
            break
    inj.close()
    return status


if __name__ == "__main__":
    sys.exit(main())
