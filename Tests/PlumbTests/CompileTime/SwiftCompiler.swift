import Foundation

/// What running the compiler on one snippet file gave.
struct CompilerResult {
    var status: Int32
    var output: String
    /// Line and message of every error in the snippet file.
    var errors: [(line: Int, message: String)]
    /// Line and message of every warning in the snippet file.
    var warnings: [(line: Int, message: String)]
    var errorLines: [Int] { errors.map(\.line) }
}

/// Runs `swiftc` on snippets against the Plumb module this test run was built with, for the
/// tests that prove what compiles, what does not and what code the compiler emits.
enum SwiftCompiler {
    /// Type-checks `source`, written to a file named `name`.
    static func typecheck(_ source: String, name: String) throws -> CompilerResult {
        let modules = try plumbModuleDirectory()
        return try inTemporaryDirectory { directory in
            let file = directory.appendingPathComponent(name)
            try source.write(to: file, atomically: true, encoding: .utf8)
            let (status, output) = try run(
                ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, file.path])
            if output.contains("no such module 'Plumb'") || output.contains("No such file") {
                throw HarnessError("swiftc could not load Plumb from \(modules):\n\(output)")
            }
            func diagnostics(_ severity: String) -> [(line: Int, message: String)] {
                output.split(separator: "\n").compactMap { line -> (Int, String)? in
                    // "<path>/Rejections.swift:12:9: error: …"
                    guard let range = line.range(of: ": \(severity): "),
                        line.hasPrefix(file.path + ":"),
                        let number = Int(line.dropFirst(file.path.count + 1).prefix { $0.isNumber })
                    else { return nil }
                    return (number, String(line[range.upperBound...]))
                }
            }
            return CompilerResult(
                status: status, output: output, errors: diagnostics("error"),
                warnings: diagnostics("warning"))
        }
    }

    /// The LLVM IR the compiler emits for `source` (a file named `name` that imports Plumb),
    /// with `optimization` (`-Onone` or `-O`).
    static func emitIR(_ source: String, name: String, optimization: String) throws -> String {
        let modules = try plumbModuleDirectory()
        return try inTemporaryDirectory { directory in
            let file = directory.appendingPathComponent(name)
            let ir = directory.appendingPathComponent("out.ll")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let (status, output) = try run([
                "swiftc", "-emit-ir", optimization, "-swift-version", "6", "-parse-as-library",
                "-I", modules, file.path, "-o", ir.path,
            ])
            guard status == 0 else { throw HarnessError("swiftc -emit-ir failed:\n\(output)") }
            return try String(contentsOf: ir, encoding: .utf8)
        }
    }

    /// The LLVM IR the compiler emits for one source file of the Plumb module (a path under
    /// `Sources/Plumb`), compiled as the primary file among the module's other sources.
    static func emitPlumbIR(of path: String, optimization: String) throws -> String {
        let sources = packageRoot.appendingPathComponent("Sources/Plumb")
        guard let enumerator = FileManager.default.enumerator(atPath: sources.path) else {
            throw HarnessError("no Plumb sources at \(sources.path)")
        }
        let others = enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && $0 != path }
            .map { sources.appendingPathComponent($0).path }
        let primary = sources.appendingPathComponent(path).path
        return try inTemporaryDirectory { directory in
            let ir = directory.appendingPathComponent("out.ll")
            let (status, output) = try run(
                ["swiftc", "-frontend", "-emit-ir", optimization, "-primary-file", primary]
                    + others + [
                        "-module-name", "Plumb", "-swift-version", "6", "-parse-as-library",
                        "-o", ir.path,
                    ])
            guard status == 0 else { throw HarnessError("swiftc -emit-ir failed:\n\(output)") }
            return try String(contentsOf: ir, encoding: .utf8)
        }
    }

    private static func run(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func inTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("plumb-compile-time-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// The package root: Tests/PlumbTests/CompileTime/<this file>, three folders up.
    private static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The directory holding `Plumb.swiftmodule`: found by walking up from the test
    /// executable (`.build/<triple>/debug/Modules` or `.build/<triple>/debug`), or else (when
    /// a runner such as swiftpm-testing-helper is argv[0]) the newest one under this
    /// package's `.build`.
    static func plumbModuleDirectory() throws -> String {
        let fileManager = FileManager.default
        func holdsPlumb(_ directory: URL) -> Bool {
            fileManager.fileExists(
                atPath: directory.appendingPathComponent("Plumb.swiftmodule").path)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            for candidate in ["Modules", "."]
            where holdsPlumb(directory.appendingPathComponent(candidate)) {
                return directory.appendingPathComponent(candidate).standardizedFileURL.path
            }
            directory.deleteLastPathComponent()
        }
        let build = packageRoot.appendingPathComponent(".build")
        var found: [(path: URL, date: Date)] = []
        for triple in (try? fileManager.contentsOfDirectory(atPath: build.path)) ?? [] {
            for configuration in ["debug", "release"] {
                for candidate in ["Modules", "."] {
                    let path = build.appendingPathComponent(triple)
                        .appendingPathComponent(configuration).appendingPathComponent(candidate)
                    let module = path.appendingPathComponent("Plumb.swiftmodule").path
                    if let date = try? fileManager.attributesOfItem(atPath: module)[
                        .modificationDate]
                        as? Date
                    {
                        found.append((path, date))
                    }
                }
            }
        }
        if let newest = found.max(by: { $0.date < $1.date }) {
            return newest.path.standardizedFileURL.path
        }
        throw HarnessError(
            "Plumb.swiftmodule not found above \(executable.path) nor under \(build.path); "
                + "build with `swift build --build-tests` before running the tests")
    }

    struct HarnessError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
