import Plumb
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// The one diagnostics channel: its default handler, its format, and how backends collect
/// what they report. (That the engine's and the Apple backend's refusals reach it, and the
/// group's `errors`, is in the backend conformance suite.)
@MainActor
struct PlumbDiagnosticsTests {
    /// The lines of standard error (file descriptor 2) written while `body` runs, read back
    /// from a file. The descriptor is the process's, and tests of other suites run in
    /// parallel and may print their own reports meanwhile, so callers look only at the lines
    /// that carry a token of their own.
    private func standardErrorLines(of body: () -> Void) throws -> [Substring] {
        let path = "/tmp/plumb-stderr-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).txt"
        let file = open(path, O_CREAT | O_TRUNC | O_RDWR, 0o600)
        try #require(file >= 0)
        defer {
            close(file)
            unlink(path)
        }
        let saved = dup(2)
        dup2(file, 2)
        body()
        dup2(saved, 2)
        close(saved)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        lseek(file, 0, SEEK_SET)
        while true {
            let count = read(file, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
    }

    /// A message no other test prints.
    private func uniqueMessage(_ text: String) -> String {
        "\(text) #\(UInt64.random(in: 0...UInt64.max))"
    }

    @Test func theDefaultHandlerWritesOneLinePerErrorToStandardError() throws {
        let message = uniqueMessage("the multiplier and constant must be finite numbers")
        let error = PlumbError(
            .nonFiniteNumber, message, expression: "a.width == b.width * inf",
            location: ConstraintSourceLocation(fileID: "App/Screen.swift", line: 12))
        let lines = try standardErrorLines { PlumbDiagnostics.defaultHandler(error) }
        #expect(
            lines.filter { $0.contains(message) }
                == ["Plumb: Screen.swift:12: a.width == b.width * inf: \(message)"])
    }

    @Test func theHandlerIsTheDefaultUntilReplaced() throws {
        PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler
        let message = uniqueMessage("gone")
        let error = PlumbError(.itemFreed, message, expression: nil, location: nil)
        let written = try standardErrorLines { PlumbDiagnostics.report(error) }
        #expect(written.filter { $0.contains(message) } == ["Plumb: \(message)"])
        var received: [PlumbError] = []
        PlumbDiagnostics.handler = { received.append($0) }
        let silent = try standardErrorLines { PlumbDiagnostics.report(error) }
        #expect(!silent.contains { $0.contains(message) } && received == [error])
    }

    @Test func collectingKeepsReportsFromTheHandlerAndNests() {
        var received: [PlumbError] = []
        PlumbDiagnostics.handler = { received.append($0) }
        let outer = PlumbError(.itemFreed, "outer", expression: nil, location: nil)
        let inner = PlumbError(.notInHierarchy, "inner", expression: nil, location: nil)
        let (value, collected) = PlumbDiagnostics.collecting { () -> Int in
            PlumbDiagnostics.report(outer)
            let (_, nested) = PlumbDiagnostics.collecting { PlumbDiagnostics.report(inner) }
            #expect(nested == [inner])
            return 7
        }
        #expect(value == 7 && collected == [outer] && received.isEmpty)
        PlumbDiagnostics.report(inner)
        #expect(received == [inner])
    }

    @Test func aConflictDescribesItselfAsTheWholeReport() {
        let report = "Unable to simultaneously satisfy constraints.\n(…)"
        let error = PlumbError(
            .unsatisfiable, report, expression: "a.width == 200",
            location: ConstraintSourceLocation(fileID: "App/Screen.swift", line: 3))
        #expect(error.description == report)
    }
}
