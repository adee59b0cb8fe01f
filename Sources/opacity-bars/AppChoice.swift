import ArgumentParser
import Gallery
import OpacityBars
import TraceReplay

/// The two apps this command runs and replays: the Colours list and the gesture gallery.
/// Each has its own xdg_toplevel app id, which a recorded trace carries, so `replay` can
/// pick the app that recorded it.
enum AppChoice: String, CaseIterable, ExpressibleByArgument, Sendable {
    case colours, gallery

    /// The Colours list's app id (desktop-file name).
    static let coloursAppID = "org.opacitybars.OpacityBars"

    /// The window title (what the app's own title bar shows).
    var title: String {
        switch self {
        case .colours: AppConfiguration.default.title
        case .gallery: GalleryCore.title
        }
    }

    var appID: String {
        switch self {
        case .colours: Self.coloursAppID
        case .gallery: GalleryCore.appID
        }
    }

    /// The app that recorded a trace: the one whose id its `set_app_id` names, as read ahead
    /// before replay starts (`TracePrelude`: the app must exist before the first event). A
    /// trace without one is the Colours list's (its synthetic corpus sets none); any other id
    /// is an error at the line that set it, since replaying a trace into the wrong app would
    /// give a state that means nothing. `--app` chooses explicitly (a trace from another
    /// client, such as foot or weston-terminal).
    static func recorded(_ prelude: TracePrelude, file: String) throws(TraceError) -> AppChoice {
        guard let id = prelude.appID else { return .colours }
        if let app = allCases.first(where: { $0.appID == id }) { return app }
        let known = allCases.map { "\($0.appID) (\($0.rawValue))" }.joined(separator: ", ")
        throw TraceError(
            file: file, line: prelude.appIDLine,
            reason: "unknown app id \"\(id)\": this command replays \(known); choose one with --app")
    }
}
