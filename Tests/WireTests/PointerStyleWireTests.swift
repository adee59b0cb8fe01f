import ContentHost
import Drawing
import Foundation
import Gestures
import TestSupport
import Testing

@testable import WaylandClient

extension WireSuites {
    /// The pointer's style over the wire, as the fixture compositor records it: the real shim and
    /// `WaylandWindow` in this process, and a content whose style depends on where the pointer is.
    ///
    /// Hidden is `wl_pointer.set_cursor` with no surface; a custom pointer is a cursor surface
    /// whose buffer is its box at the scale (a multiple of the buffer scale, or at the exact
    /// fractional scale behind a viewport whose destination is the box) with its hot spot in
    /// logical px; a named shape is cursor-shape-v1's number where it is offered and a theme
    /// image where not. Each is sent once per change, with the enter's serial.
    @Suite
    struct PointerStyleWireTests {
        /// The pointer enters at x 240 and moves right to x 250, 2 px a step: one style throughout.
        static let hover = Binaries.fixturesDirectory + "/synthetic/hover.v121.trace"
        /// The pointer enters at x 100, crosses x 200 to the right, leaves and enters again at x
        /// 100, each a second or so apart, so that the client has shown each style before the next
        /// part comes (Fixtures/pointer-styles.scenario).
        static let sides = Binaries.wireFixturesDirectory + "/pointer-styles.trace"

        /// A 24 × 24 logical triangle pointing at (3, 2).
        static let triangle = CustomPointer(
            path: .polygon([Point(x: 3, y: 2), Point(x: 21, y: 12), Point(x: 9, y: 21)]), width: 24, height: 24,
            hotSpot: Point(x: 3, y: 2))

        /// `left` left of x 200, `right` right of it, over `sides` (twice as fast).
        static func bySide(
            _ left: PointerStyle, _ right: PointerStyle, options: [String] = [], settings: DesktopSettings? = nil
        ) async throws -> WireReport {
            try await StyledContent.run(trace: sides, options: ["--speed", "2"] + options, settings: settings) { p in
                p.x < 200 ? left : right
            }
        }

        @Test(arguments: [false, true])
        func hidden_is_set_cursor_without_a_surface_and_custom_is_the_drawn_surface(cursorShapeOffered: Bool)
            async throws
        {
            let report = try await Self.bySide(
                .hidden, .custom(Self.triangle), options: cursorShapeOffered ? ["--cursor-shape"] : [])
            #expect(report.cursorBadSizes == 0, "\(report.log)")
            #expect(
                report.cursorRequests.map(\.description) == [
                    "hidden", "surface [24, 24] ×1 viewport [24, 24] hot [3, 2]", "hidden",
                ], "\(report.cursorRequests)")
            // The last one after the second enter, with its serial.
            #expect(report.cursorRequests.allSatisfy { $0.serialMatches }, "\(report.cursorRequests)")
        }

        /// The custom pointer's buffer at each scale: integer scales through the buffer scale
        /// (the compositor offering no fractional scale, as sway 1.7), fractional ones and those
        /// the compositor gives as fractional through the viewport, at the exact size.
        @Test(
            arguments: [
                (scale: 1.0, fractional: false, buffer: [24, 24], bufferScale: 1, viewport: nil),
                (scale: 2.0, fractional: false, buffer: [48, 48], bufferScale: 2, viewport: nil),
                (scale: 3.0, fractional: false, buffer: [72, 72], bufferScale: 3, viewport: nil),
                (scale: 1.5, fractional: true, buffer: [36, 36], bufferScale: 1, viewport: [24, 24]),
                (scale: 1.25, fractional: true, buffer: [30, 30], bufferScale: 1, viewport: [24, 24]),
                (scale: 2.0, fractional: true, buffer: [48, 48], bufferScale: 1, viewport: [24, 24]),
            ] as [(scale: Double, fractional: Bool, buffer: [Int32], bufferScale: Int32, viewport: [Int32]?)])
        func a_custom_pointer_is_drawn_at_the_scale(
            _ c: (scale: Double, fractional: Bool, buffer: [Int32], bufferScale: Int32, viewport: [Int32]?)
        ) async throws {
            let report = try await StyledContent.run(
                trace: Self.hover,
                options: ["--speed", "4", "--scale", "\(c.scale)"] + (c.fractional ? [] : ["--no-fractional-scale"])
            ) { _ in .custom(Self.triangle) }
            #expect(report.cursorBadSizes == 0, "\(report.log)")
            let requests = report.cursorRequests
            try #require(requests.count == 1, "\(requests)")
            let r = requests[0]
            #expect(r.kind == "surface" && r.buffer == c.buffer && r.bufferScale == c.bufferScale, "\(r)")
            #expect(r.viewport == c.viewport, "\(r)")
            #expect(r.hotSpot == [3, 2] && r.serialMatches, "\(r)")
        }

        /// Named shapes where the compositor offers cursor-shape-v1: the protocol's numbers, one
        /// request per change and per enter.
        @Test func named_shapes_go_by_number_where_cursor_shape_is_offered() async throws {
            let report = try await Self.bySide(.system(.crosshair), .system(.grab), options: ["--cursor-shape"])
            #expect(
                report.cursorRequests.map(\.description) == ["shape 8", "shape 16", "shape 8"],
                "\(report.cursorRequests)")
            #expect(report.cursorRequests.allSatisfy { $0.serialMatches })
        }

        /// Where it is not, a theme's image on a cursor surface, at the buffer scale (a theme
        /// without an image that divides by it is shown at a smaller one), with its hot spot
        /// inside it.
        @Test(arguments: [1.0, 2.0])
        func named_shapes_are_theme_images_where_cursor_shape_is_not_offered(scale: Double) async throws {
            let report = try await Self.bySide(
                .system(.crosshair), .system(.notAllowed), options: ["--scale", "\(scale)", "--no-fractional-scale"])
            #expect(report.cursorBadSizes == 0, "\(report.log)")
            let requests = report.cursorRequests
            try #require(requests.count == 3, "\(requests)")
            for r in requests {
                let buffer = try #require(r.buffer), bs = try #require(r.bufferScale), hot = try #require(r.hotSpot)
                #expect(r.kind == "surface" && buffer[0] > 0 && buffer[1] > 0 && r.viewport == nil, "\(r)")
                #expect(bs >= 1 && Double(bs) <= scale && buffer[0] % bs == 0 && buffer[1] % bs == 0, "\(r)")
                #expect(hot[0] >= 0 && hot[0] <= buffer[0] / bs && hot[1] >= 0 && hot[1] <= buffer[1] / bs, "\(r)")
                #expect(r.serialMatches, "\(r)")
            }
        }

        /// The desktop's cursor theme and size choose the theme's images: Adwaita's at 48 px
        /// where the desktop says 48, at 32 where it says 32.
        @Test func theme_images_follow_the_desktops_cursor_theme_and_size() async throws {
            let sized = try await Self.bySide(
                .system(.crosshair), .system(.notAllowed), options: ["--no-fractional-scale"],
                settings: DesktopSettings(cursorTheme: "Adwaita", cursorSize: 48))
            let smaller = try await Self.bySide(
                .system(.crosshair), .system(.notAllowed), options: ["--no-fractional-scale"],
                settings: DesktopSettings(cursorTheme: "Adwaita", cursorSize: 32))
            try #require(sized.cursorRequests.count == 3 && smaller.cursorRequests.count == 3)
            #expect(
                sized.cursorRequests.allSatisfy { $0.buffer == [48, 48] && $0.bufferScale == 1 },
                "\(sized.cursorRequests)")
            #expect(smaller.cursorRequests.allSatisfy { $0.buffer == [32, 32] }, "\(smaller.cursorRequests)")
        }
    }
}

/// Draws one colour once and shows the pointer in the style `style` gives for where it is.
final class StyledContent: WindowContent {
    let style: @Sendable (Point) -> PointerStyle
    var pointer = Point.zero
    var size = (width: 480, height: 800)
    var scale = 1.0
    var drawn = false
    var closeRequested = false

    init(style: @escaping @Sendable (Point) -> PointerStyle) { self.style = style }

    func handle(_ event: InputEvent, at now: Double) {
        switch event {
        case .pointerEnter(let p), .pointerMotion(let p, _): pointer = p
        default: break
        }
    }
    func configure(width: Int, height: Int) {
        if width > 0 { size.width = width }
        if height > 0 { size.height = height }
        drawn = false
    }
    func setScale(_ scale: Double) { self.scale = scale; drawn = false }
    func setKeyRepeat(rate: Int32, delay: Int32, at now: Double) {}
    func requestClose() { closeRequested = true }
    func advance(to now: Double) {}
    func settle(from now: Double) -> Double { now }
    var nextDeadline: Double? { nil }
    var isAnimating: Bool { false }
    var logicalSize: (width: Int, height: Int) { size }
    var needsRedraw: Bool { !drawn }
    func render(into canvas: Canvas, stale: Region?) -> Region {
        canvas.fill(canvas.bounds, color: Color(argb: 0xff80_8080))
        drawn = true
        return Region(canvas.bounds)
    }
    var cursor: CursorShape { .default }
    var pointerStyle: PointerStyle { style(pointer) }
    var wantsToClose: Bool { closeRequested }

    /// Plays `trace` to a `WaylandWindow` in this process showing this content,
    /// and returns the compositor's report once it closed the window.
    static func run(
        trace: String, options: [String] = [], settings: DesktopSettings? = nil,
        style: @escaping @Sendable (Point) -> PointerStyle
    ) async throws -> WireReport {
        let compositor = try WireSession.serving(
            fixture: trace, options: ["--settle-ms", "150", "--settle-timeout-ms", "10000"] + options)
        let display = compositor.socket
        let closed = try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result { () throws(WaylandError) -> Bool in
                        let window = try WaylandWindow(
                            title: "Pointer", appID: "org.opacitybars.Test", content: StyledContent(style: style),
                            display: display)
                        if let settings { window.setDesktopSettings(settings) }
                        return try window.run() == .closed
                    })
            }.start()
        }
        // It writes its report once the window has gone.
        try await compositor.finish(timeout: 30)
        #expect(closed, "\(compositor.diagnostics)")
        return try #require(compositor.report, "\(compositor.diagnostics)")
    }
}
