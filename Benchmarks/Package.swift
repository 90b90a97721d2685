// swift-tools-version:6.1
// Benchmarks for Plumb: its own package, so that the library keeps zero dependencies.
// Run `swift package benchmark` here for the ordo-one benchmarks, or the scripts in Scripts/.
import PackageDescription

let package = Package(
    name: "PlumbBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Plumb", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The solver workload (GRID-N / INDEP-N), shared by the ordo-one target and `solver-table`.
        // glibc's mallinfo2, which the Glibc module does not export (live heap bytes), and
        // getrusage(RUSAGE_THREAD) (context switches and page faults of the measuring thread).
        .target(name: "CHeapUsage", path: "Sources/CHeapUsage"),
        .target(
            name: "SolverWorkload",
            dependencies: ["CHeapUsage", .product(name: "PlumbSolver", package: "Plumb")],
            path: "Sources/SolverWorkload"
        ),
        // The engine workloads (DSL overhead, list screens) on PlumbLayout.
        .target(
            name: "LayoutWorkload",
            dependencies: ["SolverWorkload", .product(name: "PlumbLayout", package: "Plumb")],
            path: "Sources/LayoutWorkload"
        ),
        .executableTarget(
            name: "layout-table",
            dependencies: ["LayoutWorkload"],
            path: "Sources/layout-table"
        ),
        .executableTarget(
            name: "solver-table",
            dependencies: ["SolverWorkload"],
            path: "Sources/solver-table"
        ),
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                "SolverWorkload",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                "LayoutWorkload",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
