import Accessibility
import AppAccessibility
import Decorations
import Gallery
import OpacityBars

/// A live window's content and what `Run.live` reads from it. Made while the compositor
/// answers the connection (`WaylandWindow`'s `makeContent`).
struct LiveContent {
    let decorated: DecoratedWindow
    /// Work the first frame does not need, done once it is out (the gesture tree).
    let prepareForInput: () -> Void
    /// The state snapshot's JSON (`--state`, SIGUSR1).
    let snapshot: () -> String
    /// The window as the accessibility bus shows it.
    let accessible: () -> AccessibilitySource

    init(app: AppChoice, settings: LiveSettings) {
        switch app {
        case .colours:
            var configuration = AppConfiguration.default
            if let width = settings.width { configuration.initialWidth = width }
            if let height = settings.height { configuration.initialHeight = height }
            let core = AppCore(configuration: configuration)
            let decorated = DecoratedWindow(core, title: app.title)
            self.decorated = decorated
            prepareForInput = { core.prepareGestures() }
            snapshot = { core.snapshotJSON() }
            accessible = { ColoursAccessibility(core: core, window: AccessibleWindow(decorated, title: app.title)) }
        case .gallery:
            let core = GalleryCore(width: settings.width ?? 480, height: settings.height ?? 800)
            let decorated = DecoratedWindow(core, title: app.title)
            self.decorated = decorated
            prepareForInput = { core.prepareGestures() }
            snapshot = { core.snapshotJSON() }
            accessible = { GalleryAccessibility(core: core, window: AccessibleWindow(decorated, title: app.title)) }
        }
    }
}
