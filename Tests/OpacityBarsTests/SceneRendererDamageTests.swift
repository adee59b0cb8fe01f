import Drawing
import SceneFixtures
import Testing

@testable import OpacityBars

@Suite("Scene renderer: damage")
struct SceneRendererDamageTests {
    typealias Options = SceneFixtures.Options

    /// Renders `steps` in order into one canvas, checking after each that the incremental
    /// frame equals a fresh full render, and returns each step's damage.
    @discardableResult
    func checkIncremental(_ steps: [Scene], sourceLocation: SourceLocation = #_sourceLocation) -> [Region] {
        var renderer = SceneRenderer()
        let canvas = SceneFixtures.canvas(for: steps[0])
        var damages: [Region] = []
        for (i, scene) in steps.enumerated() {
            let before = SceneFixtures.canvas(for: scene)
            before.copy(before.bounds, from: canvas)
            let damage = renderer.render(scene, into: canvas, stale: i == 0 ? nil : .empty)
            damages.append(damage)
            let full = SceneFixtures.fullRender(scene)
            if let d = canvas.firstDifference(from: full) {
                Issue.record(
                    "step \(i): pixel (\(d.x), \(d.y)) is \(String(d.mine, radix: 16)), full repaint has \(String(d.theirs, radix: 16))",
                    sourceLocation: sourceLocation)
            }
            // Every pixel that changed is inside the damage.
            if i > 0 {
                var escaped = 0
                for y in 0 ..< canvas.height {
                    for x in 0 ..< canvas.width
                    where canvas.pixel(x: x, y: y) != before.pixel(x: x, y: y)
                        && !damage.contains(x: x, y: y)
                    { escaped += 1 }
                }
                #expect(
                    escaped == 0, "step \(i): \(escaped) changed pixels outside the damage",
                    sourceLocation: sourceLocation)
            }
        }
        return damages
    }

    @Test func oneOpacityChangeDamagesThatRowOnly() {
        var o = Options()
        let a = SceneFixtures.scene(o)
        o.opacities = [3: 0.42]
        let damages = checkIncremental([a, SceneFixtures.scene(o)])
        #expect(damages[0] == Region(PixelRect(x: 0, y: 0, width: 480, height: 800)))
        #expect(damages[1] == Region(PixelRect(x: 16, y: 372, width: 448, height: 80)))
        #expect(damages[1].area * 10 <= 480 * 800)
    }

    @Test func unchangedSceneHasNoDamage() {
        let s = SceneFixtures.scene()
        let damages = checkIncremental([s, s])
        #expect(damages[1].isEmpty)
    }

    @Test func decorationsDamageTheRowAndRingOnly() {
        var o = Options()
        var steps = [SceneFixtures.scene(o)]
        o.hover = [2: .outline]; steps.append(SceneFixtures.scene(o))
        o.hover = [2: .superOutline]; steps.append(SceneFixtures.scene(o))
        o.dimmed = [2]; steps.append(SceneFixtures.scene(o))
        o.hover = [3: .outline]; o.dimmed = []; steps.append(SceneFixtures.scene(o))
        o.focused = 0; steps.append(SceneFixtures.scene(o))
        o.focused = 1; steps.append(SceneFixtures.scene(o))
        o.highlighted = [4, 5]; steps.append(SceneFixtures.scene(o))
        o.highlighted = []; o.opacities = [4: 0.1]; steps.append(SceneFixtures.scene(o))
        let damages = checkIncremental(steps)
        for d in damages.dropFirst() {
            #expect(d.area <= 2 * (448 + 12) * (80 + 12))
        }
    }

    @Test func scrollByRepaintRepaintsTheContentBand() {
        var o = Options()
        let a = SceneFixtures.scene(o)
        o.offset = 30
        let b = SceneFixtures.scene(o)
        var renderer = SceneRenderer()
        let canvas = SceneFixtures.canvas(for: a)
        _ = renderer.render(a, into: canvas, stale: nil)
        let damage = renderer.render(b, into: canvas, stale: .empty)
        #expect(canvas.firstDifference(from: SceneFixtures.fullRender(b)) == nil)
        #expect(damage == Region(PixelRect(x: 0, y: 56, width: 480, height: 744)))
    }

    @Test func scrollSequencesMatchFullRepaints() {
        var steps: [Scene] = []
        var o = Options()
        for offset in [0.0, 12, 40, 39, 200, 199.5, 600, 1000, 1060, 1060, 5, 0] {
            o.offset = offset
            if offset == 200 { o.opacities = [5: 0.25] }   // a change during a scroll
            if offset == 600 { o.focused = 8; o.hover = [9: .outline] }
            steps.append(SceneFixtures.scene(o))
        }
        checkIncremental(steps)
    }

    /// Labels come back from `LabelPixels` when a bar looks again as it did, and only then:
    /// every frame still equals a fresh full render (which draws every label's text).
    @Test func labelsCopiedBackMatchTheirText() {
        var o = Options()
        var steps: [Scene] = []
        for (opacity, hover, dimmed) in [
            (0.5, false, false), (1, false, false), (0.5, false, false), (0.5, true, false),
            (0.5, false, true), (0.5, false, false), (0.37, true, false),
        ] {
            o.opacities[3] = opacity
            o.hover = hover ? [3: .outline] : [:]
            o.dimmed = dimmed ? [3] : []
            steps.append(SceneFixtures.scene(o))
        }
        for offset in [3.0, 7.5, 0] {   // the same labels at other places
            o.offset = offset
            steps.append(SceneFixtures.scene(o))
        }
        var renderer = SceneRenderer()
        let canvas = SceneFixtures.canvas(for: steps[0])
        for (i, scene) in steps.enumerated() {
            _ = renderer.render(scene, into: canvas, stale: i == 0 ? nil : .empty)
            if let d = canvas.firstDifference(from: SceneFixtures.fullRender(scene)) {
                Issue.record("step \(i): pixel (\(d.x), \(d.y)) differs from a full repaint")
            }
        }
        // Hits: the return to 0.5 and the hover (row 3), the scrolls (every label).
        #expect((renderer.fonts?.labelPixels.copies ?? 0) >= 3 + 3 * 6)
    }

    @Test func fractionalScaleScrollsMatchFullRepaints() {
        var steps: [Scene] = []
        var o = Options(); o.scale = 1.25
        for offset in [0.0, 8, 8.4, 100, 333.3, 340] {
            o.offset = offset
            steps.append(SceneFixtures.scene(o))
        }
        o.opacities = [7: 0.66]; steps.append(SceneFixtures.scene(o))
        checkIncremental(steps)
    }

    @Test func zoomAndResizeRepaintCorrectly() {
        var o = Options()
        var steps = [SceneFixtures.scene(o)]
        o.rowHeight = 120; steps.append(SceneFixtures.scene(o))
        o.rowHeight = 41.5; o.offset = 77; steps.append(SceneFixtures.scene(o))
        checkIncremental(steps)
        // A size change between frames: the renderer repaints everything.
        var renderer = SceneRenderer()
        let small = SceneFixtures.scene(Options(width: 300, height: 400))
        let c1 = SceneFixtures.canvas(for: small)
        _ = renderer.render(SceneFixtures.scene(), into: SceneFixtures.canvas(for: SceneFixtures.scene()), stale: nil)
        let damage = renderer.render(small, into: c1, stale: .empty)
        #expect(damage == Region(PixelRect(x: 0, y: 0, width: 300, height: 400)))
        #expect(c1.firstDifference(from: SceneFixtures.fullRender(small)) == nil)
    }

    /// Two buffers used in turn, as a Wayland client does: each render gets as `stale`
    /// the damage of the frames drawn into the other buffer since it was last used.
    @Test func doubleBufferingWithStaleRegions() {
        var o = Options()
        var scenes: [Scene] = []
        for step in 0 ..< 14 {
            o.offset = [0, 0, 20, 20, 60, 61, 61, 300, 300, 310, 900, 900, 1060, 1000][step]
            o.opacities[step % 14] = Double(step) / 14
            o.focused = step % 3 == 0 ? step : nil
            scenes.append(SceneFixtures.scene(o))
        }
        var renderer = SceneRenderer()
        let buffers = [SceneFixtures.canvas(for: scenes[0]), SceneFixtures.canvas(for: scenes[0])]
        var missed: [Region?] = [nil, nil]
        for (i, scene) in scenes.enumerated() {
            let b = i % 2
            let damage = renderer.render(scene, into: buffers[b], stale: missed[b])
            missed[b] = .empty
            let other = 1 - b
            if missed[other] != nil { missed[other]!.formUnion(damage) }
            #expect(buffers[b].firstDifference(from: SceneFixtures.fullRender(scene)) == nil, "frame \(i)")
        }
    }

    @Test func rowsNotInIdOrderStillMatchFullRepaints() {
        func reversedIDs(_ s: Scene) -> Scene {
            var s = s
            for i in s.rows.indices { s.rows[i].id = 100 - s.rows[i].id }
            return s
        }
        var o = Options()
        var steps = [reversedIDs(SceneFixtures.scene(o))]
        o.opacities = [2: 0.3]; steps.append(reversedIDs(SceneFixtures.scene(o)))
        o.offset = 50; steps.append(reversedIDs(SceneFixtures.scene(o)))
        o.offset = 350; o.opacities = [6: 0.2]; steps.append(reversedIDs(SceneFixtures.scene(o)))
        o.offset = 120; steps.append(reversedIDs(SceneFixtures.scene(o)))
        checkIncremental(steps)
    }

    @Test func themeChangeRepaintsEverything() {
        let s = SceneFixtures.scene()
        var renderer = SceneRenderer()
        let c = SceneFixtures.canvas(for: s)
        _ = renderer.render(s, into: c, stale: nil)
        renderer.theme.background = Color(argb: 0xFF20_2020)
        let damage = renderer.render(s, into: c, stale: .empty)
        #expect(damage == Region(c.bounds))
        #expect(c.pixel(x: 5, y: 300) == 0xFF20_2020)
    }

    @Test func staleRegionIsRepainted() {
        let s = SceneFixtures.scene()
        var renderer = SceneRenderer()
        let c = SceneFixtures.canvas(for: s)
        _ = renderer.render(s, into: c, stale: nil)
        let hole = PixelRect(x: 100, y: 20, width: 50, height: 300)
        c.fill(hole, color: Color(argb: 0xFF12_3456))
        let damage = renderer.render(s, into: c, stale: Region(hole))
        #expect(damage == Region(hole))
        #expect(c.firstDifference(from: SceneFixtures.fullRender(s)) == nil)
    }
}
