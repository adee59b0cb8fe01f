import Drawing
import Testing

extension LiveSuite {
    /// The real app under sway with a virtual keyboard (a real us keymap).
    @Suite("Keyboard")
    struct KeyboardTests {
        @Test func keysMoveTheFocusAndChangeOpacity() throws {
            let s = try LiveSession(test: "keys")
            let before = try s.screenshot("start")
            // Down, Down: the focus ring moves from black to red. Right: 10 % more
            // transparent; Shift+Right: 1 % more; Left: 10 % more opaque.
            try s.play(
                """
                type Down
                sleep 40
                type Down
                sleep 40
                type Right
                sleep 40
                modifiers 1 0 0 0
                type Right
                modifiers 0 0 0 0
                sleep 40
                type Left
                """)
            let state = try s.settledSnapshot("after-keys")
            let after = try s.screenshot("after-keys")
            // Ctrl+C copies the focused bar for any client to paste: name, opacity, #RRGGBBAA.
            try s.play("modifiers 4 0 0 0\ntype c\nmodifiers 0 0 0 0")
            #expect(try s.sway.paste() == "red 99 % #FF3B30FC", "wl-paste after Ctrl+C")

            let red = try state.bar("red").opacity
            #expect(abs(red - 0.99) < 1e-6, "red: 1 − 0.1 − 0.01 + 0.1 = 0.99, got \(red)")
            for bar in state.bars where bar.name != "red" {
                #expect(bar.opacity == 1, "\(bar.name) changed to \(bar.opacity): the focus is not on red")
            }

            // Pixels: red lets the checkerboard through; the ring left black's edge and
            // reached red's (probed just outside each bar's top and bottom edges).
            let redFrame = try s.initial.surfaceFrame("red")
            let probes = Pixels.grid(before, in: redFrame)
            #expect(Pixels.changed(before, after, at: probes) > 0, "red pixels did not change at 99 %")
            for (name, label) in [("black", "ring left black"), ("red", "ring reached red")] {
                let ring = ringProbes(around: try s.initial.surfaceFrame(name), in: before)
                let changed = Pixels.changed(before, after, at: ring)
                #expect(changed * 2 >= ring.count, "\(label): only \(changed) of \(ring.count) edge probes changed")
            }
            #expect(try s.finish().status == 0)
        }

        /// A Russian layout active (group 1 of an "us,ru" keymap xkbcommon compiled, uploaded by
        /// a virtual keyboard of its own): Q alone types Й and does nothing, Ctrl+Q closes.
        @Test func controlQClosesTheWindowWithARussianLayoutActive() throws {
            let s = try LiveSession(test: "keys-ctrl-q-ru")
            let keymap = s.artifacts.appendingPathComponent("us-ru.xkb").path
            let text = try Processes.check("/usr/bin/xkbcli", ["compile-keymap", "--layout", "us,ru"])
            try text.write(toFile: keymap, atomically: true, encoding: .utf8)
            let ru = try Injector(
                command: [try BuiltProducts.executable("wl-inject"), "--keymap", keymap],
                environment: s.sway.environment,
                errorLog: s.artifacts.appendingPathComponent("wl-inject-ru.stderr").path)
            try ru.send("modifiers 0 0 0 1\nkey 16 1\nkey 16 0")
            try ru.sync()
            _ = try s.settledSnapshot("q-in-russian")   // Й alone does nothing: still running
            try ru.send("modifiers 4 0 0 1\nkey 16 1\nkey 16 0\nmodifiers 0 0 0 1")
            try ru.sync()
            try ru.finish()
            #expect(try s.finish(closedByItself: true).status == 0)
        }

        /// F11 asks sway for fullscreen and, again, to leave it: sway's tree shows each.
        @Test func f11TogglesFullscreen() throws {
            let s = try LiveSession(test: "keys-f11")
            func fullscreen() throws -> Int? { try s.sway.window(ofPID: s.app.pid)?["fullscreen_mode"] as? Int }
            #expect(try fullscreen() == 0)
            try s.play("type F11")
            #expect(try Processes.waitUntil(timeout: 5) { try fullscreen() == 1 }, "fullscreen after F11")
            try s.play("type F11")
            #expect(try Processes.waitUntil(timeout: 5) { try fullscreen() == 0 }, "back after F11 again")
            #expect(
                try s.settledSnapshot("after-f11").gestures.allSatisfy { $0.gesture != "key" }, "F11 is the window's")
            #expect(try s.finish().status == 0)
        }

        /// Ctrl+Q closes the window, as on every desktop: the app exits by itself, cleanly.
        @Test func controlQClosesTheWindow() throws {
            let s = try LiveSession(test: "keys-ctrl-q")
            try s.play("type q")
            _ = try s.settledSnapshot("q-alone")   // q alone does nothing: still running
            try s.play("modifiers 4 0 0 0\ntype q\nmodifiers 0 0 0 0")
            #expect(try s.finish(closedByItself: true).status == 0)
        }
    }
}

/// Probes on the lines 2…5 px outside a bar's top and bottom edges, where a focus ring or
/// hover outline is drawn (and only background otherwise).
func ringProbes(around f: LiveState.Frame, in canvas: Canvas) -> [(x: Int, y: Int, argb: UInt32)] {
    var out: [(Int, Int, UInt32)] = []
    for offset in [2.0, 3.0, 4.0, 5.0] {
        for i in 0 ..< 16 {
            let x = Int(f.x + f.width * (0.3 + 0.6 * Double(i) / 15))
            for y in [Int(f.y - offset), Int(f.y + f.height + offset - 1)] where y >= 0 && y < canvas.height {
                out.append((x, y, canvas.pixel(x: x, y: y) | 0xFF00_0000))
            }
        }
    }
    return out
}
