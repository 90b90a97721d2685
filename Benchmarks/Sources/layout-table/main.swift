// layout-table: the runtime benchmarks of the DSL and the engine (issue 5), with a
// monotonic clock, medians over repetitions, values checked after every phase.
//
//   layout-table [--views 1000,3000,10000] [--constraints 10000] [--reps R] [--dsl-only]
//
// 1. DSL overhead: `constraints` constraints made and activated through one `constrain`
//    block vs the same LayoutConstraints built by hand and activated in one call.
// 2. List screens of about N views: setup (views + one constrain block per row), first
//    layout, relayout after one constant change, after toggling one group, after resizing
//    the root; with the growth exponent between successive N.
// Exits non-zero on a wrong frame or a DSL error.
import Foundation
import LayoutWorkload
import SolverWorkload

struct Options {
    var views = [1000, 3000, 10000]
    var constraints = 10_000
    var reps = 5
    var dslOnly = false
}

func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

func fail(_ message: String) -> Never {
    printError("layout-table: \(message)")
    exit(1)
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    func value(_ flag: String) -> String {
        guard let next = arguments.popFirst() else { fail("\(flag) needs a value") }
        return next
    }
    func positive(_ text: some StringProtocol) -> Int {
        guard let n = Int(text), n > 0 else { fail("expected a positive integer, got \(text)") }
        return n
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--views": options.views = value(argument).split(separator: ",").map(positive)
        case "--constraints": options.constraints = positive(value(argument))
        case "--reps": options.reps = positive(value(argument))
        case "--dsl-only": options.dslOnly = true
        case "--help", "-h":
            print("usage: layout-table [--views 1000,3000,10000] [--constraints 10000] [--reps R] [--dsl-only]")
            exit(0)
        default: fail("unknown argument \(argument)")
        }
    }
    return options
}

/// Thread CPU time and wall-clock time of `body`.
@MainActor func time(_ body: () throws(WorkloadFailure) -> Void) throws(WorkloadFailure) -> Stopwatch.Reading {
    let stopwatch = Stopwatch()
    try body()
    return stopwatch.read()
}

/// Medians of CPU and wall time, each over its own samples.
struct Timing {
    var cpu: Double
    var wall: Double
    init(_ readings: [Stopwatch.Reading]) {
        cpu = median(readings.map(\.cpu))
        wall = median(readings.map(\.wall))
    }
    var text: String { "\(ms(cpu)) (\(ms(wall)))" }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// The reading with the median CPU time (its wall time comes along).
func medianReading(_ readings: [Stopwatch.Reading]) -> Stopwatch.Reading {
    readings.sorted { $0.cpu < $1.cpu }[readings.count / 2]
}

func ms(_ seconds: Double) -> String {
    let value = seconds * 1e3
    let digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3
    var factor = 1.0
    for _ in 0..<digits { factor *= 10 }
    var text = "\((value * factor).rounded() / factor)"
    if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
    return text + " ms"
}

@MainActor func dslOverhead(_ options: Options) throws(WorkloadFailure) {
    var dsl: [Stopwatch.Reading] = []
    var hand: [Stopwatch.Reading] = []
    for rep in 0..<options.reps {
        // Alternate which side runs first, so that neither always gets the warmer heap.
        for side in rep % 2 == 0 ? [0, 1] : [1, 0] {
            let scene = try DSLOverheadScene(constraintCount: options.constraints)
            if side == 0 {
                dsl.append(try time { scene.constrainWithDSL() })
                try scene.check("DSL")
            } else {
                hand.append(try time { scene.constrainByHand() })
                try scene.check("by hand")
            }
        }
    }
    let (d, h) = (Timing(dsl), Timing(hand))
    print("### DSL overhead: \(options.constraints) constraints made and activated (median of \(options.reps); CPU time, wall clock in parentheses)\n")
    print("| way | time | CPU per constraint |")
    print("| --- | ---: | ---: |")
    print("| `constrain { … }` (one block) | \(d.text) | \(Int((d.cpu / Double(options.constraints) * 1e9).rounded())) ns |")
    print("| `LayoutConstraint(…)` by hand + one `activate` | \(h.text) | \(Int((h.cpu / Double(options.constraints) * 1e9).rounded())) ns |")
    let overhead = (d.cpu / h.cpu - 1) * 100
    print("| DSL / by hand (CPU) | \(Int((d.cpu / h.cpu * 100).rounded()))% (\(overhead >= 0 ? "+" : "")\(Int(overhead.rounded()))%) | |\n")
}

@MainActor func screens(_ options: Options) throws(WorkloadFailure) {
    let phases = ["setup (views + constrain)", "first layout", "one constant change + layout",
                  "toggle one group + layout", "resize root + layout"]
    var results: [[Timing]] = []
    var shapes: [(views: Int, constraints: Int)] = []
    for n in options.views {
        var samples = Array(repeating: [Stopwatch.Reading](), count: phases.count)
        var shape = (views: 0, constraints: 0)
        for _ in 0..<max(1, options.reps / (n >= 10000 ? 2 : 1)) {
            var screen: ListScreen? = nil
            samples[0].append(try time { () throws(WorkloadFailure) in screen = try ListScreen(viewCount: n) })
            guard let screen else { fail("no screen") }
            shape = (screen.viewCount, screen.constraintCount)
            samples[1].append(try time { screen.layout() })
            try screen.check("first layout")
            let rows = screen.rowCount
            var changes: [Stopwatch.Reading] = []
            for k in 0..<10 {
                let row = (k * 7919) % rows
                changes.append(try time { () throws(WorkloadFailure) in try screen.changeGap(row: row, to: Double(4 + k % 3 * 4)) })
            }
            samples[2].append(medianReading(changes))
            try screen.check("constant change")
            var toggles: [Stopwatch.Reading] = []
            for k in 0..<10 {
                let row = (k / 2 * 104_729) % rows  // each row collapsed, then expanded again
                toggles.append(try time { screen.toggle(row: row) })
            }
            samples[3].append(medianReading(toggles))
            try screen.check("toggle")
            var resizes: [Stopwatch.Reading] = []
            for k in 0..<6 {
                resizes.append(try time { screen.resize(width: k % 2 == 0 ? 414 : 375) })
            }
            samples[4].append(medianReading(resizes))
            try screen.check("resize")
        }
        results.append(samples.map(Timing.init))
        shapes.append(shape)
        printError("done list screen \(n)")
    }
    print("### Engine: list screens (rows of avatar, stack of two labels, badge; medians; CPU time, wall clock in parentheses)\n")
    print("| phase | " + zip(options.views, shapes).map { "≈\($0.0) views (\($0.1.views) views, \($0.1.constraints) DSL constraints)" }.joined(separator: " | ") + " |")
    print("| --- |" + String(repeating: " ---: |", count: options.views.count))
    for (p, phase) in phases.enumerated() {
        print("| \(phase) | " + results.map { $0[p].text }.joined(separator: " | ") + " |")
    }
    if options.views.count > 1 {
        print("\nGrowth exponents log(t2/t1) / log(N2/N1), CPU time:\n")
        let pairs = Array(zip(shapes, shapes.dropFirst()))
        print("| phase | " + pairs.map { "\($0.0.views) → \($0.1.views)" }.joined(separator: " | ") + " |")
        print("| --- |" + String(repeating: " ---: |", count: pairs.count))
        for (p, phase) in phases.enumerated() {
            var cells: [String] = []
            for i in 0..<pairs.count {
                let slope = log(results[i + 1][p].cpu / results[i][p].cpu) / log(Double(pairs[i].1.views) / Double(pairs[i].0.views))
                cells.append("\((slope * 100).rounded() / 100)")
            }
            print("| \(phase) | " + cells.joined(separator: " | ") + " |")
        }
    }
    print()
}

let options = parseOptions()
MainActor.assumeIsolated {
    do throws(WorkloadFailure) {
        try dslOverhead(options)
        if !options.dslOnly { try screens(options) }
    } catch {
        fail("FAILED: \(error)")
    }
}
