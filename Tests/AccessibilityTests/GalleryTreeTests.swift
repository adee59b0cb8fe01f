import Accessibility
import AppAccessibility
import Decorations
import Gallery
import Gestures
import OpacityBars
import Testing

/// The gallery as a screen reader reads it (`GalleryAccessibility`), from a real `GalleryCore`
/// driven by real input and by the tree's own actions.
@Suite("Gallery tree")
struct GalleryTreeTests {
    final class Gallery {
        let core = GalleryCore()
        let decorated: DecoratedWindow
        let source: GalleryAccessibility
        var time = 0.0

        init(page: PageID = .home) {
            decorated = DecoratedWindow(core, title: "Gesture Gallery")
            source = GalleryAccessibility(core: core, window: AccessibleWindow(decorated, title: "Gesture Gallery"))
            core.open(page)
        }

        var tree: AccessibleTree { source.accessibleTree() }

        /// The page's panel and its children, by name.
        func children() -> [AccessibleNode] {
            let tree = tree
            return tree.children[2].map { tree.nodes[$0] }
        }

        func node(_ name: String) -> AccessibleNode? { children().first { $0.name == name } }

        func send(_ e: InputEvent) { core.handle(e, at: time) }

        func tap(_ name: String) {
            let id = node(name)?.id
            let f = core.shapes.first { "shape_" + $0.name.replacingDash == id }!.drawnFrame
            let p = Point(x: f.x + f.width / 2, y: f.y + f.height / 2)
            send(.touchDown(id: 1, p, time: UInt32(time))); send(.touchFrame)
            time += 30
            send(.touchUp(id: 1, time: UInt32(time))); send(.touchFrame)
            time += 400
            core.step(to: time)
        }

        func key(_ key: Key) {
            send(.key(key, pressed: true, time: UInt32(time)))
            time += 20
            send(.key(key, pressed: false, time: UInt32(time)))
        }

        @discardableResult
        func act(_ name: String) -> Bool {
            guard let node = node(name) else { return false }
            time += 10
            return source.activate(node: node.id, at: time)
        }
    }

    @Test(arguments: PageID.allCases)
    func everyShapeIsAnObjectWithARoleANameAndHowToUseIt(page: PageID) throws {
        let g = Gallery(page: page)
        let tree = g.tree
        let panel = tree.nodes[2]
        #expect(panel.role == .panel && panel.name == page.title)
        let children = g.children()
        #expect(children.contains { $0.role == .statusBar }, "the page's status line")
        #expect(children.contains { $0.name == "Back" && $0.action == "click" } == (page != .home))
        let origin = g.decorated.contentOrigin
        for shape in g.core.shapes {
            let node = try #require(children.first { $0.id == "shape_" + shape.name.replacingDash }, "\(shape.name)")
            #expect(!node.name.isEmpty, "\(shape.name)")
            // What the gesture is and the way without a pointer, or that there is none.
            #expect(
                node.description.contains("Keyboard") || node.description.contains("no keyboard equivalent"),
                "\(shape.name): \(node.description)")
            let f = shape.drawnFrame
            #expect(
                node.extents
                    == AccessibleRect(
                        x: f.x + Double(origin.x), y: f.y + Double(origin.y), width: f.width, height: f.height),
                "\(shape.name)")
            #expect(node.states.contains(.focusable) == (page != .touch && page != .scrolling), "\(shape.name)")
        }
        let names = children.map(\.name)
        #expect(Set(names).count == names.count, "names tell the objects apart: \(names)")
    }

    @Test func togglesAndMasksAreCheckedAsThePageShowsThem() {
        let g = Gallery(page: .hierarchy)
        #expect(g.node("high priority")?.role == .toggleButton)
        #expect(g.node("high priority")?.states.contains(.checked) == false)
        #expect(g.node("defer back")?.states.contains(.checked) == true)
        let before = g.tree
        #expect(g.act("high priority"))
        #expect(g.node("high priority")?.states.contains(.checked) == true)
        #expect(
            g.tree.changes(from: before).contains(
                AccessibleEvent("shape_high_priority", "StateChanged", detail: "checked", detail1: 1)))
        #expect(g.act("mask none"))
        let masks = g.children().filter { $0.role == .radioButton }
        #expect(masks.map(\.name) == ["mask all", "mask gesture", "mask subviews", "mask none"])
        #expect(masks.filter { $0.states.contains(.checked) }.map(\.name) == ["mask none"])
    }

    @Test func anActionDoesWhatEnterDoes() {
        let g = Gallery(page: .recognizers)
        #expect(g.node("tap counter")?.action == "tap")
        #expect(g.node("drag")?.action == nil, "Enter does nothing to the drag example")
        #expect(!g.act("drag"))
        #expect(g.act("tap counter"))
        #expect(g.core.shape("taps")?.counters["single"] == 1)
        #expect(g.node("tap counter")?.description.contains("1×1 2×0 3×0") == true)
        #expect(g.core.focus == nil, "an action moves no focus")

        let p = Gallery(page: .pointer)
        let before = p.tree
        #expect(p.act("Add shape"))
        let added = p.tree.changes(from: before).filter { $0.member == "ChildrenChanged" }
        // Shape 5 comes after Back, the status line, Add, the alpha control, the five effect
        // buttons and shapes 1 to 4.
        #expect(
            added == [
                AccessibleEvent(
                    "page_pointer", "ChildrenChanged", detail: "add", detail1: 13, value: .object("shape_shape_5"))
            ])
    }

    /// The pointer page's controls as a screen reader has them: the effect buttons push
    /// buttons, the alpha control a slider whose value is the swatch's alpha and can be set.
    @Test func thePointerPagesButtonsAndSlider() {
        let g = Gallery(page: .pointer)
        let buttons = g.children().filter { $0.id.hasPrefix("shape_effect_") }
        #expect(buttons.map(\.name) == ["Automatic", "Highlight", "Lift", "Hover", "Custom"])
        #expect(buttons.allSatisfy { $0.role == .pushButton && $0.action == "click" })
        let slider = g.node("alpha")
        #expect(slider?.role == .slider)
        #expect(slider?.value == AccessibleValue(current: 100, minimum: 0, maximum: 100, increment: 5, text: "100 %"))
        #expect(g.source.setValue(40, ofNode: slider?.id ?? "", at: 10))
        #expect(g.core.shape("alpha")?.opacity == 0.4)
        #expect(g.node("alpha")?.value?.current == 40 && g.node("alpha")?.value?.text == "40 %")
        let shapes = g.children().filter { $0.id.hasPrefix("shape_shape_") }
        #expect(shapes.map(\.name) == ["rectangle 1", "oval 2", "rounded 3", "triangle 4"])
        #expect(shapes.allSatisfy { $0.role == .drawingArea })
    }

    /// A hover effect is the pointer's drawing, not the page's content: springing in, at rest
    /// and leaving, it changes nothing in the tree.
    @Test func anEffectChangesNothingAScreenReaderReads() {
        let g = Gallery(page: .pointer)
        g.send(.pointerEnter(Point(x: 440, y: 600))); g.send(.pointerFrame)
        g.time += 10
        g.core.step(to: g.time)
        let before = g.tree
        for name in ["effect-lift", "effect-highlight", "effect-custom"] {
            let f = g.core.shape(name)!.drawnFrame
            g.send(.pointerMotion(Point(x: f.x + f.width / 2 + 10, y: f.y + f.height / 2), time: UInt32(g.time)))
            g.send(.pointerFrame)
            for _ in 0 ..< 5 {
                g.time += 16
                g.core.step(to: g.time)
                #expect(g.tree.changes(from: before).isEmpty, "\(name) at \(g.time)")
            }
            #expect(g.core.snapshot().effects?.isEmpty == false, "\(name) has no effect")
        }
        g.send(.pointerMotion(Point(x: 440, y: 600), time: UInt32(g.time))); g.send(.pointerFrame)
        g.time += 1000
        g.core.step(to: g.time)
        #expect(g.tree.changes(from: before).isEmpty)
    }

    @Test func keyboardFocusIsTheFocusedState() {
        let g = Gallery(page: .recognizers)
        g.key(.tab)
        #expect(g.children().filter { $0.states.contains(.focused) }.map(\.name) == ["tap counter"])
        g.key(.tab)
        #expect(g.children().filter { $0.states.contains(.focused) }.map(\.name) == ["long press"])
    }

    @Test func aRecognizedGestureIsTheStatusLineAndTheShapesNews() {
        let g = Gallery(page: .hierarchy)
        #expect(g.node("")?.role == .statusBar, "no gesture yet")
        let before = g.tree
        g.tap("orange box")
        let status = g.children().first { $0.role == .statusBar }
        #expect(status?.name == "tap ended")
        #expect(g.node("orange box")?.description.hasSuffix("Now: Tap detected.") == true)
        let changes = g.tree.changes(from: before).map { "\($0.id) \($0.detail)" }
        #expect(changes.contains("status accessible-name"), "\(changes)")
        #expect(changes.contains("shape_orange_box accessible-description"), "\(changes)")
        g.core.open(.home)
        #expect(g.children().first { $0.role == .statusBar }?.name == "", "a page opened starts with none")
    }

    @Test func bothAppsStartFromTheSameWindowRoot() {
        let gallery = Gallery()
        let core = AppCore(configuration: .default)
        let decorated = DecoratedWindow(core, title: "Colours")
        let colours = ColoursAccessibility(core: core, window: AccessibleWindow(decorated, title: "Colours"))
            .accessibleTree()
        for (tree, window, name) in [
            (colours, decorated, "OpacityBars"), (gallery.tree, gallery.decorated, "OpacityBars Gallery"),
        ] {
            #expect(tree.nodes[0].role == .application && tree.nodes[0].name == name)
            #expect(tree.children[0] == [1] && tree.nodes[1].role == .frame && tree.nodes[1].id == "window")
            let size = window.windowSize
            #expect(
                tree.nodes[1].extents
                    == AccessibleRect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
        }
        #expect(colours.nodes[1].name == "Colours" && gallery.tree.nodes[1].name == "Gesture Gallery")
    }
}

extension String {
    /// A shape's name as its object id spells it.
    fileprivate var replacingDash: String { String(map { $0 == "-" ? "_" : $0 }) }
}
