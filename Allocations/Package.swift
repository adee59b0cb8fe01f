// swift-tools-version:6.1
// Heap allocations on the input and frame paths, counted as a test (scripts/test runs it):
// a package of its own beside the product, like Fuzz/ and Benchmarks/, for two reasons.
// - It is built in release: the product's promise (no allocator on the input and frame path,
//   docs/BENCH.md P3) is about the optimized code that ships; a debug build boxes, copies and
//   calls unspecialized generics that release does not, so its count says nothing about it.
// - Its counter replaces malloc and friends for the whole test process: only this package's
//   test executable links it, never the product's tests (which ASan and valgrind also run).
// The workloads are the product's own (`BenchWorkloads`), the ones both benches drive.
import PackageDescription

let package = Package(
    name: "OpacityBarsAllocations",
    dependencies: [.package(name: "OpacityBars", path: "..")],
    targets: [
        // malloc, calloc, realloc and the aligned allocators, counted per thread while a test
        // asks, then handed to glibc.
        .target(name: "CAllocationCounter", cSettings: [.define("_GNU_SOURCE")]),
        .testTarget(
            name: "AllocationTests",
            dependencies: ["CAllocationCounter", .product(name: "BenchWorkloads", package: "OpacityBars")],
            // The test functions in the dynamic symbol table, so a failure's backtrace names them.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
    ],
    swiftLanguageModes: [.v6]
)
