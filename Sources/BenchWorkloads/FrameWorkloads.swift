// The renderer's frames, one definition for both benches: opacity-bars-bench sets their time
// beside a pixman fill and a memset of the same buffer (P1, P2), the Benchmarks package
// measures their time and heap allocations against its committed baseline (P3), and the
// allocation test (Allocations/) fails CI on any allocation.
import Drawing
import OpacityBars
import SceneFixtures

public enum FrameWorkloads {
    /// The default layout's scene (`SceneFixtures`, which the renderer's tests draw too), with
    /// bars at assorted opacities so that every blend path is measured; `opacity3` is orange's.
    public static func scene(
        width: Int, height: Int, scale: Double = 1, offset: Double = 0,
        opacity3: Double = 1
    ) -> Scene {
        var o = SceneFixtures.Options(width: width, height: height, scale: scale, offset: offset)
        for (i, opacity) in [1, 0.8, 0.5, 1, 0.3, 0.6, 1, 0.45, 0.9, 1, 0.2, 0.7, 1, 0.55].enumerated() {
            o.opacities[i] = opacity
        }
        o.opacities[3] = opacity3
        return SceneFixtures.scene(o)
    }

    /// What a frame redraws.
    public enum Kind: String, CaseIterable, Sendable {
        /// One bar's opacity changed, as a drag changes it: to a new value every frame, so no
        /// frame can reuse what an earlier one drew. Only its damage is redrawn.
        case oneBar = "one-bar"
        /// The list scrolled by 10 px: the content band is redrawn.
        case scroll
        /// The whole window, as after a resize.
        case full
    }

    /// One kind of frame, repeated in steady state into one canvas by one renderer, as the
    /// live window draws into one `Canvas` per shm buffer.
    public final class Frames {
        public let kind: Kind
        public let canvas: Canvas
        var renderer = SceneRenderer()
        let scenes: [Scene]
        var next = 0

        /// `canvas` must hold the scene's buffer size (the window's size × `scale`); by default
        /// one is allocated. The frames are warmed up: fonts, glyphs and solid colours exist.
        public init(_ kind: Kind, width: Int, height: Int, scale: Double = 1, canvas: Canvas? = nil) {
            self.kind = kind
            switch kind {
            case .oneBar:
                // 64 opacities, more than `LabelPixels` keeps: each frame's label is composited.
                scenes = (0 ..< 64).map {
                    scene(width: width, height: height, scale: scale, opacity3: 1 - Double($0) / 64)
                }
            case .scroll:
                scenes = (0 ..< 60).map { scene(width: width, height: height, scale: scale, offset: Double($0) * 10) }
            case .full:
                scenes = [scene(width: width, height: height, scale: scale)]
            }
            self.canvas =
                canvas
                ?? Canvas(
                    width: Int((Double(width) * scale).rounded(.up)),
                    height: Int((Double(height) * scale).rounded(.up)))
            _ = renderer.render(scenes[scenes.count - 1], into: self.canvas, stale: nil)
            for _ in 0 ..< scenes.count + 2 { frame() }
        }

        /// The next frame.
        @inline(__always) public func frame() {
            let s = scenes[next]
            next = next + 1 == scenes.count ? 0 : next + 1
            _ = renderer.render(s, into: canvas, stale: kind == .full ? nil : .empty)
        }
    }
}
