// swift-tools-version:6.1
// The trace parser's libFuzzer harness, as a package of its own beside the product: its one
// target has no `main` (libFuzzer supplies it), so it links only when built by
// scripts/fuzz-trace-parser (`swift build --sanitize=fuzzer --sanitize=address`), and the
// product's `swift build` never sees it. It uses the product's `TraceReplay` library as is.
import PackageDescription

let package = Package(
    name: "OpacityBarsFuzz",
    dependencies: [.package(name: "OpacityBars", path: "..")],
    targets: [
        .executableTarget(
            name: "trace-parser-fuzzer",
            dependencies: [
                .product(name: "TraceReplay", package: "OpacityBars"),
                .product(name: "Gestures", package: "OpacityBars"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
