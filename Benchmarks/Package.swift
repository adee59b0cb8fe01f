// swift-tools-version:6.1
// The micro benchmarks with baselines, as a package of its own beside the product (like Fuzz/):
// ordo-one/benchmark counts mallocs itself, keeps percentiles and compares a run with the
// baseline committed in .benchmarkBaselines/, so the product's `swift build` and CI never
// build it or its dependencies. The workloads are the product's own (`BenchWorkloads`), the
// ones opacity-bars-bench drives. Run through scripts/bench (docs/BENCH.md).
import PackageDescription

let benchmark: [Target.Dependency] = [
    .product(name: "Benchmark", package: "benchmark"),
    .product(name: "BenchWorkloads", package: "OpacityBars"),
    "Support",
]

let package = Package(
    name: "OpacityBarsBenchmarks",
    dependencies: [
        .package(name: "OpacityBars", path: ".."),
        // The malloc interposer alone: it counts the allocations; the Swift runtime
        // interposer (ARC counts), a default trait on Swift 6.3, is not needed here.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Metrics, thresholds and the measured part of an iteration, shared by the suites.
        .target(name: "Support", dependencies: [.product(name: "Benchmark", package: "benchmark")], path: "Support"),
        // The plugin finds benchmark targets in Benchmarks/<name>/ of this package.
        .executableTarget(
            name: "EngineBenchmarks", dependencies: benchmark, path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "FrameBenchmarks",
            dependencies: benchmark, path: "Benchmarks/FrameBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ],
    swiftLanguageModes: [.v5]
)
