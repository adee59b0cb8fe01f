import Foundation
import Gallery
import Testing

extension LiveSuite {
    /// The real app under sway, on a real accessibility bus (at-spi2-core's bus launcher and
    /// registry in a D-Bus session of the test's own), read and driven by a real AT-SPI client
    /// (libatspi through pyatspi), with input injected by wl-inject.
    @Suite("Accessibility (AT-SPI)")
    struct AccessibilityLiveTests {
        static let app = "OpacityBars"

        /// A session bus for the test, then sway and the app on it.
        func start(_ test: String) throws -> (AccessibilitySession, LiveSession) {
            let bus = try AccessibilitySession(artifacts: try LivePaths.artifacts(for: test + "-bus"))
            return (bus, try LiveSession(test: test, appEnvironment: bus.appEnvironment))
        }

        /// A bus that answers GetAddress only after 3 s (`scripts/lib/slow-a11y-bus.py`, which
        /// then plays the registry too): meanwhile the window reads keys, draws them and writes
        /// its state; once the answer comes it joins that bus and registers with Embed.
        @Test func aSlowBusNeverHoldsTheWindow() throws {
            let bus = try AccessibilitySession(artifacts: try LivePaths.artifacts(for: "a11y-slow-bus"))
            defer { bus.stop() }
            let artifacts = try LivePaths.artifacts(for: "a11y-slow-fake")
            let log = artifacts.appendingPathComponent("slow-bus.log").path
            try? FileManager.default.removeItem(atPath: log)
            var environment = AccessibilitySession.cleanEnvironment
            environment["DBUS_SESSION_BUS_ADDRESS"] = bus.address
            let fake = try Subprocess(
                "/usr/bin/python3", [LivePaths.script("slow-a11y-bus.py"), "3", log], environment: environment,
                stdout: .pipe, stderr: .file(artifacts.appendingPathComponent("slow-bus.stderr").path))
            defer {
                fake.signal(SIGTERM)
                _ = fake.wait(timeout: 2)
            }
            let lines = PipeLineReader(fd: fake.stdoutFD!)
            guard try lines.next(timeout: 20, what: "slow-a11y-bus.py's ready") == "ready" else {
                throw LiveError("slow-a11y-bus.py did not start: \(lines.transcript)")
            }
            let s = try LiveSession(test: "a11y-slow", appEnvironment: bus.appEnvironment)
            let before = try s.screenshot("before-key", hideCursor: false)
            try s.play("type Right")
            let state = try s.app.snapshot("after-key")
            let seen = Self.monotonicSeconds()
            let after = try s.screenshot("after-key", hideCursor: false)
            let steps = { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
            let asked = try #require(Self.time(of: "asked", in: steps()), "the app never asked GetAddress: \(steps())")
            #expect(try state.bar("black").opacity == 0.9, "Right made black 10 % more transparent")
            #expect(Self.time(of: "answered", in: steps()) == nil, "the bus had not answered yet: \(steps())")
            #expect(seen < asked + 3, "the key was read, drawn and reported \(seen - asked) s after GetAddress")
            let black = try s.initial.surfaceFrame("black")
            #expect(Pixels.changed(before, after, at: Pixels.grid(before, in: black)) > 0, "black was redrawn")
            _ = try Processes.waitUntil(timeout: 10) { Self.time(of: "embed", in: steps()) != nil }
            let answered = try #require(Self.time(of: "answered", in: steps()), "\(steps())")
            let embedded = try #require(Self.time(of: "embed", in: steps()), "the app never registered: \(steps())")
            #expect(answered - asked >= 2.9 && embedded >= answered, "\(steps())")
            try
                "key seen at \(seen - asked) s after GetAddress, answered at \(answered - asked) s, Embed at \(embedded - asked) s\n"
                .write(to: s.artifacts.appendingPathComponent("timing.txt"), atomically: true, encoding: .utf8)
            #expect(!s.app.stderrTail().contains("no accessibility bus"), "\(s.app.stderrTail())")
            #expect(try s.finish().status == 0)
        }

        /// CLOCK_MONOTONIC in seconds: Python's `time.monotonic()`, which the fake bus logs.
        static func monotonicSeconds() -> Double {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        }

        /// The time of the first `step` line in the fake bus's log.
        static func time(of step: String, in log: String) -> Double? {
            log.split(separator: "\n").lazy.compactMap { line -> Double? in
                let parts = line.split(separator: " ")
                return parts.count == 2 && parts[0] == step ? Double(parts[1]) : nil
            }.first
        }

        @Test func aScreenReaderSeesEveryBar() throws {
            let (bus, s) = try start("a11y-tree")
            defer { bus.stop() }
            let app = try bus.tree(of: Self.app)
            #expect(app.role == "application")
            try #require(app.children.count == 1, "one window, got \(app.children.map(\.name))")
            let window = app.children[0]
            #expect(window.role == "frame" && window.name == "Colours")
            #expect(window.states.contains("active"), "sway gave the window the keyboard: \(window.states)")
            #expect(window.extents == [0, 0, s.initial.size.width, s.initial.size.height])
            try #require(window.children.count == 1)
            let list = window.children[0]
            #expect(list.role == "list")
            #expect(list.children.map(\.name) == s.initial.bars.map(\.name), "the 14 bars in the model's order")
            let listExtents = try #require(list.extents)
            for (index, (slider, bar)) in zip(list.children, s.initial.bars).enumerated() {
                #expect(slider.role == "slider", "\(bar.name): role \(slider.role)")
                #expect(slider.interfaces.contains("Value") && slider.interfaces.contains("Component"))
                let value = try #require(slider.value, "\(bar.name) has no Value")
                #expect(value.minimum == 0 && value.maximum == 100 && value.increment == 1)
                #expect(value.current == bar.opacity * 100, "\(bar.name): \(value.current) for opacity \(bar.opacity)")
                #expect(value.text == "100 %" && slider.description == "100 %")
                for state in ["focusable", "visible", "enabled"] {
                    #expect(slider.states.contains(state), "\(bar.name) is not \(state): \(slider.states)")
                }
                #expect(slider.states.contains("focused") == (index == 0), "the focus ring starts on black")
                // Window coordinates: sway draws the title bar, so the surface is the window.
                let frame = try s.initial.surfaceFrame(bar.name)
                let expected = [
                    Int(frame.x.rounded(.down)), Int(frame.y.rounded(.down)),
                    Int((frame.x + frame.width).rounded(.up) - frame.x.rounded(.down)),
                    Int((frame.y + frame.height).rounded(.up) - frame.y.rounded(.down)),
                ]
                #expect(slider.extents == expected, "\(bar.name): extents \(slider.extents ?? []), frame \(frame)")
                let onScreen =
                    frame.y + frame.height > Double(listExtents[1])
                    && frame.y < Double(listExtents[1] + listExtents[3])
                #expect(slider.states.contains("showing") == onScreen, "\(bar.name): showing should be \(onScreen)")
            }
            #expect(list.children.first?.states.contains("showing") == true)
            #expect(list.children.last?.states.contains("showing") == false, "brown is below the 600 px window")
            #expect(try s.finish().status == 0)
        }

        @Test func settingAValueChangesTheBar() throws {
            let (bus, s) = try start("a11y-set-value")
            defer { bus.stop() }
            try bus.setValue(30, of: "red", in: Self.app)
            var state = try s.app.snapshot("after-set")
            _ = try Processes.waitUntil(timeout: 5) {
                if try state.bar("red").opacity == 0.3 { return true }
                state = try s.app.snapshot("after-set")
                return false
            }
            #expect(try state.bar("red").opacity == 0.3, "Value.Set 30 on red")
            for bar in state.bars where bar.name != "red" { #expect(bar.opacity == 1, "\(bar.name) changed") }
            let red = try #require(
                try bus.tree(of: Self.app).children.first?.children.first?.children
                    .first { $0.name == "red" })
            #expect(red.value?.current == 30 && red.value?.text == "30 %" && red.description == "30 %")
            #expect(try s.finish().status == 0)
        }

        @Test func aDragSendsValueEvents() throws {
            let (bus, s) = try start("a11y-drag")
            defer { bus.stop() }
            let red = try s.initial.surfaceFrame("red")
            let y = red.y + red.height / 2
            let x0 = (red.x + red.width * 0.2).rounded(), x1 = (red.x + red.width * 0.6).rounded()
            let events = try bus.events(of: Self.app, seconds: 3) {
                try s.play(Script.drag(from: x0, y, to: x1, y))
            }
            let state = try s.settledSnapshot("after-drag")
            let values = events.filter { $0.type == "object:property-change:accessible-value" }
            #expect(values.allSatisfy { $0.source == "red" }, "only red moved: \(values.map { $0.source ?? "?" })")
            let numbers = values.compactMap(\.data)
            #expect(numbers.count >= 2, "a 12-step drag announces its values as it goes: \(numbers)")
            #expect(numbers.count <= 14, "at most one value per frame (12 motions, the press, the release): \(numbers)")
            #expect(
                zip(numbers, numbers.dropFirst()).allSatisfy { $0 >= $1 }, "dragging right lowers opacity: \(numbers)")
            try numbers.map { "\($0)" }.joined(separator: "\n")
                .write(to: s.artifacts.appendingPathComponent("value-events.txt"), atomically: true, encoding: .utf8)
            // The snapshot keeps opacity to 4 decimals: 0.01 in percent.
            let final = try state.bar("red").opacity * 100
            #expect(
                abs((numbers.last ?? -1) - final) <= 0.01,
                "the last event \(numbers.last ?? -1) is the model's \(final)")
            #expect(try s.finish().status == 0)
        }

        @Test func keyboardFocusSendsFocusEvents() throws {
            let (bus, s) = try start("a11y-focus")
            defer { bus.stop() }
            let events = try bus.events(of: Self.app, seconds: 2) {
                try s.play("type Down")
            }
            let focus = events.filter { $0.type == "object:state-changed:focused" }
                .map { "\($0.source ?? "?") \($0.detail1 ?? -1)" }
            #expect(focus.contains("black 0") && focus.contains("gray 1"), "focus left black for gray: \(focus)")
            #expect(focus.count == 2, "one event each: \(focus)")
            #expect(try s.finish().status == 0)
        }

        /// The gallery: each page a panel, the home page's links and the back button push
        /// buttons whose action opens the page or goes back, page changes announced as the
        /// panel removed and the new one added.
        @Test func galleryPagesAreReachedThroughActions() throws {
            let bus = try AccessibilitySession(artifacts: try LivePaths.artifacts(for: "a11y-gallery-bus"))
            defer { bus.stop() }
            let g = try GallerySession(test: "a11y-gallery", appEnvironment: bus.appEnvironment)
            let name = "OpacityBars Gallery"
            let home = try bus.tree(of: name)
            let window = try #require(home.children.first)
            #expect(window.role == "frame" && window.name == "Gesture Gallery")
            let panel = try #require(window.children.first)
            #expect(panel.role == "panel" && panel.name == PageID.home.title)
            let links = panel.children.filter { $0.role != "status bar" }
            #expect(links.map(\.name) == PageID.allCases.dropFirst().map(\.title))
            for link in links {
                #expect(
                    link.role == "push button" && link.actions == ["click"],
                    "\(link.name): \(link.role) \(link.actions ?? [])")
            }

            let events = try bus.events(of: name, seconds: 2) {
                try bus.doAction(on: PageID.recognizers.title, in: name)
            }
            #expect(try g.snapshot("after-link").page == .recognizers)
            // From the window: the home panel went (gone, it has no name to read any more) and
            // the recognizers' panel came.
            let children = events.filter { $0.type.hasPrefix("object:children-changed") }
                .map { "\($0.type) from \($0.source ?? "?"): \($0.child ?? "?")" }
            #expect(
                children == [
                    "object:children-changed:remove from Gesture Gallery: ",
                    "object:children-changed:add from Gesture Gallery: \(PageID.recognizers.title)",
                ],
                "\(children)")
            let page = try #require(try bus.tree(of: name).children.first?.children.first)
            #expect(page.role == "panel" && page.name == PageID.recognizers.title)
            #expect(page.children.first?.name == "Back" && page.children.first?.actions == ["click"])

            try bus.doAction(on: "Back", in: name)
            var state = try g.snapshot("after-back")
            _ = try Processes.waitUntil(timeout: 5) {
                if state.page == .home { return true }
                state = try g.snapshot("after-back")
                return false
            }
            #expect(state.page == .home, "Back's action went home")
            #expect(try g.finish() == 0)
        }

        static let gallery = "OpacityBars Gallery"

        /// A session bus, then sway and the gallery on it, `page` opened by its link's action.
        func gallery(on page: PageID, test: String) throws -> (AccessibilitySession, GallerySession, GallerySnapshot) {
            let bus = try AccessibilitySession(artifacts: try LivePaths.artifacts(for: test + "-bus"))
            let g = try GallerySession(test: test, appEnvironment: bus.appEnvironment)
            try bus.doAction(on: page.title, in: Self.gallery)
            do { return (bus, g, try shown(page, by: g, label: page.rawValue)) } catch {
                bus.stop()
                throw error
            }
        }

        /// The gallery's snapshot once it shows `page`: an action is handled on the app's loop,
        /// after the client's call returns.
        func shown(_ page: PageID, by g: GallerySession, label: String) throws -> GallerySnapshot {
            var state = try g.snapshot(label)
            _ = try Processes.waitUntil(timeout: 5) {
                state = try g.snapshot(label)
                return state.page == page
            }
            guard state.page == page else { throw LiveError("\(label): the gallery shows \(state.page), not \(page)") }
            return state
        }

        /// A gallery page as a screen reader walks it: every shape and control of the
        /// hierarchy page in the model's order, where the model draws it, with its role, its
        /// checked state and the way to use it; then a control's action, a click on a shape and
        /// Tab heard as events (checked, the shape's news, the page's status line, focus).
        @Test func aScreenReaderWalksTheHierarchyPage() throws {
            let (bus, g, opened) = try gallery(on: .hierarchy, test: "a11y-gallery-page")
            defer { bus.stop() }
            let name = Self.gallery
            var state = opened
            let panel = try #require(try bus.tree(of: name).children.first?.children.first)
            #expect(panel.role == "panel" && panel.name == PageID.hierarchy.title)
            #expect(
                panel.children.prefix(2).map(\.role) == ["push button", "status bar"], "Back, then the status line")
            let shapes = Array(panel.children.dropFirst(2))
            try #require(shapes.count == state.shapes.count, "one object per shape: \(shapes.map(\.name))")
            #expect(
                shapes.map(\.name) == [
                    "rectangle", "circle", "orange box", "blue square", "mask all", "mask gesture", "mask subviews",
                    "mask none", "high priority", "simultaneous", "defer back",
                ])
            #expect(
                shapes.map(\.role)
                    == Array(repeating: "drawing area", count: 4) + Array(repeating: "radio button", count: 4)
                    + Array(repeating: "toggle button", count: 3))
            for (node, shape) in zip(shapes, state.shapes) {
                #expect(node.extents == Self.extents(of: shape), "\(shape.name): \(node.extents ?? []) for \(shape)")
                #expect(node.states.contains("focusable") && node.states.contains("showing"), "\(node.states)")
                #expect(
                    node.description.contains("Keyboard") || node.description.contains("no keyboard equivalent"),
                    "\(shape.name) says how to use it without a pointer: \(node.description)")
            }
            #expect(shapes.filter { $0.states.contains("checked") }.map(\.name) == ["mask all", "defer back"])
            #expect(shapes.first { $0.name == "orange box" }?.actions == ["tap"])
            #expect(shapes.first { $0.name == "high priority" }?.actions == ["click"])
            #expect(shapes.first { $0.name == "rectangle" }?.actions == nil, "Enter does nothing to it")

            let box = try state.centre("orange-box")
            let events = try bus.events(of: name, seconds: 3) {
                try bus.doAction(on: "high priority", in: name)
                try g.click(box)
                try g.type("Tab")
            }
            state = try g.snapshot("after")
            #expect(try state.shape("high-priority").label == "high priority: on")
            #expect(try state.shape("orange-box").message == "Tap detected")
            let heard = events.map { "\($0.type) \($0.source ?? "?") \($0.detail1 ?? -1) \($0.text ?? $0.child ?? "")" }
            try heard.joined(separator: "\n")
                .write(to: g.artifacts.appendingPathComponent("events.txt"), atomically: true, encoding: .utf8)
            #expect(heard.contains("object:state-changed:checked high priority 1 "), "\(heard)")
            #expect(
                heard.contains { $0.hasPrefix("object:property-change:accessible-description orange box") },
                "the box's news: \(heard)")
            #expect(
                heard.contains { $0.hasPrefix("object:property-change:accessible-name") && $0.hasSuffix(" tap ended") },
                "the status line: \(heard)")
            #expect(heard.contains("object:state-changed:focused rectangle 1 "), "Tab's focus: \(heard)")
            #expect(try g.finish() == 0)
        }

        /// A shape's drawn frame as Component.GetExtents gives it: in window coordinates (sway
        /// draws the title bar, so the surface is the window), rounded outwards to whole pixels.
        static func extents(of shape: GallerySnapshot.Shape) -> [Int] {
            let left = shape.x.rounded(.down), top = shape.y.rounded(.down)
            return [
                Int(left), Int(top), Int((shape.x + shape.width).rounded(.up) - left),
                Int((shape.y + shape.height).rounded(.up) - top),
            ]
        }

        /// What a screen reader calls a shape the page labels otherwise (a counter, a toggle's
        /// "on"), by page and shape name; every other shape is called what its label says, a
        /// touch grid cell by its row and column.
        static let spokenNames: [PageID: [String: String]] = [
            .recognizers: [
                "taps": "tap counter", "long-press": "long press", "magnify": "magnify", "rotate": "rotate",
                "magnify-rotate": "magnify and rotate", "drag": "drag", "press-drag": "long press and drag",
                "press-then-drag": "long press, then drag",
            ],
            .hierarchy: [
                "rectangle": "rectangle", "circle": "circle", "orange-box": "orange box",
                "blue-square": "blue square", "mask-all": "mask all", "mask-gesture": "mask gesture",
                "mask-subviews": "mask subviews", "mask-none": "mask none", "high-priority": "high priority",
                "simultaneous": "simultaneous", "defer": "defer back",
            ],
            .pointer: ["alpha": "alpha"],
        ]

        static func spokenName(of shape: GallerySnapshot.Shape, on page: PageID) -> String {
            if let name = spokenNames[page]?[shape.name] { return name }
            if page == .touch, shape.name.hasPrefix("cell-") {
                let place = shape.name.dropFirst("cell-".count).split(separator: "-").compactMap { Int($0) }
                return "cell row \(place[0] + 1) column \(place[1] + 1)"
            }
            if page == .scrolling {   // "page-1-row-3" is page 2 row 4, even cut to no label
                return shape.name.split(separator: "-").map { Int($0).map { String($0 + 1) } ?? String($0) }
                    .joined(separator: " ")
            }
            return shape.label
        }

        /// The role a shape's look and job give it: the home page's links and Add are push
        /// buttons, the hierarchy page's switches toggles and its masks radio buttons, the
        /// pointer page's context menu menu items; the rest drawing areas.
        static func role(of shape: GallerySnapshot.Shape, on page: PageID) -> String {
            switch (page, shape.name) {
            case (.home, _), (.pointer, "add"): "push button"
            case (.hierarchy, "high-priority"), (.hierarchy, "simultaneous"), (.hierarchy, "defer"): "toggle button"
            case (.hierarchy, let name) where name.hasPrefix("mask-"): "radio button"
            case (.pointer, let name) where name.hasPrefix("menu-"): "menu item"
            case (.pointer, let name) where name.hasPrefix("effect-"): "push button"
            case (.pointer, "alpha"): "slider"
            default: "drawing area"
            }
        }

        /// Checks one page's panel as the client reads it against the gallery's snapshot of
        /// that page: Back (but at home), the status line, then one object per shape in draw
        /// order with its role, name, states and extents.
        func expectPage(_ panel: AtspiNode, is state: GallerySnapshot) throws {
            let page = state.page
            #expect(panel.role == "panel" && panel.name == page.title, "\(page): \(panel.role) \(panel.name)")
            #expect(panel.extents == [0, 0, state.size.width, state.size.height], "\(page): \(panel.extents ?? [])")
            var children = panel.children[...]
            if page != .home {
                let next = children.popFirst()
                let back = try #require(next, "\(page) has no Back")
                #expect(back.role == "push button" && back.name == "Back" && back.actions == ["click"], "\(page)")
                #expect(back.states.contains("showing") && back.states.contains("visible"), "\(back.states)")
            }
            let first = children.popFirst()
            let status = try #require(first, "\(page) has no status line")
            #expect(status.role == "status bar" && status.name == "", "\(page): a page opened starts with none")
            let shapes = Array(children)
            try #require(
                shapes.count == state.shapes.count,
                "\(page): one object per shape, \(shapes.map(\.name)) for \(state.shapes.map(\.name))")
            for (node, shape) in zip(shapes, state.shapes) {
                let what = "\(page) \(shape.name)"
                #expect(node.role == Self.role(of: shape, on: page), "\(what): \(node.role)")
                #expect(node.name == Self.spokenName(of: shape, on: page), "\(what): \(node.name)")
                #expect(node.extents == Self.extents(of: shape), "\(what): \(node.extents ?? []) for \(shape)")
                for flag in ["visible", "showing", "enabled"] {
                    #expect(node.states.contains(flag), "\(what) is not \(flag): \(node.states)")
                }
                // Tab skips the touch and scrolling pages' shapes (touch only) and the menu's items
                // (arrows choose).
                let focusable = page != .touch && page != .scrolling && !shape.name.hasPrefix("menu-")
                #expect(node.states.contains("focusable") == focusable, "\(what): \(node.states)")
                #expect(node.states.contains("focused") == (state.focus == shape.name), "\(what): \(node.states)")
                let checked: Bool? =
                    switch node.role {
                    case "toggle button": shape.label.hasSuffix(": on")
                    case "radio button": shape.colour == .blue
                    default: nil
                    }
                if let checked {
                    #expect(node.states.contains("checked") == checked, "\(what) (\(shape.label)): \(node.states)")
                } else {
                    #expect(!node.states.contains("checked"), "\(what) is no toggle: \(node.states)")
                }
            }
            let names = shapes.map(\.name)
            #expect(Set(names).count == names.count, "\(page): names tell the objects apart: \(names)")
        }

        /// Every page as a screen reader walks it, in one gallery run: each opened through its
        /// home link's action and left through Back's, each walked object by object against the
        /// gallery's snapshot of the page it shows.
        @Test func aScreenReaderWalksEveryGalleryPage() throws {
            let bus = try AccessibilitySession(artifacts: try LivePaths.artifacts(for: "a11y-gallery-pages-bus"))
            defer { bus.stop() }
            let g = try GallerySession(test: "a11y-gallery-pages", appEnvironment: bus.appEnvironment)
            let name = Self.gallery
            for page in PageID.allCases {
                if page != .home { try bus.doAction(on: page.title, in: name) }
                let state = try shown(page, by: g, label: page.rawValue)
                let window = try #require(try bus.tree(of: name).children.first)
                #expect(window.role == "frame" && window.name == "Gesture Gallery")
                try #require(window.children.count == 1, "one page at a time: \(window.children.map(\.name))")
                try expectPage(window.children[0], is: state)
                if page != .home {
                    try bus.doAction(on: "Back", in: name)
                    _ = try shown(.home, by: g, label: "back-from-\(page.rawValue)")
                }
            }
            #expect(try g.finish() == 0)
        }

        /// The pointer page's Add (by its action) and Delete (by the keyboard) heard as a
        /// shape added and one removed.
        @Test func addingAndDeletingShapesIsHeard() throws {
            let (bus, g, opened) = try gallery(on: .pointer, test: "a11y-gallery-squares")
            defer { bus.stop() }
            let name = Self.gallery
            var state = opened
            let events = try bus.events(of: name, seconds: 3) {
                try bus.doAction(on: "Add shape", in: name)
                try g.type("Tab", "Tab", "Tab", "Delete")   // Add, alpha, shape 1, then delete it
            }
            state = try g.snapshot("after")
            #expect(
                state.shapes.map(\.name).filter { $0.hasPrefix("shape-") } == [
                    "shape-2", "shape-3", "shape-4", "shape-5",
                ],
                "\(state.shapes.map(\.name))")
            let children = events.filter { $0.type.hasPrefix("object:children-changed") }
                .map { "\($0.type) from \($0.source ?? "?"): \($0.child ?? "?")" }
            // The removed child's name is what the client cached (from Tab's focus event), or
            // none when focus and deletion fell in one frame.
            try #require(children.count == 2, "one added, one removed: \(children)")
            #expect(children[0] == "object:children-changed:add from Pointer: rectangle 5")
            #expect(
                ["rectangle 1", ""].map { "object:children-changed:remove from Pointer: " + $0 }.contains(children[1]),
                "\(children)")
            #expect(try g.finish() == 0)
        }

        /// GNOME's screen reader reads the focused bar, and the next one after Down, then the
        /// value after Right: what a blind user hears.
        @Test func orcaReadsTheFocusedBar() throws {
            let (bus, s) = try start("a11y-orca")
            defer { bus.stop() }
            let orca = try OrcaScreenReader(session: bus, artifacts: s.artifacts)
            defer { orca.stop() }
            // Orca takes a few seconds to start, longer on a loaded machine.
            #expect(orca.waitToSay("black horizontal slider 100", timeout: 40), "Orca said \(orca.spoken)")
            try s.play("type Down")
            #expect(orca.waitToSay("gray horizontal slider 100", timeout: 10), "Orca said \(orca.spoken)")
            try s.play("type Right")
            #expect(orca.waitToSay("90 %", timeout: 10), "Orca said \(orca.spoken)")
            #expect(try s.finish().status == 0)
        }

        /// Orca reads each gallery shape the keyboard focuses: its name, its role and what it
        /// does (the shape's description, `ShapeGuide`): a page link on the home page, then the
        /// recognizers page's tap counter.
        @Test func orcaReadsTheFocusedGalleryShape() throws {
            let bus = try AccessibilitySession(artifacts: try LivePaths.artifacts(for: "a11y-gallery-orca-bus"))
            defer { bus.stop() }
            let g = try GallerySession(test: "a11y-gallery-orca", appEnvironment: bus.appEnvironment)
            let orca = try OrcaScreenReader(session: bus, artifacts: g.artifacts)
            defer { orca.stop() }
            func heard(_ text: String, timeout: Double = 10) -> Bool {
                Processes.waitUntil(timeout: timeout) { orca.spoken.contains { $0.contains(text) } }
            }
            // Orca takes a few seconds to start (it says so): a Tab before then goes unheard.
            #expect(Processes.waitUntil(timeout: 40) { !orca.spoken.isEmpty }, "Orca never spoke")
            try g.type("Tab")
            let link = try g.snapshot("home-tab").shape("touch").label
            #expect(heard("\(link) push button"), "Orca said \(orca.spoken)")
            #expect(heard("Opens the \(link) page. Keyboard: Tab to it, then Enter."), "Orca said \(orca.spoken)")
            try g.type("Tab", "Return")   // the recognizers page
            #expect(try g.snapshot("recognizers").page == .recognizers)
            try g.type("Tab")
            #expect(try g.snapshot("tap-counter").focus == "taps")
            #expect(heard("tap counter drawing area"), "Orca said \(orca.spoken)")
            #expect(heard("Counts single, double and triple taps"), "what it does: Orca said \(orca.spoken)")
            #expect(try g.finish() == 0)
        }

        /// The accessibility bus going away under a running app (its daemons stopped) is said
        /// once; the app goes on as without one.
        @Test func anAccessibilityBusThatGoesAwayLeavesTheAppRunning() throws {
            let (bus, s) = try start("a11y-bus-gone")
            _ = try bus.tree(of: Self.app)
            bus.stop()
            try s.play("type Right")
            let state = try s.settledSnapshot("after-key")
            #expect(try state.bar("black").opacity == 0.9, "the keyboard still works")
            #expect(try s.finish().status == 0)
            let log = (try? String(contentsOfFile: s.app.stderrFile, encoding: .utf8)) ?? ""
            let notes = log.split(separator: "\n").filter { $0.contains("accessibility bus") }
            #expect(
                notes == ["opacity-bars: the accessibility bus went away: screen readers no longer see this window"],
                "said once: \(notes)")
        }

        /// With a session bus that does not exist the app runs exactly as without one, and
        /// says so once on stderr.
        @Test func withoutAnAccessibilityBusTheAppRunsAsBefore() throws {
            let s = try LiveSession(
                test: "a11y-no-bus",
                appEnvironment: [
                    "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus",
                    "AT_SPI_BUS_ADDRESS": "",
                ])
            try s.play("type Right")
            let state = try s.settledSnapshot("after-key")
            #expect(try state.bar("black").opacity == 0.9, "the keyboard still works")
            let result = try s.finish()
            #expect(result.status == 0)
            let log = (try? String(contentsOfFile: s.app.stderrFile, encoding: .utf8)) ?? ""
            let notes = log.split(separator: "\n").filter { $0.contains("accessibility bus") }
            #expect(notes.count == 1, "said once: \(notes)")
            #expect(notes.first?.contains("no session bus") == true, "\(notes)")
        }
    }
}
