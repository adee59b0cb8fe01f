// swift-tools-version:6.1
// OpacityBars: a Wayland client whose colour bars are driven by the `Gestures` engine.
// Module map (data flows one way): CWayland → WaylandClient → Gestures → OpacityBars → Canvas.
import PackageDescription

let package = Package(
    name: "OpacityBars",
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
        .library(name: "Canvas", targets: ["Canvas"]),
        .library(name: "WaylandClient", targets: ["WaylandClient"]),
        .executable(name: "opacity-bars", targets: ["opacity-bars"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    ],
    targets: [
        // MARK: System libraries (pkg-config, with the Debian packages that provide them)
        .systemLibrary(
            name: "CSystemWayland", path: "Sources/CSystemWayland",
            pkgConfig: "wayland-client wayland-cursor xkbcommon",
            providers: [.apt(["libwayland-dev", "libxkbcommon-dev"])]),
        .systemLibrary(
            name: "CSystemWaylandServer", path: "Sources/CSystemWaylandServer",
            pkgConfig: "wayland-server",
            providers: [.apt(["libwayland-dev"])]),
        .systemLibrary(
            name: "CPixman", path: "Sources/CPixman",
            pkgConfig: "pixman-1 fcft spng",
            providers: [.apt(["libpixman-1-dev", "libfcft-dev", "libspng-dev"])]),

        // MARK: C: the listener shim and the wayland-scanner output
        .target(
            name: "CWayland", dependencies: ["CSystemWayland"],
            cSettings: [.define("_GNU_SOURCE")]),

        // Test peer: a compositor on libwayland-server for wire-level tests (not a product).
        .target(
            name: "CFixtureCompositor", dependencies: ["CSystemWaylandServer", "CSystemWayland", "CWayland"],
            cSettings: [.define("_GNU_SOURCE")], linkerSettings: [.linkedLibrary("m")]),

        // MARK: Swift libraries
        // Math through swift-numerics, so the engine builds wherever Swift runs (no Glibc).
        .target(name: "Gestures", dependencies: [.product(name: "RealModule", package: "swift-numerics")],
                exclude: ["USAGE.md"]),
        .target(name: "Canvas", dependencies: ["CPixman"]),
        .target(name: "OpacityBars", dependencies: ["Gestures", "Canvas"]),
        .target(name: "WaylandClient", dependencies: ["CWayland", "Gestures", "Canvas"]),
        .target(name: "TraceReplay", dependencies: ["Gestures", "CWayland"]),

        // MARK: Executables
        .executableTarget(
            name: "opacity-bars",
            dependencies: [
                "OpacityBars", "WaylandClient", "TraceReplay", "Canvas", "Gestures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "opacity-bars-bench",
            dependencies: ["Gestures", "OpacityBars", "Canvas", "TraceReplay"]),
        // Test peer: serves the app over a real socket and plays a fixture's input (WireTests).
        .executableTarget(
            name: "fixture-compositor",
            dependencies: [
                "CFixtureCompositor", "TraceReplay", "Gestures", "Canvas",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Test tool: one wlr virtual pointer + one virtual keyboard fed from stdin (live tests).
        .executableTarget(
            name: "wl-inject", dependencies: ["CSystemWayland"],
            cSettings: [.define("_GNU_SOURCE")]),

        // MARK: Tests
        // Test support at the engine's level (depends on Gestures only, so the engine's tests
        // build without the app): the engine's contract as a checker over any report stream, a
        // seeded generator, the demo-like list of regions, where the fixture corpus lives.
        .target(name: "TestSupport", dependencies: ["Gestures"], path: "Tests/TestSupport"),
        // Test support above the engine: random words decoded into app events (app property
        // tests and storms), a keyboard without xkb for the trace parser tests.
        .target(name: "AppTestSupport", dependencies: ["OpacityBars", "TraceReplay", "Gestures"],
                path: "Tests/AppTestSupport"),
        .testTarget(
            name: "GesturesTests",
            dependencies: ["Gestures", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas"]),
        .testTarget(
            name: "OpacityBarsTests",
            dependencies: ["OpacityBars", "Gestures", "Canvas", "AppTestSupport",
                           .product(name: "PropertyBased", package: "swift-property-based")],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "TraceReplayTests",
            dependencies: ["TraceReplay", "OpacityBars", "Canvas", "Gestures", "TestSupport", "AppTestSupport"]),
        // The randomized suites (10^5 engine and app streams, thousands of mutated traces), in
        // a target of their own so that scripts/test runs them by target, after the rest.
        .testTarget(
            name: "RandomizedTests",
            dependencies: ["Gestures", "OpacityBars", "TraceReplay", "TestSupport", "AppTestSupport",
                           .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "WaylandClientTests", dependencies: ["WaylandClient", "CWayland", "Gestures", "Canvas"]),
        .testTarget(name: "LiveTests", dependencies: ["Canvas", "WaylandClient", "Gestures"]),
        .testTarget(name: "WireTests", dependencies: ["Canvas", "TraceReplay", "Gestures", "WaylandClient"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
