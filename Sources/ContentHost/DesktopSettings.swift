/// What the user chose for every app on their desktop, as the apps follow it: read from the
/// desktop (the Settings portal, live) or given on the command line (`--color-scheme`, replay
/// and demo), and handed to the content as an input, like the time. The content never looks
/// for them itself.
///
/// Without a portal, or for a key it does not serve, the defaults below hold: GNOME's own.
public struct DesktopSettings: Equatable, Sendable, Codable {
    /// The colours the apps draw with: designed palettes for each, not one inverted.
    public enum ColorScheme: String, Equatable, Sendable, Codable, CaseIterable {
        case light, dark
    }

    /// Default light (the portal's "no preference").
    public var colorScheme: ColorScheme = .light
    /// Stronger outlines and text, a thicker focus ring. Default off.
    public var highContrast = false
    /// No springs or animated transitions: a shape let go is back at once. Scrolling and
    /// flings stay, since they follow the hand. Default off.
    public var reducedMotion = false
    /// The title bar's buttons, as the desktop's button layout names them (GNOME's
    /// `button-layout`, whose default `appmenu:close` names close only). Default all three:
    /// a desktop that says nothing gets what the compositor can do.
    public var titleBarButtons: TitleBarButtons = .all
    /// The longest gap (ms) between the two clicks of a double click: GNOME's
    /// `org.gnome.desktop.peripherals.mouse double-click`, read with GIO (the portal does not
    /// serve it). Default 400, GNOME's and GTK's. The title bar's double click uses it.
    public var doubleClickTime = 400
    /// The cursor theme and its size (logical px): `org.gnome.desktop.interface cursor-theme` and
    /// `cursor-size`, for the named cursors a compositor without cursor-shape-v1 leaves to the
    /// app. Nil where the desktop names none: then XCURSOR_THEME and XCURSOR_SIZE hold, as for
    /// other Wayland clients, else the default theme at 24.
    public var cursorTheme: String?
    public var cursorSize: Int?
    /// How much larger text is drawn: `org.gnome.desktop.interface text-scaling-factor`.
    /// Default 1 (GNOME's; its Large Text is 1.25).
    public var textScalingFactor = 1.0

    /// The factor the apps draw their text at: `textScalingFactor` held to 0.5–2, within which
    /// the header, the bars, the buttons and the title bar the text is centred in still hold
    /// it (GNOME's settings offer 1 and 1.25; gsettings takes up to 3).
    public var textScale: Double { min(max(textScalingFactor, 0.5), 2) }

    public init(
        colorScheme: ColorScheme = .light, highContrast: Bool = false, reducedMotion: Bool = false,
        titleBarButtons: TitleBarButtons = .all, doubleClickTime: Int = 400, cursorTheme: String? = nil,
        cursorSize: Int? = nil, textScalingFactor: Double = 1
    ) {
        self.colorScheme = colorScheme
        self.highContrast = highContrast
        self.reducedMotion = reducedMotion
        self.titleBarButtons = titleBarButtons
        self.doubleClickTime = doubleClickTime
        self.cursorTheme = cursorTheme
        self.cursorSize = cursorSize
        self.textScalingFactor = textScalingFactor
    }

    private enum CodingKeys: String, CodingKey {
        case colorScheme, highContrast, reducedMotion, titleBarButtons, doubleClickTime, cursorTheme, cursorSize
        case textScalingFactor
    }

    /// A key a snapshot written before it existed lacks is its default.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = DesktopSettings()
        colorScheme = try c.decodeIfPresent(ColorScheme.self, forKey: .colorScheme) ?? d.colorScheme
        highContrast = try c.decodeIfPresent(Bool.self, forKey: .highContrast) ?? d.highContrast
        reducedMotion = try c.decodeIfPresent(Bool.self, forKey: .reducedMotion) ?? d.reducedMotion
        titleBarButtons = try c.decodeIfPresent(TitleBarButtons.self, forKey: .titleBarButtons) ?? d.titleBarButtons
        doubleClickTime = try c.decodeIfPresent(Int.self, forKey: .doubleClickTime) ?? d.doubleClickTime
        cursorTheme = try c.decodeIfPresent(String.self, forKey: .cursorTheme)
        cursorSize = try c.decodeIfPresent(Int.self, forKey: .cursorSize)
        textScalingFactor = try c.decodeIfPresent(Double.self, forKey: .textScalingFactor) ?? d.textScalingFactor
    }

    /// No portal, nothing on the command line.
    public static let standard = DesktopSettings()
}

/// The title bar's buttons a desktop's layout names.
public struct TitleBarButtons: OptionSet, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let minimize = TitleBarButtons(rawValue: 1 << 0)
    public static let maximize = TitleBarButtons(rawValue: 1 << 1)
    public static let close = TitleBarButtons(rawValue: 1 << 2)
    public static let all: TitleBarButtons = [.minimize, .maximize, .close]

    /// The buttons GNOME's `button-layout` names ("appmenu:minimize,close": the buttons on
    /// either side of the colon); names it has that the app draws no button for (appmenu,
    /// icon, menu, spacer) are left out.
    public init(layout: String) {
        var buttons: TitleBarButtons = []
        for name in layout.split(whereSeparator: { $0 == ":" || $0 == "," }) {
            switch name.trimmingCharacters(in: " ") {
            case "minimize": buttons.insert(.minimize)
            case "maximize": buttons.insert(.maximize)
            case "close": buttons.insert(.close)
            default: break
            }
        }
        self = buttons
    }
}

/// In JSON by name, left to right: `["minimize", "maximize", "close"]`.
extension TitleBarButtons: Codable {
    private static let names: [(String, TitleBarButtons)] = [
        ("minimize", .minimize), ("maximize", .maximize), ("close", .close),
    ]

    public init(from decoder: Decoder) throws {
        let names = try decoder.singleValueContainer().decode([String].self)
        self = TitleBarButtons(layout: names.joined(separator: ","))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Self.names.filter { contains($0.1) }.map(\.0))
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> Substring {
        var s = self
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return s
    }
}
