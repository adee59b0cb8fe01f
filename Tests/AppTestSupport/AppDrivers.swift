import Gallery
import Gestures
import OpacityBars
import TestSupport

extension AppCore: InputTarget {}
extension GalleryCore: InputTarget {}

/// The input driver over the Colours list's core.
public typealias AppDriver = InputDriver<AppCore>
/// The input driver over the gallery's core.
public typealias GalleryDriver = InputDriver<GalleryCore>

extension InputDriver where Target == AppCore {
    public convenience init(width: Int = 480, height: Int = 800, configuration: AppConfiguration = .default) {
        let app = AppCore(configuration: configuration)
        app.configure(width: width, height: height)
        self.init(app)
    }

    public var app: AppCore { target }

    /// Runs the timers until nothing moves (or the runtime's limit).
    public func settle() { now = app.settle(from: now) }

    public var snap: StateSnapshot { app.snapshot() }
    public func opacity(_ name: String) -> Double { snap.bars.first { $0.name == name }!.opacity }
    public var offset: Double { snap.scrollOffset }
    public var gestureNames: [String] { snap.gestures.map(\.gesture) }
    /// Surface centre y of bar `index` at the current scroll offset.
    public func rowY(_ index: Int) -> Double {
        let f = snap.bars[index].frame
        return f.y + f.height / 2 - snap.scrollOffset
    }
    /// Surface x that gives `opacity` on a bar (inverse of docs/DESIGN.md's formula).
    public func x(forOpacity opacity: Double) -> Double {
        let f = snap.bars[0].frame
        return f.x + (1 - opacity) * f.width
    }
}

extension InputDriver where Target == GalleryCore {
    public convenience init(page: PageID? = nil, width: Int = 480, height: Int = 800) {
        let core = GalleryCore(width: width, height: height)
        if let page { core.open(page) }
        self.init(core)
    }

    public var core: GalleryCore { target }

    public func shape(_ name: String) -> GalleryShape {
        guard let s = core.shape(name) else {
            fatalError("no shape \(name) on \(core.page): \(core.shapes.map(\.name))")
        }
        return s
    }

    public func centre(_ name: String) -> Point {
        let f = shape(name).drawnFrame
        return Point(x: f.x + f.width / 2, y: f.y + f.height / 2)
    }
}
