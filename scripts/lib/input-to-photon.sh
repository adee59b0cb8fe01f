#!/usr/bin/env bash
# Input-to-photon runs (docs/BENCH.md): the real opacity-bars under the compositor in
# $WAYLAND_DISPLAY (sway headless: scripts/lib/sway-headless.sh), an opacity drag from
# wl-inject's virtual pointer with motion at 1000 Hz, and the app's --frame-log.
#
#   scripts/lib/input-to-photon.sh OPACITY_BARS WL_INJECT OUT_DIR SECONDS ROUNDS NAME=ARGS [NAME=ARGS ...]
#
# Each round runs every NAME once, in turn (A B A B …), each its own app process started as
# `OPACITY_BARS ARGS --frame-log OUT_DIR/NAME-R.log --state …`; ARGS `@PROGRAM` runs PROGRAM
# instead (`PROGRAM --frame-log …`: the bench's ideal client, which has no state snapshot: it
# fills the output, OUTPUT_SIZE, default 800x600, and the drag crosses its middle). A run: the app maps (its state
# snapshot reports the output's size), wl-inject presses on the "red" bar, moves 40 px so the
# opacity drag has begun (not measured), then drags for SECONDS: motion every 1000 µs on an
# absolute schedule, back and forth across the bar in 2 s legs, at sub-pixel steps (the
# pointer's extent is 10× the output, so every motion moves the bar's opacity), then releases.
# The measured span is from just before the first measured motion is sent to just after the
# last one reached the compositor (wl-inject's sync), both read from CLOCK_MONOTONIC in ms.
# ARGS that start with `gallery` run the gallery instead, with no button held: the pointer
# opens the pointer page from home's link, rests on the oval until its lift is in full, and
# then moves back and forth along the oval's middle (10 % to 90 % of its width) on the same
# schedule, so that every frame after a motion moves the lifted view (its parallax); the
# pointer's extent is 100× the output there, for as many distinct positions.
# With MUTTER_DIR set (mutter headless, scripts/lib/mutter-headless.sh, running in that
# directory), the input comes from mutter-inject.py instead, in monitor pixels (fractions
# kept: its motions are doubles, so no extent), and the window is where mutter placed it
# (`mutter-headless.sh geometry`): the app's content starts below its own title bar; the
# ideal client, undecorated, is dragged across its middle.
# Writes OUT_DIR/input-to-photon.runs, one line per run: NAME LOG START_MS END_MS, for
# `opacity-bars-bench input-to-photon`. Exits non-zero if a run fails.
set -euo pipefail
LIB=$(cd "$(dirname "$0")" && pwd)
exec env P8_LIB="$LIB" python3 - "$@" <<'PY'
import json, os, shlex, signal, subprocess, sys, time

app_bin, inject_bin, out, seconds, rounds = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), int(sys.argv[5])
output_size = [int(v) for v in os.environ.get("OUTPUT_SIZE", "800x600").split("x")]
configs = [spec.partition("=")[::2] for spec in sys.argv[6:]]
os.makedirs(out, exist_ok=True)
now_ms = lambda: time.clock_gettime(time.CLOCK_MONOTONIC) * 1000
mutter_dir = os.environ.get("MUTTER_DIR")
# The app's title bar under mutter, which offers no server-side decorations (Decorations/).
TITLE_BAR = 32

def mutter_log_size():
    return os.path.getsize(os.path.join(mutter_dir, "mutter.log")) if mutter_dir else 0

def mutter_geometry(since):
    """Where mutter last placed a window after byte `since` of its log: (x, y, width, height)
    in monitor pixels, or None (`mutter-headless.sh geometry` on this run's lines)."""
    r = subprocess.run([os.path.join(os.environ["P8_LIB"], "mutter-headless.sh"), "geometry", mutter_dir],
                       capture_output=True, text=True, env=dict(os.environ, MUTTER_LOG_SINCE=str(since)))
    v = r.stdout.split()
    return tuple(int(n) for n in v) if r.returncode == 0 and len(v) == 4 else None

def snapshot(app, state, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try: os.unlink(state)
        except FileNotFoundError: pass
        app.send_signal(signal.SIGUSR1)
        for _ in range(50):
            try:
                with open(state) as f: return json.load(f)
            except (FileNotFoundError, json.JSONDecodeError): time.sleep(0.01)
        if app.poll() is not None: break
    raise SystemExit(f"input-to-photon: no state snapshot from the app (status {app.poll()})")

class Injector:
    def __init__(self, log):
        command = [os.path.join(os.environ["P8_LIB"], "mutter-headless.sh"), "inject", mutter_dir] \
            if mutter_dir else [inject_bin]
        self.p = subprocess.Popen(command + ["--settle", "300"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=log, text=True, bufsize=1)
        self.expect("ready")
        self.tags = 0
    def expect(self, text):
        line = self.p.stdout.readline().strip()
        if line != text: raise SystemExit(f"input-to-photon: wl-inject said {line!r}, expected {text!r}")
    def send(self, *lines):
        self.p.stdin.write("".join(l + "\n" for l in lines))
        self.p.stdin.flush()
    def sync(self):
        self.tags += 1
        self.send(f"sync s{self.tags}")
        self.expect(f"synced s{self.tags}")
    def quit(self):
        self.send("quit")
        self.p.stdin.close()
        self.p.wait(timeout=10)

def run(name, args, round_):
    stem = os.path.join(out, f"{name.replace('/', '-')}-{round_}")   # NAME may be COMPOSITOR/NAME
    log, state = stem + ".log", stem + ".state.json"
    err = open(stem + ".stderr", "w")
    for stale in (log, state):   # a previous run's log would pass for this app's readiness
        if os.path.exists(stale): os.remove(stale)
    ideal = args.startswith("@")
    command = shlex.split(args[1:]) + ["--frame-log", log] if ideal else \
        [app_bin] + shlex.split(args) + ["--frame-log", log, "--state", state]
    since = mutter_log_size()   # this run's window is the one mutter places after this
    app = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=err, stderr=err)
    try:
        deadline = time.monotonic() + 10
        while not os.path.exists(log) and app.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)   # the frame log exists once the window (and its SIGUSR1 handling) does
        gallery = not ideal and shlex.split(args)[:1] == ["gallery"]
        k = 100 if gallery else 10   # the pointer's extent: units a pixel
        ox = oy = 0   # the window content's place on the output
        if mutter_dir:
            while (g := mutter_geometry(since)) is None or g[2] <= 1:
                if app.poll() is not None or time.monotonic() > deadline:
                    raise SystemExit(f"input-to-photon: mutter never placed {name}")
                time.sleep(0.05)
            time.sleep(0.3)   # its first frames, and mutter's last move of it
            g = mutter_geometry(since)
            ox, oy = g[0], g[1] + (0 if ideal else TITLE_BAR)
            P = lambda px, o=0: f"{px + o:.3f}"
        else:
            P = lambda px, o=0: str(round((px + o) * k))
        X = lambda px: P(px, ox)
        Y = lambda px: P(px, oy)
        extent = lambda W, H: [] if mutter_dir else [f"extent {W * k} {H * k}"]
        inject = None
        if gallery:
            s = snapshot(app, state)
            while not any(v["name"] == "pointer" for v in s["shapes"]) or s["size"]["width"] < 640:
                if time.monotonic() > deadline: raise SystemExit("input-to-photon: the gallery's home never showed")
                time.sleep(0.1)
                s = snapshot(app, state)
            W, H = s["size"]["width"], s["size"]["height"]
            centre = lambda v: (v["x"] + v["width"] / 2, v["y"] + v["height"] / 2)
            inject = Injector(err)
            lx, ly = centre(next(v for v in s["shapes"] if v["name"] == "pointer"))
            inject.send(*extent(W, H), f"motion {X(lx)} {Y(ly)}", "frame", "sleep 40",
                        "button left 1", "frame", "sleep 40", "button left 0", "frame", "sleep 300")
            inject.sync()
            s = snapshot(app, state)
            oval = next((v for v in s["shapes"] if v["name"] == "shape-2"), None) if s["page"] == "pointer" else None
            if oval is None: raise SystemExit(f"input-to-photon: home's link opened {s['page']}, not the pointer page")
            y, left, right = oval["y"] + oval["height"] / 2, oval["x"] + 0.1 * oval["width"], oval["x"] + 0.9 * oval["width"]
            inject.send(f"motion {X(left)} {Y(y)}", "frame", "sleep 300")
            inject.sync()
            lifted = lambda s: any(e["view"] == "shape-2" and e["active"] and e["progress"] == 1 for e in s.get("effects") or [])
            while not lifted(snapshot(app, state)):
                if time.monotonic() > deadline + 10: raise SystemExit("input-to-photon: the oval never lifted in full")
                time.sleep(0.1)
            x0 = left
        elif ideal:   # no snapshot: it fills the output; the drag crosses its middle
            time.sleep(0.3)
            W, H = (g[2], g[3]) if mutter_dir else output_size
            y, left, right = H / 2, 0.1 * W, 0.9 * W
        else:
            while True:   # mapped and tiled to the whole output
                s = snapshot(app, state)
                if s["size"]["width"] >= 640 or time.monotonic() > deadline: break
                time.sleep(0.1)
            red = next(b for b in s["bars"] if b["name"] == "red")["frame"]
            W, H = s["size"]["width"], s["size"]["height"]
            y = red["y"] - s["scrollOffset"] + red["height"] / 2
            left, right = red["x"] + 0.1 * red["width"], red["x"] + 0.9 * red["width"]
        if not gallery:
            inject = Injector(err)
            inject.send(*extent(W, H), f"motion {X(left)} {Y(y)}", "frame", "sleep 50",
                        "button left 1", "frame", "sleep 16",
                        f"glide_us {X(left)} {Y(y)} {X(left + 40)} {Y(y)} 40 1000", "sleep 300")
            inject.sync()
            left, x0 = left + 40, left + 40
        legs, steps = max(1, round(seconds / 2)), 2000
        start = now_ms()
        for i in range(legs):   # 2 s legs, 2000 motions each, back and forth
            x1 = right if i % 2 == 0 else left
            inject.send(f"glide_us {X(x0)} {Y(y)} {X(x1)} {Y(y)} {steps - 1} 1000")
            x0 = x1
        inject.sync()
        end = now_ms()
        inject.send("sleep 100", *([] if gallery else ["button left 0", "frame"]), "sleep 200")
        inject.sync()
        inject.quit()
    finally:
        app.send_signal(signal.SIGTERM)
        status = app.wait(timeout=10)
        err.close()
    if status != 0: raise SystemExit(f"input-to-photon: {name} exited with {status} (log {err.name})")
    return log, start, end

manifest = []
for r in range(rounds):
    for name, args in configs:
        log, start, end = run(name, args, r)
        print(f"input-to-photon: {name} round {r + 1}: {end - start:.0f} ms of dragging, log {log}", flush=True)
        manifest.append(f"{name} {log} {start:.3f} {end:.3f}")
        time.sleep(0.3)
with open(os.path.join(out, "input-to-photon.runs"), "w") as f:
    f.write("\n".join(manifest) + "\n")
PY
