/// What a `plumb-demo` command line asks for.
public enum DemoCommand: Sendable, Equatable {
    /// Print the usage text and exit successfully.
    case help
    /// Print the screens' names and what each shows.
    case list
    /// Lay out screens and write their pictures.
    case run(DemoOptions)

    /// The usage text printed by `--help`.
    public static func usage(screens: [String]) -> String {
        """
        USAGE: plumb-demo [--output <folder>] [--screen <name>]... [--size <width>x<height>]

        Lays out Plumb's sample screens with the DSL on the built-in engine and writes, per
        screen, an SVG picture and a text outline of the frames.

        OPTIONS:
          -o, --output <folder>   where to write the files (default: \(DemoOptions.defaultOutputDirectory))
          -s, --screen <name>     lay out only this screen; repeat for several
                                  (screens: \(screens.joined(separator: ", ")))
          --size <w>x<h>          the container size in points, such as 375x667
                                  (default: a \(DemoSize.phone) phone; the form also at a
                                  \(DemoSize.tablet) tablet). The screens are made for a phone
                                  or larger; at a size they cannot fit, their constraints
                                  usually still hold (so the engine reports nothing) and views
                                  reach past the edges: a note on standard error names them,
                                  and the exit status stays 0
          --list                  list the screens and exit
          -h, --help              show this help and exit
        """
    }

    /// Parses the arguments that follow the program name.
    ///
    /// Options take their value as the next argument or after `=` (`--size=375x667`).
    /// Throws ``DemoUsageError`` for an unknown option, a missing or malformed value, a screen
    /// name not in `screens`, an option given twice where once is allowed, or a stray argument.
    public static func parse(_ arguments: [String], screens: [String]) throws(DemoUsageError)
        -> DemoCommand
    {
        var options = DemoOptions()
        var sawOutput = false
        var sawSize = false
        var list = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(DemoUsageError) -> String {
                if let inlineValue {
                    guard !inlineValue.isEmpty else {
                        throw DemoUsageError("\(name) needs a value")
                    }
                    return inlineValue
                }
                guard index < arguments.count, !looksLikeOption(arguments[index]) else {
                    throw DemoUsageError("\(name) needs a value")
                }
                index += 1
                return arguments[index - 1]
            }
            switch name {
            case "-h", "--help":
                guard inlineValue == nil else { throw DemoUsageError("\(name) takes no value") }
                return .help
            case "--list":
                guard inlineValue == nil else { throw DemoUsageError("\(name) takes no value") }
                list = true
            case "-o", "--output":
                guard !sawOutput else { throw DemoUsageError("\(name) given twice") }
                sawOutput = true
                options.outputDirectory = try value()
            case "-s", "--screen":
                let screen = try value()
                guard screens.contains(screen) else {
                    throw DemoUsageError(
                        "unknown screen '\(screen)' (screens: \(screens.joined(separator: ", ")))")
                }
                if !options.screens.contains(screen) { options.screens.append(screen) }
            case "--size":
                guard !sawSize else { throw DemoUsageError("\(name) given twice") }
                sawSize = true
                let text = try value()
                guard let size = DemoSize(parsing: text) else {
                    throw DemoUsageError(
                        "invalid size '\(text)': expected <width>x<height> in points, such as 375x667, each above 0 and at most 100000"
                    )
                }
                options.size = size
            default:
                if looksLikeOption(argument) {
                    throw DemoUsageError("unknown option '\(name)'")
                }
                throw DemoUsageError("unexpected argument '\(argument)'")
            }
        }
        return list ? .list : .run(options)
    }
}

/// Whether `argument` is an option name (`-s`, `--size`) rather than a value such as `-` or `-1x5`.
private func looksLikeOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), let second = argument.dropFirst().first else { return false }
    return !(second.isNumber || second == ".")
}

/// What a `plumb-demo` run lays out and where it writes.
public struct DemoOptions: Sendable, Equatable {
    /// The folder written when `--output` is not given.
    public static let defaultOutputDirectory = "plumb-output"

    /// The folder to write into (created if missing).
    public var outputDirectory: String
    /// The screens to lay out, in the order given; empty means all of them.
    public var screens: [String]
    /// The container size for every screen, or `nil` for each screen's own sizes.
    public var size: DemoSize?

    /// Options with the given values.
    public init(
        outputDirectory: String = defaultOutputDirectory, screens: [String] = [],
        size: DemoSize? = nil
    ) {
        self.outputDirectory = outputDirectory
        self.screens = screens
        self.size = size
    }
}

/// A command line `plumb-demo` cannot run, with the reason.
public struct DemoUsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, such as `unknown option '--sise'`.
    public var message: String

    /// An error with the given message.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
