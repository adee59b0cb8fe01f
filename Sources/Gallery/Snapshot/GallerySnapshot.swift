import ContentHost
import FoundationEssentials
import Gestures

/// The gallery's state as JSON, for replay (`--state`), the live window (SIGUSR1) and
/// tests: the page, the window, the focus, and every shape of the page with what a behaviour
/// changes (position, scale, rotation, colour, message, counters, opacity, hover look), and
/// the pointer: its look, the view and region it is in, and each hover effect's progress.
/// Numbers are rounded to 0.01 so that the same state always prints the same text.
public struct GallerySnapshot: Codable, Equatable, Sendable {
    public struct Size: Codable, Equatable, Sendable { public var width: Int, height: Int }
    public struct Shape: Codable, Equatable, Sendable {
        public var name: String
        public var form: ShapeForm
        /// The drawn frame's origin and size (logical px).
        public var x, y, width, height: Double
        public var scale: Double
        public var rotation: Double
        public var colour: GalleryColour
        public var label: String
        public var message: String
        public var counters: [String: Int]
        public var opacity: Double
        public var outline: GalleryColour?
        public var dimmed: Bool
    }

    /// The pointer as the views under it style it (`GestureHost.pointerStyle`).
    public struct Pointer: Codable, Equatable, Sendable {
        /// The CSS cursor name, "custom" or "hidden".
        public var style: String
        public var visible: Bool
        /// The view whose style or effect it takes (else the one under it), and its region.
        public var view: String?
        public var region: String?
    }

    /// A hover effect as it stands: whose, which, how far in (0…1) and whether arriving.
    public struct Effect: Codable, Equatable, Sendable {
        public var view: String?
        public var kind: String
        public var progress: Double
        public var active: Bool
    }

    public var app: String
    public var page: PageID
    public var size: Size
    public var scale: Double
    public var focus: String?
    public var shapes: [Shape]
    public var pointer: Pointer
    /// The leaving effect first; omitted when none runs.
    public var effects: [Effect]?
    /// The desktop's settings the gallery drew with; absent for the defaults.
    public var settings: DesktopSettings?

    public static let appName = "gallery"

    static func round(_ v: Double) -> Double { v.isFinite ? (v * 100).rounded() / 100 : 0 }

    /// Pretty-printed JSON with sorted keys.
    public func jsonString() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension GalleryCore {
    public func snapshot() -> GallerySnapshot {
        let r = GallerySnapshot.round
        return GallerySnapshot(
            app: GallerySnapshot.appName, page: page, size: .init(width: width, height: height), scale: r(scale),
            focus: focus,
            shapes: shapes.map { s in
                let f = s.drawnFrame
                return .init(
                    name: s.name, form: s.form, x: r(f.x), y: r(f.y), width: r(f.width), height: r(f.height),
                    scale: r(s.scale), rotation: r(s.rotation), colour: s.colour, label: s.label,
                    message: s.message, counters: s.counters, opacity: r(s.opacity), outline: s.outline,
                    dimmed: s.dimmed)
            },
            pointer: .init(
                style: host.pointerStyle.name, visible: host.pointerStyle != .hidden,
                view: host.pointerViewID.map(Self.name), region: host.pointerRegionID.map(Self.name)),
            effects: host.hoverEffects.isEmpty
                ? nil
                : host.hoverEffects.map {
                    .init(
                        view: $0.viewID.map(Self.name), kind: $0.kind.rawValue, progress: r($0.progress),
                        active: $0.isActive)
                },
            settings: settings == .standard ? nil : settings)
    }

    public func snapshotJSON() -> String { snapshot().jsonString() }

    private static func name(_ id: AnyHashable) -> String { (id.base as? String) ?? "\(id.base)" }
}
