#!/usr/bin/python3
# A slow stand-in for at-spi2-core on a session bus of the test's own: org.a11y.Bus answers
# GetAddress only after DELAY seconds (the session bus's own address), and the same
# connection plays the AT-SPI registry (GetRegisteredEvents: none; Socket.Embed: the
# desktop), so that a client's whole way onto the accessibility bus can be timed.
#
# Usage: slow-a11y-bus.py DELAY LOG
# Prints "ready" on stdout once it owns its names. Appends one line per step to LOG:
# "asked T", "answered T", "embed T" with T = CLOCK_MONOTONIC seconds (time.monotonic()).
# Needs python3-dbus and python3-gi (Debian); stops on SIGTERM.
import os
import sys
import time

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

DELAY = float(sys.argv[1])
LOG = sys.argv[2]


def log(step):
    with open(LOG, "a") as f:
        f.write(f"{step} {time.monotonic():.6f}\n")


class SlowBus(dbus.service.Object):
    @dbus.service.method("org.a11y.Bus", in_signature="", out_signature="s",
                         async_callbacks=("reply", "error"))
    def GetAddress(self, reply, error):
        log("asked")

        def answer():
            log("answered")
            reply(os.environ["DBUS_SESSION_BUS_ADDRESS"])
            return False

        GLib.timeout_add(int(DELAY * 1000), answer)


class Registry(dbus.service.Object):
    @dbus.service.method("org.a11y.atspi.Registry", in_signature="", out_signature="a(ss)")
    def GetRegisteredEvents(self):
        return dbus.Array([], signature="(ss)")


class Root(dbus.service.Object):
    @dbus.service.method("org.a11y.atspi.Socket", in_signature="(so)", out_signature="(so)",
                         sender_keyword="sender")
    def Embed(self, plug, sender=None):
        log("embed")
        return dbus.Struct((bus.get_unique_name(), dbus.ObjectPath("/org/a11y/atspi/accessible/root")),
                           signature="so")


DBusGMainLoop(set_as_default=True)
bus = dbus.SessionBus()
names = [dbus.service.BusName(n, bus) for n in ("org.a11y.Bus", "org.a11y.atspi.Registry")]
SlowBus(bus, "/org/a11y/bus")
Registry(bus, "/org/a11y/atspi/registry")
Root(bus, "/org/a11y/atspi/accessible/root")
print("ready", flush=True)
GLib.MainLoop().run()
