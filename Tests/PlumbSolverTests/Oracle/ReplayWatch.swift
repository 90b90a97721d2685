import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The CPU time spent by one thread, read from another: how the oracle tests tell a call
/// that never returns from one that waits for a core on a loaded machine.
///
/// The watched thread calls `start()` first; any thread may then read `cpuSeconds`. Where
/// a thread's CPU clock cannot be read (not Linux), `cpuSeconds` is nil and the caller
/// falls back to wall time.
final class ReplayWatch: @unchecked Sendable {
    private let lock = NSLock()
    #if canImport(Glibc)
        private var clock: clockid_t?
    #endif

    /// Records the calling thread as the one to watch.
    func start() {
        #if canImport(Glibc)
            var id = clockid_t()
            if pthread_getcpuclockid(pthread_self(), &id) == 0 {
                lock.withLock { clock = id }
            }
        #endif
    }

    /// CPU seconds the watched thread has spent so far; nil before `start()` or where the
    /// clock cannot be read.
    var cpuSeconds: Double? {
        #if canImport(Glibc)
            guard let id = lock.withLock({ clock }) else { return nil }
            var time = timespec()
            guard clock_gettime(id, &time) == 0 else { return nil }
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        #else
            return nil
        #endif
    }
}
