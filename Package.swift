// swift-tools-version:6.1
// OpacityBars: a Wayland client whose colour bars are driven by the `Gestures` engine.
// The module map (what each target owns and depends on) is docs/ARCHITECTURE.md's, which
// scripts/check-docs compares with this file's targets.
import Foundation
import PackageDescription

/// The release opacity-bars links gcc's C++ runtime and unwinder statically: as shared libraries
/// they are 5 200 relocations, a constructor that asks the CPU for its model and 40 page faults
/// at every start (docs/BENCH.md, P5). scripts/link holds an empty `libstdc++.so`, found before
/// gcc's for the toolchain's own `-lstdc++`. Nothing where gcc's libstdc++.a is not installed.
let staticCXXRuntime: [String] = {
    #if arch(x86_64)
    let gcc = "/usr/lib/gcc/x86_64-linux-gnu"
    #else
    let gcc = "/usr/lib/gcc/aarch64-linux-gnu"
    #endif
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: gcc)) ?? []
    for version in versions.sorted(by: { (Int($0) ?? 0) > (Int($1) ?? 0) }) {
        let archive = "\(gcc)/\(version)/libstdc++.a"
        if FileManager.default.fileExists(atPath: archive) {
            return ["-L", Context.packageDirectory + "/scripts/link", "-Xclang-linker", "-static-libgcc",
                    "-Xclang-linker", archive]
        }
    }
    return []
}()

let package = Package(
    name: "OpacityBars",
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
        // A test driver for apps on Gestures: input on one clock as Wayland sends it.
        .library(name: "GesturesTesting", targets: ["GesturesTesting"]),
        .library(name: "Drawing", targets: ["Drawing"]),
        .library(name: "WaylandClient", targets: ["WaylandClient"]),
        // The trace parser and replay loop (also what Fuzz/, the parser's libFuzzer package, uses).
        .library(name: "TraceReplay", targets: ["TraceReplay"]),
        .executable(name: "opacity-bars", targets: ["opacity-bars"]),
        // The benches' workloads (engine events, renderer frames, the app core's session), one
        // definition for opacity-bars-bench and for the Benchmarks and Allocations packages
        // beside the product.
        .library(name: "BenchWorkloads", targets: ["BenchWorkloads"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        // `swift package generate-documentation --target Gestures` (scripts/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The bench's input-to-photon latencies (opacity-bars-bench only).
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.2.0"),
    ],
    targets: [
        // MARK: System libraries (pkg-config, with the Debian packages that provide them)
        .systemLibrary(
            name: "CSystemWayland", path: "Sources/CSystemWayland",
            pkgConfig: "wayland-client",
            providers: [.apt(["libwayland-dev"])]),
        .systemLibrary(
            name: "CSystemXKB", path: "Sources/CSystemXKB",
            pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev"])]),
        .systemLibrary(
            name: "CSystemWaylandServer", path: "Sources/CSystemWaylandServer",
            pkgConfig: "wayland-server",
            providers: [.apt(["libwayland-dev"])]),
        // sd-bus's header only: CAccessibilityBus loads libsystemd when the bus is first opened.
        .systemLibrary(
            name: "CSystemSDBus", path: "Sources/CSystemSDBus",
            providers: [.apt(["libsystemd-dev"])]),
        // fcft's, fontconfig's and libspng's headers come along, but not their libraries:
        // CFontLibrary loads the first two when the first font is, CPNGLibrary libspng at the
        // first PNG.
        .systemLibrary(
            name: "CPixman", path: "Sources/CPixman",
            pkgConfig: "pixman-1",
            providers: [.apt(["libpixman-1-dev", "libfcft-dev", "libspng-dev"])]),

        // MARK: C: the xkb helpers, the wayland-scanner output and the listener shim
        // xkbcommon keymap + state (evdev → keysym, masks → modifiers), without libwayland:
        // the live shim's keyboard and the trace parser's default keymap share it.
        .target(name: "CXKB", dependencies: ["CSystemXKB"], cSettings: [.define("_GNU_SOURCE")]),
        // wayland-scanner's output for every protocol any target speaks (scripts/gen-protocols):
        // the interface tables compiled once, the client and server headers beside them.
        .target(name: "CWaylandProtocols", dependencies: ["CSystemWayland"]),
        .target(
            name: "CWayland", dependencies: ["CSystemWayland", "CWaylandProtocols", "CXKB", "CLibraryLoader"],
            cSettings: [.define("_GNU_SOURCE")]),

        // A library opened with dlopen at its first use, its functions resolved into typed
        // pointers: what the five targets below that load one share.
        .target(name: "CLibraryLoader"),
        // fcft and fontconfig, opened with dlopen on the first font (a start from glyph
        // snapshots loads neither).
        .target(name: "CFontLibrary", dependencies: ["CPixman", "CLibraryLoader"]),
        // libspng, opened with dlopen at the first PNG (no start encodes or decodes one).
        .target(name: "CPNGLibrary", dependencies: ["CPixman", "CLibraryLoader"]),

        // A solid colour through a8 coverage OVER ARGB pixels with AVX2, as pixman rounds it
        // (the labels' glyphs).
        .target(name: "CPixelBlend"),

        // sd-bus in plain functions (its own API is variadic and macro-built): the accessibility
        // bus, found, joined and served from the app's own poll loop.
        .target(name: "CAccessibilityBus", dependencies: ["CSystemSDBus", "CLibraryLoader"]),
        // One GSettings key through GIO, loaded with dlopen (no headers, no link).
        .target(name: "CGSettings", dependencies: ["CLibraryLoader"], cSettings: [.define("_GNU_SOURCE")]),

        // Test peer: a compositor on libwayland-server for wire-level tests (not a product).
        .target(
            name: "CFixtureCompositor", dependencies: ["CSystemWaylandServer", "CSystemXKB", "CWaylandProtocols"],
            cSettings: [.define("_GNU_SOURCE")], linkerSettings: [.linkedLibrary("m")]),

        // MARK: Swift libraries
        // Math through swift-numerics, so the engine builds wherever Swift runs (no Glibc).
        .target(name: "Gestures", dependencies: [.product(name: "RealModule", package: "swift-numerics")],
                exclude: ["USAGE.md"]),
        .target(name: "GesturesTesting", dependencies: ["Gestures"]),
        .target(name: "Drawing", dependencies: ["CPixman", "CFontLibrary", "CPNGLibrary", "CPixelBlend"]),
        // What the app's content and its two hosts (the live window, the trace replayer) share,
        // without Wayland: the `WindowContent` protocol, the scale rule, the cursor shapes, the
        // rule for the touch frame a compositor omits. (Drawing only for `render`'s signature.)
        .target(name: "ContentHost", dependencies: ["Gestures", "Drawing"]),
        .target(name: "OpacityBars", dependencies: ["Gestures", "Drawing", "ContentHost"]),
        // The gesture gallery: a second app on the same engine, window and replay, one page
        // per group of gestures (docs/ARCHITECTURE.md).
        .target(name: "Gallery", dependencies: ["Gestures", "Drawing", "ContentHost"]),
        // The title bar, border and shadow a client draws where the compositor draws none
        // (GNOME's, weston), around either app, driven by its own gesture engine.
        .target(name: "Decorations", dependencies: ["Gestures", "Drawing", "ContentHost"]),
        // AT-SPI 2 over the accessibility bus: an app describes itself as a tree of accessible
        // nodes read from its model; this serves the tree to screen readers and sends the
        // events they need (no Wayland, no app: both apps give their trees to it).
        .target(name: "Accessibility", dependencies: ["CAccessibilityBus"]),
        // The desktop's settings (dark, high contrast, the title bar's buttons) through the
        // Settings portal, on the session bus through the same sd-bus layer.
        .target(name: "DesktopPortal", dependencies: ["Accessibility", "ContentHost", "CGSettings"]),
        // Both apps' accessibility trees, read from their models (the Colours list's sliders,
        // the gallery's pages and shapes) below one shared window root.
        .target(
            name: "AppAccessibility", dependencies: ["Accessibility", "OpacityBars", "Gallery", "Gestures", "Decorations"]),
        .target(name: "WaylandClient", dependencies: ["CWayland", "ContentHost", "Gestures", "Drawing"]),
        .target(name: "TraceReplay", dependencies: ["Gestures", "ContentHost", "CXKB"]),
        // The trace writer: scenario → synthetic trace in any libwayland format (the fixtures,
        // `opacity-bars gen-trace`, the bench's session). A tool, not part of the product.
        .target(name: "FixtureWriter"),
        // Scenes built by hand in the default layout: what the renderer's tests draw and its
        // bench times (not a product: the app builds its scenes from the model).
        .target(name: "SceneFixtures", dependencies: ["OpacityBars", "Drawing"]),
        // The workloads both benches drive (opacity-bars-bench here, Benchmarks/ beside the
        // product, which measures them against its committed baseline), the allocation test
        // (Allocations/), and the real strokes with the platforms' velocity estimate that the
        // bench and the fling tests compare the engine with: not part of the app.
        .target(name: "BenchWorkloads", dependencies: ["Gestures", "OpacityBars", "Gallery", "Drawing", "SceneFixtures"]),
        // The window options both players of a trace take (replay, fixture-compositor).
        .target(name: "WindowOptions",
                dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // MARK: Executables
        .executableTarget(
            name: "opacity-bars",
            dependencies: [
                "OpacityBars", "Gallery", "Decorations", "WaylandClient", "TraceReplay", "FixtureWriter", "Drawing",
                "ContentHost", "Accessibility", "AppAccessibility", "DesktopPortal", "WindowOptions", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release builds link at a fixed address: a position-independent executable makes
            // the dynamic loader apply some 43 000 relocations to the 33 MB program and copy
            // every page they touch before main, 0.4 ms of a start's 2.9 ms of CPU
            // (docs/BENCH.md, P5). The libraries and the stack are still placed at random.
            // Its symbols are not exported either (the toolchain's static-stdlib flags export them
            // all): 7 400 dynamic symbols the loader hashes and every dladdr scans.
            linkerSettings: [
                .unsafeFlags(
                    ["-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic"] + staticCXXRuntime,
                    .when(configuration: .release))
            ]),
        .executableTarget(
            name: "opacity-bars-bench",
            dependencies: ["BenchWorkloads", "Gestures", "OpacityBars", "Drawing", "ContentHost", "TraceReplay",
                           "FixtureWriter", "Accessibility", "AppAccessibility", "Gallery", "Decorations",
                           .product(name: "Histogram", package: "hdrhistogram-swift")]),
        // Test peer: serves the app over a real socket and plays a fixture's input (WireTests).
        .executableTarget(
            name: "fixture-compositor",
            dependencies: [
                "CFixtureCompositor", "TraceReplay", "ContentHost", "Gestures", "Drawing", "WindowOptions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Test tool: one wlr virtual pointer + one virtual keyboard fed from stdin (live tests).
        .executableTarget(
            name: "wl-inject", dependencies: ["CSystemWayland", "CSystemXKB", "CWaylandProtocols"],
            cSettings: [.define("_GNU_SOURCE")]),
        // Bench tool: the floor of input-to-photon (P8), a client that commits on each motion.
        .executableTarget(
            name: "bench-ideal-client", dependencies: ["CSystemWayland", "CWaylandProtocols"],
            cSettings: [.define("_GNU_SOURCE")]),

        // MARK: Tests
        // Test support at the engine's level (depends on Gestures only, so the engine's tests
        // build without the app): the engine's contract as a checker over any report stream, a
        // seeded generator, the demo-like list of regions, where the fixture corpus lives.
        .target(name: "TestSupport", dependencies: ["Gestures", "GesturesTesting"], path: "Tests/TestSupport"),
        // Test support above the engine: the input driver's app and gallery targets, the golden
        // checker, random words decoded into app events (app property tests and storms), a
        // keyboard without xkb for the trace parser tests.
        .target(name: "AppTestSupport",
                dependencies: ["OpacityBars", "Gallery", "TraceReplay", "Gestures", "Drawing", "TestSupport"],
                path: "Tests/AppTestSupport"),
        .testTarget(
            name: "GesturesTests",
            dependencies: ["Gestures", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "DrawingTests", dependencies: ["Drawing", "TestSupport"]),
        .testTarget(name: "DecorationsTests", dependencies: ["Decorations", "ContentHost", "Gestures", "Drawing"]),
        // The gallery's behaviours through its core, and its replay fixtures with goldens.
        .testTarget(name: "GalleryTests",
                    dependencies: ["Gallery", "Gestures", "Drawing", "TraceReplay", "FixtureWriter", "TestSupport",
                                   "AppTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(
            name: "OpacityBarsTests",
            dependencies: ["OpacityBars", "Gestures", "Drawing", "TestSupport", "AppTestSupport", "SceneFixtures",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "TraceReplayTests",
            dependencies: ["TraceReplay", "FixtureWriter", "OpacityBars", "Drawing", "Gestures", "TestSupport", "AppTestSupport",
                           "Decorations", "ContentHost", "BenchWorkloads"]),
        // The randomized suites (10^5 engine and app streams, thousands of mutated traces), in
        // a target of their own so that scripts/test runs them by target, after the rest.
        .testTarget(
            name: "RandomizedTests",
            dependencies: ["Gestures", "OpacityBars", "TraceReplay", "TestSupport", "AppTestSupport",
                           .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "WaylandClientTests", dependencies: ["WaylandClient", "ContentHost", "CWayland", "CXKB", "Gestures", "Drawing", "TraceReplay"]),
        .testTarget(name: "ContentHostTests", dependencies: ["ContentHost", "Gestures"]),
        // What the Settings portal's keys mean (no bus: the live suite has the real portal).
        .testTarget(name: "DesktopPortalTests", dependencies: ["DesktopPortal", "ContentHost"]),
        // The accessibility layer's events from tree to tree, and the apps' trees read from
        // their cores (no bus: the live suite has one).
        .testTarget(
            name: "AccessibilityTests",
            dependencies: ["Accessibility", "AppAccessibility", "Gallery", "OpacityBars", "Decorations", "Gestures"]),
        // A recognizer declared outside the engine (public API only, no @testable), composed
        // with the built-ins: proof that the recognizer set is open. Also the DocC articles'
        // examples, compiled and run here, which the articles quote exactly.
        .testTarget(name: "CustomRecognizerTests", dependencies: ["Gestures", "GesturesTesting", "TestSupport"]),
        .testTarget(name: "LiveTests", dependencies: ["Drawing", "WaylandClient", "ContentHost", "Gestures", "Gallery", "Decorations", "TraceReplay", "TestSupport"]),
        .testTarget(name: "WireTests", dependencies: ["Drawing", "TraceReplay", "Gestures", "WaylandClient", "ContentHost", "TestSupport"],
                    exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
