import Drawing
import Gestures
import Testing

@testable import OpacityBars

/// `needsRedraw` answers from the model's scene generation while nothing the scene reads was
/// written, and otherwise compares one scene, which `render` then draws without rebuilding it.
@Suite struct NeedsRedrawTests {
    static func rendered() -> (Driver, Canvas) {
        let d = Driver()
        let (w, h) = d.app.bufferSize
        let canvas = Canvas(width: w, height: h)
        _ = d.app.render(into: canvas, stale: nil)
        return (d, canvas)
    }

    @Test func untouchedModelNeedsNothingAndBuildsNothing() {
        let (d, _) = Self.rendered()
        #expect(!d.app.needsRedraw)
        #expect(d.app.pendingScene == nil)
        #expect(d.app.renderedVersion == d.app.sceneVersion)
    }

    @Test func writingAnEqualValueIsNoChangeAndIsRememberedAsSuch() {
        let (d, _) = Self.rendered()
        let before = d.app.model.sceneGeneration
        d.app.configure(width: 480, height: 800)   // the size it has
        #expect(d.app.model.sceneGeneration != before)
        #expect(!d.app.needsRedraw)
        #expect(d.app.renderedVersion == d.app.sceneVersion)   // next ask: O(1)
        #expect(d.app.pendingScene == nil)
    }

    @Test func aChangeIsSeenOnceAndItsSceneIsTheOneRendered() {
        let (d, canvas) = Self.rendered()
        d.key(.down)
        #expect(d.app.needsRedraw)
        let pending = d.app.pendingScene
        #expect(pending?.scene == d.app.scene)
        #expect(d.app.needsRedraw)   // asked again: the same pending scene
        let damage = d.app.render(into: canvas, stale: .empty)
        #expect(!damage.isEmpty)
        #expect(d.app.lastRenderedScene == pending?.scene)
        #expect(d.app.pendingScene == nil)
        #expect(!d.app.needsRedraw)
    }

    @Test func aPendingSceneTheModelMovedPastIsNotDrawn() {
        let (d, canvas) = Self.rendered()
        d.key(.down)
        #expect(d.app.needsRedraw)
        d.key(.down)   // the focus moves on before the frame
        _ = d.app.render(into: canvas, stale: .empty)
        #expect(d.app.lastRenderedScene == d.app.scene)
        #expect(canvas.firstDifference(from: Self.full(d.app)) == nil)
        #expect(!d.app.needsRedraw)
    }

    /// The frame drawn from scratch by a fresh renderer.
    static func full(_ app: AppCore) -> Canvas {
        let (w, h) = app.bufferSize
        let canvas = Canvas(width: w, height: h)
        var renderer = SceneRenderer()
        _ = renderer.render(app.scene, into: canvas, stale: nil)
        return canvas
    }
}
