/// Who draws a live window's title bar: the compositor (server-side, through xdg-decoration,
/// the app's default `--decorations auto` wherever the manager is offered, as kwin and sway
/// do) or the app itself (`--decorations client`). It decides the app's arguments, what the
/// compositor reports as the window, and the content size the app's state snapshot reports
/// inside it.
enum DecorationSide: String {
    case server, client

    /// The app's title bar height at scale 1 (docs/DESIGN.md; `DecorationStyle`).
    static let titleBarHeight = 32

    var appArguments: [String] { self == .client ? ["--decorations", "client"] : [] }

    /// The content size the state snapshot reports for a window geometry of `window`: the app
    /// takes its title bar off the height when it draws one.
    func contentSize(ofWindow window: ScreenRect) -> (width: Int, height: Int) {
        (Int(window.width), Int(window.height) - (self == .client ? Self.titleBarHeight : 0))
    }

    /// The smallest window geometry the app allows (set_min_size): the Colours content's
    /// 200×200, plus the title bar when the app draws one.
    var minimumWindowSize: (width: Int, height: Int) { (200, 200 + (self == .client ? Self.titleBarHeight : 0)) }
}
