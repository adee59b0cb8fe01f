import Drawing

extension AppCore {
    /// Draws into `canvas` (bufferSize pixels) everything that changed since the last render
    /// plus `stale` (what this buffer missed while others were drawn; nil = all), and returns
    /// the damage in buffer pixels. The scene renderer keeps the previous scene to diff.
    public func render(into canvas: Canvas, stale: Region?) -> Region {
        let version = sceneVersion
        let scene: Scene
        if let pending = pendingScene, pending.version == version {
            scene = pending.scene   // built by `needsRedraw` for this very model
            pendingScene = nil
        } else {
            recyclePendingScene()
            scene = model.scene(scrollOffset: version.scrollOffset, reusing: &spareRows)
        }
        let replaced = lastRenderedScene
        lastRenderedScene = scene
        renderedVersion = version
        let damage = renderer.render(scene, into: canvas, stale: stale)
        // The renderer now holds `scene` too; the frame before is ours alone: recycle its rows.
        if let replaced { spareRows = replaced.rows }
        return damage
    }

    /// Gives the rows of a pending scene the model has moved past back to `spareRows`, so the
    /// next scene is built in their memory (no allocation).
    func recyclePendingScene() {
        guard let pending = pendingScene else { return }
        pendingScene = nil
        spareRows = pending.scene.rows
    }
}
