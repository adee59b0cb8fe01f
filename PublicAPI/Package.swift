// swift-tools-version:6.1
// The `Gestures` library as an app outside this package sees it: only its public API, and
// GesturesTesting's driver. The seeds' SwiftUI and UIKit examples, written the way their
// originals read, compile and run here (scripts/test runs it), so a symbol the library's own
// targets reach at `package` level can never be what an example needs.
import PackageDescription

let package = Package(
    name: "OpacityBarsPublicAPI",
    dependencies: [.package(name: "OpacityBars", path: "..")],
    targets: [
        .testTarget(
            name: "SeedExampleTests",
            dependencies: [
                .product(name: "Gestures", package: "OpacityBars"),
                .product(name: "GesturesTesting", package: "OpacityBars"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
