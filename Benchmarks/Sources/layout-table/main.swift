// layout-table: the runtime benchmarks of the DSL and the engine (issue 5), with a
// monotonic clock, medians over repetitions, values checked after every phase.
//
//   layout-table [--views 1000,3000,10000] [--constraints 10000] [--reps R] [--dsl-only]
//                [--shapes list,grid,deep] [--links 1000,3000] [--skip-dsl]
//                [--phases constant,toggle,resize] [--frame-digest]
//
// 1. DSL overhead: `constraints` constraints made and activated through one `constrain`
//    block vs the same LayoutConstraints built by hand and activated in one call.
// 2. Screens of about N views in three shapes (a list of rows, a grid of cards, deep
//    nesting): setup (views + their constrain blocks), first layout, relayout after one
//    constant change, after toggling one group, after resizing the root; with the growth
//    exponent between successive N. `--phases` runs only the named change phases (for a
//    profiler: `--phases toggle` does setup, first layout and the toggles); the others
//    read "skipped". `--frame-digest` prints a digest of every frame's bits after each
//    check (to stderr), to compare two builds of the engine frame for frame.
// 3. A conflict across a chain of N links (`--links`; none by default): activating a
//    pin the chain cannot meet, which the engine explains with the minimal conflict (the
//    whole chain) and breaks.
// Exits non-zero on a wrong frame, a wrong conflict report or a DSL error.
import Foundation
import LayoutWorkload
import SolverWorkload

struct Options {
    var views = [1000, 3000, 10000]
    var constraints = 10_000
    var reps = 5
    var dslOnly = false
    var skipDSL = false
    var shapes = ["list", "grid", "deep"]
    var links: [Int] = []
    var phases = changePhaseNames
    var frameDigest = false
}

/// The change phases' option names, in the order they run.
let changePhaseNames = ["constant", "toggle", "resize"]

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
        case "--skip-dsl": options.skipDSL = true
        case "--shapes":
            options.shapes = value(argument).split(separator: ",").map(String.init).filter { !$0.isEmpty }
            for shape in options.shapes where !shapeNames.contains(shape) { fail("unknown shape \(shape)") }
        case "--links": options.links = value(argument).split(separator: ",").map(positive)
        case "--phases":
            options.phases = value(argument).split(separator: ",").map(String.init).filter { !$0.isEmpty }
            for phase in options.phases where !changePhaseNames.contains(phase) { fail("unknown phase \(phase)") }
        case "--frame-digest": options.frameDigest = true
        case "--help", "-h":
            print("usage: layout-table [--views 1000,3000,10000] [--constraints 10000] [--reps R] [--dsl-only] [--skip-dsl] [--shapes list,grid,deep] [--links 1000,3000] [--phases constant,toggle,resize] [--frame-digest]")
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
        guard !readings.isEmpty else {
            (cpu, wall) = (.nan, .nan)
            return
        }
        cpu = median(readings.map(\.cpu))
        wall = median(readings.map(\.wall))
    }
    var text: String { cpu.isNaN ? "skipped" : "\(ms(cpu)) (\(ms(wall)))" }
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

/// The screen shapes' option names, and the shape of each.
let shapeNames = ["list", "grid", "deep"]

@MainActor func shapeType(_ name: String) -> any ScreenWorkload.Type {
    switch name {
    case "list": ListScreen.self
    case "grid": GridScreen.self
    default: DeepScreen.self
    }
}

/// Checks every frame of `screen` against its closed form, and prints a digest of the
/// frames' bits when asked (each frame edge's bits multiplied in as FNV-1a does and folded, parents first).
@MainActor func check(_ screen: any ScreenWorkload, _ what: String, _ options: Options) throws(WorkloadFailure) {
    try screen.check(what)
    guard options.frameDigest else { return }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var count = 0
    var stack = [screen.root]
    while let view = stack.popLast() {
        let frame = view.frame
        for value in [frame.minX, frame.minY, frame.width, frame.height] {
            hash = (hash ^ Double(value).bitPattern) &* 0x100_0000_01b3
            hash ^= hash >> 29
        }
        count += 1
        stack.append(contentsOf: view.subviews.reversed())
    }
    printError("frames \(type(of: screen).shapeName) \(screen.viewCount) \(what): \(count) views, digest \(String(hash, radix: 16))")
}

@MainActor func screens(_ shape: any ScreenWorkload.Type, _ options: Options) throws(WorkloadFailure) {
    let phases = ["setup (views + constrain)", "first layout", "one constant change + layout",
                  "toggle one group + layout", "resize root + layout"]
    var results: [[Timing]] = []
    var shapes: [(views: Int, constraints: Int)] = []
    var heaps: [Double] = []
    for n in options.views {
        var samples = Array(repeating: [Stopwatch.Reading](), count: phases.count)
        var shapeSize = (views: 0, constraints: 0)
        var heap: [Double] = []
        for _ in 0..<max(1, options.reps / (n >= 10000 ? 2 : 1)) {
            var screen: (any ScreenWorkload)? = nil
            let heapBefore = HeapUsage.allocatedBytes()
            samples[0].append(try time { () throws(WorkloadFailure) in screen = try shape.init(viewCount: n) })
            guard let screen else { fail("no screen") }
            shapeSize = (screen.viewCount, screen.constraintCount)
            samples[1].append(try time { screen.layout() })
            if let before = heapBefore, let after = HeapUsage.allocatedBytes() {
                heap.append(Double(after - before) / Double(screen.viewCount))
            }
            try check(screen, "first layout", options)
            if options.phases.contains("constant") {
                var changes: [Stopwatch.Reading] = []
                for k in 0..<10 {
                    changes.append(try time { () throws(WorkloadFailure) in try screen.changeConstant(step: k) })
                }
                samples[2].append(medianReading(changes))
                try check(screen, "constant change", options)
            }
            if options.phases.contains("toggle") {
                var toggles: [Stopwatch.Reading] = []
                for k in 0..<10 {
                    toggles.append(try time { screen.toggle(step: k) })
                }
                samples[3].append(medianReading(toggles))
                try check(screen, "toggle", options)
                // The timed toggles end expanded; check a collapsed target too (untimed).
                screen.toggle(step: 10)
                try check(screen, "toggle (collapsed)", options)
                screen.toggle(step: 11)
            }
            if options.phases.contains("resize") {
                var resizes: [Stopwatch.Reading] = []
                for k in 0..<6 {
                    resizes.append(try time { screen.resize(step: k) })
                }
                samples[4].append(medianReading(resizes))
                try check(screen, "resize", options)
            }
        }
        results.append(samples.map(Timing.init))
        shapes.append(shapeSize)
        heaps.append(heap.isEmpty ? .nan : median(heap))
        printError("done \(shape.shapeName) \(n)")
    }
    print("### Engine: \(shape.shapeName) (medians; CPU time, wall clock in parentheses)\n")
    print("| phase | " + zip(options.views, shapes).map { "≈\($0.0) views (\($0.1.views) views, \($0.1.constraints) DSL constraints)" }.joined(separator: " | ") + " |")
    print("| --- |" + String(repeating: " ---: |", count: options.views.count))
    for (p, phase) in phases.enumerated() {
        print("| \(phase) | " + results.map { $0[p].text }.joined(separator: " | ") + " |")
    }
    print("| heap after first layout, bytes per view | " + heaps.map { $0.isNaN ? "n/a" : "\(Int($0.rounded()))" }.joined(separator: " | ") + " |")
    if options.views.count > 1 {
        print("\nGrowth exponents log(t2/t1) / log(N2/N1), CPU time:\n")
        let pairs = Array(zip(shapes, shapes.dropFirst()))
        print("| phase | " + pairs.map { "\($0.0.views) → \($0.1.views)" }.joined(separator: " | ") + " |")
        print("| --- |" + String(repeating: " ---: |", count: pairs.count))
        for (p, phase) in phases.enumerated() {
            var cells: [String] = []
            for i in 0..<pairs.count {
                cells.append(exponent(results[i][p].cpu, results[i + 1][p].cpu, Double(pairs[i].0.views), Double(pairs[i].1.views)))
            }
            print("| \(phase) | " + cells.joined(separator: " | ") + " |")
        }
    }
    print()
}

func exponent(_ t1: Double, _ t2: Double, _ n1: Double, _ n2: Double) -> String {
    guard !t1.isNaN, !t2.isNaN else { return "skipped" }
    let slope = log(t2 / t1) / log(n2 / n1)
    return "\((slope * 100).rounded() / 100)"
}

@MainActor func conflicts(_ options: Options) throws(WorkloadFailure) {
    var timings: [Timing] = []
    for n in options.links {
        var readings: [Stopwatch.Reading] = []
        for _ in 0..<max(1, options.reps / (n >= 3000 ? 3 : 1)) {
            let scene = try ChainConflictScene(links: n)
            readings.append(try time { scene.activatePin() })
            try scene.check()
        }
        timings.append(Timing(readings))
        printError("done conflict \(n)")
    }
    print("### Engine: a conflict across a chain (activating a pin the chain cannot meet; the minimal conflict is the whole chain; medians; CPU time, wall clock in parentheses)\n")
    print("| links | conflict constraints | activate the pin (explain, break, report) |")
    print("| ---: | ---: | ---: |")
    for (n, timing) in zip(options.links, timings) {
        print("| \(n) | \(2 * n + 1) | \(timing.text) |")
    }
    if options.links.count > 1 {
        print("\nGrowth exponents, CPU time: " + (0..<options.links.count - 1).map { i in
            "\(options.links[i]) → \(options.links[i + 1]): \(exponent(timings[i].cpu, timings[i + 1].cpu, Double(options.links[i]), Double(options.links[i + 1])))"
        }.joined(separator: ", "))
    }
    print()
}

let options = parseOptions()
MainActor.assumeIsolated {
    do throws(WorkloadFailure) {
        if !options.skipDSL { try dslOverhead(options) }
        if !options.dslOnly {
            for name in options.shapes { try screens(shapeType(name), options) }
            if !options.links.isEmpty { try conflicts(options) }
        }
    } catch {
        fail("FAILED: \(error)")
    }
}
