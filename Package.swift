// swift-tools-version:6.0
// Plumb: a constraint-layout DSL for Swift, with its own Auto Layout engine.
// The library has no package dependencies; `Benchmarks/` is a separate package.
import PackageDescription

let package = Package(
    name: "Plumb",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1)],
    products: [
        .library(name: "PlumbSolver", targets: ["PlumbSolver"]),
        .library(name: "Plumb", targets: ["Plumb"]),
        .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
        .executable(name: "plumb-demo", targets: ["plumb-demo"]),
    ],
    targets: [
        .target(name: "PlumbSolver"),
        .target(name: "Plumb"),
        .target(name: "PlumbLayout", dependencies: ["Plumb", "PlumbSolver"]),
        .executableTarget(name: "plumb-demo", dependencies: ["PlumbLayout"]),
        .testTarget(name: "PlumbSolverTests", dependencies: ["PlumbSolver"]),
        .testTarget(name: "PlumbTests", dependencies: ["Plumb"]),
        .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
