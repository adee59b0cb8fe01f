/// The pointer shapes desktops name: the CSS cursor names, numbered as cursor-shape-v1 numbers
/// them (`wp_cursor_shape_device_v1.shape`), so a Wayland host passes them through as they are
/// and draws the same one from the cursor theme where the compositor lacks the protocol.
public enum CursorShape: UInt32, Hashable, Sendable, CaseIterable {
    case `default` = 1
    case contextMenu, help
    /// Over something that acts when clicked: a link, a button.
    case pointer
    case progress, wait, cell, crosshair, text, verticalText, alias, copy, move, noDrop, notAllowed
    /// Over something that can be dragged.
    case grab
    /// While dragging.
    case grabbing
    case eResize, nResize, neResize, nwResize, sResize, seResize, swResize, wResize
    case ewResize, nsResize, neswResize, nwseResize, colResize, rowResize, allScroll, zoomIn, zoomOut

    /// Its CSS name (what cursor themes call it).
    public var name: String {
        switch self {
        case .default: "default"
        case .contextMenu: "context-menu"
        case .help: "help"
        case .pointer: "pointer"
        case .progress: "progress"
        case .wait: "wait"
        case .cell: "cell"
        case .crosshair: "crosshair"
        case .text: "text"
        case .verticalText: "vertical-text"
        case .alias: "alias"
        case .copy: "copy"
        case .move: "move"
        case .noDrop: "no-drop"
        case .notAllowed: "not-allowed"
        case .grab: "grab"
        case .grabbing: "grabbing"
        case .eResize: "e-resize"
        case .nResize: "n-resize"
        case .neResize: "ne-resize"
        case .nwResize: "nw-resize"
        case .sResize: "s-resize"
        case .seResize: "se-resize"
        case .swResize: "sw-resize"
        case .wResize: "w-resize"
        case .ewResize: "ew-resize"
        case .nsResize: "ns-resize"
        case .neswResize: "nesw-resize"
        case .nwseResize: "nwse-resize"
        case .colResize: "col-resize"
        case .rowResize: "row-resize"
        case .allScroll: "all-scroll"
        case .zoomIn: "zoom-in"
        case .zoomOut: "zoom-out"
        }
    }
}

/// A pointer the app draws itself: a path filled and outlined in a box of `width` × `height`
/// logical px, with the hot spot (where it points) in that box. The host draws it at the
/// output's scale, so it stays crisp at any scale (UIKit's `UIPointerShape.path`).
public struct CustomPointer: Hashable, Sendable {
    /// In the box's logical coordinates, (0, 0) its top-left corner.
    public var path: ShapePath
    public var width: Double
    public var height: Double
    public var hotSpot: Point
    /// Premultiplied-free 0xAARRGGBB colours.
    public var fill: UInt32
    public var stroke: UInt32
    /// The outline's width (logical px); 0 for none.
    public var lineWidth: Double
    public var evenOdd: Bool

    public init(
        path: ShapePath, width: Double, height: Double, hotSpot: Point, fill: UInt32 = 0xFF1C_1C1E,
        stroke: UInt32 = 0xFFFF_FFFF, lineWidth: Double = 1.5, evenOdd: Bool = false
    ) {
        self.path = path; self.width = width; self.height = height; self.hotSpot = hotSpot
        self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth; self.evenOdd = evenOdd
    }

    /// `shape` drawn in a `width` × `height` box, pointing at its centre unless `hotSpot` says
    /// otherwise (UIKit's `UIPointerShape.path` and `.roundedRect`).
    public init(
        _ shape: ContentShape, width: Double, height: Double, hotSpot: Point? = nil, fill: UInt32 = 0xFF1C_1C1E,
        stroke: UInt32 = 0xFFFF_FFFF, lineWidth: Double = 1.5
    ) {
        // Inset by half the outline, so that the outline stays inside the box.
        let inset = lineWidth / 2
        let box = GestureRect(
            x: inset, y: inset, width: max(0, width - lineWidth), height: max(0, height - lineWidth))
        self.init(
            path: shape.path(in: box), width: width, height: height,
            hotSpot: hotSpot ?? Point(x: width / 2, y: height / 2), fill: fill, stroke: stroke, lineWidth: lineWidth,
            evenOdd: shape.isEvenOdd)
    }

    /// A vertical text beam `length` px long (UIKit's `UIPointerShape.verticalBeam`).
    public static func verticalBeam(length: Double) -> CustomPointer {
        CustomPointer(.roundedRectangle(cornerRadius: 1.5), width: 4, height: max(4, length), lineWidth: 1)
    }

    /// A horizontal beam `length` px long (UIKit's `UIPointerShape.horizontalBeam`).
    public static func horizontalBeam(length: Double) -> CustomPointer {
        CustomPointer(.roundedRectangle(cornerRadius: 1.5), width: max(4, length), height: 4, lineWidth: 1)
    }
}

/// How the pointer looks over a view (SwiftUI's `PointerStyle`): a shape the desktop names, a
/// shape the app draws, or hidden.
///
/// ```swift
/// link.pointerStyle(.link)
/// handle.pointerStyle(.frameResize(position: .trailing))
/// canvas.pointerStyle(.shape(.ellipse, width: 12, height: 12))
/// ```
public enum PointerStyle: Hashable, Sendable {
    case system(CursorShape)
    case custom(CustomPointer)
    /// No pointer drawn (SwiftUI's `pointerVisibility(.hidden)`): an effect stands for it.
    case hidden

    public static let `default` = PointerStyle.system(.default)
    /// Over a link or anything that acts when clicked.
    public static let link = PointerStyle.system(.pointer)
    public static let grabIdle = PointerStyle.system(.grab)
    public static let grabActive = PointerStyle.system(.grabbing)
    public static let horizontalText = PointerStyle.system(.text)
    public static let verticalText = PointerStyle.system(.verticalText)
    public static let rectSelection = PointerStyle.system(.crosshair)
    public static let columnResize = PointerStyle.system(.colResize)
    public static let rowResize = PointerStyle.system(.rowResize)
    public static let zoomIn = PointerStyle.system(.zoomIn)
    public static let zoomOut = PointerStyle.system(.zoomOut)
    public static let move = PointerStyle.system(.move)
    public static let notAllowed = PointerStyle.system(.notAllowed)
    public static let contextMenu = PointerStyle.system(.contextMenu)

    /// Where on a frame a resize starts (SwiftUI's `FrameResizePosition`, left to right).
    public enum FrameResizePosition: Hashable, Sendable {
        case top, leading, bottom, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    /// Which ways a frame edge can go from here (SwiftUI's `FrameResizeDirection`).
    public enum FrameResizeDirection: Hashable, Sendable {
        /// Both ways: a two-headed arrow.
        case all
        /// Only outward (the frame can only grow): an arrow pointing away from the frame.
        case outward
        /// Only inward (the frame can only shrink).
        case inward
    }

    /// The arrow for resizing a frame from `position` (SwiftUI's `.frameResize(position:directions:)`).
    public static func frameResize(position: FrameResizePosition, directions: FrameResizeDirection = .all)
        -> PointerStyle
    {
        let outward: CursorShape, inward: CursorShape, both: CursorShape
        switch position {
        case .top: (outward, inward, both) = (.nResize, .sResize, .nsResize)
        case .bottom: (outward, inward, both) = (.sResize, .nResize, .nsResize)
        case .leading: (outward, inward, both) = (.wResize, .eResize, .ewResize)
        case .trailing: (outward, inward, both) = (.eResize, .wResize, .ewResize)
        case .topLeading: (outward, inward, both) = (.nwResize, .seResize, .nwseResize)
        case .bottomTrailing: (outward, inward, both) = (.seResize, .nwResize, .nwseResize)
        case .topTrailing: (outward, inward, both) = (.neResize, .swResize, .neswResize)
        case .bottomLeading: (outward, inward, both) = (.swResize, .neResize, .neswResize)
        }
        switch directions {
        case .all: return .system(both)
        case .outward: return .system(outward)
        case .inward: return .system(inward)
        }
    }

    /// A pointer drawn as `shape` in a `width` × `height` box (SwiftUI's `.shape(_:eoFill:size:)`).
    public static func shape(_ shape: ContentShape, width: Double, height: Double) -> PointerStyle {
        .custom(CustomPointer(shape, width: width, height: height))
    }

    /// For the explain log and snapshots: the CSS name, "custom" or "hidden".
    public var name: String {
        switch self {
        case .system(let s): s.name
        case .custom: "custom"
        case .hidden: "hidden"
        }
    }
}
