#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Times a piece of work two ways at once: wall-clock time on `ContinuousClock` (monotonic)
/// and the CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`), which does not count
/// the time the thread spends waiting for a core on a loaded machine.
public struct Stopwatch {
    /// Seconds of wall-clock time and of this thread's CPU time.
    public struct Reading: Sendable {
        /// Wall-clock seconds.
        public var wall: Double
        /// CPU seconds of the measuring thread.
        public var cpu: Double
    }

    private let clock = ContinuousClock()
    private let wallStart: ContinuousClock.Instant
    private let cpuStart: Double

    /// Starts both clocks.
    public init() {
        cpuStart = Stopwatch.threadCPUSeconds()
        wallStart = clock.now
    }

    /// The time elapsed since `init`.
    public func read() -> Reading {
        let wall = clock.now - wallStart
        let cpu = Stopwatch.threadCPUSeconds() - cpuStart
        let (s, atto) = wall.components
        return Reading(wall: Double(s) + Double(atto) * 1e-18, cpu: cpu)
    }

    /// Runs `body` and returns its result with the time it took.
    public static func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (T, Reading) {
        let stopwatch = Stopwatch()
        let result = try body()
        return (result, stopwatch.read())
    }

    /// CPU seconds used by the calling thread so far (0 where the clock is unavailable).
    public static func threadCPUSeconds() -> Double {
        var spec = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec) == 0 else { return 0 }
        return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
    }
}
