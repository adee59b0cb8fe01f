#!/usr/bin/env python3
"""The Benchmarks package's results for scripts/bench, read from the text of
`swift package benchmark baseline read` (the tool's own tables, so nothing here decodes its
histograms).

    benchmarks.py figures PER_EVENT.txt RAW.txt
        the lines scripts/bench's table takes (figure, value, goal, met or not)
    benchmarks.py allocations RAW.txt
        exit 1 unless the control counts its one allocation and every other benchmark none
        (but a creation's, which allocates by nature)

PER_EVENT.txt is read without --scale (times per event or frame), RAW.txt with --scale
(counts per iteration as measured: a malloc every thousand events would read 0 per event).
"""
import re
import sys

PERCENTILES = ["p0", "p25", "p50", "p75", "p90", "p99", "p100"]


def tables(path):
    """{benchmark name: {metric: {percentile: value}}}"""
    out, name = {}, None
    previous = ""
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("╒") and previous.strip():
            name = previous.strip()
            out[name] = {}
        elif line.startswith("│") and name is not None:
            cells = [c.strip() for c in line.strip("│").split("│")]
            if cells[0] == "Metric" or len(cells) < 8:
                pass
            else:
                # "Thread CPU (ns) (K) *": the tool scales large values (K: thousands) and
                # marks with * what it divided by the iteration's scaling factor.
                label = cells[0].rstrip(" *")
                unit = re.search(r"\((K|M|G)\)$", label)
                factor = {"K": 1e3, "M": 1e6, "G": 1e9}[unit.group(1)] if unit else 1
                metric = label[:unit.start()].strip() if unit else label
                try:
                    out[name][metric] = dict(zip(PERCENTILES, (float(c) * factor for c in cells[1:8])))
                except ValueError:
                    pass
        previous = line
    return out


def metric(results, name, prefix):
    for key, values in results.get(name, {}).items():
        if key.startswith(prefix):
            return values
    return None


def allocation_problems(raw):
    problems = []
    control = [n for n in raw if n.startswith("Control")]
    if not control:
        problems.append("the control benchmark is missing")
    for name, metrics in sorted(raw.items()):
        m = metric(raw, name, "Malloc")
        if m is None:
            problems.append(f"{name}: no malloc count")
        elif name.endswith(" creation"):
            continue   # creating allocates by nature: its time is what is compared
        elif name.startswith("Control"):
            if m["p50"] != 1:
                problems.append(f"{name}: {m['p50']:.0f} allocations counted for the one known (the count is not working)")
        elif m["p100"] != 0:
            problems.append(f"{name}: {m['p100']:.0f} allocations in the worst iteration (p50 {m['p50']:.0f})")
    return problems


def figures(per_event, raw):
    rows = []
    workloads = sorted({n.split(": ", 1)[1] for n in per_event if n.startswith("Engine 14 rows: ")})
    for w in workloads:
        cpu = {s: metric(per_event, f"Engine {s}: {w}", "Thread CPU") for s in ("14 rows", "composed", "100 000 rows")}
        if cpu["14 rows"] is None:
            continue
        ns = cpu["14 rows"]["p0"]
        others = ", ".join(f"{s} {cpu[s]['p0']:.0f}" for s in ("composed", "100 000 rows") if cpu[s])
        verdict = "met" if ns < 1000 else "NOT met"
        rows.append(f"Gestures engine, ns per event (thread CPU, fastest iteration of 1 000 events; median "
                    f"{cpu['14 rows']['p50']:.0f}), {w}: {ns:.0f} ns ({others} ns)  {verdict} (goal < 1000 ns)")
    frames = [n for n in per_event if n.startswith("Frame ")]
    for n in sorted(frames):
        cpu = metric(per_event, n, "Thread CPU")
        if cpu:
            rows.append(f"Renderer, µs per frame (thread CPU, fastest / median frame), {n[len('Frame '):]}: "
                        f"{cpu['p0'] / 1000:.1f} / {cpu['p50'] / 1000:.1f} µs")
    problems = allocation_problems(raw)
    engine = [n for n in raw if n.startswith("Engine")]
    app = [n for n in raw if n.startswith("AppCore")]
    verdict = "met" if not problems else "NOT met"
    rows.append(f"P3 heap allocations per event (engine, {len(engine)} benchmarks of 1 000 events; AppCore, "
                f"{len(app)}) and per frame (renderer, {len(frames)}), worst iteration, control 1: "
                f"{'0' if not problems else '; '.join(problems)}  {verdict} (goal 0)")
    return rows


def main():
    if sys.argv[1] == "figures":
        for row in figures(tables(sys.argv[2]), tables(sys.argv[3])):
            print(row)
    elif sys.argv[1] == "allocations":
        problems = allocation_problems(tables(sys.argv[2]))
        for p in problems:
            print("  allocation: " + p)
        sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
