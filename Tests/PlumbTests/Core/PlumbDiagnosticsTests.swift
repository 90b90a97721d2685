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
    /// What `body` writes to standard error (file descriptor 2), read back from a file.
    private func standardError(of body: () -> Void) throws -> String {
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
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func theDefaultHandlerWritesOneLinePerErrorToStandardError() throws {
        let error = PlumbError(
            .nonFiniteNumber, "the multiplier and constant must be finite numbers",
            expression: "a.width == b.width * inf",
            location: ConstraintSourceLocation(fileID: "App/Screen.swift", line: 12))
        let written = try standardError { PlumbDiagnostics.defaultHandler(error) }
        #expect(
            written
                == "Plumb: Screen.swift:12: a.width == b.width * inf: the multiplier and constant "
                + "must be finite numbers\n")
    }

    @Test func theHandlerIsTheDefaultUntilReplaced() throws {
        PlumbDiagnostics.handler = PlumbDiagnostics.defaultHandler
        let error = PlumbError(.itemFreed, "gone", expression: nil, location: nil)
        let written = try standardError { PlumbDiagnostics.report(error) }
        #expect(written == "Plumb: gone\n")
        var received: [PlumbError] = []
        PlumbDiagnostics.handler = { received.append($0) }
        let silent = try standardError { PlumbDiagnostics.report(error) }
        #expect(silent.isEmpty && received == [error])
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
