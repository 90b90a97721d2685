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
        // Test support for users' own suites: layout snapshot assertions (links XCTest and
        // Swift Testing from the toolchain; add it to test targets only).
        .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
    ],
    targets: [
        .target(name: "PlumbSolver"),
        .target(name: "Plumb"),
        .target(name: "PlumbLayout", dependencies: ["Plumb", "PlumbSolver"]),
        .target(name: "PlumbSnapshotTesting", dependencies: ["PlumbLayout"]),
        // The demo's screens live in a library (in no product) so that the tests can lay them out.
        .target(name: "PlumbDemoScreens", dependencies: ["PlumbLayout"]),
        // In no product: SwiftPM gives a root package's executable targets an implicit
        // product, so `swift run plumb-demo` works here, and dependants never see it.
        .executableTarget(name: "plumb-demo", dependencies: ["PlumbDemoScreens"]),
        .testTarget(
            name: "PlumbSolverTests", dependencies: ["PlumbSolver", "PlumbOracle"],
            resources: [.copy("Resources")]),
        // PublicNames/Resources: the Apple ecosystem's public names, read from the source
        // tree by PublicNamesTests (Scripts/extract-framework-names.py regenerates them).
        .testTarget(
            name: "PlumbTests", dependencies: ["Plumb"], exclude: ["PublicNames/Resources"]),
        .testTarget(
            name: "PlumbSnapshotTestingTests",
            dependencies: ["PlumbSnapshotTesting", "PlumbXMLTestSupport"]),
        .testTarget(
            name: "PlumbLayoutTests", dependencies: ["PlumbLayout", "PlumbXMLTestSupport"]),
        .testTarget(
            name: "PlumbDemoTests",
            dependencies: ["PlumbDemoScreens", "PlumbXMLTestSupport", "PlumbSnapshotTesting"],
            exclude: ["Snapshots", "DocumentationSamples/__Snapshots__"]),
        // Parses SVG output as XML in the rendering tests (test support only, in no product).
        .target(name: "PlumbXMLTestSupport", path: "Tests/Support/PlumbXMLTestSupport"),
        // An exact (rational) lexicographic LP oracle that checks PlumbSolver's answers; it
        // shares no code with the solver (test support only, in no product).
        // Optimised even in debug builds (7x faster), so CI can afford enough systems; in no
        // product, so the unsafe flag does not affect packages that depend on Plumb.
        .target(
            name: "PlumbOracle", path: "Tests/Support/PlumbOracle",
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        // The Apple backend compiled and tested on any OS against stubs with UIKit's and
        // AppKit's exact signatures (test support only, in no product). Each test target
        // holds a symlink to Sources/Plumb/Backends/Apple/AppleConstraintBackend.swift.
        .target(name: "PlumbUIKitStub", path: "Tests/Support/PlumbUIKitStub"),
        .target(name: "PlumbAppKitStub", path: "Tests/Support/PlumbAppKitStub"),
        .testTarget(
            name: "PlumbUIKitBackendTests", dependencies: ["Plumb", "PlumbUIKitStub"],
            swiftSettings: [.define("PLUMB_APPLE_STUB"), .define("PLUMB_STUB_UIKIT")]),
        .testTarget(
            name: "PlumbAppKitBackendTests", dependencies: ["Plumb", "PlumbAppKitStub"],
            swiftSettings: [.define("PLUMB_APPLE_STUB"), .define("PLUMB_STUB_APPKIT")]),
    ],
    swiftLanguageModes: [.v6]
)
