// ordo-one/benchmark suite for the DSL and the engine: the DSL's overhead over building the
// same LayoutConstraints by hand (with the malloc interposer's allocation counts), and the
// list-screen phases. Views are main-actor bound, so each benchmark hops to the main actor
// and measures inside it. Values are checked after each measured region.
//
//   cd Benchmarks && swift package benchmark --target LayoutBenchmarks
//
// Allocations per constraint = "Malloc (total)" / 10,000 for the two DSL-overhead benchmarks.
import Benchmark
import LayoutWorkload
import SolverWorkload

/// Runs `body` on the main actor with `benchmark`, which the runner hands over for the
/// duration of the call.
func onMain(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) throws -> Void) async throws {
    nonisolated(unsafe) let benchmark = benchmark
    try await MainActor.run { try body(benchmark) }
}

let benchmarks: @Sendable () -> Void = {
    let metrics: [BenchmarkMetric] = [.wallClock, .cpuTotal, .mallocCountTotal, .mallocBytesCount]
    let constraintCount = 10_000
    let overhead = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 10)

    Benchmark("DSL: constrain { } 10,000 constraints", configuration: overhead) { benchmark in
        try await onMain(benchmark) { benchmark in
            let scene = try DSLOverheadScene(constraintCount: constraintCount)
            benchmark.startMeasurement()
            blackHole(scene.constrainWithDSL())
            benchmark.stopMeasurement()
            try scene.check("DSL")
        }
    }

    Benchmark("DSL: LayoutConstraint by hand 10,000 + activate", configuration: overhead) { benchmark in
        try await onMain(benchmark) { benchmark in
            let scene = try DSLOverheadScene(constraintCount: constraintCount)
            benchmark.startMeasurement()
            blackHole(scene.constrainByHand())
            benchmark.stopMeasurement()
            try scene.check("by hand")
        }
    }

    let screen = Benchmark.Configuration(
        metrics: metrics, warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 5)
    for views in [1000] {
        Benchmark("List \(views) views: setup", configuration: screen) { benchmark in
            try await onMain(benchmark) { _ in
                let list = try ListScreen(viewCount: views)
                blackHole(list)
            }
        }
        Benchmark("List \(views) views: first layout", configuration: screen) { benchmark in
            try await onMain(benchmark) { benchmark in
                let list = try ListScreen(viewCount: views)
                benchmark.startMeasurement()
                list.layout()
                benchmark.stopMeasurement()
                try list.check("first layout")
            }
        }
        Benchmark("List \(views) views: one constant change + layout", configuration: screen) { benchmark in
            try await onMain(benchmark) { benchmark in
                let list = try ListScreen(viewCount: views)
                list.layout()
                benchmark.startMeasurement()
                try list.changeGap(row: list.rowCount / 2, to: 12)
                benchmark.stopMeasurement()
                try list.check("constant change")
            }
        }
        Benchmark("List \(views) views: toggle one group + layout", configuration: screen) { benchmark in
            try await onMain(benchmark) { benchmark in
                let list = try ListScreen(viewCount: views)
                list.layout()
                benchmark.startMeasurement()
                list.toggle(row: list.rowCount / 2)
                benchmark.stopMeasurement()
                try list.check("toggle")
            }
        }
        Benchmark("List \(views) views: resize root + layout", configuration: screen) { benchmark in
            try await onMain(benchmark) { benchmark in
                let list = try ListScreen(viewCount: views)
                list.layout()
                benchmark.startMeasurement()
                list.resize(width: 414)
                benchmark.stopMeasurement()
                try list.check("resize")
            }
        }
    }
}
