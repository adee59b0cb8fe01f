import Canvas

extension AppCore {
    /// Draws into `canvas` (bufferSize pixels) everything that changed since the last render
    /// plus `stale` (what this buffer missed while others were drawn; nil = all), and returns
    /// the damage in buffer pixels. The scene renderer keeps the previous scene to diff.
    public func render(into canvas: Canvas, stale: Region?) -> Region {
        let scene = model.scene(reusing: &spareRows)
        let replaced = lastRenderedScene
        lastRenderedScene = scene
        let damage = renderer.render(scene, into: canvas, stale: stale)
        // The renderer now holds `scene` too; the frame before is ours alone: recycle its rows.
        if let replaced { spareRows = replaced.rows }
        return damage

    }
}
