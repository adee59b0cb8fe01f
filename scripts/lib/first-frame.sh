#!/usr/bin/env bash
# P5 (docs/BENCH.md): time from exec to a client's first committed frame, for several clients
# measured alternately in one run under the compositor in $WAYLAND_DISPLAY.
#
#   scripts/lib/first-frame.sh RUNS NAME=COMMAND [NAME=COMMAND ...]
#
# Each run starts the client with WAYLAND_DEBUG=client and reads its stderr as it streams;
# the measuring process timestamps every line with CLOCK_MONOTONIC. The figure is the time
# from just before fork+exec to the first `wl_surface@N.commit()` request that follows an
# `attach` to that same surface (the first frame with a buffer). The client is then sent
# SIGTERM (SIGKILL after 2 s) and reaped before the next run, so every client maps alone
# into the same empty output. Clients alternate (A B A B …); one unmeasured warm-up run of
# each comes first (page cache, fontconfig cache). Prints per client: every time, the median
# (and the medians of the first message and of the first xdg_surface.configure, to see where
# the time goes),
# and lines `FIRSTFRAME NAME MEDIAN_MS` and `ATTRIBUTION NAME FIRST_MESSAGE CONFIGURE COMMIT`
# (medians, ms) for scripts; a run that shows no frame within 10 s
# counts as a failure and is reported.
set -euo pipefail
exec python3 - "$@" <<'PY'
import os, re, select, shlex, signal, statistics, subprocess, sys, time

runs = int(sys.argv[1])
clients = []
for spec in sys.argv[2:]:
    name, _, cmd = spec.partition("=")
    clients.append((name, shlex.split(cmd)))

request = re.compile(r"->\s+wl_surface[@#](\d+)\.(attach|commit)\(")

def once(argv):
    env = dict(os.environ, WAYLAND_DEBUG="client")
    env.pop("FORCE_COLOR", None)
    t0 = time.monotonic()
    p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, env=env, start_new_session=True)
    fd = p.stderr.fileno()
    attached, buf, found, first, configured = set(), b"", None, None, None
    deadline = t0 + 10
    while found is None and time.monotonic() < deadline:
        r, _, _ = select.select([fd], [], [], 0.5)
        if not r:
            if p.poll() is not None: break
            continue
        chunk = os.read(fd, 65536)
        now = time.monotonic()
        if not chunk: break
        buf += chunk
        *lines, buf = buf.split(b"\n")
        for raw in lines:
            text = raw.decode("utf-8", "replace")
            if first is None and text.startswith("["): first = (now - t0) * 1000
            if configured is None and "xdg_surface" in text and ".configure(" in text and "->" not in text:
                configured = (now - t0) * 1000
            m = request.search(text)
            if not m: continue
            sid, what = m.group(1), m.group(2)
            if what == "attach": attached.add(sid)
            elif sid in attached:
                found = (now - t0) * 1000
                break
    # Stop the client (its whole session: foot's shell too) and reap it.
    try: os.killpg(p.pid, signal.SIGTERM)
    except ProcessLookupError: pass
    try: p.wait(timeout=2)
    except subprocess.TimeoutExpired:
        try: os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError: pass
        p.wait()
    p.stderr.close()
    time.sleep(0.2)   # let the compositor unmap it before the next client maps
    return None if found is None else (found, first, configured)

for name, argv in clients:
    if once(argv) is None:
        print(f"first-frame: {name} ({' '.join(argv)}) committed no frame within 10 s", file=sys.stderr)
results = {name: [] for name, _ in clients}
firsts = {name: [] for name, _ in clients}
configures = {name: [] for name, _ in clients}
failures = {name: 0 for name, _ in clients}
for _ in range(runs):
    for name, argv in clients:
        r = once(argv)
        if r is None: failures[name] += 1
        else:
            results[name].append(r[0])
            if r[1] is not None: firsts[name].append(r[1])
            if r[2] is not None: configures[name].append(r[2])
for name, _ in clients:
    xs = results[name]
    if not xs:
        print(f"{name}: no first frame in {runs} runs")
        print(f"FIRSTFRAME {name} NA")
        continue
    print(f"{name}: median {statistics.median(xs):.2f} ms, min {min(xs):.2f}, max {max(xs):.2f} over {len(xs)} runs"
          + (f" ({failures[name]} runs without a frame)" if failures[name] else "")
          + "  [" + " ".join(f"{x:.1f}" for x in xs) + "]")
    med = lambda v: f"{statistics.median(v):.1f} ms" if v else "?"
    print(f"   {name} medians: first Wayland message {med(firsts[name])}, first xdg_surface.configure received "
          f"{med(configures[name])}, first attached commit {med(xs)} (all from exec)")
    print(f"FIRSTFRAME {name} {statistics.median(xs):.3f}")
    mid = lambda v: f"{statistics.median(v):.3f}" if v else "NA"
    print(f"ATTRIBUTION {name} {mid(firsts[name])} {mid(configures[name])} {statistics.median(xs):.3f}")
PY
