#!/usr/bin/env python3
"""Shrinks a baseline that `swift package benchmark baseline update` wrote to what
`baseline check` reads, in place, for scripts/bench --record.

    compact-baseline.py RESULTS.json...

The tool keeps every metric as a full HdrHistogram of 3 significant digits over up to 10^9:
21 504 counts each, 4.5 MB for the engine's 72 benchmarks. `baseline check` reads seven
percentiles of each and compares only those its thresholds name (Benchmarks/Support/Measure:
p0 of the times, every percentile of the malloc counts). p0 and p100 are the histogram's
exact minimum and maximum, kept as they are; so each histogram is binned again at 0
significant digits (powers of two: about 30 counts), and kept so only where every
percentile a threshold names reads the same value as before. Where one does not (a malloc
count of 2 or more, which a power-of-two bucket cannot tell from 3), the histogram keeps its
3 digits and loses only its trailing empty buckets. Every percentile is computed as the
histogram library computes it (hdrhistogram-swift 0.2.0, `valueAtPercentile`).
"""
import json
import math
import sys

# Statistics.defaultPercentilesToCalculate, indexed by BenchmarkResult.Percentile's raw value.
PERCENTILES = [0.0, 25.0, 50.0, 75.0, 90.0, 99.0, 100.0]


class Layout:
    """The index arithmetic of a histogram with the given precision and unit magnitude."""

    def __init__(self, digits, unit_magnitude):
        self.digits, self.unit = digits, unit_magnitude
        magnitude = math.ceil(math.log2(2 * 10**digits))
        self.half_magnitude = max(magnitude, 1) - 1
        self.sub_count = 1 << magnitude
        self.half_count = self.sub_count // 2
        self.mask = (self.sub_count - 1) << unit_magnitude
        self.zero_base = 64 - unit_magnitude - magnitude

    def bucket(self, value):
        return self.zero_base - (64 - (value | self.mask).bit_length())

    def index(self, value):
        b = self.bucket(value)
        return ((b + 1) << self.half_magnitude) + (value >> (b + self.unit)) - self.half_count

    def value(self, index):
        b = (index >> self.half_magnitude) - 1
        sub = (index & (self.half_count - 1)) + self.half_count
        if b < 0:
            sub -= self.half_count
            b = 0
        return sub << (b + self.unit)

    def highest_equivalent(self, value):
        b = self.bucket(value)
        sub = value >> (b + self.unit)
        size = 1 << (self.unit + (b + 1 if sub >= self.sub_count else b))
        return (sub << (b + self.unit)) + size - 1

    def buckets_to_cover(self, value):
        untrackable, needed = self.sub_count << self.unit, 1
        while untrackable <= value:
            untrackable <<= 1
            needed += 1
        return needed


def layout_of(h):
    return Layout(h["numberOfSignificantValueDigits"], h["unitMagnitude"])


def percentile(h, p):
    """Histogram.valueAtPercentile, as Statistics.percentiles() calls it."""
    total, counts = h["_totalCount"], h["counts"]
    minimum = 0 if (counts[0] > 0 or total == 0) else h["minNonZeroValue"]
    if p == 0.0:
        return minimum
    if p >= 100.0:
        return h["maxValue"]
    wanted = max(1, math.ceil(math.nextafter(p, 0.0) * total / 100.0))
    layout, running = layout_of(h), 0
    for i, c in enumerate(counts):
        running += c
        if running >= wanted:
            return max(min(layout.highest_equivalent(layout.value(i)), h["maxValue"]), minimum)
    return 0


def rebinned(h, digits):
    """The same recorded values in a histogram of `digits` significant digits, sized to hold
    the largest one."""
    old, new = layout_of(h), Layout(digits, h["unitMagnitude"])
    buckets = new.buckets_to_cover(max(h["maxValue"], 1))
    counts = [0] * ((buckets + 1) * new.half_count)
    for i, c in enumerate(h["counts"]):
        if c:
            counts[new.index(old.value(i))] += c
    out = dict(h)
    out.update(
        numberOfSignificantValueDigits=digits, bucketCount=buckets, counts=counts,
        highestTrackableValue=max(h["maxValue"], 2 * h["lowestDiscernibleValue"]),
        subBucketMask=new.mask, subBucketHalfCountMagnitude=new.half_magnitude,
        leadingZeroCountBase=new.zero_base)
    return out


def checked(result):
    """The percentiles (raw values) some threshold of this metric compares."""
    names = set()
    for kind in ("relative", "absolute"):
        names.update(result.get("thresholds", {}).get(kind, [])[0::2])   # [key, value, key, value, …]
    return sorted(names)


def compact(path):
    with open(path, encoding="utf-8") as f:
        baseline = json.load(f)
    before, kept = 0, 0
    for results in baseline["results"][1::2]:   # [identifier, [result, …], identifier, …]
        for result in results:
            h = result["statistics"]["histogram"]
            wanted = [(PERCENTILES[i], percentile(h, PERCENTILES[i])) for i in checked(result)]
            for digits in (0, h["numberOfSignificantValueDigits"]):
                candidate = rebinned(h, digits)
                if all(percentile(candidate, p) == v for p, v in wanted):
                    break
            else:
                sys.exit(f"{path}: {result['metric']}: no smaller histogram keeps {wanted}")
            before += len(h["counts"])
            kept += len(candidate["counts"])
            result["statistics"]["histogram"] = candidate
    with open(path, "w", encoding="utf-8") as f:
        json.dump(baseline, f, separators=(",", ":"))
    print(f"{path}: {before} histogram counts kept as {kept}")


if __name__ == "__main__":
    for p in sys.argv[1:]:
        compact(p)
