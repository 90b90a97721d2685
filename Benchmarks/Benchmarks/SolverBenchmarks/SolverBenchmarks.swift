// ordo-one/benchmark suite for PlumbSolver: GRID-N and INDEP-N (shared/SOLVER.md), one
// benchmark per phase and size, with wall clock and the malloc interposer's metrics.
// Each iteration builds a fresh system outside the measured region (except for `build`)
// and checks the values after the phase, so a wrong answer fails the benchmark.
//
//   cd Benchmarks && swift package benchmark --target SolverBenchmarks
//
// "heap B/constraint" (build only) is glibc's live heap growth over the build, divided by
// the number of constraints: what the built system keeps, not the garbage made on the way.
import Benchmark
import SolverWorkload

let benchmarks: @Sendable () -> Void = {
    let heapPerConstraint = BenchmarkMetric.custom("heap B/constraint", polarity: .prefersSmaller, useScalingFactor: false)
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .mallocBytesCount, .memoryLeakedBytes]

    for layout in GridLayout.allCases {
        for n in [100, 1000, 10000] {
            let configuration = Benchmark.Configuration(
                metrics: metrics + [heapPerConstraint],
                warmupIterations: n >= 10000 ? 0 : 1,
                scalingFactor: .one,
                maxDuration: .seconds(n >= 10000 ? 20 : 5),
                maxIterations: n >= 10000 ? 3 : 25)

            Benchmark("\(layout.rawValue)-\(n) build", configuration: configuration) { benchmark in
                let before = HeapUsage.allocatedBytes()
                benchmark.startMeasurement()
                let workload = try GridWorkload(layout, count: n)
                benchmark.stopMeasurement()
                if let before, let after = HeapUsage.allocatedBytes() {
                    benchmark.measurement(heapPerConstraint, (after - before) / workload.constraints.count)
                }
                try workload.check(after: "build")
            }

            for phase in Phase.allCases where phase != .build {
                let name = "\(layout.rawValue)-\(n) \(phase.rawValue)" + (phase.rounds > 1 ? " ×\(phase.rounds)" : "")
                var phaseConfiguration = configuration
                phaseConfiguration.metrics = metrics
                Benchmark(name, configuration: phaseConfiguration) { benchmark in
                    let workload = try GridWorkload(layout, count: n)
                    // The phases run in order, so each one starts from the state it has in solver-table.
                    for earlier in Phase.allCases.prefix(while: { $0 != phase }) {
                        try earlier.run(on: workload)
                    }
                    benchmark.startMeasurement()
                    try phase.run(on: workload)
                    benchmark.stopMeasurement()
                    try workload.check(after: phase.rawValue)
                }
            }
        }
    }
}
