import Gestures
import OpacityBars
import Testing

/// An app declares its gesture tree at the first input that can start a gesture, or when told
/// to (`prepareGestures`, once the live window's first frame is out): either way it behaves
/// the same, and what the seat said before (focus, capabilities, modifiers) still counts.
@Suite struct GestureDeclarationTests {
    /// What an app shows after the same input, declared before it or at its first pointer
    /// event: its snapshot, the engine's log and the hover of the red bar.
    private static func session(preparedFirst: Bool) -> (json: String, log: [String], hover: HoverStyle?) {
        let d = Driver()
        if preparedFirst { d.app.prepareGestures() }
        d.send(.keyboardFocus(true))
        // Touch is gone before the tree exists: the engine still sees it go.
        d.send(.capabilities([.pointer, .keyboard]))
        d.modifiers(.superKey)
        d.advance(by: 0.1)
        d.enter(240, PointerRuleTests.redY)
        let hover = d.app.scene.rows.first { $0.id == 2 }?.hover
        d.button(true)
        d.advance(by: 0.02)
        d.pointer(120, PointerRuleTests.redY)
        d.advance(by: 0.02)
        d.button(false)
        d.settle()
        return (d.app.snapshotJSON(), d.app.explanations, hover)
    }

    @Test func theSeatsStateBeforeTheTreeIsDeclaredReachesIt() {
        let late = Self.session(preparedFirst: false)
        // Super held before the tree existed: the hover it declared is the super outline.
        #expect(late.hover == .superOutline)
        let early = Self.session(preparedFirst: true)
        #expect(late.json == early.json)
        #expect(late.log == early.log)
        #expect(!late.log.isEmpty)
    }

    /// Until something needs it, no gesture can run: nothing is due and nothing scrolls.
    @Test func aNewAppHasNothingDueUntilItsFirstInput() {
        let app = AppCore()
        app.configure(width: 480, height: 800)
        app.handle(.capabilities([.pointer, .keyboard, .touch]), at: 0)
        #expect(app.nextDeadline == nil && !app.isAnimating && app.snapshot().scrollOffset == 0)
        #expect(app.explanations.isEmpty)
    }
}
