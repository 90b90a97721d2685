// plumb-demo: lays out Plumb's sample screens with the DSL on the built-in engine and writes,
// per picture, an SVG drawing and a text outline of the frames into a folder it prints.
import Foundation
import PlumbDemoScreens

/// Writes `text` to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let command: DemoCommand
do {
    command = try DemoCommand.parse(
        Array(CommandLine.arguments.dropFirst()), screens: DemoCatalog.names)
} catch {
    printError("plumb-demo: \(error.message)")
    printError("Run 'plumb-demo --help' for usage.")
    exit(2)
}

switch command {
case .help:
    print(DemoCommand.usage(screens: DemoCatalog.names))
case .list:
    for screen in DemoCatalog.screens {
        print("\(screen.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(screen.summary)")
    }
case .run(let options):
    let folder = URL(fileURLWithPath: options.outputDirectory, isDirectory: true)
        .standardizedFileURL
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
        printError(
            "plumb-demo: cannot create the output folder \(folder.path): \(error.localizedDescription)"
        )
        exit(1)
    }
    let pictures = DemoCatalog.pictures(for: options)
    var problems = 0
    for picture in pictures {
        for (fileExtension, contents) in [("svg", picture.svg), ("txt", picture.outline)] {
            let file = folder.appendingPathComponent("\(picture.name).\(fileExtension)")
            do {
                try contents.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                printError("plumb-demo: cannot write \(file.path): \(error.localizedDescription)")
                exit(1)
            }
        }
        print("  \(picture.name).svg, \(picture.name).txt  \(picture.caption)")
        if let note = picture.fitNote {
            // Not an engine report: the screen is laid out as asked, just too big for it.
            printError("plumb-demo: note: \(note)")
        }
        for report in picture.reports {
            if picture.demonstratesConflict {
                // Wrong on purpose: the report is what this screen shows.
                print(report.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
            } else {
                problems += 1
                printError("plumb-demo: \(picture.name): the engine reported:\n\(report)")
            }
        }
    }
    print("plumb-demo: wrote \(pictures.count) pictures to \(folder.path)")
    if problems > 0 {
        printError(
            "plumb-demo: \(problems) layout report(s) above; the pictures show what the engine did."
        )
        exit(1)
    }
}
