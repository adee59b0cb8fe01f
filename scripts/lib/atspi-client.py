#!/usr/bin/python3
"""A real AT-SPI client (libatspi through pyatspi) for the accessibility live tests.

Usage (DBUS_SESSION_BUS_ADDRESS names the session whose org.a11y.Bus to use):
  atspi-client.py tree APP              the application named APP as JSON (waits up to 10 s for it)
  atspi-client.py set APP NAME VALUE    sets the Value of the object named NAME
  atspi-client.py do APP NAME           does the first Action of the object named NAME
  atspi-client.py watch APP SECONDS     prints "ready", then one JSON line per value, name,
                                        description, focus, checked and children event from APP
                                        for SECONDS
"""
import json
import sys
import time

import pyatspi
from gi.repository import Atspi, GLib

STATES = {
    "active": pyatspi.STATE_ACTIVE,
    "focusable": pyatspi.STATE_FOCUSABLE,
    "focused": pyatspi.STATE_FOCUSED,
    "showing": pyatspi.STATE_SHOWING,
    "visible": pyatspi.STATE_VISIBLE,
    "enabled": pyatspi.STATE_ENABLED,
    "checkable": pyatspi.STATE_CHECKABLE,
    "checked": pyatspi.STATE_CHECKED,
    "selected": pyatspi.STATE_SELECTED,
}


def find_app(name, timeout=10.0):
    deadline = time.monotonic() + timeout
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                return app
        if time.monotonic() > deadline:
            names = [a.name for a in desktop if a is not None]
            sys.exit(f"atspi-client: no application named {name!r} on the registry (found {names})")
        time.sleep(0.1)


def describe(acc):
    state = acc.getState()
    node = {
        "role": acc.getRoleName(),
        "name": acc.name,
        "description": acc.description,
        "states": sorted(n for n, s in STATES.items() if state.contains(s)),
        "interfaces": sorted(pyatspi.listInterfaces(acc)),
    }
    if "Component" in node["interfaces"]:
        e = acc.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        node["extents"] = [e.x, e.y, e.width, e.height]
    if "Action" in node["interfaces"]:
        action = acc.queryAction()
        node["actions"] = [action.getName(i) for i in range(action.nActions)]
    if "Value" in node["interfaces"]:
        v = acc.queryValue()
        node["value"] = {"minimum": v.minimumValue, "maximum": v.maximumValue,
                         "increment": v.minimumIncrement, "current": v.currentValue,
                         "text": Atspi.Value.get_text(acc)}
    node["children"] = [describe(child) for child in acc]
    return node


def find(acc, name):
    if acc.name == name and acc.getRole() != pyatspi.ROLE_APPLICATION:
        return acc
    for child in acc:
        hit = find(child, name)
        if hit is not None:
            return hit
    return None


def watch(app_name, seconds):
    app = find_app(app_name)

    def on_event(event):
        try:
            if event.host_application is None or event.host_application.name != app_name:
                return
            # libatspi passes on a string or object as any_data but drops a number: a
            # value event is read as screen readers read it, from the source's Value.
            if event.type.endswith("accessible-value"):
                data = event.source.queryValue().currentValue
            elif event.type.startswith("object:children-changed"):
                data = event.any_data.name if event.any_data is not None else None
            else:
                data = event.any_data if isinstance(event.any_data, str) else None
            print(json.dumps({"type": event.type, "source": event.source.name,
                              "detail1": event.detail1, "data": data}), flush=True)
        except Exception as error:  # a source gone mid-event: report it, keep watching
            print(json.dumps({"type": "error", "text": str(error)}), flush=True)

    pyatspi.Registry.registerEventListener(on_event, "object:property-change:accessible-value",
                                           "object:property-change:accessible-name",
                                           "object:property-change:accessible-description",
                                           "object:state-changed:focused",
                                           "object:state-changed:checked",
                                           "object:children-changed")
    assert app is not None
    print("ready", flush=True)
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop())
    pyatspi.Registry.start()


def main(argv):
    if len(argv) >= 3 and argv[1] == "tree":
        print(json.dumps(describe(find_app(argv[2])), indent=1))
    elif len(argv) == 5 and argv[1] == "set":
        target = find(find_app(argv[2]), argv[3])
        if target is None:
            sys.exit(f"atspi-client: no object named {argv[3]!r}")
        target.queryValue().currentValue = float(argv[4])
        print("ok")
    elif len(argv) == 4 and argv[1] == "do":
        target = find(find_app(argv[2]), argv[3])
        if target is None:
            sys.exit(f"atspi-client: no object named {argv[3]!r}")
        if not target.queryAction().doAction(0):
            sys.exit(f"atspi-client: {argv[3]!r} refused its action")
        print("ok")
    elif len(argv) == 4 and argv[1] == "watch":
        watch(argv[2], float(argv[3]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
