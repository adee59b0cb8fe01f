import ContentHost

/// One value the Settings portal serves (a D-Bus variant of a basic type).
public enum PortalValue: Equatable, Sendable {
    case uint32(UInt32)
    case int32(Int32)
    case bool(Bool)
    case string(String)
    case double(Double)
}

/// What the Settings portal has served so far (`ReadAll`, then each `SettingChanged`), and the
/// `DesktopSettings` that means. Plain values: the bus side is `SettingsPortal`.
///
/// Which key says what, the first that is served winning:
/// - colour scheme: `org.freedesktop.appearance color-scheme` (1 prefer dark, 0 no preference,
///   2 prefer light), else GNOME's `org.gnome.desktop.interface color-scheme` (`prefer-dark`);
/// - high contrast: `org.freedesktop.appearance contrast` (1 higher), else GNOME's
///   `high-contrast` (`org.gnome.desktop.a11y.interface`, or `…interface` where a backend
///   serves it there);
/// - reduced motion: `org.freedesktop.appearance reduced-motion` (1 reduced), else GNOME's
///   `org.gnome.desktop.interface enable-animations` off;
/// - title bar buttons: `org.gnome.desktop.wm.preferences button-layout`;
/// - cursor theme and size, text scaling: `org.gnome.desktop.interface cursor-theme`,
///   `cursor-size` (a positive int32), `text-scaling-factor` (a positive double);
/// - the double-click time is not the portal's: `GSettingsWatch` follows it with GIO.
public struct PortalSettings: Equatable, Sendable {
    /// Keyed "namespace key".
    public private(set) var values: [String: PortalValue] = [:]

    public init() {}

    /// The namespaces asked for with ReadAll: the keys above and nothing else.
    public static let namespaces = [
        "org.freedesktop.appearance", "org.gnome.desktop.interface", "org.gnome.desktop.a11y.interface",
        "org.gnome.desktop.wm.preferences",
    ]

    /// One value served; true when it changes what the settings are.
    @discardableResult
    public mutating func set(namespace: String, key: String, value: PortalValue) -> Bool {
        let before = settings
        values[namespace + " " + key] = value
        return settings != before
    }

    public var settings: DesktopSettings {
        var s = DesktopSettings.standard
        if case .uint32(let scheme)? = values["org.freedesktop.appearance color-scheme"] {
            s.colorScheme = scheme == 1 ? .dark : .light
        } else if case .string(let scheme)? = values["org.gnome.desktop.interface color-scheme"] {
            s.colorScheme = scheme == "prefer-dark" ? .dark : .light
        }
        if case .uint32(let contrast)? = values["org.freedesktop.appearance contrast"] {
            s.highContrast = contrast == 1
        } else if case .bool(let high)? = values["org.gnome.desktop.a11y.interface high-contrast"]
            ?? values["org.gnome.desktop.interface high-contrast"]
        {
            s.highContrast = high
        }
        if case .uint32(let reduced)? = values["org.freedesktop.appearance reduced-motion"] {
            s.reducedMotion = reduced == 1
        } else if case .bool(let animations)? = values["org.gnome.desktop.interface enable-animations"] {
            s.reducedMotion = !animations
        }
        if case .string(let layout)? = values["org.gnome.desktop.wm.preferences button-layout"] {
            s.titleBarButtons = TitleBarButtons(layout: layout)
        }
        if case .string(let theme)? = values["org.gnome.desktop.interface cursor-theme"], !theme.isEmpty {
            s.cursorTheme = theme
        }
        if case .int32(let size)? = values["org.gnome.desktop.interface cursor-size"], size > 0 {
            s.cursorSize = Int(size)
        }
        if case .double(let factor)? = values["org.gnome.desktop.interface text-scaling-factor"],
            factor.isFinite, factor > 0
        {
            s.textScalingFactor = factor
        }
        return s
    }
}
