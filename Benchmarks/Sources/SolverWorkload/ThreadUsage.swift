import CHeapUsage

/// How often the scheduler took the measuring thread's core away, and how many pages the
/// thread touched for the first time: the two things besides the code that a phase's
/// thread-CPU time counts. An involuntary switch lets another process fill the caches, which
/// the thread then refills on its own CPU time; a minor fault is kernel time spent mapping
/// a fresh page (a new heap grows by them).
public struct ThreadUsage: Sendable {
    /// Involuntary context switches of the calling thread so far.
    public var involuntarySwitches: Int
    /// Minor page faults of the calling thread so far.
    public var minorFaults: Int

    /// The calling thread's counts now, or nil where `getrusage(RUSAGE_THREAD)` is unavailable.
    public static func now() -> ThreadUsage? {
        var switches: Int64 = 0
        var faults: Int64 = 0
        guard plumb_bench_thread_usage(&switches, &faults) == 0 else { return nil }
        return ThreadUsage(involuntarySwitches: Int(switches), minorFaults: Int(faults))
    }

    /// The counts from `earlier` to `self`.
    public func since(_ earlier: ThreadUsage) -> ThreadUsage {
        ThreadUsage(
            involuntarySwitches: involuntarySwitches - earlier.involuntarySwitches,
            minorFaults: minorFaults - earlier.minorFaults)
    }
}
