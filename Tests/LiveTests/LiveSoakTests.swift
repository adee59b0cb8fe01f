import Foundation
import Gallery
import Testing

extension LiveSuite {
    /// Both apps under sway headless, and the list under kwin (with touch), take `LiveSoak`'s
    /// seeded random input (pointer, wheel, finger scroll, keys, resizes; right clicks followed
    /// at once by left ones) for the soak's length, stay alive with a sane state, keep their
    /// memory flat and exit 0 on SIGTERM.
    /// scripts/soak runs the same tests longer and over many seeds.
    @Suite("Live soak")
    struct LiveSoakTests {
        @Test func theColoursListSurvivesFastRandomInput() throws {
            let soak = LiveSoak(defaultSeed: 1)
            let s = try LiveSession(test: "soak-colours-\(soak.seed)", appEnvironment: soak.appEnvironment)
            let app = s.app
            _ = try soak.run(
                "colours",
                LiveSoak.Subject(app: app, sway: s.sway, inject: s.inject) {
                    (try Self.colourTargets(app), nil, nil)
                })
            let final = try s.settledSnapshot("soak-end")
            try Self.expectSane(final)
            #expect(
                final.size.width == 800 && final.size.height == 600,
                "tiled again, the list is \(final.size.width)×\(final.size.height)")
            #expect(
                final.scrollOffset >= 0 && final.scrollOffset <= final.maxScrollOffset,
                "settled at \(final.scrollOffset), outside 0...\(final.maxScrollOffset)")
            #expect(try s.finish().status == 0)
        }

        /// Under kwin, whose fake input adds one- and two-finger touch (no resizes: kwin takes
        /// none from the test). Input stays on the window's surface: kwin's title bar would
        /// maximize the window on a double click and close it from its button.
        @Test func theColoursListSurvivesFastRandomTouchAndPointerInputUnderKWin() throws {
            let soak = LiveSoak(defaultSeed: 1)
            let s = try KWinSession(test: "soak-kwin-colours-\(soak.seed)")
            let app = s.app, kwin = s.kwin
            var subject = LiveSoak.Subject(
                app: app, inject: s.inject, output: (800, 1000), fakeInput: true,   // KWinHeadless's output
                origin: { try kwin.window(ofPID: app.pid).map { ($0.buffer.x, $0.buffer.y) } ?? s.origin },
                resize: nil, targets: { (try Self.colourTargets(app), nil, nil) })
            subject.within = { try kwin.window(ofPID: app.pid)?.buffer }
            _ = try soak.run("colours-kwin", subject)
            let final = try s.settledSnapshot("soak-end")
            try Self.expectSane(final)
            // kwin may have resized it (a drag on its border): the list fills kwin's window.
            let window = try #require(try kwin.window(ofPID: app.pid))
            let expected = s.decorations.contentSize(ofWindow: window.windowGeometry(s.decorations))
            #expect(
                final.size.width == expected.width && final.size.height == expected.height,
                "the list is \(final.size.width)×\(final.size.height), kwin's window \(window)")
            #expect(
                final.scrollOffset >= 0 && final.scrollOffset <= final.maxScrollOffset,
                "settled at \(final.scrollOffset), outside 0...\(final.maxScrollOffset)")
            #expect(try s.finish().status == 0)
        }

        @Test func theGallerySurvivesFastRandomInputWithItsContextMenu() throws {
            let soak = LiveSoak(defaultSeed: 1)
            let s = try GallerySession(test: "soak-gallery-\(soak.seed)", appEnvironment: soak.appEnvironment)
            let app = s.app
            var menus = 0
            _ = try soak.run(
                "gallery",
                LiveSoak.Subject(app: app, sway: s.sway, inject: s.inject) {
                    let state = try app.gallerySnapshot("soak")
                    try Self.expectSane(state)
                    if state.shapes.contains(where: { $0.name.hasPrefix("menu-") }) { menus += 1 }
                    let shapes = state.shapes.map {
                        SoakTarget(name: $0.name, x: $0.x, y: $0.y, width: $0.width, height: $0.height)
                    }
                    // The pointer page (its context menu) is where most of the time goes: home aims
                    // at its link, the other pages are left at once.
                    switch state.page {
                    case .home: return (shapes, PageID.pointer.rawValue, nil)
                    case .pointer: return (shapes, nil, nil)
                    default: return (shapes, nil, "type Escape")
                    }
                })
            print("soak: gallery seed \(soak.seed): the context menu was open at \(menus) chunk starts")
            let final = try s.snapshot("soak-end")
            try Self.expectSane(final)
            #expect(
                final.size.width == 800 && final.size.height == 600,
                "tiled again, the gallery is \(final.size.width)×\(final.size.height)")
            #expect(try s.finish() == 0)
        }

        /// The list's bars where they are now, after a check that its state is sane.
        static func colourTargets(_ app: AppUnderTest) throws -> [SoakTarget] {
            let state = try app.snapshot("soak")
            try expectSane(state)
            return try state.bars.map { bar in
                let f = try state.surfaceFrame(bar.name)
                return SoakTarget(name: bar.name, x: f.x, y: f.y, width: f.width, height: f.height)
            }
        }

        /// Every bar there, opacities in 0...1, the row height in its range (40–240 px).
        static func expectSane(_ state: LiveState) throws {
            guard state.bars.count == 14, state.bars.allSatisfy({ (0 ... 1).contains($0.opacity) }),
                (40 ... 240).contains(state.rowHeight), state.scrollOffset.isFinite, state.size.width > 0,
                state.size.height > 0
            else {
                throw LiveError(
                    "insane Colours state: \(state.bars.count) bars, opacities \(state.bars.map(\.opacity)), row height \(state.rowHeight), scroll \(state.scrollOffset), size \(state.size.width)×\(state.size.height)"
                )
            }
        }

        /// A window size, every shape with a finite frame and a size of zero or more (a page
        /// with no room for a shape at a small window size draws it empty), opacities in 0...1.
        static func expectSane(_ state: GallerySnapshot) throws {
            let bad = state.shapes.filter {
                ![$0.x, $0.y, $0.scale, $0.rotation].allSatisfy(\.isFinite) || !($0.width >= 0 && $0.height >= 0)
                    || !(0 ... 1).contains($0.opacity)
            }
            guard state.size.width > 0, state.size.height > 0, bad.isEmpty else {
                throw LiveError(
                    "insane gallery state on \(state.page): size \(state.size.width)×\(state.size.height), shapes \(bad.map(\.name))"
                )
            }
        }
    }
}
