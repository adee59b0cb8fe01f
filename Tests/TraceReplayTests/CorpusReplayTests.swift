import AppTestSupport
import Drawing
import Foundation
import OpacityBars
import TestSupport
import Testing
import TraceReplay

/// Every fixture of the corpus through replay, in each libwayland format: the state must mean
/// what the interaction rule says (checked here from docs/DESIGN.md's formulas, not from a
/// recording), equal the expected state, and the frame must equal the golden PNG exactly.
@Suite struct CorpusReplayTests {
    /// docs/DESIGN.md: opacity = clamp(1 − (x − bar.minX) / bar.width, 0, 1); bars are 448
    /// wide at x = 16 in a 480-wide window.
    static func opacity(atX x: Double, minX: Double = 16, width: Double = 448) -> Double {
        min(1, max(0, 1 - (x - minX) / width))
    }

    @Test(arguments: FixturePaths.scenarioNames)
    func replaysToItsMeaningAndGoldens(name: String) throws {
        var runs: [(String, Replayed)] = []
        for format in FixturePaths.formats {
            runs.append((format, try Replayed.run(path: FixturePaths.trace(name, format))))
        }
        let (_, r) = runs[1]   // v121
        // 1. Meaning.
        let check = try #require(Self.semantics[name], "no semantic check written for fixture \(name)")
        check(r)
        // 2. All formats agree (1.18's %f is 1e-6 px off; the snapshot rounds that away).
        for (format, other) in runs where format != "v121" {
            #expect(other.json == r.json, "\(name).\(format) replays to a different state than v121")
            #expect(
                other.canvas.firstDifference(from: r.canvas) == nil,
                "\(name).\(format) draws a different frame than v121")
        }
        // 3. Expected state and golden frame.
        try Goldens.corpus.checkState(r.json, name: name)
        try Goldens.corpus.checkFrame(r.canvas, name: name)
    }

    @Test func everyScenarioHasASemanticCheck() {
        let missing = FixturePaths.scenarioNames.filter { Self.semantics[$0] == nil }
        #expect(missing.isEmpty, "fixtures without a semantic check: \(missing)")
    }

    typealias Check = @Sendable (Replayed) -> Void

    /// The scroll offset after every touch frame, replaying step by step (for "no jump").
    enum ScrollSteps {
        static func offsets(path: String) throws -> [Double] {
            let trace = try TraceParser.parse(path: path)
            let core = AppCore()
            core.configure(width: 480, height: 800)
            var offsets: [Double] = []
            for e in trace.events {
                core.advance(to: e.now)
                if case .input(let input) = e.event {
                    core.handle(input, at: e.now)
                    if input == .touchFrame { offsets.append(core.snapshot().scrollOffset) }
                }
            }
            return offsets
        }
    }

    static let unchangedExcept: @Sendable (Replayed, Set<String>) -> Void = { r, names in
        for bar in r.snapshot.bars where !names.contains(bar.name) {
            #expect(bar.opacity == 1, "\(bar.name) should be untouched, is \(bar.opacity)")
        }
    }

    static let semantics: [String: Check] = [
        "tap": { r in
            #expect(abs(r.opacity("red") - opacity(atX: 245)) < 1e-3)
            #expect(r.recorded("tap", bar: "red", outcome: "ended"))
            #expect(r.snapshot.scrollOffset == 0)
            unchangedExcept(r, ["red"])
        },
        "slop-fallback": { r in
            // The lift point (132), not the down point (120): the minimum-distance fallback.
            #expect(abs(r.opacity("orange") - opacity(atX: 132)) < 1e-3)
            #expect(r.recorded("tap", bar: "orange"))
            #expect(!r.recorded("opacityDrag") && !r.recorded("scroll"))
            unchangedExcept(r, ["orange"])
        },
        "double-tap": { r in
            #expect(r.recorded("opacityDrag", bar: "yellow", outcome: "ended"))
            #expect(r.recorded("doubleTap", bar: "yellow", outcome: "ended"))
            #expect(r.opacity("yellow") == 1)
            unchangedExcept(r, [])
        },
        "long-press": { r in
            // Held within 1.5 px of x = 300.
            #expect(abs(r.opacity("yellow") - opacity(atX: 300)) < 1.6 / 448)
            #expect(r.recorded("longPress", bar: "yellow"))
            #expect(!r.recorded("tap"))
            unchangedExcept(r, ["yellow"])
        },
        "paint": { r in
            // The finger runs from (100, 110) to (400, 610): x = 100 + 300 (y − 110) / 500.
            // Each bar it crossed gets an opacity from an x inside its band (± one 8 ms step).
            let painted = ["black", "gray", "red", "orange", "yellow", "green"]
            for bar in r.snapshot.bars where painted.contains(bar.name) {
                let y0 = max(110, bar.frame.y), y1 = min(610, bar.frame.y + bar.frame.height)
                let xLo = 100 + 300 * (y0 - 110) / 500, xHi = 100 + 300 * (y1 - 110) / 500
                let slack = 6.0 / 448
                #expect(
                    bar.opacity <= opacity(atX: xLo) + slack && bar.opacity >= opacity(atX: xHi) - slack,
                    "\(bar.name) painted to \(bar.opacity), expected within x \(xLo)…\(xHi)")
            }
            let values = painted.map(r.opacity)
            #expect(values == values.sorted(by: >), "opacity falls as the finger moves right: \(values)")
            #expect(r.recorded("longPress") && r.recorded("paint"))
            #expect(r.snapshot.scrollOffset == 0)
            unchangedExcept(r, Set(painted))
        },
        "opacity-drag": { r in
            #expect(abs(r.opacity("red") - 0.1875) < 1e-3)
            #expect(r.recorded("opacityDrag", bar: "red", outcome: "ended"))
            #expect(r.snapshot.scrollOffset == 0 && !r.recorded("scroll"))
            unchangedExcept(r, ["red"])
        },
        "diagonal-35": { r in
            #expect(abs(r.opacity("orange") - opacity(atX: 260)) < 1e-3)
            #expect(r.snapshot.scrollOffset == 0)
            unchangedExcept(r, ["orange"])
        },
        "diagonal-45": { r in
            // Between the cones: the tie goes to scroll; the list follows the vertical 120 px
            // from where scrolling won.
            #expect(r.recorded("scroll") && !r.recorded("opacityDrag"))
            #expect(
                r.snapshot.scrollOffset > 120 - 20 && r.snapshot.scrollOffset <= 120,
                "offset \(r.snapshot.scrollOffset)")
            unchangedExcept(r, [])
        },
        "diagonal-55": { r in
            // Outside the horizontal cone: the list follows the finger's 120 px from the point
            // where scrolling won (past the 20 px slop, measured along the 55° path), no more.
            #expect(
                r.snapshot.scrollOffset > 120 - 20 - 5 && r.snapshot.scrollOffset <= 120,
                "offset \(r.snapshot.scrollOffset)")
            #expect(r.recorded("scroll"))
            unchangedExcept(r, [])
        },
        "scroll": { r in
            // The finger moves 300 px up in 4 px frames. Scrolling wins at the first frame past
            // the 20 px slop and follows 1:1 from there (no jump): it lags the finger by that
            // first distance, 20–24 px, and no frame moves the list more than the finger.
            #expect(
                r.snapshot.scrollOffset >= 300 - 24.5 && r.snapshot.scrollOffset <= 300 - 20,
                "offset \(r.snapshot.scrollOffset)")
            let steps = try! ScrollSteps.offsets(path: FixturePaths.trace("scroll", "v121"))
            let biggest = zip(steps.dropFirst(), steps).map { abs($0 - $1) }.max() ?? 0
            #expect(biggest <= 4.5, "largest per-frame scroll step \(biggest) px (finger steps are 4 px)")
            #expect(r.recorded("scroll", outcome: "ended"))
            #expect(!r.recorded("fling"))
            unchangedExcept(r, [])
        },
        "fling": { r in
            #expect(r.recorded("fling"))
            #expect(r.snapshot.scrollOffset > 500 && r.snapshot.scrollOffset <= r.snapshot.maxScrollOffset)
            unchangedExcept(r, [])
        },
        "fling-free": { r in
            #expect(r.recorded("fling", outcome: "ended"))
            #expect(r.snapshot.scrollOffset > 150 && r.snapshot.scrollOffset <= r.snapshot.maxScrollOffset)
            unchangedExcept(r, [])
        },
        "event-time-wrap": { r in
            // Event times wrap 2³² → 0 mid-swipe: velocity, fling and final state are unchanged.
            let free = try! Replayed.run(path: FixturePaths.trace("fling-free", "v121"))
            #expect(r.snapshot == free.snapshot)
            #expect(r.recorded("fling", outcome: "ended"))
        },
        "fling-stop": { r in
            // Stopped after 150 ms: past the 100 px dragged, short of where a free fling settles.
            let free = try! Replayed.run(path: FixturePaths.trace("fling-free", "v121"))
            #expect(r.snapshot.scrollOffset > 100)
            #expect(
                r.snapshot.scrollOffset < free.snapshot.scrollOffset - 20,
                "stopped at \(r.snapshot.scrollOffset), free fling settles at \(free.snapshot.scrollOffset)")
            #expect(!r.recorded("tap"))
            unchangedExcept(r, [])
        },
        "two-finger-drag": { r in
            #expect(abs(r.opacity("red") - opacity(atX: 300)) < 1e-3)
            #expect(abs(r.opacity("yellow") - opacity(atX: 400)) < 1e-3)
            #expect(r.snapshot.scrollOffset == 0)
            unchangedExcept(r, ["red", "yellow"])
        },
        "pinch": { r in
            // Fingers 200 → 400 px apart: the row height doubles (80 → 160) within 40…240.
            #expect(r.snapshot.rowHeight > 140 && r.snapshot.rowHeight <= 170, "row height \(r.snapshot.rowHeight)")
            #expect(r.recorded("pinch"))
            unchangedExcept(r, [])
        },
        "cancel": { r in
            #expect(r.opacity("red") == 1)
            #expect(r.recorded("opacityDrag", bar: "red", outcome: "cancelled"))
            unchangedExcept(r, [])
        },
        "cancel-capability": { r in
            // The seat drops touch mid-drag: the drag is cancelled and red restored.
            #expect(r.opacity("red") == 1)
            #expect(r.recorded("opacityDrag", bar: "red", outcome: "cancelled"))
            unchangedExcept(r, [])
        },
        "cancel-focus": { r in
            // Keyboard focus leaves mid mouse drag: cancelled, restored, the release is ignored.
            #expect(r.opacity("orange") == 1)
            #expect(r.recorded("opacityDrag", bar: "orange", outcome: "cancelled"))
            #expect(!r.recorded("opacityDrag", outcome: "ended") && !r.recorded("tap"))
            unchangedExcept(r, [])
        },
        "escape": { r in
            #expect(r.opacity("red") == 1)
            #expect(r.recorded("opacityDrag", bar: "red", outcome: "cancelled"))
            #expect(!r.recorded("tap") && r.snapshot.scrollOffset == 0)
            unchangedExcept(r, [])
        },
        "keyboard": { r in
            // Down, Down → red; Right ×2 → −20 %; Shift+Left → +1 %; Page Down scrolls.
            #expect(abs(r.opacity("red") - 0.81) < 1e-9)
            #expect(r.snapshot.scrollOffset > 0)
            unchangedExcept(r, ["red"])
        },
        "wheel-discrete": { r in
            // Three clicks of 15 px (the continuous axis value sway sends with each detent).
            #expect(abs(r.snapshot.scrollOffset - 45) < 0.01)
            #expect(r.recorded("axisScroll"))
            unchangedExcept(r, [])
        },
        "wheel-value120": { r in
            // ½ + ½ + 1 detents = two thirds of wheel-discrete's three clicks.
            let three = try! Replayed.run(path: FixturePaths.trace("wheel-discrete", "v121"))
            #expect(
                abs(r.snapshot.scrollOffset - three.snapshot.scrollOffset * 2 / 3) < 0.01,
                "\(r.snapshot.scrollOffset) vs 2/3 of \(three.snapshot.scrollOffset)")
            unchangedExcept(r, [])
        },
        "ctrl-wheel-zoom": { r in
            // Two clicks up with Ctrl: 80 × 1.1².
            #expect(abs(r.snapshot.rowHeight - 96.8) < 0.01, "row height \(r.snapshot.rowHeight)")
            unchangedExcept(r, [])
        },
        "touchpad-scroll": { r in
            // 120 px of fingers, then axis_stop hands over to a fling that carries on and comes
            // to rest by itself, short of the end of the list.
            #expect(
                r.snapshot.scrollOffset > 120 + 50 && r.snapshot.scrollOffset < r.snapshot.maxScrollOffset,
                "offset \(r.snapshot.scrollOffset)")
            #expect(r.recorded("axisScroll") && r.recorded("fling", outcome: "ended"))
            unchangedExcept(r, [])
        },
        "touchpad-opacity": { r in
            #expect(abs(r.opacity("red") - 0.75) < 1e-3)
            #expect(r.recorded("axisOpacity", bar: "red"))
            #expect(r.snapshot.scrollOffset == 0)
            unchangedExcept(r, ["red"])
        },
        "touchpad-opacity-natural": { r in
            // The fingers moved right while the values said left (inverted): the opacity
            // follows the fingers, to the same 0.75 as touchpad-opacity.
            #expect(abs(r.opacity("red") - 0.75) < 1e-3, "red \(r.opacity("red"))")
            #expect(r.recorded("axisOpacity", bar: "red"))
            #expect(r.snapshot.scrollOffset == 0)
            unchangedExcept(r, ["red"])
        },
        "touchpad-pinch": { r in
            #expect(abs(r.snapshot.rowHeight - 120) < 2, "row height \(r.snapshot.rowHeight)")
            unchangedExcept(r, [])
        },
        "hover": { r in
            unchangedExcept(r, [])
            #expect(r.snapshot.scrollOffset == 0)
        },
        "hover-super": { r in
            // Only the outline colour differs from plain hover: same state, different frame.
            let plain = try! Replayed.run(path: FixturePaths.trace("hover", "v121"))
            #expect(r.snapshot == plain.snapshot)
            #expect(r.canvas.firstDifference(from: plain.canvas) != nil, "Super should change the hover outline")
        },
        "hover-super-alt": { r in
            let plain = try! Replayed.run(path: FixturePaths.trace("hover", "v121"))
            let superOnly = try! Replayed.run(path: FixturePaths.trace("hover-super", "v121"))
            #expect(r.snapshot == plain.snapshot)
            #expect(
                r.canvas.firstDifference(from: plain.canvas) != nil
                    && r.canvas.firstDifference(from: superOnly.canvas) != nil,
                "Super+Alt should dim the hovered bar")
        },
        "mouse-drag": { r in
            #expect(abs(r.opacity("orange") - opacity(atX: 300)) < 1e-3)
            #expect(r.recorded("opacityDrag", bar: "orange"))
            unchangedExcept(r, ["orange"])
        },
        "clock-wrap": { r in
            // The hold crosses the bracketed clock's wrap and still fires the long press.
            #expect(r.recorded("longPress", bar: "yellow"))
            #expect(abs(r.opacity("yellow") - opacity(atX: 300)) < 1e-3)
            unchangedExcept(r, ["yellow"])
        },
        "seat-v4": { r in
            // Frames synthesised for the old seat: the click is a tap, the wheel scrolls 3 × 15 px.
            #expect(abs(r.opacity("red") - opacity(atX: 300)) < 1e-3)
            #expect(r.recorded("tap", bar: "red"))
            #expect(abs(r.snapshot.scrollOffset - 45) < 0.01)
            unchangedExcept(r, ["red"])
        },
        "fractional-scale": { r in
            #expect(r.snapshot.scale == 1.5)
            #expect(r.canvas.width == 720 && r.canvas.height == 1200)
            #expect(abs(r.opacity("green") - opacity(atX: 350)) < 1e-3)
            unchangedExcept(r, ["green"])
        },
        "resize": { r in
            #expect((r.snapshot.size.width, r.snapshot.size.height) == (360, 640))
            // Bars are 360 − 2·16 = 328 wide.
            #expect(abs(r.opacity("gray") - opacity(atX: 200, width: 328)) < 1e-3)
            unchangedExcept(r, ["gray"])
        },
    ]
}
