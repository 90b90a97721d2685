// solver-table: runs GRID-N and INDEP-N (shared/SOLVER.md) on PlumbSolver phase by phase,
// with a monotonic clock, checks every phase's values against the closed-form optimum,
// and prints the medians as a markdown table (or JSON lines with --json, for
// Scripts/solver-vs-kiwi.sh). Exits non-zero on a wrong value or a solver error.
//
//   solver-table [--sizes 100,1000,3000,10000] [--layouts GRID,INDEP] [--reps R] [--json] [--cpu]
//                [--warmup] [--run I] [--markers]
//
// Every phase is timed on ContinuousClock (wall) and on the thread's CPU clock; the table
// shows wall clock unless --cpu; --json gives both, plus the part of the build that makes
// the variables and constraint objects ("make", before the first solver call).
//   --warmup   first runs the whole workload once at N = 100 (same layout), untimed, so that
//              the timed repetitions do not pay the process's first-use costs (lazy symbol
//              binding, runtime metadata, cold caches); kiwi/grid.py has the same flag.
//   --run I    tags every JSON line with "run": I (Scripts/solver-vs-kiwi.sh interleaves runs).
//   --markers  calls getppid() just before and just after every timed phase, and between
//              the build's two parts (make, then the solver calls), so that
//              `valgrind --tool=callgrind --dump-before=getppid` dumps one profile per part
//              (Scripts/solver_instructions.py counts instructions that way).
//   solver-table --memory-only --sizes N --layouts L    (fresh-process RSS/heap of one build)
//   solver-table --clock-probe     (the core's effective clock rate and contention now, see
//                                   SolverWorkload's CoreProbe)
// With --json (and without --markers), each repetition is bracketed by two CoreProbe readings,
// just before and just after it, so that a report can tell the repetitions that ran while a
// neighbour shared the core ("contention": [[before, after], ...] on every line).
import SolverWorkload

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct Options {
    var sizes = [100, 1000, 3000, 10000]
    var layouts = GridLayout.allCases
    var reps: Int? = nil
    var json = false
    var memoryOnly = false
    var batch = false
    var cpuClock = false
    var warmup = false
    var run: Int? = nil
    var markers = false
    var clockProbe = false
}

/// Writes `message` to standard error (fd 2; the C `stderr` global is not concurrency-safe).
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

func fail(_ message: String) -> Never {
    printError("solver-table: \(message)")
    exit(1)
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    func value(_ flag: String) -> String {
        guard let next = arguments.popFirst() else { fail("\(flag) needs a value") }
        return next
    }
    while let argument = arguments.popFirst() {
        switch argument {
        case "--sizes":
            options.sizes = value(argument).split(separator: ",").map {
                guard let n = Int($0), n > 0, n % 10 == 0 else { fail("bad size \($0): a positive multiple of 10") }
                return n
            }
        case "--layouts":
            options.layouts = value(argument).split(separator: ",").map {
                guard let layout = GridLayout(rawValue: $0.uppercased()) else { fail("bad layout \($0): GRID or INDEP") }
                return layout
            }
        case "--reps":
            guard let reps = Int(value(argument)), reps > 0 else { fail("--reps needs a positive integer") }
            options.reps = reps
        case "--json": options.json = true
        case "--memory-only": options.memoryOnly = true
        case "--batch": options.batch = true
        case "--cpu": options.cpuClock = true
        case "--warmup": options.warmup = true
        case "--markers": options.markers = true
        case "--clock-probe": options.clockProbe = true
        case "--run":
            guard let run = Int(value(argument)), run > 0 else { fail("--run needs a positive integer") }
            options.run = run
        case "--help", "-h":
            print(
                "usage: solver-table [--sizes 100,1000,3000,10000] [--layouts GRID,INDEP] [--reps R] [--json]"
                    + " [--memory-only] [--batch] [--cpu] [--warmup] [--run I] [--markers] [--clock-probe]")
            exit(0)
        default: fail("unknown argument \(argument)")
        }
    }
    return options
}

/// Default repetitions: more for small N, where the clock is noisier.
func defaultReps(_ n: Int) -> Int { n <= 100 ? 9 : n <= 1000 ? 5 : 3 }

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// One implementation's median for one (layout, N, phase).
struct Row {
    var layout: GridLayout
    var n: Int
    var constraints: Int
    var phase: String
    var perOp: Double  // wall-clock seconds per operation (per round for edits, per phase otherwise)
    var samples: [Double]
    var perOpCPU: Double  // the same in the measuring thread's CPU time
    var cpuSamples: [Double]
    var switches: [Int]  // involuntary context switches during each sample (the whole phase)
    var faults: [Int]  // minor page faults during each sample
    var contention: [[Double]]  // CoreProbe's contention just before and after each repetition
}

struct Memory {
    var layout: GridLayout
    var n: Int
    var constraints: Int
    var heapBytes: Int?
    var rssBytes: Int?
}

/// A phase name for the JSON lines: the part of `build` before the first solver call.
let makePhase = "make"

/// With --markers, a system call that callgrind's `--dump-before=getppid` turns into a
/// profile boundary; nothing else in this process calls it.
func marker(_ options: Options) {
    if options.markers { _ = getppid() }
}

/// The 1-minute load average (Linux `/proc/loadavg`), or nil elsewhere.
func loadAverage() -> Double? {
    guard let file = fopen("/proc/loadavg", "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 64)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return text.split(separator: " ").first.flatMap { Double($0) }
}

/// Runs the whole workload once, untimed but checked (see --warmup).
func warmUp(_ layout: GridLayout, batch: Bool) throws(WorkloadFailure) {
    let workload = try GridWorkload(layout, count: 100, batch: batch)
    try workload.check(after: Phase.build.rawValue)
    for phase in Phase.allCases where phase != .build {
        try phase.run(on: workload)
        try workload.check(after: phase.rawValue)
    }
}

func run(_ options: Options) throws(WorkloadFailure) -> ([Row], [Memory], [String: Double]) {
    var rows: [Row] = []
    var memory: [Memory] = []
    var loads: [String: Double] = [:]
    for layout in options.layouts {
        if options.warmup { try warmUp(layout, batch: options.batch) }
        for n in options.sizes {
            loads["\(layout.rawValue)-\(n)"] = loadAverage()
            let reps = options.reps ?? defaultReps(n)
            var samples: [String: [Double]] = [:]
            var cpuSamples: [String: [Double]] = [:]
            var switches: [String: [Int]] = [:]
            var faults: [String: [Int]] = [:]
            func record(_ phase: String, since usage: ThreadUsage?) {
                guard let usage, let now = ThreadUsage.now() else { return }
                let delta = now.since(usage)
                switches[phase, default: []].append(delta.involuntarySwitches)
                faults[phase, default: []].append(delta.minorFaults)
            }
            var contention: [[Double]] = []
            let probing = options.json && !options.markers
            var constraintCount = 0
            for rep in 0..<reps {
                let before = probing ? CoreProbe.read().contention : nil
                defer {
                    if let before { contention.append([before, CoreProbe.read().contention]) }
                }
                let heapBefore = HeapUsage.allocatedBytes()
                var made: Stopwatch.Reading? = nil
                marker(options)
                let usage = ThreadUsage.now()
                let (workload, built) = try Stopwatch.measure { () throws(WorkloadFailure) in
                    let stopwatch = Stopwatch()
                    return try GridWorkload(layout, count: n, batch: options.batch) {
                        made = stopwatch.read()
                        marker(options)
                    }
                }
                record(Phase.build.rawValue, since: usage)
                marker(options)
                samples[Phase.build.rawValue, default: []].append(built.wall)
                cpuSamples[Phase.build.rawValue, default: []].append(built.cpu)
                if let made {
                    samples[makePhase, default: []].append(made.wall)
                    cpuSamples[makePhase, default: []].append(made.cpu)
                }
                if rep == 0 {
                    constraintCount = workload.constraints.count
                    let heapAfter = HeapUsage.allocatedBytes()
                    memory.append(
                        Memory(
                            layout: layout, n: n, constraints: constraintCount,
                            heapBytes: heapAfter.flatMap { after in heapBefore.map { after - $0 } }, rssBytes: nil))
                }
                try workload.check(after: Phase.build.rawValue)
                for phase in Phase.allCases where phase != .build {
                    marker(options)
                    let usage = ThreadUsage.now()
                    let ((), took) = try Stopwatch.measure { () throws(WorkloadFailure) in try phase.run(on: workload) }
                    record(phase.rawValue, since: usage)
                    marker(options)
                    samples[phase.rawValue, default: []].append(took.wall / Double(phase.rounds))
                    cpuSamples[phase.rawValue, default: []].append(took.cpu / Double(phase.rounds))
                    try workload.check(after: phase.rawValue)
                }
            }
            for phase in Phase.allCases.map(\.rawValue) + [makePhase] {
                let values = samples[phase] ?? []
                let cpuValues = cpuSamples[phase] ?? []
                rows.append(
                    Row(
                        layout: layout, n: n, constraints: constraintCount, phase: phase,
                        perOp: median(values), samples: values, perOpCPU: median(cpuValues), cpuSamples: cpuValues,
                        switches: switches[phase] ?? [], faults: faults[phase] ?? [], contention: contention))
            }
            if !options.json {
                printError("done \(layout.rawValue)-\(n) (\(reps) reps)")
            }
        }
    }
    return (rows, memory, loads)
}

func runMemoryOnly(_ options: Options) throws(WorkloadFailure) -> [Memory] {
    var memory: [Memory] = []
    for layout in options.layouts {
        for n in options.sizes {
            let heapBefore = HeapUsage.allocatedBytes()
            let rssBefore = HeapUsage.residentBytes()
            let workload = try GridWorkload(layout, count: n, batch: options.batch)
            let heapAfter = HeapUsage.allocatedBytes()
            let rssAfter = HeapUsage.residentBytes()
            try workload.check(after: Phase.build.rawValue)
            memory.append(
                Memory(
                    layout: layout, n: n, constraints: workload.constraints.count,
                    heapBytes: heapAfter.flatMap { a in heapBefore.map { a - $0 } },
                    rssBytes: rssAfter.flatMap { a in rssBefore.map { a - $0 } }))
            withExtendedLifetime(workload) {}
        }
    }
    return memory
}

func jsonNumber(_ value: Int?) -> String { value.map(String.init) ?? "null" }

func jsonNumber(_ value: Double?) -> String { value.map { "\($0)" } ?? "null" }

func printJSON(_ rows: [Row], _ memory: [Memory], loads: [String: Double] = [:], run: Int?) {
    let tag = run.map { ",\"run\":\($0)" } ?? ""
    for row in rows {
        let samples = row.samples.map { "\($0)" }.joined(separator: ",")
        let cpuSamples = row.cpuSamples.map { "\($0)" }.joined(separator: ",")
        let load = jsonNumber(loads["\(row.layout.rawValue)-\(row.n)"])
        print(
            "{\"impl\":\"plumb\",\"layout\":\"\(row.layout.rawValue)\",\"n\":\(row.n),\"constraints\":\(row.constraints),"
                + "\"phase\":\"\(row.phase)\",\"per_op_seconds\":\(row.perOp),\"samples\":[\(samples)],"
                + "\"per_op_cpu_seconds\":\(row.perOpCPU),\"cpu_samples\":[\(cpuSamples)],"
                + "\"switches\":\(row.switches),\"faults\":\(row.faults),\"contention\":\(row.contention),"
                + "\"load1\":\(load)\(tag)}")
    }
    for entry in memory {
        print(
            "{\"impl\":\"plumb\",\"layout\":\"\(entry.layout.rawValue)\",\"n\":\(entry.n),\"constraints\":\(entry.constraints),"
                + "\"phase\":\"memory\",\"heap_bytes\":\(jsonNumber(entry.heapBytes)),\"rss_bytes\":\(jsonNumber(entry.rssBytes))\(tag)}")
    }
}

/// Formats `value` with three significant digits and a unit that keeps it readable.
func formatTime(_ seconds: Double) -> String {
    let (scaled, unit): (Double, String) =
        seconds >= 1 ? (seconds, "s") : seconds >= 1e-3 ? (seconds * 1e3, "ms") : (seconds * 1e6, "µs")
    let digits = scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2
    return format(scaled, digits) + " " + unit
}

func format(_ value: Double, _ digits: Int) -> String {
    var factor = 1.0
    for _ in 0..<digits { factor *= 10 }
    let rounded = (value * factor).rounded() / factor
    var text = "\(rounded)"
    if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
    return text
}

func printMarkdown(_ rows: [Row], _ memory: [Memory], sizes: [Int], cpu: Bool) {
    for layout in GridLayout.allCases where rows.contains(where: { $0.layout == layout }) {
        print("### \(layout.rawValue)-N, Plumb (median per operation, \(cpu ? "thread CPU time" : "wall clock"))\n")
        print("| phase | " + sizes.map { "N = \($0)" }.joined(separator: " | ") + " |")
        print("| --- |" + String(repeating: " ---: |", count: sizes.count))
        for phase in Phase.allCases {
            let cells = sizes.map { n in
                rows.first { $0.layout == layout && $0.n == n && $0.phase == phase.rawValue }.map { formatTime(cpu ? $0.perOpCPU : $0.perOp) } ?? "—"
            }
            let label = phase.rounds > 1 ? "\(phase.rawValue) (per round)" : phase.rawValue
            print("| \(label) | " + cells.joined(separator: " | ") + " |")
        }
        let heap = sizes.map { n -> String in
            guard let entry = memory.first(where: { $0.layout == layout && $0.n == n }), let bytes = entry.heapBytes else {
                return "—"
            }
            return format(Double(bytes) / Double(entry.constraints), 0) + " B"
        }
        print("| heap per constraint | " + heap.joined(separator: " | ") + " |\n")
    }
}

let options = parseOptions()
if options.clockProbe {
    let probe = CoreProbe.read()
    let tag = options.run.map { ",\"run\":\($0)" } ?? ""
    print(
        options.json
            ? "{\"phase\":\"clock probe\",\"ghz\":\(probe.gigahertz),\"contention\":\(probe.contention),"
                + "\"load1\":\(jsonNumber(loadAverage()))\(tag)}"
            : "effective clock \(format(probe.gigahertz, 2)) GHz (4 cycles per step of a dependent multiply-xor chain), "
                + "contention \(format(probe.contention, 2))\(probe.isContended ? " (a neighbour shares the core)" : "")")
    exit(0)
}
do throws(WorkloadFailure) {
    if options.memoryOnly {
        let memory = try runMemoryOnly(options)
        if options.json {
            printJSON([], memory, run: options.run)
        } else {
            for entry in memory {
                print(
                    "\(entry.layout.rawValue)-\(entry.n): \(entry.constraints) constraints, heap \(jsonNumber(entry.heapBytes)) B, RSS \(jsonNumber(entry.rssBytes)) B"
                )
            }
        }
    } else {
        let (rows, memory, loads) = try run(options)
        if options.json {
            printJSON(rows, memory, loads: loads, run: options.run)
        } else {
            printMarkdown(rows, memory, sizes: options.sizes, cpu: options.cpuClock)
        }
    }
} catch {
    fail("FAILED: \(error)")
}
