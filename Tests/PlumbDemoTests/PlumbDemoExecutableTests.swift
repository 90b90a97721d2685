import Foundation
import PlumbXMLTestSupport
import Testing

/// Runs the built `plumb-demo` executable (it sits next to the test bundle; `swift test`
/// builds it) and checks its exit status, output and files.
@Suite struct PlumbDemoExecutableTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The built executable: next to the test bundle (Linux runs the bundle itself; macOS
    /// runs it inside `xctest` or a testing helper), else in the package's `.build/debug`.
    static let executable: URL = {
        var folders = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        folders += Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        // This file is Tests/PlumbDemoTests/PlumbDemoExecutableTests.swift.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        folders.append(root.appendingPathComponent(".build/debug"))
        let candidates = folders.map { $0.appendingPathComponent("plumb-demo") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? candidates[0]
    }()

    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "plumb-demo-test-\(UUID().uuidString)")
    }

    @Test func helpPrintsUsageAndSucceeds() throws {
        let run = try run(["--help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("USAGE: plumb-demo"))
        #expect(run.output.contains("profile, list, form, rtl, animation, conflict"))
        #expect(run.errors == "")
    }

    @Test func badOptionsFailWithAClearMessageAndWriteNothing() throws {
        let folder = temporaryFolder()
        let run = try run(["--output", folder.path, "--sise", "1x1"])
        #expect(run.status == 2)
        #expect(run.output == "")
        #expect(
            run.errors
                == "plumb-demo: unknown option '--sise'\nRun 'plumb-demo --help' for usage.\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path))

        let badSize = try self.run(["--size", "wide"])
        #expect(badSize.status == 2)
        #expect(badSize.errors.hasPrefix("plumb-demo: invalid size 'wide'"))
    }

    @Test func writesAnSVGAndAnOutlinePerPictureIntoTheFolderItNames() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try run(["-o", folder.path, "--screen", "profile", "--screen", "form"])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(
            run.output.hasSuffix(
                "plumb-demo: wrote 3 pictures to \(folder.standardizedFileURL.path)\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            files == [
                "form-phone.svg", "form-phone.txt", "form-tablet.svg", "form-tablet.txt",
                "profile.svg",
                "profile.txt",
            ])
        let outline = try String(
            contentsOf: folder.appendingPathComponent("profile.txt"), encoding: .utf8)
        let snapshot = try String(
            contentsOf: SnapshotFile.folder.appendingPathComponent("profile.txt"), encoding: .utf8)
        #expect(outline == snapshot)
        let svg = try String(
            contentsOf: folder.appendingPathComponent("profile.svg"), encoding: .utf8)
        _ = try SVGDocument(parsing: svg)
    }

    @Test func aSizeLaysEveryPictureOutAtThatSize() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try run(["--output=\(folder.path)", "--screen=form", "--size=500x700"])
        #expect(run.status == 0)
        let outline = try String(
            contentsOf: folder.appendingPathComponent("form.txt"), encoding: .utf8)
        #expect(outline.hasPrefix("screen (LayoutView) 0 0 500 700\n"))
    }

    @Test func aSizeTooSmallForAScreenIsNotedAndStillSucceeds() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try run(["-o", folder.path, "-s", "profile", "--size", "10x10"])
        #expect(run.status == 0)
        #expect(
            run.errors.hasPrefix(
                "plumb-demo: note: profile does not fit in 10x10 points: 7 views reach past"))
        #expect(run.errors.split(separator: "\n").count == 1)
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("profile.svg").path))

        let help = try self.run(["--help"])
        #expect(help.output.contains("at a size they cannot fit"))
    }

    @Test func theConflictScreenPrintsItsReportAndStillSucceeds() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try run(["-o", folder.path, "-s", "conflict"])
        #expect(run.status == 0)
        #expect(run.output.contains("Plumb: 4 required constraints cannot hold together"))
        #expect(run.output.contains("✗ avatarWidth: avatar.width == 320"))
        #expect(run.errors == "")
    }

    @Test func listNamesEveryScreen() throws {
        let run = try run(["--list"])
        #expect(run.status == 0)
        let names = run.output.split(separator: "\n").map {
            $0.split(separator: " ").first.map(String.init) ?? ""
        }
        #expect(names == ["profile", "list", "form", "rtl", "animation", "conflict"])
    }

    @Test func anOutputPathThatIsAFileIsAClearError() throws {
        let file = temporaryFolder()
        try "not a folder".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try run(["-o", file.path])
        #expect(run.status == 1)
        #expect(
            run.errors.hasPrefix(
                "plumb-demo: cannot create the output folder \(file.standardizedFileURL.path)"))
    }
}
