import Foundation
import Testing

/// What a company checks before it depends on Plumb (issue 14, part 1), read from the
/// repository's own files: an MIT licence, a Keep a Changelog changelog with a released
/// version, an installation snippet that pins that version, a demo that dependants never see
/// among the products, and a CI script that fails on any format finding.
@Suite struct PackageAdoptionTests {
    /// The package's root (this file is Tests/PlumbDemoTests/PackageAdoptionTests.swift).
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theLicenceIsMIT() throws {
        let licence = try read("LICENSE")
        #expect(licence.hasPrefix("MIT License\n"))
        #expect(
            licence.contains(
                "Permission is hereby granted, free of charge, to any person obtaining a copy"))
        #expect(
            licence.contains("THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND"))
    }

    @Test func theChangelogKeepsAChangelogWithUnreleasedAndTheFirstRelease() throws {
        let changelog = try read("CHANGELOG.md")
        #expect(changelog.contains("[Keep a Changelog](https://keepachangelog.com/en/1.1.0/)"))
        let versions = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") }
        #expect(versions == ["## [Unreleased]", "## [0.1.0]"])
        #expect(changelog.contains("\n[Unreleased]: "))
        #expect(changelog.contains("\n[0.1.0]: "))
        // Only Keep a Changelog's kinds of change, under each version.
        let kinds = Set(changelog.split(separator: "\n").filter { $0.hasPrefix("### ") })
        #expect(
            kinds.isSubset(of: [
                "### Added", "### Changed", "### Deprecated", "### Removed", "### Fixed",
                "### Security",
            ]), "\(kinds)")
    }

    @Test func theReadmeInstallsWithSwiftPMFromTheReleasedVersion() throws {
        let readme = try read("README.md")
        #expect(readme.contains("Swift Package Manager is the supported way to install Plumb."))
        #expect(
            readme.contains(
                #".package(url: "https://github.com/plumb-layout/plumb.git", from: "0.1.0")"#))
    }

    /// `swift run plumb-demo` works from the repository (SwiftPM gives a root package's
    /// executable targets an implicit product; `PlumbDemoExecutableTests` runs it), and the
    /// declared products, all a dependant sees, do not include it.
    @Test func theDemoIsATargetButNoProduct() throws {
        let manifest = try read("Package.swift")
        let products = try #require(
            manifest.range(of: "products: [").flatMap { start in
                manifest.range(of: "\n    ],", range: start.upperBound..<manifest.endIndex).map {
                    String(manifest[start.upperBound..<$0.lowerBound])
                }
            })
        #expect(!products.contains("plumb-demo") && !products.contains(".executable("))
        #expect(products.contains(#".library(name: "Plumb", targets: ["Plumb"])"#))
        #expect(manifest.contains(#".executableTarget(name: "plumb-demo""#))
    }

    @Test func ciFailsOnAnyFormatFindingInSourcesAndTests() throws {
        let script = try read(".ci/run")
        #expect(script.contains("set -euo pipefail"))
        #expect(script.contains("\nswift format lint --strict --recursive Sources Tests\n"))
    }
}
